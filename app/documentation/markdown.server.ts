import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { BLOG_ALLOWED_TAGS } from "~/content/markdown.server";
import { ALLOWED_URL_SCHEMES, CODE_CARRYING_TAGS } from "~/content/sanitize";
import { type Heading, headingIds } from "./toc";

/** The blog's tags, and h1: a guide has its own top-level headings. */
const ALLOWED_TAGS = ["h1", ...BLOG_ALLOWED_TAGS];

/** A heading's words without its Markdown (bold, code, links), as the table of contents shows it. */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      if (token.type === "escape" || token.type === "codespan" || token.type === "text") return token.text;
      return "";
    })
    .join("");
}

function headingTokens(markdown: string): Tokens.Heading[] {
  const found: Tokens.Heading[] = [];
  const marked = new Marked({ gfm: true });
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "heading") found.push(token as Tokens.Heading);
  });
  return found;
}

/** The document's headings in order with their anchor ids (the table of contents' source). */
export function documentHeadings(markdown: string): Heading[] {
  const tokens = headingTokens(markdown);
  const titles = tokens.map((token) => plainText(token.tokens).trim());
  const ids = headingIds(titles);
  return tokens.map((token, index) => ({
    id: ids[index] ?? "section",
    title: titles[index] ?? "",
    level: token.depth,
  }));
}

/**
 * A document's Markdown as safe HTML whose headings carry the ids of documentHeadings, so the
 * table of contents and the content search can link to them. Staff write stored documents, so
 * raw HTML in them is held to the same allow-list as Markdown's own output.
 */
export function renderDocumentMarkdown(markdown: string): { html: string; headings: Heading[] } {
  const headings = documentHeadings(markdown);
  let next = 0;
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const id = headings[next]?.id ?? "section";
        next += 1;
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return {
    headings,
    html: sanitizeHtml(html, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: {
        a: ["href", "title", "rel"],
        img: ["src", "alt", "title", "loading", "width", "height"],
        ol: ["start"],
        th: ["align"],
        td: ["align"],
        h1: ["id"],
        h2: ["id"],
        h3: ["id"],
        h4: ["id"],
        h5: ["id"],
        h6: ["id"],
      },
      allowedSchemes: ALLOWED_URL_SCHEMES,
      allowedSchemesAppliedToAttributes: ["href", "src"],
      disallowedTagsMode: "discard",
      nonTextTags: CODE_CARRYING_TAGS,
      allowVulnerableTags: false,
      transformTags: {
        a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }),
        img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
      },
    }),
  };
}
