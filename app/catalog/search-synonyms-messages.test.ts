import { kindInWords, missesSummary, wordInAnotherSet } from "./search-synonyms-messages";

describe("the search back office's words", () => {
  it("names a synonym's kind in words", () => {
    expect(kindInWords("two_way", "")).toBe("Two-way: each finds the others");
    expect(kindInWords("one_way", "cattle, sheep")).toBe("One-way: these also find cattle, sheep");
  });

  it("names the set that already has a word", () => {
    expect(wordInAnotherSet("hoender", "chicken, hoender")).toBe(
      '"hoender" is already in the two-way set chicken, hoender: edit that one, so that a word belongs to one set only.',
    );
  });

  it("sums up the searches that found nothing", () => {
    expect(missesSummary(1, 1)).toBe("1 search, made once in the last 30 days.");
    expect(missesSummary(3, 12)).toBe("3 different searches, made 12 times in the last 30 days.");
  });
});
