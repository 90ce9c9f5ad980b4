import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { joinTerms, synonymTerms, type TermListProblem, termListProblem } from "./search/synonym-words";
import {
  KIND_REQUIRED,
  LIST_TOO_LONG,
  type SynonymKind,
  TARGETS_ONLY_ONE_WAY,
  TARGETS_REQUIRED,
  TERM_TOO_LONG,
  TEXT_TOO_LONG,
  TOO_MANY_TERMS,
  TOO_MANY_WORDS_IN_TERM,
  TWO_WAY_NEEDS_TWO,
  targetIsWord,
  UNKNOWN_ACTION,
  WORDS_REQUIRED,
} from "./search-synonyms-messages";

/**
 * The synonym form of /admin/search-synonyms/new and /admin/search-synonyms/:id (decision 0098):
 * the kind, the words and (one-way only) the targets, each a comma-separated list folded as the
 * search folds what customers type (synonym-words.ts). What is stored is the folded list, each
 * term once, joined with ", ".
 */

/** The longest stored list: the table's CHECK (migration 0033). */
export const MAX_LIST_LENGTH = 500;

const PROBLEMS: Record<Exclude<TermListProblem, "empty">, string> = {
  too_many: TOO_MANY_TERMS,
  too_long: TERM_TOO_LONG,
  too_many_words: TOO_MANY_WORDS_IN_TERM,
};

/** Why a typed list cannot be saved (the empty list is judged by the caller), or null. */
export function listProblem(terms: readonly string[]): string | null {
  const problem = termListProblem(terms);
  if (problem && problem !== "empty") return PROBLEMS[problem];
  if (joinTerms(terms).length > MAX_LIST_LENGTH) return LIST_TOO_LONG;
  return null;
}

const typedList = z.string().max(2000, TEXT_TOO_LONG).optional();

const fields = {
  kind: z.enum(["two_way", "one_way"], { error: KIND_REQUIRED }),
  words: typedList,
  targets: typedList,
};

/** The fields' browser constraints (the checks above run on the server). */
export const SYNONYM_CONSTRAINT = getZodConstraint(z.object(fields));

export type SynonymValue = { kind: SynonymKind; words: string[]; targets: string[] };

/** The form's lists folded, with a message on the field each problem is about. */
function checkSynonym(
  form: { kind: SynonymKind; words?: string | undefined; targets?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const words = synonymTerms(form.words ?? "");
  const targets = synonymTerms(form.targets ?? "");
  const issue = (path: "words" | "targets", message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (words.length === 0) issue("words", WORDS_REQUIRED);
  else if (form.kind === "two_way" && words.length < 2) issue("words", TWO_WAY_NEEDS_TWO);
  else {
    const problem = listProblem(words);
    if (problem) issue("words", problem);
  }
  if (form.kind === "two_way") {
    if (targets.length > 0) issue("targets", TARGETS_ONLY_ONE_WAY);
    return;
  }
  if (targets.length === 0) return issue("targets", TARGETS_REQUIRED);
  const problem = listProblem(targets);
  if (problem) return issue("targets", problem);
  const both = targets.find((target) => words.includes(target));
  if (both) issue("targets", targetIsWord(both));
}

const folded = <T extends { kind: SynonymKind; words?: string | undefined; targets?: string | undefined }>(
  form: T,
) => ({
  ...form,
  words: synonymTerms(form.words ?? ""),
  targets: form.kind === "one_way" ? synonymTerms(form.targets ?? "") : [],
});

/** A new synonym. */
export const NewSynonymForm = z.object(fields).superRefine(checkSynonym).transform(folded);

/** The edit page's forms: save (with the version it was opened on) or delete. */
export const EditSynonymForm = z.discriminatedUnion(
  "intent",
  [
    z
      .object({ intent: z.literal("save"), updatedAt: z.string().trim().max(40).optional(), ...fields })
      .superRefine(checkSynonym)
      .transform(folded),
    z.object({ intent: z.literal("delete"), updatedAt: z.string().trim().max(40).optional() }),
  ],
  { error: UNKNOWN_ACTION },
);

export type NewSynonymValue = z.infer<typeof NewSynonymForm>;
export type EditSynonymValue = z.infer<typeof EditSynonymForm>;

/** The form's values for a stored synonym (what the edit form opens with, and a stale save merges). */
export function synonymFormValues(row: { kind: SynonymKind; words: string; targets: string }) {
  return { kind: row.kind, words: row.words, targets: row.targets };
}
