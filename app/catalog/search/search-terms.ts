/**
 * Product search words, split and folded the way the product_search index does it (FTS5's
 * `unicode61 remove_diacritics 2`, before its porter stemmer): letters and digits make up words,
 * everything else separates them, accents and case are dropped. The search plan, the word list
 * and the synonyms all start here, so they never disagree about what a word is.
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
