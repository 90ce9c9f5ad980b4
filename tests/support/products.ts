import { randomInt, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Database } from "../../app/platform/db.server";
import type { Products } from "../../app/platform/db-schema";

/**
 * A product of the test's own for integration tests (its WS code unique in the run), so no test
 * changes a seeded product another reads. `name` may use {ws} for the WS code.
 */
export async function insertTestProduct(
  db: Database,
  options: { name?: string } & Partial<Omit<Insertable<Products>, "id" | "ws_code" | "product_name">> = {},
): Promise<{ id: string; wsCode: string; name: string }> {
  const { name: template, ...columns } = options;
  const id = randomUUID();
  const wsCode = `WS3${String(randomInt(100_000_000)).padStart(8, "0")}`;
  const name = (template ?? "Test Product {ws}").replace("{ws}", wsCode);
  await db
    .insertInto("products")
    .values({
      stock_code: `S-${wsCode}`,
      incl_price_cents: 45_000,
      excl_price_cents: 39_130,
      ...columns,
      id,
      ws_code: wsCode,
      product_name: name,
    })
    .execute();
  return { id, wsCode, name };
}
