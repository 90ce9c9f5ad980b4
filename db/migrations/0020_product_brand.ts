import { type Kysely, sql } from "kysely";

/*
 * products.brand (issue 34): the maker's brand a shopping engine shows and checks (Google's
 * g:brand, schema.org's brand). Optional: the product feed and the product page name the shop
 * where none is set (docs/decisions/0074).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN brand TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products DROP COLUMN brand`.execute(db);
}
