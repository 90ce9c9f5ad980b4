import { Lexer, type Token, type Tokens } from "marked";
import type { Heading } from "./toc";

/** Spec 9: the content search shows at most 10 matching lines. */
export const MAX_CONTENT_MATCHES = 10;

/** A match longer than this is cut around the term, so a long sentence still shows where it is. */
export const MAX_MATCH_LENGTH = 200;

export type ContentMatch = {
  /** The words as the reader sees them: a sentence, a heading, a table row or a line of code. */
  text: string;
  /** The section it is in (its heading's anchor), or null before the first heading. */
  sectionId: string | null;
  sectionTitle: string | null;
};

export type ContentSearch = { matches: ContentMatch[]; total: number };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HTML character references a writer typed (`&amp;`), as the page shows them. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The words of inline Markdown without its marks: bold, code spans, links, a picture's alt text. */
function inlineText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === "br") return " ";
      if (token.type === "html") return "";
      if ("tokens" in token && token.tokens && token.tokens.length > 0) return inlineText(token.tokens);
      if (token.type === "text" || token.type === "escape" || token.type === "codespan" || token.type === "image")
        return decodeEntities(token.text);
      return "";
    })
    .join("");
}

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/** A passage split into its sentences, so a match shows one sentence rather than a paragraph. */
function sentencesOf(text: string): string[] {
  return [...sentences.segment(text)].map((part) => part.segment.trim()).filter(Boolean);
}

/** A piece of text the reader sees, in reading order, with whether it is itself a heading. */
type Piece = { text: string; heading: boolean };

/**
 * The document as the reader sees it, in reading order: each heading, each sentence of a
 * paragraph, list item, quote or block of HTML, each table row (cells joined by " · ") and each
 * line of code. Headings are visited in the same order as marked's walkTokens (documentHeadings),
 * so the n-th heading here is the n-th of the headings list.
 */
function piecesOf(tokens: readonly Token[], out: Piece[]): Piece[] {
  for (const token of tokens) {
    switch (token.type) {
      case "heading":
        out.push({ text: oneLine(inlineText((token as Tokens.Heading).tokens)), heading: true });
        break;
      case "paragraph":
      case "text": {
        const inline = "tokens" in token && token.tokens ? inlineText(token.tokens) : decodeEntities(token.text);
        for (const sentence of sentencesOf(oneLine(inline))) out.push({ text: sentence, heading: false });
        break;
      }
      case "html":
        for (const sentence of sentencesOf(oneLine(decodeEntities(token.text.replace(/<[^>]*>/g, " ")))))
          out.push({ text: sentence, heading: false });
        break;
      case "list":
        for (const item of (token as Tokens.List).items) piecesOf(item.tokens, out);
        break;
      case "blockquote":
        piecesOf((token as Tokens.Blockquote).tokens, out);
        break;
      case "table": {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          const text = row
            .map((cell) => oneLine(inlineText(cell.tokens)))
            .filter(Boolean)
            .join(" · ");
          if (text) out.push({ text, heading: false });
        }
        break;
      }
      case "code":
        for (const line of token.text.split(/\r?\n/)) if (line.trim()) out.push({ text: line.trim(), heading: false });
        break;
      default:
        break;
    }
  }
  return out;
}

/** A long match cut to about MAX_MATCH_LENGTH characters around the term, at word boundaries. */
function around(text: string, at: number, length: number): string {
  if (text.length <= MAX_MATCH_LENGTH) return text;
  const before = Math.floor((MAX_MATCH_LENGTH - length) / 3);
  let start = Math.max(0, at - before);
  let end = Math.min(text.length, start + MAX_MATCH_LENGTH);
  start = Math.max(0, end - MAX_MATCH_LENGTH);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > at + length) end = space;
  }
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/** The term as searched: any case, any run of spaces as one (a search never sees line breaks). */
export function searchTerm(term: string): string {
  return oneLine(term).toLowerCase();
}

/**
 * The places in a document's text that contain the term (any case), the first ten of them, each
 * with the section it is in so the result links there; `total` counts every one. The document is
 * searched as the reader sees it, not as its Markdown source: the words without their marks
 * (`**`, backticks, `##`), a sentence at a time, so a match shows a whole sentence (or a heading,
 * a table row, a line of code) and a term is found across the source's line breaks. Blank terms
 * find nothing. `headings` are the document's headings in order, with their ids.
 */
export function searchContent(markdown: string, term: string, headings: readonly Heading[]): ContentSearch {
  const wanted = searchTerm(term);
  if (!wanted) return { matches: [], total: 0 };
  const matches: ContentMatch[] = [];
  let total = 0;
  let headingIndex = 0;
  let section: Heading | null = null;
  for (const piece of piecesOf(Lexer.lex(markdown, { gfm: true }), [])) {
    if (piece.heading) {
      section = headings[headingIndex] ?? section;
      headingIndex += 1;
    }
    const at = piece.text.toLowerCase().indexOf(wanted);
    if (at === -1) continue;
    total += 1;
    if (matches.length >= MAX_CONTENT_MATCHES) continue;
    matches.push({
      text: around(piece.text, at, wanted.length),
      sectionId: section?.id ?? null,
      sectionTitle: section?.title ?? null,
    });
  }
  return { matches, total };
}

/** A match's text in pieces, the term's occurrences marked, for the page to highlight. */
export function markTerm(text: string, term: string): { text: string; match: boolean }[] {
  const wanted = searchTerm(term);
  if (!wanted) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + wanted.length), match: true });
    from = at + wanted.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
