import { numberAndUnit, splitCompound } from "./compound-words";
import { allowedTypos } from "./edit-distance";
import { searchTerms } from "./search-terms";
import { spellingVariants } from "./spelling-variants";

/**
 * From what a customer typed to what the product search looks for (issue 45, docs/decisions/0098).
 * Each typed word (or a phrase staff made a synonym, "dog food") becomes a clause: one of its
 * alternatives must match. Alternatives are the word itself, its other spellings and its synonyms,
 * and only those the catalogue has. A word the catalogue does not have is split into known parts
 * ("hoendervoer" = hoender + voer), else corrected ("chiken" -> chicken), else left out and named.
 * The porter stemmer in the index joins endings (boots/boot) on both sides, so they need no help.
 *
 * Pure apart from the lexicon, which the server builds from the database (lexicon.server.ts) and
 * the unit tests from a list.
 */

/** What the planner needs to know about the shop's words. */
export interface Lexicon {
  /** A synonym term's alternatives (the term included), or undefined when it is not a synonym. */
  synonymsOf(term: string): readonly string[] | undefined;
  /** The most words in a synonym term. */
  readonly longestSynonym: number;
  /** True when some active product has every word of the term (1-3 words) in its searched text. */
  hits(term: string): Promise<boolean>;
  /** True when the word is in a product's name, a category, subcategory or brand name, or a synonym. */
  knows(word: string): boolean;
  /** The closest such word within `limit` typos (the more common one on a tie), or null. */
  correct(word: string, limit: number): string | null;
  /** Such words that start with `start`, the most common first, at most `limit`. */
  complete(start: string, limit: number): string[];
}

/** A word this long that the catalogue lacks may be the start of one ("boo" for boots, "fert" for fertiliser). */
export const MIN_COMPLETED_LENGTH = 3;
/** The most words a start is completed to. */
const COMPLETIONS = 3;

export type Clause = {
  /** The words this clause stands for, as the customer would read them ("chicken" for "chiken"). */
  shownAs: string;
  /** Terms of one to three words; a product matches the clause when it has every word of one. */
  anyOf: string[];
};

export type SearchPlan = {
  /** The search as typed. */
  typed: string;
  /** Every clause must match; empty when nothing typed can be searched. */
  clauses: Clause[];
  /** The search with its typos corrected ("chicken feed" for "chiken feed"), or null when none was. */
  corrected: string | null;
  /** Typed words the catalogue has nothing for, in any spelling or synonym: left out of the search. */
  unmatched: string[];
  /** The typed words, folded: for the exact code and exact name ranks. */
  folded: string;
};

/** Words that only join others; left out when other words remain ("food for dogs", "kos vir honde"). */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "die",
  "en",
  "n",
  "met",
  "op",
  "van",
  "vir",
  "om",
  "te",
]);

async function hitting(lexicon: Lexicon, terms: readonly string[]): Promise<string[]> {
  const unique = [...new Set(terms)];
  const found = await Promise.all(unique.map((term) => lexicon.hits(term)));
  return unique.filter((_, index) => found[index]);
}

/** The word, its spellings and its synonyms, as far as the catalogue has them. */
async function alternativesOf(lexicon: Lexicon, word: string): Promise<string[]> {
  const synonyms = lexicon.synonymsOf(word) ?? [];
  return hitting(lexicon, [word, ...spellingVariants(word), ...synonyms, ...synonyms.flatMap(spellingVariants)]);
}

type WordOutcome =
  | { kind: "found"; clauses: Clause[] }
  | { kind: "corrected"; to: string; clauses: Clause[] }
  | { kind: "unmatched" };

async function planWord(lexicon: Lexicon, word: string): Promise<WordOutcome> {
  const direct = await alternativesOf(lexicon, word);
  if (direct.length > 0) return { kind: "found", clauses: [{ shownAs: word, anyOf: direct }] };

  // "25kg" -> 25 kg; "hoendervoer" -> hoender voer: every part must be found.
  const parts =
    numberAndUnit(word) ?? splitCompound(word, (part) => lexicon.knows(part) || lexicon.synonymsOf(part) !== undefined);
  if (parts) {
    const clauses: Clause[] = [];
    for (const part of parts) {
      const anyOf = await alternativesOf(lexicon, part);
      if (anyOf.length === 0) break;
      clauses.push({ shownAs: part, anyOf });
    }
    if (clauses.length === parts.length) return { kind: "found", clauses };
  }

  // The start of a word: "fert" searches fertiliser (and any word starting with fert), unannounced.
  if (word.length >= MIN_COMPLETED_LENGTH && !/\d/.test(word)) {
    const completions = lexicon.complete(word, COMPLETIONS);
    const anyOf = (await Promise.all(completions.map((completion) => alternativesOf(lexicon, completion)))).flat();
    if (anyOf.length > 0)
      return { kind: "found", clauses: [{ shownAs: word, anyOf: [...new Set([...anyOf, `${word}*`])] }] };
  }

  const correction = /\d/.test(word) ? null : lexicon.correct(word, allowedTypos(word.length));
  if (correction) {
    const anyOf = await alternativesOf(lexicon, correction);
    if (anyOf.length > 0) return { kind: "corrected", to: correction, clauses: [{ shownAs: correction, anyOf }] };
  }
  return { kind: "unmatched" };
}

export async function planSearch(lexicon: Lexicon, typed: string): Promise<SearchPlan> {
  const all = searchTerms(typed);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : all;

  const clauses: Clause[] = [];
  const shown: string[] = [];
  const unmatched: string[] = [];
  let corrected = false;
  for (let index = 0; index < words.length; ) {
    // A phrase staff made a synonym ("dog food", "day old chicks") is one clause, longest first.
    let phraseLength = 0;
    for (let length = Math.min(lexicon.longestSynonym, words.length - index); length >= 2; length--) {
      const phrase = words.slice(index, index + length).join(" ");
      const synonyms = lexicon.synonymsOf(phrase);
      if (!synonyms) continue;
      const anyOf = await hitting(lexicon, [phrase, ...synonyms]);
      if (anyOf.length === 0) continue;
      clauses.push({ shownAs: phrase, anyOf });
      shown.push(phrase);
      phraseLength = length;
      break;
    }
    if (phraseLength > 0) {
      index += phraseLength;
      continue;
    }
    const word = words[index] ?? "";
    const outcome = await planWord(lexicon, word);
    if (outcome.kind === "unmatched") {
      unmatched.push(word);
    } else {
      clauses.push(...outcome.clauses);
      shown.push(outcome.kind === "corrected" ? outcome.to : word);
      if (outcome.kind === "corrected") corrected = true;
    }
    index += 1;
  }
  return {
    typed,
    clauses,
    corrected: corrected ? shown.join(" ") : null,
    unmatched,
    folded: all.join(" "),
  };
}

/** A word as an FTS5 string: letters and digits only (search-terms.ts), quoted so it is never syntax. */
function quoted(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

function termExpression(term: string): string {
  // A prefix (for suggestions as you type) is kept as "word*": words never hold a "*" otherwise.
  if (term.endsWith("*")) return `${quoted(term.slice(0, -1))} *`;
  const words = term.split(" ");
  return words.length === 1 ? quoted(term) : `(${words.map(quoted).join(" AND ")})`;
}

/**
 * A plan for text still being typed: the words before the last as planned, and the last word
 * matching words that start with it as well as whatever the last word finds on its own ("chick"
 * finds chicken; "hoender" still finds chicken).
 */
export async function planTyping(lexicon: Lexicon, typed: string): Promise<SearchPlan> {
  const words = searchTerms(typed);
  const last = words.at(-1);
  if (!last || /\s$/.test(typed)) return planSearch(lexicon, typed);
  const before = await planSearch(lexicon, words.slice(0, -1).join(" "));
  const alone = await planSearch(lexicon, last);
  const anyOf = [...new Set([...alone.clauses.flatMap((clause) => clause.anyOf), `${last}*`])];
  return {
    typed,
    clauses: [...before.clauses, { shownAs: last, anyOf }],
    corrected: null,
    unmatched: before.unmatched,
    folded: words.join(" "),
  };
}

/**
 * The plan as an FTS5 query over product_search, or null when there is nothing to search for.
 * `columns` limits it to some columns ("{name codes}"), for ranking.
 */
export function matchExpression(plan: SearchPlan, options: { columns?: readonly string[] } = {}): string | null {
  const parts = plan.clauses.map((clause) => clause.anyOf.map(termExpression));
  if (parts.length === 0) return null;
  const expression = parts.map((anyOf) => `(${anyOf.join(" OR ")})`).join(" AND ");
  return options.columns ? `{${options.columns.join(" ")}} : (${expression})` : expression;
}
