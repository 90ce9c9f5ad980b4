import { wordsOf } from "./search-terms";

/**
 * The words of a search synonym (issue 45, docs/decisions/0098), shared by the back-office form
 * that saves them and the search that reads them. Staff type a comma-separated list; each item is
 * a term of one to three words ("hoender", "dog food"), folded as the search folds what customers
 * type (lower case, no accents, punctuation as spaces).
 */

/** At most this many words in one term: "day old chicks" is a term, a sentence is not. */
export const MAX_WORDS_IN_TERM = 3;
/** At most this many terms in one synonym's list. */
export const MAX_TERMS = 20;
/** The longest term, in characters. */
export const MAX_TERM_LENGTH = 40;

/** "Hoender, HOENDERS ,, dog-food" -> ["hoender", "hoenders", "dog food"]: folded, each once, in order. */
export function synonymTerms(list: string): string[] {
  const terms = list
    .split(",")
    .map((item) => wordsOf(item).join(" "))
    .filter((term) => term.length > 0);
  return [...new Set(terms)];
}

export type TermListProblem = "empty" | "too_many" | "too_long" | "too_many_words";

/** Why a list cannot be saved, or null when it can. */
export function termListProblem(terms: readonly string[]): TermListProblem | null {
  if (terms.length === 0) return "empty";
  if (terms.length > MAX_TERMS) return "too_many";
  if (terms.some((term) => term.length > MAX_TERM_LENGTH)) return "too_long";
  if (terms.some((term) => term.split(" ").length > MAX_WORDS_IN_TERM)) return "too_many_words";
  return null;
}

/** The list as stored and shown: "hoender, hoenders, dog food". */
export function joinTerms(terms: readonly string[]): string {
  return terms.join(", ");
}
