import { fieldChanges } from "./audit.server";

describe("fieldChanges", () => {
  it("lists only the fields that changed, with before and after", () => {
    expect(
      fieldChanges(
        { product_name: "Lucerne", incl_price_cents: 1000, category_id: null, untouched: "x" },
        { product_name: "Lucerne bale", incl_price_cents: 1000, category_id: "cat-1" },
      ),
    ).toEqual({
      product_name: { from: "Lucerne", to: "Lucerne bale" },
      category_id: { from: null, to: "cat-1" },
    });
  });

  it("treats a missing value and null as the same, and compares lists by content", () => {
    expect(fieldChanges({ a: null }, { a: undefined, b: null })).toEqual({});
    expect(fieldChanges({ tags: ["a", "b"] }, { tags: ["a", "b"] })).toEqual({});
    expect(fieldChanges({ tags: ["a"] }, { tags: ["a", "b"] })).toEqual({ tags: { from: ["a"], to: ["a", "b"] } });
  });
});
