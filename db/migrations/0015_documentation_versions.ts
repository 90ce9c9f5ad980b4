import { type Kysely, sql } from "kysely";

/*
 * The earlier texts of a stored document (issue 18): saving an edit raises documentation.version
 * and keeps the text it replaced here, one row per replaced version, with who saved the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE documentation_versions (
      document_id TEXT NOT NULL REFERENCES documentation (id) ON DELETE CASCADE,
      version INTEGER NOT NULL,
      title TEXT NOT NULL,
      slug TEXT NOT NULL,
      content TEXT NOT NULL,
      category TEXT NOT NULL,
      is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
      updated_at TEXT NOT NULL,
      replaced_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      replaced_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (document_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE documentation_versions`.execute(db);
}
