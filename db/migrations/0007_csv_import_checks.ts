import { type Kysely, sql } from "kysely";

/*
 * A product import is checked before it is applied (decision 0032): the record now follows the
 * file from upload to the end: checking (a job reads the whole file), checked (staff see what
 * would happen and apply or cancel), applying (a job applies it in one transaction), then
 * completed or failed; cancelled by staff; interrupted when the server stopped during a job (the
 * catalogue is as it was; staff run it again). SQLite cannot change a CHECK constraint in place,
 * so the table is rebuilt; the spec's 'processing' of older records reads as interrupted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE csv_imports_new (
      id TEXT PRIMARY KEY NOT NULL,
      file_name TEXT NOT NULL,
      import_type TEXT NOT NULL DEFAULT 'products' CHECK (import_type IN ('products', 'stock')),
      status TEXT NOT NULL DEFAULT 'checking' CHECK (status IN ('checking', 'checked', 'applying', 'completed',
        'failed', 'cancelled', 'interrupted')),
      start_row INTEGER,
      end_row INTEGER,
      file_key TEXT,
      file_bytes INTEGER NOT NULL DEFAULT 0,
      encoding TEXT,
      delimiter TEXT,
      progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      job_id TEXT,
      records_processed INTEGER NOT NULL DEFAULT 0,
      records_successful INTEGER NOT NULL DEFAULT 0,
      records_failed INTEGER NOT NULL DEFAULT 0,
      new_count INTEGER NOT NULL DEFAULT 0,
      updated_count INTEGER NOT NULL DEFAULT 0,
      unchanged_count INTEGER NOT NULL DEFAULT 0,
      rows_after_range INTEGER NOT NULL DEFAULT 0,
      errors TEXT NOT NULL DEFAULT '[]',
      changes TEXT NOT NULL DEFAULT '[]',
      failure TEXT,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      applied_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      checked_at TEXT,
      completed_at TEXT,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`
    INSERT INTO csv_imports_new (id, file_name, import_type, status, start_row, end_row, records_processed,
      records_successful, records_failed, errors, created_by, created_at, completed_at, updated_at)
    SELECT id, file_name, import_type, CASE status WHEN 'processing' THEN 'interrupted' ELSE status END, start_row,
      end_row, records_processed, records_successful, records_failed, errors, created_by, created_at, completed_at,
      COALESCE(completed_at, created_at)
    FROM csv_imports`.execute(db);
  await sql`DROP TABLE csv_imports`.execute(db);
  await sql`ALTER TABLE csv_imports_new RENAME TO csv_imports`.execute(db);
  await sql`CREATE INDEX csv_imports_created ON csv_imports (created_at DESC)`.execute(db);
  await sql`CREATE INDEX csv_imports_running ON csv_imports (status) WHERE status IN ('checking', 'applying')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE csv_imports_old (
      id TEXT PRIMARY KEY NOT NULL,
      file_name TEXT NOT NULL,
      import_type TEXT NOT NULL DEFAULT 'products' CHECK (import_type IN ('products', 'stock')),
      status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'completed', 'failed')),
      start_row INTEGER,
      end_row INTEGER,
      records_processed INTEGER NOT NULL DEFAULT 0,
      records_successful INTEGER NOT NULL DEFAULT 0,
      records_failed INTEGER NOT NULL DEFAULT 0,
      errors TEXT NOT NULL DEFAULT '[]',
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      completed_at TEXT
    )`.execute(db);
  await sql`
    INSERT INTO csv_imports_old (id, file_name, import_type, status, start_row, end_row, records_processed,
      records_successful, records_failed, errors, created_by, created_at, completed_at)
    SELECT id, file_name, import_type, CASE WHEN status IN ('completed', 'failed') THEN status ELSE 'failed' END,
      start_row, end_row, records_processed, records_successful, records_failed, errors, created_by, created_at,
      completed_at
    FROM csv_imports`.execute(db);
  await sql`DROP TABLE csv_imports`.execute(db);
  await sql`ALTER TABLE csv_imports_old RENAME TO csv_imports`.execute(db);
  await sql`CREATE INDEX csv_imports_created ON csv_imports (created_at DESC)`.execute(db);
}
