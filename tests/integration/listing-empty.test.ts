import { db } from "~/platform/db.server";
import { loader as productsLoader } from "~/routes/products._index";
import { loader as specialsLoader } from "~/routes/specials";

// This file's database stays empty: a shop before its first product, or with no offers running.
const ORIGIN = "http://localhost:3000";
const products = (query = "") =>
  productsLoader({ request: new Request(`${ORIGIN}/products${query}`), params: {}, context: {} });
const specials = (query = "") =>
  specialsLoader({ request: new Request(`${ORIGIN}/specials${query}`), params: {}, context: {} });

describe("an empty catalogue", () => {
  it("gives the specials page nothing to list, so it shows 'Updating Our Specials'", async () => {
    const page = await specials("?sort=discount&page=3");
    expect(page.total).toBe(0);
    expect(page.products).toEqual([]);
    expect(page.page).toBe(1);
  });

  it("shows All Products with nothing found and the default price range", async () => {
    const listing = await products("?page=4&sort=price-low");
    expect(listing.title).toBe("All Products");
    expect(listing.total).toBe(0);
    expect(listing.products).toEqual([]);
    expect(listing.page).toBe(1);
    expect(listing.pageCount).toBe(1);
    expect(listing.priceRange).toEqual({ min: 0, max: 1000 });
    expect(listing.categories).toEqual([]);
  });

  it("answers a search with no results rather than an error", async () => {
    const listing = await products("?search=creme&in_stock=1&min=5");
    expect(listing.title).toBe('Search Results for "creme"');
    expect(listing.total).toBe(0);
    expect((await products(`?search=${encodeURIComponent('"*()')}`)).total).toBe(0);
  });

  // Last: it fills the database the tests above need empty.
  it("still lists no specials when products are flagged but not cheaper", async () => {
    const category = crypto.randomUUID();
    await db().insertInto("product_categories").values({ id: category, name: "Feed", slug: "feed" }).execute();
    await db()
      .insertInto("products")
      .values([
        // Flagged, but the special price is not below the normal price.
        {
          id: crypto.randomUUID(),
          ws_code: "WS000001",
          stock_code: "A",
          product_name: "Lucerne Bale",
          incl_price_cents: 10000,
          special_price_cents: 10000,
          is_special_discount: 1,
          is_active: 1,
          category_id: category,
        },
        // Cheaper, but not flagged.
        {
          id: crypto.randomUUID(),
          ws_code: "WS000002",
          stock_code: "B",
          product_name: "Teff Bale",
          incl_price_cents: 10000,
          special_price_cents: 8000,
          is_special_discount: 0,
          is_active: 1,
          category_id: category,
        },
        // A real special, but no longer active.
        {
          id: crypto.randomUUID(),
          ws_code: "WS000003",
          stock_code: "C",
          product_name: "Oat Hay",
          incl_price_cents: 10000,
          special_price_cents: 8000,
          is_special_discount: 1,
          is_active: 0,
          category_id: category,
        },
      ])
      .execute();
    expect((await specials()).total).toBe(0);
    expect((await products()).total).toBe(2);
  });
});
