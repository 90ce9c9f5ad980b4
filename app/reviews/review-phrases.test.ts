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

  it("cuts a long sentence to a part of about six words around the keyword that ends where a reader pauses", () => {
    const [phrase] = reviewPhrases(
      "This balanced ration for working dogs on farms supports strong muscles and excellent health through every season of the year.",
    );
    expect(phrase?.text).toBe("Working dogs on farms supports strong muscles");
  });

  it("never leaves a phrase hanging on a joining word ('... encourages strong roots without')", () => {
    const texts = reviewPhrases(
      "Rich in minerals, this blend encourages strong roots without chemical additives and keeps soil healthy all season.",
    ).map((phrase) => phrase.text);
    expect(texts[0]).toBe("Blend encourages strong roots without chemical additives");
    for (const text of texts) expect(text).not.toMatch(/\b(without|with|and|the|of|for|to|this)$/i);
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

describe("quick review phrases: the spec's rules one by one", () => {
  const texts = (description: string | null) => reviewPhrases(description).map((phrase) => phrase.text);

  it("keeps a sentence of exactly 3 or exactly 8 words whole", () => {
    expect(texts("Strong woven bags. Tough enough for rocky ground and thorny bush.")).toEqual([
      "Strong woven bags",
      "Tough enough for rocky ground and thorny bush",
      DEFAULT_PHRASES[0],
    ]);
  });

  it("cuts a sentence of 9 words or more to about 6 words holding the keyword, inside the sentence", () => {
    // Keyword first: the window starts where the sentence does.
    // It stops before "that" (a clause of its own), not inside "stands up | to years".
    expect(texts("Durable steel frame that stands up to years of daily use on the farm.")[0]).toBe(
      "Durable steel frame",
    );
    // Keyword last: the window ends where the sentence does.
    expect(texts("Our lucerne is cut, dried and baled on farms that are fully organic.")[0]).toBe(
      "Farms that are fully organic",
    );
  });

  it("picks a window that neither starts nor ends on a hanging word or the tail of a clause", () => {
    // The centred six words would end on 'and'; the clause's end is the natural stop.
    expect(texts("Hens fed this complete ration lay eggs with strong shells and rich yolks all year.")[0]).toBe(
      "Strong shells and rich yolks all year",
    );
    // Six words would start on 'stomachs,' or 'with'.
    expect(texts("A recipe for dogs with sensitive stomachs, with rice as the only grain.")).toContain(
      "Rice as the only grain",
    );
  });

  it("finds a keyword inside a hyphenated word", () => {
    expect(reviewPhrases("A high-quality lucerne hay for horses.")[0]).toEqual({
      id: "quality-1",
      text: "A high-quality lucerne hay for horses",
      category: "quality",
    });
  });

  it("matches keywords as whole words, whatever their case", () => {
    expect(texts("PALATABLE for cattle and sheep. Healthier hooves in a month.")).toEqual([
      "PALATABLE for cattle and sheep",
      DEFAULT_PHRASES[0],
      DEFAULT_PHRASES[1],
    ]);
  });

  it("offers a repeated sentence once, also when two groups find it, ignoring case and end punctuation", () => {
    const phrases = reviewPhrases(
      "Premium feed for healthy growth. Premium feed for healthy growth! premium feed for healthy growth?",
    );
    expect(phrases.map((phrase) => [phrase.category, phrase.text])).toEqual([
      ["quality", "Premium feed for healthy growth"],
      ["general", DEFAULT_PHRASES[0]],
      ["general", DEFAULT_PHRASES[1]],
    ]);
  });

  it("orders quality, health, taste, unique and stops at five, the earlier groups first", () => {
    const phrases = reviewPhrases(
      [
        "Organic maize from local farms.",
        "Horses love the flavour.",
        "Packed with vitamins and minerals.",
        "Extra protein for working dogs.",
        "A durable woven bag.",
        "Sturdy stitching on every seam.",
        "Tasty enough for fussy eaters.",
      ].join(" "),
    );
    expect(phrases.map((phrase) => phrase.category)).toEqual(["quality", "quality", "health", "health", "taste"]);
    expect(phrases.map((phrase) => phrase.id)).toEqual(["quality-1", "quality-2", "health-3", "health-4", "taste-5"]);
  });

  it("pads one or two found phrases with the first defaults, in order, up to three", () => {
    expect(texts("Dogs love the taste.")).toEqual(["Dogs love the taste", "Great quality", "Would recommend"]);
    expect(texts("Dogs love the taste. Rich in protein for growth.")).toEqual([
      "Rich in protein for growth",
      "Dogs love the taste",
      "Great quality",
    ]);
    expect(texts("Dogs love the taste. Rich in protein for growth. Made by a strong team.")).toHaveLength(3);
  });

  it("gives the first three defaults for an empty, blank or keyword-free description", () => {
    const firstThree = ["Great quality", "Would recommend", "Value for money"];
    expect(texts("")).toEqual(firstThree);
    expect(texts("   \n ")).toEqual(firstThree);
    expect(texts("Introduce gradually over ten days. Store in a cool, dry place.")).toEqual(firstThree);
    expect(reviewPhrases(undefined).every((phrase) => phrase.category === "general")).toBe(true);
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

describe("quick review phrases never cut mid-clause (issue 34)", () => {
  const texts = (description: string) => reviewPhrases(description).map((phrase) => phrase.text);

  it("does not start inside a noun phrase ('Sprinkler by watering the roots only')", () => {
    const phrases = texts(
      "Saves up to half the water of a sprinkler by watering the roots only. Connects to a garden tap and is easy to extend.",
    );
    expect(phrases[0]).toBe("Watering the roots only");
    expect(phrases).not.toContain("Sprinkler by watering the roots only");
  });

  it("ends where the clause ends, or before a word joining clauses, not after 'hens need'", () => {
    const phrases = texts(
      "A complete layer ration with the calcium, vitamins and pigments hens need for strong shells and rich yolks. Feed it from about 18 weeks, when the first eggs appear. Backyard keepers tell us their hens lay well and stay healthy on it all year round.",
    );
    expect(phrases.slice(0, 3)).toEqual([
      "Strong shells and rich yolks",
      "Vitamins and pigments hens need for strong shells",
      "Stay healthy on it all year round",
    ]);
    expect(phrases).not.toContain("Vitamins and pigments hens need");
    expect(phrases).not.toContain("Pigments hens need for strong shells");
  });
});
