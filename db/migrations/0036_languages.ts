import { type Kysely, sql } from "kysely";

/*
 * Issue 49 (docs/decisions/0110): the language a customer reads, 'en' or 'af'. On the account
 * (set at registration and by the language switch when signed in) for the messages sent about
 * the account; on the order (the language the order was placed in) for every message about it,
 * including those staff send. Rows from before are English, as everything was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'af'))`.execute(
    db,
  );
  await sql`ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'af'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN language`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
