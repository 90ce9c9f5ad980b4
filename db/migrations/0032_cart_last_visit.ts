import { type Kysely, sql } from "kysely";

/*
 * Issue 44, point 5 (docs/decisions/0094): signing in brings the account's earlier cart into the
 * visitor's, and the customer sees what came from it. from_last_visit is how many of the line's
 * quantity came from the account's earlier cart at the last sign-in: 0 for what this visit added,
 * the whole quantity for a line only the earlier cart held, between for a product both held. It
 * goes back to 0 when the customer keeps them, changes the line's quantity, or places the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE cart_items ADD COLUMN from_last_visit INTEGER NOT NULL DEFAULT 0
      CHECK (from_last_visit >= 0 AND from_last_visit <= quantity)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cart_items DROP COLUMN from_last_visit`.execute(db);
}
