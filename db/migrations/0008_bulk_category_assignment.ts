import { type Kysely, sql } from "kysely";

/*
 * Bulk category assignment (decision 0033): the words that file a product under a category or
 * subcategory, editable by staff, and a record of every run (its range, progress, counts, the
 * last product it finished, so a run picks up after a restart where it stopped).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_categories ADD COLUMN keywords TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE product_subcategories ADD COLUMN keywords TEXT NOT NULL DEFAULT ''`.execute(db);
  await sql`
    CREATE TABLE bulk_category_runs (
      id TEXT PRIMARY KEY NOT NULL,
      start_code TEXT NOT NULL,
      end_code TEXT NOT NULL,
      include_manual INTEGER NOT NULL DEFAULT 0 CHECK (include_manual IN (0, 1)),
      status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'complete', 'stopped', 'failed')),
      stop_requested INTEGER NOT NULL DEFAULT 0 CHECK (stop_requested IN (0, 1)),
      total INTEGER NOT NULL DEFAULT 0,
      processed INTEGER NOT NULL DEFAULT 0,
      successful INTEGER NOT NULL DEFAULT 0,
      failed INTEGER NOT NULL DEFAULT 0,
      last_number INTEGER NOT NULL DEFAULT -1,
      current_product TEXT,
      errors TEXT NOT NULL DEFAULT '[]',
      failure TEXT,
      job_id TEXT,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      finished_at TEXT
    )`.execute(db);
  await sql`CREATE INDEX bulk_category_runs_created ON bulk_category_runs (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE bulk_category_runs`.execute(db);
  await sql`ALTER TABLE product_subcategories DROP COLUMN keywords`.execute(db);
  await sql`ALTER TABLE product_categories DROP COLUMN keywords`.execute(db);
}
