import { DEFAULT_PHRASES, reviewBonusPoints, reviewPhrases, reviewText } from "./review-phrases";

describe("quick review phrases", () => {
  it("keeps short sentences with a keyword, in the order quality, health, taste, unique", () => {
    const phrases = reviewPhrases(
      "Dogs love the taste. Rich in protein for healthy growth. Made from premium quality ingredients. Only natural colourants.",
    );
    expect(phrases.map((p) => [p.category, p.text])).toEqual([
      ["quality", "Made from premium quality ingredients"],
      ["health", "Rich in protein for healthy growth"],
      ["taste", "Dogs love the taste"],
      ["unique", "Only natural colourants"],
    ]);
  });

  it("cuts a long sentence to about six words around the keyword", () => {
    const [phrase] = reviewPhrases(
      "This balanced ration for working dogs on farms supports strong muscles and excellent health through every season of the year.",
    );
    expect(phrase?.text.split(" ")).toHaveLength(6);
    expect(phrase?.text.toLowerCase()).toContain("strong");
  });

  it("pads with the defaults to at least three, and gives at most five", () => {
    expect(reviewPhrases("").map((p) => p.text)).toEqual(DEFAULT_PHRASES.slice(0, 3));
    expect(reviewPhrases(null)).toHaveLength(3);
    const long = Array.from({ length: 10 }, (_, i) => `Premium quality feed number ${i + 1}.`).join(" ");
    expect(reviewPhrases(long)).toHaveLength(5);
  });

  it("drops duplicates and sentences under three words", () => {
    const phrases = reviewPhrases("Great taste. Great taste. Tasty. Palatable for cattle and sheep.");
    expect(phrases.map((p) => p.text)).toEqual(["Palatable for cattle and sheep", ...DEFAULT_PHRASES.slice(0, 2)]);
  });
});

describe("review text and points", () => {
  it("joins phrases and the comment with '. ', dropping empty parts", () => {
    expect(reviewText(["Great quality", "Would recommend"], "  Arrived quickly ")).toBe(
      "Great quality. Would recommend. Arrived quickly",
    );
    expect(reviewText([], "")).toBe("");
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 10],
    [5, 10],
    [6, 20],
    [10, 30],
  ])("%i reviews in one batch earn %i points", (count, points) => {
    expect(reviewBonusPoints(count)).toBe(points);
  });
});
