import { parseFeaturedTab, parseShownCount, productsForTab } from "./featured";

const product = (id: string, flags: Partial<Record<string, number | null>> = {}) => ({
  id,
  incl_price_cents: 10000,
  special_price_cents: null as number | null,
  is_special_discount: 0,
  is_favorite: 0,
  is_top_seller: 0,
  is_new_arrival: 0,
  stock_available: 1,
  ...flags,
});

describe("featured tabs", () => {
  const candidates = [
    product("fav", { is_favorite: 1 }),
    product("fav-out", { is_favorite: 1, stock_available: 0 }),
    product("top", { is_top_seller: 1 }),
    product("new", { is_new_arrival: 1 }),
    product("small-saving", { is_special_discount: 1, special_price_cents: 9000 }),
    product("big-saving", { is_special_discount: 1, special_price_cents: 5000 }),
    product("flag-no-price", { is_special_discount: 1, special_price_cents: null }),
    product("special-not-lower", { is_special_discount: 1, special_price_cents: 12000 }),
  ];
  const ids = (tab: Parameters<typeof productsForTab>[1]) => productsForTab(candidates, tab).map((p) => p.id);

  it("keeps in-stock products only", () => {
    expect(ids("featured")).toEqual(["fav"]);
  });
  it("splits by flag", () => {
    expect(ids("top-sellers")).toEqual(["top"]);
    expect(ids("new")).toEqual(["new"]);
  });
  it("lists real specials with a price, biggest saving first", () => {
    expect(ids("specials")).toEqual(["big-saving", "small-saving"]);
  });
});

describe("tab and count from the address", () => {
  it("falls back to the Featured tab", () => {
    expect(parseFeaturedTab("top-sellers")).toBe("top-sellers");
    expect(parseFeaturedTab("bogus")).toBe("featured");
    expect(parseFeaturedTab(null)).toBe("featured");
  });
  it("shows 8 at a time up to 24", () => {
    expect(parseShownCount(null)).toBe(8);
    expect(parseShownCount("16")).toBe(16);
    expect(parseShownCount("17")).toBe(24);
    expect(parseShownCount("500")).toBe(24);
    expect(parseShownCount("-3")).toBe(8);
    expect(parseShownCount("abc")).toBe(8);
  });
});
