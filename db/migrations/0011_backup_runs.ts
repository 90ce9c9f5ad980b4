import { type Kysely, sql } from "kysely";

/*
 * One row per database backup the shop attempted (decision 0043): the daily job, `npm run
 * db:backup` and the backup before a migration. The admin start page reads the newest good one;
 * a failed run keeps its error for whoever looks. `location` is where the compressed copy went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE backup_runs (
      id TEXT PRIMARY KEY NOT NULL,
      reason TEXT NOT NULL CHECK (reason IN ('daily', 'manual', 'pre-migration')),
      status TEXT NOT NULL CHECK (status IN ('ok', 'failed')),
      started_at TEXT NOT NULL,
      finished_at TEXT NOT NULL,
      location TEXT,
      database_bytes INTEGER,
      stored_bytes INTEGER,
      row_counts TEXT,
      error TEXT
    )`.execute(db);
  await sql`CREATE INDEX backup_runs_finished ON backup_runs (status, finished_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE backup_runs`.execute(db);
}
