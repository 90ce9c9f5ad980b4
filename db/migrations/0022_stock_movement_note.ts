import { type Kysely, sql } from "kysely";

/*
 * Issue 34: a stock count by staff carries the reason they give ("Damaged", "Delivery received"),
 * kept with the movement it explains. stock_movements.reason stays the kind of change (a code);
 * note is the person's own words, optional, at most 100 characters (docs/decisions/0077).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stock_movements ADD COLUMN note TEXT CHECK (note IS NULL OR length(note) <= 100)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stock_movements DROP COLUMN note`.execute(db);
}
