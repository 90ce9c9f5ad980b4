import {
  readSuggestionBody,
  SUGGESTION_BUDGET_BYTES,
  type Suggestions,
  suggestionBody,
  utf8Bytes,
} from "./suggestion-answer";

const many = (count: number, label: string, href: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => ({ label, href: href(index) }));

describe("suggestionBody", () => {
  test("is compact JSON the browser reads back as it was", () => {
    const found: Suggestions = {
      products: [{ label: 'Steel-Toe "Safety" Boot', href: "/product/WS000149" }],
      shelves: [{ label: "Boots (Workwear & Boots)", href: "/products?category=workwear-and-boots&subcategory=boots" }],
    };
    const body = suggestionBody(found);
    expect(body).toBe(
      '{"p":[["Steel-Toe \\"Safety\\" Boot","/product/WS000149"]],"s":[["Boots (Workwear & Boots)","/products?category=workwear-and-boots&subcategory=boots"]]}',
    );
    expect(readSuggestionBody(JSON.parse(body))).toEqual(found);
  });

  test("never weighs more than the budget: the last suggestions go, the longer list first", () => {
    // Letters of four bytes each, escaped quotes and long addresses: far over 2 KB if all were sent.
    const label = `${"🐔".repeat(30)}${'"'.repeat(29)}…`;
    const found: Suggestions = {
      products: many(5, label, (index) => `/product/WS00000${index}`),
      shelves: many(3, label, (index) => `/products?category=${"a".repeat(60)}&subcategory=${"b".repeat(60)}${index}`),
    };
    const body = suggestionBody(found);
    expect(utf8Bytes(body)).toBeLessThanOrEqual(SUGGESTION_BUDGET_BYTES);
    const kept = readSuggestionBody(JSON.parse(body));
    expect(kept.products).toEqual(found.products.slice(0, kept.products.length));
    expect(kept.shelves).toEqual(found.shelves.slice(0, kept.shelves.length));
    expect(kept.products.length + kept.shelves.length).toBeGreaterThan(0);
    expect(kept.products.length).toBeGreaterThanOrEqual(kept.shelves.length);
    // All of them would not have fitted.
    expect(utf8Bytes(suggestionBody(found, Number.POSITIVE_INFINITY))).toBeGreaterThan(SUGGESTION_BUDGET_BYTES);
    expect(kept.products.length + kept.shelves.length).toBeLessThan(8);
  });

  test("counts bytes, not characters", () => {
    expect(utf8Bytes("Pâté")).toBe(6);
    expect(utf8Bytes("🐔")).toBe(4);
  });
});

describe("readSuggestionBody", () => {
  test("keeps only suggestions that link to this site", () => {
    const body = {
      p: [
        ["Boot", "/product/WS000149"],
        ["Elsewhere", "//evil.example/x"],
        ["Script", "javascript:alert(1)"],
        ["Far", "https://evil.example/"],
        [42, "/product/WS1"],
        "not a pair",
      ],
      s: "nothing",
    };
    expect(readSuggestionBody(body)).toEqual({ products: [{ label: "Boot", href: "/product/WS000149" }], shelves: [] });
  });

  test("an answer that is not an object suggests nothing", () => {
    for (const body of [null, "text", 3, []]) {
      expect(readSuggestionBody(body)).toEqual({ products: [], shelves: [] });
    }
  });
});
