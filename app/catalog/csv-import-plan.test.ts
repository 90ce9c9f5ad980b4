import { type ExistingProduct, type PlanContext, planRow, priceMoved } from "./csv-import-plan";
import { mapHeadings } from "./csv-import-text";

const HEADINGS = [
  "WS Code",
  "Stock Code",
  "Product Name",
  "Excl Price",
  "Incl Price",
  "Qty",
  "Category",
  "Subcategory",
];

const layerMash: ExistingProduct = {
  id: "p-1",
  ws_code: "WS000100",
  quantity: 10,
  stock_code: "LM-50",
  sage_code: null,
  product_name: "Layer Mash 50kg",
  website_title: null,
  name_af: null,
  description_af: null,
  brand: null,
  short_description: null,
  long_description: null,
  external_description: null,
  seo_title: null,
  seo_description: null,
  seo_keywords: null,
  excl_price_cents: 34_783,
  incl_price_cents: 40_000,
  sage_price_excl_cents: null,
  sage_price_incl_cents: null,
  product_volume: null,
  product_size: null,
  product_unit: null,
  product_length: null,
  product_width: null,
  product_height: null,
  product_diameter: null,
  product_dimension_unit: "MM",
  category_id: "cat-poultry",
  subcategory_id: "sub-layers",
  is_special_discount: 0,
  is_favorite: 0,
  is_seasonal_special: 0,
  is_top_seller: 0,
  is_new_arrival: 0,
  is_eco_friendly: 0,
  is_subscription_eligible: 0,
};

function context(headings = HEADINGS, commaIsDecimal = false): PlanContext {
  return {
    headings: mapHeadings(headings),
    commaIsDecimal,
    existing: new Map([["WS000100", layerMash]]),
    categories: new Map([
      ["poultry feed", { id: "cat-poultry", subcategories: new Map([["layers", "sub-layers"]]) }],
      ["cattle feed", { id: "cat-cattle", subcategories: new Map([["licks", "sub-licks"]]) }],
    ]),
    seen: new Map(),
  };
}

describe("planning one row", () => {
  it("creates a new product with blanks as 0 and its stock", () => {
    const plan = planRow(["ws910001", "NEW-1", "Dog Pellets 20kg", "", "320.00", "5", "", ""], 1, context());
    expect(plan).toMatchObject({
      kind: "new",
      wsCode: "WS910001",
      quantity: 5,
      values: { product_name: "Dog Pellets 20kg", excl_price_cents: 0, incl_price_cents: 32_000, stock_code: "NEW-1" },
    });
  });

  it("reads the optional Afrikaans name and description (issue 49), new or existing", () => {
    const headings = [...HEADINGS, "Afrikaans Name", "Afrikaans Description"];
    const created = planRow(
      ["WS910003", "NEW-3", "Dog Pellets 20kg", "1", "1", "", "", "", "Hondepille 20kg", "Vir volwasse honde."],
      2,
      context(headings),
    );
    expect(created).toMatchObject({
      kind: "new",
      values: { name_af: "Hondepille 20kg", description_af: "Vir volwasse honde." },
    });
    const changed = planRow(
      ["WS000100", "LM-50", "", "", "", "", "", "", "Lêmeel 50kg", "Vir lêhenne."],
      3,
      context(headings),
    );
    expect(changed).toMatchObject({
      kind: "update",
      changes: {
        name_af: { from: null, to: "Lêmeel 50kg" },
        description_af: { from: null, to: "Vir lêhenne." },
      },
    });
    // Other spellings of the headings, and blank cells leave an existing product's texts alone.
    const blank = planRow(
      ["WS000100", "LM-50", "", "", "", "", "", "", "", ""],
      4,
      context([...HEADINGS, "name_af", "Description AF"]),
    );
    expect(blank).toEqual({ kind: "unchanged", row: 4, wsCode: "WS000100" });
  });

  it("needs a name for a new product", () => {
    const plan = planRow(["WS910002", "NEW-2", "", "1", "1", "", "", ""], 4, context());
    expect(plan).toEqual({
      kind: "error",
      row: 4,
      wsCode: "WS910002",
      message: "Row 4 (WS910002): Product Name is required for a new product",
    });
  });

  it("says which row lacks a code, in the spec's words", () => {
    expect(planRow(["", "X-1", "Thing", "", "", "", "", ""], 7, context())).toMatchObject({
      message: "Row 7: Missing WS Code or Stock Code",
    });
    expect(planRow(["WS910003", " ", "Thing", "", "", "", "", ""], 8, context())).toMatchObject({
      message: "Row 8: Missing WS Code or Stock Code",
    });
  });

  it("changes a price only when it moves by more than R 0.01", () => {
    expect(priceMoved(40_000, 40_001)).toBe(false);
    expect(priceMoved(40_000, 39_999)).toBe(false);
    expect(priceMoved(40_000, 40_002)).toBe(true);
    const same = planRow(["WS000100", "LM-50", "Layer Mash 50kg", "347.84", "400.01", "10", "", ""], 1, context());
    expect(same).toEqual({ kind: "unchanged", row: 1, wsCode: "WS000100" });
    const moved = planRow(["WS000100", "LM-50", "", "", "410.00", "", "", ""], 2, context());
    expect(moved).toMatchObject({
      kind: "update",
      changes: { incl_price_cents: { from: 40_000, to: 41_000 } },
      stock: null,
    });
  });

  it("reads an optional Brand column, for new and existing products", () => {
    const headings = [...HEADINGS, "Brand"];
    const added = planRow(
      ["WS910009", "NEW-9", "Dog Pellets", "", "320.00", "", "", "", "Montego"],
      1,
      context(headings),
    );
    expect(added).toMatchObject({ kind: "new", values: { brand: "Montego" } });
    const changed = planRow(["WS000100", "LM-50", "", "", "", "", "", "", "Epol"], 2, context(headings));
    expect(changed).toMatchObject({ kind: "update", changes: { brand: { from: null, to: "Epol" } } });
    // Without the column nothing about the brand changes.
    expect(planRow(["WS910010", "NEW-10", "Pellets", "", "1", "", "", ""], 3, context())).toMatchObject({
      values: { brand: null },
    });
  });

  it("leaves an existing product's field alone when its cell is empty", () => {
    const plan = planRow(["WS000100", "LM-50", "", "", "", "", "", ""], 1, context());
    expect(plan.kind).toBe("unchanged");
  });

  it("plans a stock change from the quantity", () => {
    const plan = planRow(["WS000100", "LM-50", "", "", "", "3", "", ""], 1, context());
    expect(plan).toMatchObject({ kind: "update", changes: {}, stock: { from: 10, to: 3 } });
  });

  it("reports a WS code seen earlier in the file instead of applying it twice", () => {
    const shared = context();
    expect(planRow(["WS910004", "A", "First", "", "10", "", "", ""], 1, shared).kind).toBe("new");
    expect(planRow(["ws910004", "A", "Second", "", "12", "", "", ""], 3, shared)).toMatchObject({
      kind: "error",
      message: "Row 3 (ws910004): Duplicate WS Code, already in row 1",
    });
  });

  it("refuses numbers it cannot read and negative ones, naming the column", () => {
    expect(planRow(["WS000100", "LM-50", "", "abc", "", "", "", ""], 2, context())).toMatchObject({
      message: 'Row 2 (WS000100): Excl Price "abc" is not a number',
    });
    expect(planRow(["WS000100", "LM-50", "", "", "", "-4", "", ""], 2, context())).toMatchObject({
      message: "Row 2 (WS000100): Qty cannot be negative",
    });
  });

  it("reads comma decimals in a semicolon file", () => {
    const plan = planRow(["WS000100", "LM-50", "", "", "1 234,50", "", "", ""], 1, context(HEADINGS, true));
    expect(plan).toMatchObject({ changes: { incl_price_cents: { from: 40_000, to: 123_450 } } });
  });

  it("sets a category by name in any case, and a subcategory only within it", () => {
    expect(planRow(["WS000100", "LM-50", "", "", "", "", "CATTLE FEED", "Licks"], 1, context())).toMatchObject({
      changes: {
        category_id: { from: "cat-poultry", to: "cat-cattle" },
        subcategory_id: { from: "sub-layers", to: "sub-licks" },
      },
    });
    expect(planRow(["WS000100", "LM-50", "", "", "", "", "Cattle Feed", ""], 1, context())).toMatchObject({
      changes: { category_id: { to: "cat-cattle" }, subcategory_id: { from: "sub-layers", to: null } },
    });
    expect(planRow(["WS000100", "LM-50", "", "", "", "", "Horse Feed", ""], 5, context())).toMatchObject({
      message: 'Row 5 (WS000100): Category "Horse Feed" does not exist',
    });
    expect(planRow(["WS000100", "LM-50", "", "", "", "", "Poultry Feed", "Licks"], 6, context())).toMatchObject({
      message: 'Row 6 (WS000100): Subcategory "Licks" does not exist in Poultry Feed',
    });
  });

  it("refuses a WS code that is not WS and digits", () => {
    expect(planRow(["AB123", "X", "Thing", "", "", "", "", ""], 9, context())).toMatchObject({
      message: "Row 9 (AB123): WS Code must be WS followed by digits",
    });
  });
});
