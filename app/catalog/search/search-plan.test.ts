import { type Lexicon, matchExpression, planSearch, planTyping } from "./search-plan";

/** A lexicon over a list of indexed words (as stems would match them, plain here) and synonyms. */
function lexiconOf(indexed: string[], synonyms: Record<string, string[]> = {}): Lexicon {
  const words = new Set(indexed);
  return {
    synonymsOf: (term) => synonyms[term],
    longestSynonym: Math.max(1, ...Object.keys(synonyms).map((term) => term.split(" ").length)),
    hits: async (term) => term.split(" ").every((word) => words.has(word)),
    knows: (word) => words.has(word),
    correct: (word) => (word === "chiken" ? "chicken" : null),
    complete: (start) => [...words].filter((word) => word.startsWith(start) && word !== start),
  };
}

const lexicon = lexiconOf(["chicken", "feed", "dog", "food", "fertiliser", "wire", "25", "kg"], {
  hoender: ["hoender", "chicken"],
  voer: ["voer", "feed"],
  hondekos: ["hondekos", "dog food"],
  "dog food": ["dog food", "hondekos"],
});

describe("planSearch", () => {
  it("keeps the alternatives the catalogue has", async () => {
    const plan = await planSearch(lexicon, "hoender");
    expect(plan.clauses).toEqual([{ shownAs: "hoender", anyOf: ["chicken"] }]);
    expect(matchExpression(plan)).toBe('("chicken")');
  });

  it("searches the other spelling", async () => {
    const plan = await planSearch(lexicon, "fertilizer");
    expect(plan.clauses[0]?.anyOf).toEqual(["fertiliser"]);
  });

  it("splits a compound, corrects a typo and names a word left out", async () => {
    const plan = await planSearch(lexicon, "hoendervoer chiken xyzzy");
    expect(plan.clauses.map((clause) => clause.shownAs)).toEqual(["hoender", "voer", "chicken"]);
    expect(plan.corrected).toBe("hoendervoer chicken");
    expect(plan.unmatched).toEqual(["xyzzy"]);
  });

  it("reads a synonym phrase as one clause and a multi-word alternative as all its words", async () => {
    const plan = await planSearch(lexicon, "hondekos");
    expect(matchExpression(plan)).toBe('(("dog" AND "food"))');
    const phrase = await planSearch(lexicon, "dog food");
    expect(phrase.clauses).toEqual([{ shownAs: "dog food", anyOf: ["dog food"] }]);
  });

  it("leaves joining words out unless nothing else is typed", async () => {
    expect((await planSearch(lexicon, "feed for the dog")).clauses.map((clause) => clause.shownAs)).toEqual([
      "feed",
      "dog",
    ]);
    expect((await planSearch(lexicon, "for")).unmatched).toEqual(["for"]);
  });

  it("limits to columns for ranking and quotes every word", async () => {
    const plan = await planSearch(lexicon, "chicken feed");
    expect(matchExpression(plan, { columns: ["name", "codes"] })).toBe('{name codes} : (("chicken") AND ("feed"))');
    expect(matchExpression(await planSearch(lexicon, '"*()'))).toBeNull();
  });

  it("completes the start of a word the catalogue has", async () => {
    const plan = await planSearch(lexicon, "fert");
    expect(plan.clauses).toEqual([{ shownAs: "fert", anyOf: ["fertiliser", "fert*"] }]);
    expect(plan.corrected).toBeNull();
  });
});

describe("planTyping", () => {
  it("takes the last word as the start of a word, and as itself", async () => {
    expect(matchExpression(await planTyping(lexicon, "dog fo"))).toBe('("dog") AND ("fo" *)');
    expect(matchExpression(await planTyping(lexicon, "hoender"))).toBe('("chicken" OR "hoender" *)');
    expect(matchExpression(await planTyping(lexicon, "dog "))).toBe('("dog")');
  });
});
