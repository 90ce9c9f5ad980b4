import { EditSynonymForm, listProblem, MAX_LIST_LENGTH, NewSynonymForm } from "./search-synonym-form";
import {
  LIST_TOO_LONG,
  TARGETS_ONLY_ONE_WAY,
  TERM_TOO_LONG,
  TOO_MANY_TERMS,
  TOO_MANY_WORDS_IN_TERM,
  TWO_WAY_NEEDS_TWO,
  targetIsWord,
} from "./search-synonyms-messages";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("the synonym form", () => {
  it("folds each list as the search folds what customers type: lower case, no accents, each term once", () => {
    expect(NewSynonymForm.parse({ kind: "two_way", words: " Hoëveld, HOEVELD ,, dog-food, Dog Food" })).toEqual({
      kind: "two_way",
      words: ["hoeveld", "dog food"],
      targets: [],
    });
    expect(NewSynonymForm.parse({ kind: "one_way", words: "Vee", targets: "Cattle, sheep, cattle" })).toEqual({
      kind: "one_way",
      words: ["vee"],
      targets: ["cattle", "sheep"],
    });
  });

  it("says what is wrong, on the field it is about", () => {
    expect(messages(NewSynonymForm.safeParse({ kind: "two_way", words: "hen, Hen", targets: "x" }))).toEqual([
      ["words", TWO_WAY_NEEDS_TWO],
      ["targets", TARGETS_ONLY_ONE_WAY],
    ]);
    expect(messages(NewSynonymForm.safeParse({ kind: "one_way", words: "vee", targets: "VEE, cattle" }))).toEqual([
      ["targets", targetIsWord("vee")],
    ]);
  });

  it("keeps lists within the term rules and the stored column's 500 characters", () => {
    expect(listProblem(Array.from({ length: 21 }, (_, index) => `w${index}`))).toBe(TOO_MANY_TERMS);
    expect(listProblem(["x".repeat(41)])).toBe(TERM_TOO_LONG);
    expect(listProblem(["day old baby chicks"])).toBe(TOO_MANY_WORDS_IN_TERM);
    const long = Array.from({ length: 20 }, (_, index) => `${"a".repeat(30)}${index}`);
    expect(long.join(", ").length).toBeGreaterThan(MAX_LIST_LENGTH);
    expect(listProblem(long)).toBe(LIST_TOO_LONG);
    expect(listProblem(["hoender", "chicken"])).toBeNull();
  });

  it("tells a save from a delete on the edit page", () => {
    expect(EditSynonymForm.parse({ intent: "delete", updatedAt: "2026-11-28T10:00:00.000Z" })).toEqual({
      intent: "delete",
      updatedAt: "2026-11-28T10:00:00.000Z",
    });
    expect(EditSynonymForm.safeParse({ intent: "rename" }).success).toBe(false);
  });
});
