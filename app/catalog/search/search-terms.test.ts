import {
  foldDiacritics,
  ftsMatchQuery,
  MAX_SEARCH_TERMS,
  matchesWholeWords,
  searchTerms,
  wordsOf,
} from "./search-terms";

describe("foldDiacritics", () => {
  it("drops accents and case", () => {
    expect(foldDiacritics("Crème")).toBe("creme");
    expect(foldDiacritics("NAÏVE Café")).toBe("naive cafe");
  });
  it("folds a decomposed accent the same as a composed one", () => {
    expect(foldDiacritics("Cre\u0300me")).toBe(foldDiacritics("Crème"));
  });
  it("leaves letters without a decomposition alone, as the search index does", () => {
    expect(foldDiacritics("Ørsted straße")).toBe("ørsted straße");
  });
});

describe("wordsOf and searchTerms", () => {
  it("split on anything that is not a letter or a digit", () => {
    expect(wordsOf("Crème-horse, 500ml! farmer's")).toEqual(["creme", "horse", "500ml", "farmer", "s"]);
    expect(wordsOf("TACK-GRM-CREME-500")).toEqual(["tack", "grm", "creme", "500"]);
  });
  it("give no terms for punctuation alone", () => {
    expect(searchTerms(`"*()-:^`)).toEqual([]);
    expect(searchTerms("   ")).toEqual([]);
  });
  it("keep each word once and at most a handful", () => {
    expect(searchTerms("dog Dog DÒG food")).toEqual(["dog", "food"]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(MAX_SEARCH_TERMS);
  });
  it("read a WS code as one word", () => {
    expect(searchTerms("WS000012")).toEqual(["ws000012"]);
  });
});

describe("ftsMatchQuery", () => {
  it("quotes every term so FTS syntax is searched as text", () => {
    expect(ftsMatchQuery(["or", "near"])).toBe('"or" "near"');
    expect(ftsMatchQuery(['say"hi'])).toBe('"say""hi"');
  });
});

describe("matchesWholeWords", () => {
  it("needs every term as a whole word, ignoring case and accents", () => {
    expect(matchesWholeWords("Crème Horse Coat Conditioner 500ml", ["creme", "horse"])).toBe(true);
    expect(matchesWholeWords("CRÈME horse", ["Crème"])).toBe(true);
    expect(matchesWholeWords("Crème Horse Coat", ["creme", "dog"])).toBe(false);
  });
  it("does not match part of a word", () => {
    expect(matchesWholeWords("Horseshoe nails", ["horse"])).toBe(false);
    expect(matchesWholeWords("500ml bottle", ["ml"])).toBe(false);
    expect(matchesWholeWords("Dogs' bed", ["dog"])).toBe(false);
  });
  it("treats punctuation as a word break", () => {
    expect(matchesWholeWords("Sheep/goat lick (salt-based)", ["goat", "salt"])).toBe(true);
  });
});
