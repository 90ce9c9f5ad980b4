import { foldDiacritics, MAX_SEARCH_TERMS, searchTerms, wordsOf } from "./search-terms";

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
