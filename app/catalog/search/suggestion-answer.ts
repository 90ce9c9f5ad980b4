/*
 * What travels between the header's search and `/search/suggest` (issue 45, point 5): the numbers
 * both sides share, and the answer's compact form. Plain, so the browser's suggestion list
 * (app/shop/search-suggestions.tsx) reads the same rules the server writes by.
 */

/** Fewer letters than this suggest nothing: one letter matches half the catalogue. */
export const MIN_SUGGESTION_LENGTH = 2;
/** The most a suggestion answer may weigh, its body before compression (issue 45, point 5). */
export const SUGGESTION_BUDGET_BYTES = 2048;
/** The longest text asked about; the header's field may hold more, the search reads no further. */
export const SUGGESTION_QUERY_LENGTH = 100;
/** How long typing must pause before the list is asked for. */
export const SUGGESTION_PAUSE_MS = 250;
/** Where the list is asked for: `GET /search/suggest?q=...` (app/routes/search.suggest.ts). */
export const SUGGESTIONS_PATH = "/search/suggest";

/**
 * The address of the list for what was typed, on a page in `language`: an Afrikaans page adds
 * `&lang=af` (the products' Afrikaans names, issue 49), so each language's answer has its own
 * address for any cache; an English page asks as it always has.
 */
export function suggestionsAddress(typed: string, language: "en" | "af"): string {
  return `${SUGGESTIONS_PATH}?q=${encodeURIComponent(typed)}${language === "af" ? "&lang=af" : ""}`;
}

export type Suggestion = { label: string; href: string };
export type Suggestions = { products: Suggestion[]; shelves: Suggestion[] };
/** The list's words in the visitor's language: its name, the two headings, the screen reader's status. */
export type SuggestionWords = { list: string; products: string; shelves: string; status: string };

export const NO_SUGGESTIONS: Suggestions = { products: [], shelves: [] };

/**
 * On the wire: `{"p":[[label, href], ...], "s":[[label, href], ...], "w":[list, products, shelves,
 * status]}`, products then shelves, then the words.
 */
type Wire = { p: [string, string][]; s: [string, string][]; w?: [string, string, string, string] };

const pairs = (list: readonly Suggestion[]): [string, string][] => list.map((item) => [item.label, item.href]);

/** Bytes of a text as UTF-8. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The answer's body: compact JSON, at most `budget` bytes. Should names or addresses ever make
 * it heavier (the engine cuts names to a line, but a catalogue can hold long slugs or letters of
 * four bytes), the last suggestions are left out, from the longer list first, shelves on a tie.
 */
export function suggestionBody(
  found: Suggestions,
  budget = SUGGESTION_BUDGET_BYTES,
  wordsFor?: (count: number) => SuggestionWords,
): string {
  const products = [...found.products];
  const shelves = [...found.shelves];
  for (;;) {
    const words = wordsFor?.(products.length + shelves.length);
    const wire: Wire = { p: pairs(products), s: pairs(shelves) };
    if (words) wire.w = [words.list, words.products, words.shelves, words.status];
    const body = JSON.stringify(wire);
    if (utf8Bytes(body) <= budget || (products.length === 0 && shelves.length === 0)) return body;
    if (shelves.length >= products.length) shelves.pop();
    else products.pop();
  }
}

/** An address on this site (`/...`, never `//host`): all a suggestion may link to. */
const isLocalPath = (href: unknown): href is string => typeof href === "string" && /^\/(?!\/)/.test(href);

function readPairs(value: unknown): Suggestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((pair) =>
    Array.isArray(pair) && typeof pair[0] === "string" && isLocalPath(pair[1])
      ? [{ label: pair[0], href: pair[1] }]
      : [],
  );
}

/** The answer's words; an answer without them (or not all text) has none. */
export function readSuggestionWords(body: unknown): SuggestionWords | null {
  if (typeof body !== "object" || body === null) return null;
  const words = (body as { w?: unknown }).w;
  if (!Array.isArray(words) || words.length !== 4 || !words.every((word) => typeof word === "string")) return null;
  const [list, products, shelves, status] = words as string[];
  return { list: list ?? "", products: products ?? "", shelves: shelves ?? "", status: status ?? "" };
}

/** The browser's reading of an answer: whatever is not a suggestion to this site is dropped. */
export function readSuggestionBody(body: unknown): Suggestions {
  if (typeof body !== "object" || body === null) return NO_SUGGESTIONS;
  const wire = body as Partial<Record<keyof Wire, unknown>>;
  return { products: readPairs(wire.p), shelves: readPairs(wire.s) };
}
