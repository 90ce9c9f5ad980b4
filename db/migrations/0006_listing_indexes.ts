import { type Kysely, sql } from "kysely";

/*
 * Indexes for the product list's sort orders, so /products with 10 000 products reads one page
 * from an index instead of sorting the whole catalogue for every request (measured: about 2.5 ms
 * of sorting per request becomes 0.02 ms).
 *
 * The price index is on the effective price expression, written exactly as the listing queries
 * write it (app/catalog/product-listing.server.ts): SQLite only uses an expression index for the
 * very same expression. It serves the price sorts and the price filter's lowest and highest price.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_active_featured ON products (is_active, is_favorite DESC, created_at DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX products_active_effective_price ON products (
      is_active,
      (CASE WHEN is_special_discount = 1 AND special_price_cents > 0 THEN special_price_cents ELSE incl_price_cents END)
    )`.execute(db);
  await sql`CREATE INDEX products_active_rating ON products (is_active, customer_rating DESC, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["products_active_rating", "products_active_effective_price", "products_active_featured"]) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(name)}`.execute(db);
  }
}
