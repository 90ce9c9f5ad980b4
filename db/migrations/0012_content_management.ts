import { type Kysely, sql } from "kysely";

/*
 * Back office, part 3 (content and reviews).
 * - product_reviews.rejected_at: Reject takes a review out of the pending list without deleting
 *   what the customer wrote (docs/decisions/0045). Approving clears it.
 * - policy_versions: every saved text of a policy, so an update really makes a new version and
 *   the earlier ones stay readable (docs/decisions/0046).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_reviews ADD COLUMN rejected_at TEXT`.execute(db);
  await sql`
    CREATE TABLE policy_versions (
      id TEXT PRIMARY KEY NOT NULL,
      policy_id TEXT NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
      version INTEGER NOT NULL CHECK (version >= 1),
      title TEXT NOT NULL,
      category TEXT NOT NULL,
      content TEXT NOT NULL,
      change_notes TEXT,
      saved_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      saved_by_name TEXT,
      saved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (policy_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE policy_versions`.execute(db);
  await sql`ALTER TABLE product_reviews DROP COLUMN rejected_at`.execute(db);
}
