import { type Kysely, sql } from "kysely";

/*
 * Issue 47, point 2 (docs/decisions/0103): an unpaid order holds its stock until a deadline the
 * shop sets, then is cancelled and its stock goes back. hold_until is that deadline (UTC ISO);
 * null for an order that holds nothing with an end (placed before holds existed). An account's
 * unpaid orders are found at checkout through orders_user_created (migration 0003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN hold_until TEXT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN hold_until`.execute(db);
}
