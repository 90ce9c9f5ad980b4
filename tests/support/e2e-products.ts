import { randomInt, randomUUID } from "node:crypto";
import { testDb } from "./e2e-helpers";

export type TestProduct = { id: string; wsCode: string; name: string; priceCents: number };

/**
 * A product of the test's own, with a shelf of stock, so a test that places orders never empties
 * a demo product another test reads.
 */
export async function createTestProduct(
  options: { name?: string; priceCents?: number; stock?: number; sizeKg?: number } = {},
): Promise<TestProduct> {
  const id = randomUUID();
  const wsCode = `WS9${String(randomInt(100_000_000)).padStart(8, "0")}`;
  const name = options.name ?? `Test Feed ${wsCode}`;
  const priceCents = options.priceCents ?? 32_500;
  // Filed where a demo feed is, so the product page and listings show it like any other.
  const shelf = await testDb()
    .selectFrom("products")
    .select(["category_id", "subcategory_id"])
    .where("category_id", "is not", null)
    .orderBy("ws_code")
    .executeTakeFirstOrThrow();
  await testDb()
    .insertInto("products")
    .values({
      id,
      ws_code: wsCode,
      stock_code: `T-${wsCode}`,
      product_name: name.toUpperCase(),
      website_title: name,
      short_description: "A test product.",
      long_description: "Quality feed that keeps animals healthy. Our cattle love the taste.",
      incl_price_cents: priceCents,
      excl_price_cents: Math.round(priceCents / 1.15),
      category_id: shelf.category_id,
      subcategory_id: shelf.subcategory_id,
      product_size: options.sizeKg ?? null,
      product_unit: options.sizeKg ? "kg" : null,
    })
    .execute();
  await testDb()
    .insertInto("product_stock_levels")
    .values({ id: randomUUID(), product_id: id, quantity: options.stock ?? 100 })
    .execute();
  return { id, wsCode, name, priceCents };
}
