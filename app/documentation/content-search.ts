import type { Heading } from "./toc";

/** Spec 9: the content search shows at most 10 matching lines. */
export const MAX_CONTENT_MATCHES = 10;

export type ContentMatch = {
  /** 1-based line of the Markdown text. */
  line: number;
  text: string;
  /** The section the line is in (its heading's anchor), or null before the first heading. */
  sectionId: string | null;
  sectionTitle: string | null;
};

export type ContentSearch = { matches: ContentMatch[]; total: number };

const HEADING_LINE = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^ {0,3}(```|~~~)/;

/**
 * The lines of a document that contain the term (any case), the first ten of them, each with the
 * section it belongs to so the result links there; `total` counts every matching line. Blank
 * terms find nothing. `headings` are the document's headings in order (with their ids), matched
 * to the Markdown heading lines outside code blocks.
 */
export function searchContent(markdown: string, term: string, headings: readonly Heading[]): ContentSearch {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return { matches: [], total: 0 };
  const matches: ContentMatch[] = [];
  let total = 0;
  let headingIndex = 0;
  let section: Heading | null = null;
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence && HEADING_LINE.test(text) && headingIndex < headings.length) {
      section = headings[headingIndex] ?? null;
      headingIndex += 1;
    }
    if (!text.toLowerCase().includes(wanted)) return;
    total += 1;
    if (matches.length >= MAX_CONTENT_MATCHES) return;
    const current = section as Heading | null;
    matches.push({
      line: index + 1,
      text: text.trim(),
      sectionId: current?.id ?? null,
      sectionTitle: current?.title ?? null,
    });
  });
  return { matches, total };
}
