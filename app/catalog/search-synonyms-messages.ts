import { MAX_TERM_LENGTH, MAX_TERMS, MAX_WORDS_IN_TERM } from "./search/synonym-words";

/**
 * What staff read on the search back-office screens (issue 45, decision 0098): search synonyms
 * (/admin/search-synonyms) and the searches that found nothing (/admin/search-misses).
 */

export const SYNONYMS_TITLE = "Search synonyms";
export const NEW_SYNONYM_TITLE = "New synonym";
export const EDIT_SYNONYM_TITLE = "Edit synonym";
export const MISSES_TITLE = "Searches that found nothing";

export const SYNONYMS_INTRO =
  "Words customers type that the product names do not use: Afrikaans and everyday words, other spellings. A two-way set's words each find what the others find; a one-way synonym's words also find its targets, but not the other way round. The shop's search uses a change at once.";

export type SynonymKind = "two_way" | "one_way";

export const KIND_CHOICES: Record<SynonymKind, { label: string; hint: string }> = {
  two_way: {
    label: "Two-way: each finds the others",
    hint: "For words that mean the same: hoender, chicken, hen.",
  },
  one_way: {
    label: "One-way: these words also find the targets",
    hint: "For a wider word that should find narrower ones: livestock finds cattle and sheep, but cattle does not find every livestock product.",
  },
};

export const KIND_FILTER_LABELS: Record<"" | SynonymKind, string> = {
  "": "All kinds",
  two_way: "Two-way",
  one_way: "One-way",
};

/** A row's kind, in words: "Two-way: each finds the others", "One-way: these also find cattle, sheep". */
export function kindInWords(kind: SynonymKind, targets: string): string {
  return kind === "two_way" ? KIND_CHOICES.two_way.label : `One-way: these also find ${targets}`;
}

export const WORDS_LABEL = "Words";
export const TARGETS_LABEL = "Targets (one-way only)";
export const KIND_LABEL = "Kind";
export const WORDS_HINT = `Separated by commas, as customers type them: hoender, hoenders, chicken. Up to ${MAX_TERMS}; a phrase of up to ${MAX_WORDS_IN_TERM} words ("dog food") counts as one. Capitals and accents make no difference.`;
export const TARGETS_HINT =
  "Only for a one-way synonym: the words its words should also find, separated by commas. Leave empty for a two-way set.";

/** The edit form's fields as its labels name them (the notes of a refused stale save). */
export const SYNONYM_FIELD_LABELS = {
  kind: { label: KIND_LABEL, choices: { two_way: "Two-way", one_way: "One-way" } },
  words: WORDS_LABEL,
  targets: TARGETS_LABEL,
};

export const KIND_REQUIRED = "Choose Two-way or One-way.";
export const WORDS_REQUIRED = "Type the words, separated by commas.";
export const TWO_WAY_NEEDS_TWO = "A two-way set needs at least two words that mean the same, separated by commas.";
export const TARGETS_REQUIRED = "A one-way synonym needs at least one target: the words it should also find.";
export const TARGETS_ONLY_ONE_WAY =
  "Targets are only for a one-way synonym: empty the Targets box, or choose One-way (for a two-way set, put every word in Words).";
export const TOO_MANY_TERMS = `Please keep it to ${MAX_TERMS} words or phrases at most.`;
export const TERM_TOO_LONG = `A word or phrase may be at most ${MAX_TERM_LENGTH} characters.`;
export const TOO_MANY_WORDS_IN_TERM = `A phrase may have at most ${MAX_WORDS_IN_TERM} words ("day old chicks"): separate different words with commas.`;
export const LIST_TOO_LONG = "Please keep the list under 500 characters.";
export const TEXT_TOO_LONG = "That is too much text for one synonym: keep it under 2000 characters.";

/** A one-way synonym whose word is also one of its targets. */
export function targetIsWord(term: string): string {
  return `"${term}" is both a word and a target: a word always finds itself, so take it out of Targets.`;
}

/** A two-way word that another two-way set has already: one word belongs to one set only. */
export function wordInAnotherSet(term: string, set: string): string {
  return `"${term}" is already in the two-way set ${set}: edit that one, so that a word belongs to one set only.`;
}

export const EDIT_THAT_SET = "Edit that set";
export const SYNONYM_NOT_FOUND = "That synonym no longer exists. It may have been deleted by someone else.";
export const SYNONYM_CHANGED_SINCE =
  "Someone changed this synonym after you opened it, so it was not deleted. It is shown below as now saved: delete it again if it should still go.";
export const SYNONYM_NOT_SAVED = "The synonym was not saved";
export const SYNONYM_NOT_DELETED = "The synonym was not deleted";
export const UNKNOWN_ACTION = "Unknown action.";

export const SYNONYM_CREATED = "Synonym added";
export const SYNONYM_UPDATED = "Synonym saved";
export const SYNONYM_DELETED = "Synonym deleted";
export const synonymSavedNote = (words: string) => `${words}: the shop's search uses it now.`;
export const synonymDeletedNote = (words: string) => `${words} no longer find each other or any targets.`;

export const DELETE_SYNONYM = "Delete synonym";
export function deleteSynonymQuestion(words: string): string {
  return `Delete the synonym ${words}? Customers who type these words will find only the products that use them.`;
}

/** Who last changed a row, when no staff member is recorded. */
export const STARTING_LIST = "The shop's starting list";
export const FORMER_STAFF = "A former staff member";

export const NO_SYNONYMS = "No synonyms yet. Add the first one.";
export const NO_SYNONYMS_MATCH = "No synonyms match that search.";
export const TRY_ON_SHOP = "Try on the shop";

/** Searches that found nothing. */
export const MISSES_DAYS = 30;
export const MISSES_INTRO = `What customers searched for in the last ${MISSES_DAYS} days that found nothing (or found something only by leaving some of its words out), with how often. Each is a customer who may have left: if the shop has the goods under another name, add a synonym (an Afrikaans word, another spelling); if the shop stocks them but not online, add the product. A search stays listed for ${MISSES_DAYS} days after it last missed: try it on the shop to see whether it finds the goods now.`;
export const MISSES_SORT_LABELS: Record<"most" | "newest", string> = {
  most: "Most searched first",
  newest: "Newest first",
};
export const NO_MISSES = `No search has come up empty in the last ${MISSES_DAYS} days.`;
export const NO_MISSES_MATCH = "No search that found nothing matches that text.";
export const ADD_A_SYNONYM = "Add a synonym";
export const EDIT_ITS_SYNONYM = "Edit its synonym";
export const SEARCH_THE_SHOP = "Search the shop";
export const ADD_A_PRODUCT = "Add a product";
/** "3 different searches, made 12 times in the last 30 days." */
export function missesSummary(queries: number, searches: number): string {
  const what = queries === 1 ? "1 search" : `${queries} different searches`;
  const times = searches === 1 ? "once" : `${searches} times`;
  return `${what}, made ${times} in the last ${MISSES_DAYS} days.`;
}

/** Rows a page of the synonyms list shows; "Show more" adds as many. Plain: the page and the server read it. */
export const SYNONYMS_PAGE_SIZE = 25;
/** Rows a page of the misses list shows; "Show more" adds as many. */
export const MISSES_PAGE_SIZE = 50;
