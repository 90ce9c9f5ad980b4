import { type Kysely, sql } from "kysely";

/*
 * The rate limits count in a sliding window (docs/decisions/0087). rate_limits keeps the
 * hits of the window before window_started_at (previous_hits) beside this window's (hits), so the
 * hits of any last `windowMs` can be estimated; existing rows start with none before them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limits ADD COLUMN previous_hits INTEGER NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limits DROP COLUMN previous_hits`.execute(db);
}
