import { type Kysely, sql } from "kysely";

/*
 * Notes for staff on an order, and an index for the orders list by date (decision 0034): what the shop's people tell each other about it
 * ("customer phoned, collects Friday"), never shown to the customer. Kept, not edited: each note
 * is a row with its author and time, like a conversation on the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_staff_notes (
      id TEXT PRIMARY KEY NOT NULL,
      order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      author_email TEXT,
      body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX order_staff_notes_order ON order_staff_notes (order_id, created_at)`.execute(db);
  // The orders list and its export by date range, over every status.
  await sql`CREATE INDEX orders_created ON orders (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_created`.execute(db);
  await sql`DROP TABLE order_staff_notes`.execute(db);
}
