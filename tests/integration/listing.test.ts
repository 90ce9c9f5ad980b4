import "../support/seeded-database";
import { isCurrentSpecial } from "~/catalog/pricing";
import { db } from "~/platform/db.server";
import { loader as productsLoader } from "~/routes/products._index";
import { loader as specialsLoader } from "~/routes/specials";

const ORIGIN = "http://localhost:3000";
const products = (query = "") =>
  productsLoader({ request: new Request(`${ORIGIN}/products${query}`), params: {}, context: {} });
const specials = (query = "") =>
  specialsLoader({ request: new Request(`${ORIGIN}/specials${query}`), params: {}, context: {} });
const names = (page: { products: { name: string }[] }) => page.products.map((product) => product.name);

/*
 * A category of our own beside the demo catalogue, with prices, flags and dates chosen so every
 * sort order and filter gives one known answer. Its products' names share the word "Quagga",
 * which no demo product uses.
 */
const FIXTURE = {
  category: { id: crypto.randomUUID(), name: "Quagga Goods & Co", slug: "quagga-goods-and-co" },
  brushes: { id: crypto.randomUUID(), name: "Quagga Brushes", slug: "quagga-brushes" },
  buckets: { id: crypto.randomUUID(), name: "Quagga Buckets", slug: "quagga-buckets" },
};

type FixtureProduct = {
  name: string;
  incl: number;
  special?: number;
  flagged?: boolean;
  favourite?: boolean;
  inStock?: boolean;
  active?: boolean;
  rating?: number | null;
  day: number;
  sub: "brushes" | "buckets";
  long?: string;
};

const FIXTURE_PRODUCTS: FixtureProduct[] = [
  // Effective R 99.50, the favourite.
  { name: "Quagga Alpha", incl: 9950, favourite: true, rating: 4, day: 5, sub: "brushes" },
  // On special: R 150 instead of R 200, 25% off.
  { name: "Quagga Bravo", incl: 20000, special: 15000, flagged: true, rating: 5, day: 4, sub: "brushes" },
  // On special: R 120 instead of R 300, 60% off; out of stock.
  { name: "Quagga Charlie", incl: 30000, special: 12000, flagged: true, inStock: false, day: 6, sub: "buckets" },
  // Flagged with a special price above the normal price: pays R 80, but is no current special.
  { name: "Quagga Delta", incl: 5000, special: 8000, flagged: true, rating: 3, day: 2, sub: "buckets" },
  // A special price without the flag does not count: pays R 400.25.
  { name: "Quagga Echo", incl: 40025, special: 38000, flagged: false, rating: 4.5, day: 3, sub: "buckets" },
  // Inactive: never listed, whatever it matches.
  {
    name: "Quagga Foxtrot",
    incl: 1000,
    special: 500,
    flagged: true,
    active: false,
    favourite: true,
    day: 7,
    sub: "brushes",
  },
  // Whole words only: "Zebrafeed" is no "zebra"; the "Zebra" one says it in its long description.
  { name: "Quagga Zebrafeed Tub", incl: 7000, day: 1, sub: "buckets" },
  {
    name: "Quagga Striped Brush",
    incl: 7500,
    day: 1,
    sub: "brushes",
    long: "Stiff bristles for a ZEBRA-striped coat.",
  },
];

beforeAll(async () => {
  await db()
    .insertInto("product_categories")
    .values({ ...FIXTURE.category, display_order: 99 })
    .execute();
  await db()
    .insertInto("product_subcategories")
    .values([
      { ...FIXTURE.brushes, category_id: FIXTURE.category.id, display_order: 1 },
      { ...FIXTURE.buckets, category_id: FIXTURE.category.id, display_order: 2 },
    ])
    .execute();
  await db()
    .insertInto("products")
    .values(
      FIXTURE_PRODUCTS.map((product, index) => ({
        id: crypto.randomUUID(),
        ws_code: `WS9${String(index).padStart(5, "0")}`,
        stock_code: `QUAGGA-${index}`,
        product_name: product.name,
        short_description: `${product.name} for the co-op.`,
        long_description: product.long ?? "Made to last.",
        incl_price_cents: product.incl,
        excl_price_cents: Math.round(product.incl / 1.15),
        special_price_cents: product.special ?? null,
        is_special_discount: product.flagged ? 1 : 0,
        is_favorite: product.favourite ? 1 : 0,
        stock_available: product.inStock === false ? 0 : 1,
        is_active: product.active === false ? 0 : 1,
        customer_rating: product.rating ?? null,
        category_id: FIXTURE.category.id,
        subcategory_id: FIXTURE[product.sub].id,
        created_at: `2026-01-0${product.day}T08:00:00.000Z`,
      })),
    )
    .execute();
});

const QUAGGA = "?category=quagga-goods-and-co";

describe("the title rule", () => {
  it("is the subcategory's name, then the category's, then the search, then All Products", async () => {
    expect((await products(`${QUAGGA}&subcategory=quagga-brushes&search=quagga`)).title).toBe("Quagga Brushes");
    expect((await products(`${QUAGGA}&search=quagga`)).title).toBe("Quagga Goods & Co");
    expect((await products("?search=creme")).title).toBe('Search Results for "creme"');
    expect((await products()).title).toBe("All Products");
  });

  it("ignores a category or subcategory that does not exist", async () => {
    const listing = await products("?category=no-such-thing&subcategory=nope");
    expect(listing.title).toBe("All Products");
    expect(listing.filters.category).toBeNull();
    expect(listing.total).toBeGreaterThan(100);
  });
});

describe("category and subcategory", () => {
  it("lists the active products of a category, and its subcategories to choose from", async () => {
    const listing = await products(QUAGGA);
    expect(listing.total).toBe(7);
    expect(names(listing)).not.toContain("Quagga Foxtrot");
    expect(listing.subcategories.map((subcategory) => subcategory.name)).toEqual(["Quagga Brushes", "Quagga Buckets"]);
    expect(listing.categories.map((category) => category.slug)).toContain("quagga-goods-and-co");
  });

  it("narrows to a subcategory", async () => {
    const listing = await products(`${QUAGGA}&subcategory=quagga-buckets`);
    expect(names(listing).sort()).toEqual(["Quagga Charlie", "Quagga Delta", "Quagga Echo", "Quagga Zebrafeed Tub"]);
  });

  it("finds a subcategory's category when only the subcategory is given", async () => {
    const listing = await products("?subcategory=quagga-brushes");
    expect(listing.category?.name).toBe("Quagga Goods & Co");
    expect(listing.title).toBe("Quagga Brushes");
    expect(listing.total).toBe(3);
  });

  it("works on the demo catalogue's slugs, '&' spelled out", async () => {
    const listing = await products("?category=tack-and-saddlery&subcategory=grooming");
    expect(listing.title).toBe("Grooming");
    expect(names(listing)).toContain("Crème Horse Coat Conditioner 500ml – Shine and Detangle");
  });
});

describe("sort orders", () => {
  const order = async (sort: string) => names(await products(`${QUAGGA}&sort=${sort}`));

  it("featured: favourites first, then newest", async () => {
    expect(await order("featured")).toEqual([
      "Quagga Alpha",
      "Quagga Charlie",
      "Quagga Bravo",
      "Quagga Echo",
      "Quagga Delta",
      "Quagga Zebrafeed Tub",
      "Quagga Striped Brush",
    ]);
  });

  it("newest first", async () => {
    expect((await order("newest")).slice(0, 5)).toEqual([
      "Quagga Charlie",
      "Quagga Alpha",
      "Quagga Bravo",
      "Quagga Echo",
      "Quagga Delta",
    ]);
  });

  it("price low to high and high to low, by the effective price", async () => {
    const low = await order("price-low");
    expect(low).toEqual([
      "Quagga Zebrafeed Tub",
      "Quagga Striped Brush",
      "Quagga Delta",
      "Quagga Alpha",
      "Quagga Charlie",
      "Quagga Bravo",
      "Quagga Echo",
    ]);
    expect(await order("price-high")).toEqual([
      "Quagga Echo",
      "Quagga Bravo",
      "Quagga Charlie",
      "Quagga Alpha",
      "Quagga Delta",
      "Quagga Striped Brush",
      "Quagga Zebrafeed Tub",
    ]);
  });

  it("popular: highest rating first, unrated last", async () => {
    const popular = await order("popular");
    expect(popular.slice(0, 4)).toEqual(["Quagga Bravo", "Quagga Echo", "Quagga Alpha", "Quagga Delta"]);
  });

  it("discount: the biggest percentage first", async () => {
    const discount = await order("discount");
    expect(discount.slice(0, 2)).toEqual(["Quagga Charlie", "Quagga Bravo"]);
  });

  it("falls back to featured for an unknown sort", async () => {
    const listing = await products(`${QUAGGA}&sort=bogus`);
    expect(listing.filters.sort).toBe("featured");
    expect(names(listing)[0]).toBe("Quagga Alpha");
  });
});

describe("price and stock filters", () => {
  it("filter by the effective price, in rand, both ends included", async () => {
    expect(names(await products(`${QUAGGA}&min=99.5&max=150&sort=price-low`))).toEqual([
      "Quagga Alpha",
      "Quagga Charlie",
      "Quagga Bravo",
    ]);
    // Delta pays its (flagged) special price of R 80, not its R 50 shelf price.
    expect(names(await products(`${QUAGGA}&min=76&max=90`))).toEqual(["Quagga Delta"]);
    // Echo's special price is not flagged, so it pays R 400.25.
    expect(names(await products(`${QUAGGA}&min=400`))).toEqual(["Quagga Echo"]);
  });

  it("drops a price that is not a number and swaps a minimum above the maximum", async () => {
    const dropped = await products(`${QUAGGA}&min=abc&max=`);
    expect(dropped.total).toBe(7);
    expect(dropped.filters.min).toBeNull();
    const swapped = await products(`${QUAGGA}&min=150&max=99.5`);
    expect(swapped.total).toBe(3);
  });

  it("offers the category's price range, rounded out to whole rand", async () => {
    expect((await products(QUAGGA)).priceRange).toEqual({ min: 70, max: 401 });
    expect((await products(`${QUAGGA}&subcategory=quagga-brushes`)).priceRange).toEqual({ min: 75, max: 150 });
  });

  it("keeps only products in stock when asked", async () => {
    const listing = await products(`${QUAGGA}&in_stock=1`);
    expect(listing.total).toBe(6);
    expect(names(listing)).not.toContain("Quagga Charlie");
    expect(listing.products.every((product) => product.stockAvailable)).toBe(true);
  });
});

describe("search", () => {
  const creme = "Crème Horse Coat Conditioner 500ml – Shine and Detangle";

  it("ignores accents and case", async () => {
    for (const term of ["creme", "CREME", "Crème", "crème horse"]) {
      expect(names(await products(`?search=${encodeURIComponent(term)}`))).toContain(creme);
    }
  });

  it("matches words, their endings and their starts, not pieces of their middles", async () => {
    expect(names(await products("?search=zebra"))).toEqual(["Quagga Striped Brush"]);
    expect(names(await products("?search=zebrafeed"))).toEqual(["Quagga Zebrafeed Tub"]);
    // An unknown word is taken as the start of one; a piece from a word's middle finds nothing.
    expect(names(await products("?search=zeb")).sort()).toEqual(["Quagga Striped Brush", "Quagga Zebrafeed Tub"]);
    expect((await products("?search=ebrafe")).total).toBe(0);
  });

  it("finds a product by its WS code in either case", async () => {
    for (const code of ["WS000012", "ws000012"]) {
      const listing = await products(`?search=${code}`);
      expect(listing.products.map((product) => product.wsCode)).toEqual(["WS000012"]);
    }
  });

  it("reads FTS syntax typed by a shopper as plain text, never as an error", async () => {
    for (const term of ['"creme', "creme*", "(creme", "-creme", "creme:", "creme)", "^creme"]) {
      expect(names(await products(`?search=${encodeURIComponent(term)}`))).toContain(creme);
    }
    // As an operator, OR would find every zebra; as a word it must be there too.
    // OR is a joining word and left out; unicorn matches nothing and is left out and named.
    const zebraOrUnicorn = await products("?search=zebra%20OR%20unicorn");
    expect(names(zebraOrUnicorn)).toEqual(["Quagga Striped Brush"]);
    expect(zebraOrUnicorn.search?.unmatched).toEqual(["unicorn"]);
    for (const punctuation of [
      '"',
      "*",
      "(",
      "-",
      ":",
      "OR",
      '"*"',
      "^",
      "'",
      "'; DROP TABLE products; --",
      "product_name:creme",
      "NEAR(creme",
    ]) {
      const listing = await products(`?search=${encodeURIComponent(punctuation)}`);
      expect(listing.total).toBeGreaterThanOrEqual(0);
    }
    expect((await products(`?search=${encodeURIComponent('"*()-:')}`)).total).toBe(0);
  });

  it("combines with the category filter", async () => {
    // The name first, then the products of the subcategory "Quagga Brushes" (brush finds brushes).
    const brushes = await products(`${QUAGGA}&search=brush`);
    expect(names(brushes)[0]).toBe("Quagga Striped Brush");
    expect(brushes.total).toBe(3);
    expect((await products("?category=hardware&search=creme")).total).toBe(0);
  });
});

describe("paging", () => {
  it("shows 24 a page and keeps one order across pages", async () => {
    const first = await products();
    const active = await db()
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    expect(first.total).toBe(Number(active.n));
    expect(first.pageCount).toBe(Math.ceil(first.total / 24));
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const listing = await products(`?page=${page}`);
      expect(listing.page).toBe(page);
      expect(listing.products.length).toBe(page < first.pageCount ? 24 : first.total - 24 * (first.pageCount - 1));
      seen.push(...listing.products.map((product) => product.id));
    }
    expect(new Set(seen).size).toBe(first.total);
  });

  it("shows the last page for a page past the end, and the first for nonsense", async () => {
    const last = await products("?page=999");
    expect(last.page).toBe(last.pageCount);
    expect(last.products.length).toBeGreaterThan(0);
    expect((await products("?page=abc")).page).toBe(1);
    expect((await products("?page=-1")).page).toBe(1);
  });

  it("links to itself without tracking parameters", async () => {
    const listing = await products(`${QUAGGA}&sort=bogus&utm_source=newsletter&fbclid=abc&page=1`);
    expect(listing.canonicalUrl).toBe(`${ORIGIN}/products?category=quagga-goods-and-co`);
  });
});

describe("the specials page", () => {
  it("lists only products flagged special with a special price below the normal price", async () => {
    const page = await specials();
    const rows = await db()
      .selectFrom("products")
      .select(["id", "incl_price_cents", "special_price_cents", "is_special_discount"])
      .where("is_active", "=", 1)
      .execute();
    const expected = rows.filter(isCurrentSpecial).map((row) => row.id);
    expect(page.total).toBe(expected.length);
    expect(page.products.map((product) => product.id).sort()).toEqual(expected.slice(0, 24).sort());
    const quagga = page.products.filter((product) => product.name.startsWith("Quagga")).map((product) => product.name);
    expect(quagga.sort()).toEqual(["Quagga Bravo", "Quagga Charlie"]);
    expect(page.products.every((product) => product.isSpecial && product.priceCents < product.inclPriceCents)).toBe(
      true,
    );
  });

  it("sorts by featured, price and discount, and nothing else", async () => {
    const byDiscount = (await specials("?sort=discount")).products.map((product) => product.discountPercent);
    expect(byDiscount).toEqual([...byDiscount].sort((a, b) => b - a));
    const byPrice = (await specials("?sort=price-low")).products.map((product) => product.priceCents);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceHigh = (await specials("?sort=price-high")).products.map((product) => product.priceCents);
    expect(byPriceHigh).toEqual([...byPriceHigh].sort((a, b) => b - a));
    expect((await specials("?sort=newest")).sort).toBe("featured");
    expect((await specials()).sort).toBe("featured");
  });
});
