/**
 * The search synonyms the shop starts with (issue 45, docs/decisions/0098): Afrikaans and everyday
 * words for the goods of every category and subcategory. Migration 0033 inserts them once; from then
 * on staff keep them on /admin/search-synonyms. Frozen with the migration: change the live list on
 * that screen, not here.
 *
 * A two-way entry is a set of words that each find what the others find. A one-way entry's words
 * also find its targets, but not the other way round ("livestock" finds cattle; "cattle" does not
 * find every sheep product). Words are lower case; a "word" may be two or three words ("dog food").
 */
export type StartingSynonym =
  | { kind: "two_way"; words: readonly string[] }
  | { kind: "one_way"; words: readonly string[]; targets: readonly string[] };

export const STARTING_SYNONYMS: readonly StartingSynonym[] = [
  { kind: "two_way", words: ["chicken", "chickens", "hoender", "hoenders", "hen", "hens"] },
  { kind: "two_way", words: ["feed", "voer"] },
  { kind: "two_way", words: ["lucerne", "lusern", "alfalfa"] },
  { kind: "two_way", words: ["wire", "draad"] },
  { kind: "two_way", words: ["fertiliser", "fertilisers", "kunsmis"] },
  { kind: "two_way", words: ["boots", "boot", "stewels", "stewel"] },
  { kind: "two_way", words: ["dog food", "hondekos"] },
];
