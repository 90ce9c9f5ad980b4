import "../support/seeded-database";
import { readSuggestionBody, SUGGESTION_BUDGET_BYTES, type Suggestions } from "~/catalog/search/suggestion-answer";
import { SUGGESTED_NAME_LENGTH } from "~/catalog/search/suggestions.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { loader } from "~/routes/search.suggest";
import { insertTestProduct } from "../support/products";
import { get } from "../support/route-calls";

/** The answer as the browser gets it: its status, headers, body bytes (uncompressed) and suggestions. */
async function suggest(query: string | null) {
  const response = await get(
    loader,
    query === null ? "/search/suggest" : `/search/suggest?q=${encodeURIComponent(query)}`,
  );
  const body = await response.text();
  const found: Suggestions = readSuggestionBody(JSON.parse(body));
  return { response, bytes: Buffer.byteLength(body), found };
}

const labels = (list: { label: string }[]) => list.map((item) => item.label);

describe("suggestions as you type (GET /search/suggest)", () => {
  test("'chick' suggests the chicken products", async () => {
    const { response, found } = await suggest("chick");
    expect(response.status).toBe(200);
    expect(labels(found.products)).toContain("Chick Starter Crumbs 5kg");
    expect(labels(found.products).filter((label) => /chicken/i.test(label)).length).toBeGreaterThan(0);
    for (const product of found.products) expect(product.href).toMatch(/^\/product\/WS\d+$/);
  });

  test("'hoender' (Afrikaans) suggests chicken products through the synonyms", async () => {
    const { found } = await suggest("hoender");
    expect(labels(found.products).filter((label) => /chicken/i.test(label)).length).toBeGreaterThan(0);
  });

  test("'boo' suggests boots and the Boots shelf", async () => {
    const { found } = await suggest("boo");
    expect(labels(found.products)).toEqual(expect.arrayContaining(["Steel-Toe Safety Boot Size 8"]));
    expect(found.shelves).toContainEqual({
      label: "Boots (Workwear & Boots)",
      href: "/products?category=workwear-and-boots&subcategory=boots",
    });
  });

  test("nothing, one letter, too much or a missing q: no suggestions, and never an error", async () => {
    for (const query of [null, "", " ", "b", "  b ", "b".repeat(101), "chicken ".repeat(13), '"*(-:OR', "%00"]) {
      const { response, found } = await suggest(query);
      expect(response.status, String(query)).toBe(200);
      if (query === null || query.trim().length < 2 || query.length > 100) {
        expect(found, String(query)).toEqual({ products: [], shelves: [] });
      }
    }
  });

  test("the answer is JSON any cache may keep for a short while, never indexed", async () => {
    const { response } = await suggest("boo");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(`public, max-age=${env().PAGE_CACHE_SECONDS}`);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  test("every answer for the 50 commonest 2-3 letter starts of product names stays within 2 KB", async () => {
    const names = await db().selectFrom("products").select("product_name").where("is_active", "=", 1).execute();
    const counts = new Map<string, number>();
    for (const { product_name } of names) {
      for (const word of product_name.toLowerCase().match(/[a-z]+/g) ?? []) {
        for (const length of [2, 3]) {
          if (word.length >= length) counts.set(word.slice(0, length), (counts.get(word.slice(0, length)) ?? 0) + 1);
        }
      }
    }
    const prefixes = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 50)
      .map(([prefix]) => prefix);
    expect(prefixes).toHaveLength(50);
    let suggested = 0;
    for (const prefix of prefixes) {
      const { bytes, found } = await suggest(prefix);
      expect(bytes, prefix).toBeLessThanOrEqual(SUGGESTION_BUDGET_BYTES);
      if (found.products.length > 0) suggested += 1;
    }
    // Common starts of words do suggest something: the check is over real answers, not empty ones.
    expect(suggested).toBeGreaterThan(40);
  });

  test("long names and shelves, many matches: the names are cut to a line and the answer stays within 2 KB", async () => {
    const category = {
      id: crypto.randomUUID(),
      name: `Quixotic ${"Ömnibus ".repeat(12)}Goods`,
      slug: `quixotic-${"x".repeat(150)}`,
    };
    await db()
      .insertInto("product_categories")
      .values({ ...category, display_order: 99 })
      .execute();
    const subcategories = [1, 2, 3, 4].map((index) => ({
      id: crypto.randomUUID(),
      name: `Quixotic Shelf ${index} ${"Übergroße ".repeat(10)}`,
      slug: `quixotic-shelf-${index}-${"y".repeat(150)}`,
      category_id: category.id,
      display_order: index,
    }));
    await db().insertInto("product_subcategories").values(subcategories).execute();
    for (const [index, subcategory] of subcategories.entries()) {
      for (const copy of [1, 2]) {
        await insertTestProduct(db(), {
          name: `Quixotic Pâté Trough 🐔 ${index}-${copy} ${"“Heavy-duty” galvanised ".repeat(8)}{ws}`,
          category_id: category.id,
          subcategory_id: subcategory.id,
        });
      }
    }
    for (const query of ["qu", "qui", "quixotic", "quixotic p", "quixotic pâté trough", "übergroße"]) {
      const { bytes, found } = await suggest(query);
      expect(bytes, query).toBeLessThanOrEqual(SUGGESTION_BUDGET_BYTES);
      if (query.startsWith("quix")) expect(found.products.length, query).toBeGreaterThan(0);
      for (const item of [...found.products, ...found.shelves]) {
        expect(Array.from(item.label).length).toBeLessThanOrEqual(SUGGESTED_NAME_LENGTH);
        expect(item.label).not.toMatch(/\p{Cs}/u);
      }
    }
  });
});
