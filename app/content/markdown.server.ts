import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { ALLOWED_URL_SCHEMES, CODE_CARRYING_TAGS } from "./sanitize";

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** What Markdown produces, and nothing more: raw HTML in a post is held to the same list. */
export const BLOG_ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** An absolute address leaves the shop: it gets noreferrer as well as noopener. */
function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href.trim());
}

/**
 * A blog post's Markdown (written by staff) as safe HTML: no script or event handler survives,
 * links keep only web, mail and phone addresses and never hand the page to the site they open,
 * and a '#' heading becomes h2 because the article's title is the page's only h1.
 */
export function renderBlogMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: BLOG_ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "title", "loading"],
      ol: ["start"],
      th: ["align"],
      td: ["align"],
    },
    allowedSchemes: ALLOWED_URL_SCHEMES,
    allowedSchemesAppliedToAttributes: ["href", "src"],
    disallowedTagsMode: "discard",
    nonTextTags: CODE_CARRYING_TAGS,
    allowVulnerableTags: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: isExternal(attribs.href ?? "") ? "noopener noreferrer" : "noopener" },
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    },
  });
}
