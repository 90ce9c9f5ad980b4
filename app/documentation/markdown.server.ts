import { Marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { BLOG_ALLOWED_TAGS } from "~/content/markdown.server";
import { ALLOWED_URL_SCHEMES, CODE_CARRYING_TAGS } from "~/content/sanitize";
import { type Heading, headingIds } from "./toc";

/**
 * The blog's tags. No h1: the page's one h1 is the document's title, so a document's own
 * headings are h2 and below (pageHeadingLevel); an h1 typed as HTML keeps its words, not its tag.
 */
const ALLOWED_TAGS = BLOG_ALLOWED_TAGS;

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

/**
 * The document's headings in order with their anchor ids and their Markdown levels (the table of
 * contents' source: its tree keeps the levels as written).
 */
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
 * The HTML level of a heading: the page around a document has the document's title as its one
 * h1 (the viewer, the download, the editor's preview), so a document written with `# Heading`s
 * has them shown as h2, its `##` as h3 and so on (`#####` and `######` both h6); a document that
 * starts at `##`, as the built-in guides do, is shown as written.
 */
export function pageHeadingLevel(depth: number, headings: readonly Heading[]): number {
  const shift = headings.some((heading) => heading.level === 1) ? 1 : 0;
  return Math.min(6, depth + shift);
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
        const level = pageHeadingLevel(depth, headings);
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
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
