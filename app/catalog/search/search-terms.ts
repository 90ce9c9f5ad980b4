/**
 * Product search words, split and folded the way the products_fts index does it (FTS5's
 * `unicode61 remove_diacritics 2`): letters and digits make up words, everything else separates
 * them, accents and case are dropped. The server's full-text query and the whole-word check
 * that runs over its results both start here, so they can never disagree about what a word is.
 */

/** At most this many words reach the index: enough for any real search, and a bound on its cost. */
export const MAX_SEARCH_TERMS = 8;

/** Lowercase without accents: "Crème" -> "creme". Letters without a decomposition (ø, ß) stay as they are, as in FTS5. */
export function foldDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a text, folded: "Crème-horse, 500ml!" -> ["creme", "horse", "500ml"]. */
export function wordsOf(text: string): string[] {
  return foldDiacritics(text)
    .split(/[^\p{L}\p{N}\p{Co}]+/u)
    .filter((word) => word.length > 0);
}

/** The distinct words a shopper searched for; punctuation alone gives none. */
export function searchTerms(input: string): string[] {
  return [...new Set(wordsOf(input))].slice(0, MAX_SEARCH_TERMS);
}

/**
 * An FTS5 query that needs every word, each as a quoted string, so that anything a shopper types
 * (quotes, `*`, `-`, `:`, `NEAR`, `OR`) is searched for as text and never read as query syntax.
 */
export function ftsMatchQuery(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ");
}

/** True when every term is a whole word of the text, ignoring case and accents. */
export function matchesWholeWords(text: string, terms: readonly string[]): boolean {
  const words = new Set(wordsOf(text));
  return terms.every((term) => words.has(foldDiacritics(term)));
}
