import { type Kysely, sql } from "kysely";

// Settings, outgoing mail, background jobs, rate limits, counters, CSV imports and the audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per setting; value is JSON so a setting can be a number, a flag or a small object.
  await sql`
    CREATE TABLE shop_settings (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL,
      updated_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);

  await sql`
    CREATE TABLE outgoing_emails (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL,
      to_address TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT,
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      sent_at TEXT
    )`.execute(db);
  await sql`CREATE INDEX outgoing_emails_to ON outgoing_emails (to_address, created_at DESC)`.execute(db);
  await sql`CREATE INDEX outgoing_emails_status ON outgoing_emails (status, created_at)`.execute(db);

  // Jobs survive a restart: the worker picks up whatever is due, including work a crash left
  // locked (locked_at older than the lock timeout).
  await sql`
    CREATE TABLE jobs (
      id TEXT PRIMARY KEY NOT NULL,
      type TEXT NOT NULL,
      payload TEXT NOT NULL DEFAULT '{}',
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      max_attempts INTEGER NOT NULL DEFAULT 6,
      run_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      locked_at TEXT,
      last_error TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      finished_at TEXT
    )`.execute(db);
  await sql`CREATE INDEX jobs_due ON jobs (status, run_at)`.execute(db);

  await sql`
    CREATE TABLE rate_limits (
      key TEXT PRIMARY KEY NOT NULL,
      window_started_at TEXT NOT NULL,
      hits INTEGER NOT NULL DEFAULT 0
    )`.execute(db);

  // Named sequences such as 'order_number:2026' and 'client_code'.
  await sql`
    CREATE TABLE counters (
      name TEXT PRIMARY KEY NOT NULL,
      value INTEGER NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE csv_imports (
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
  await sql`CREATE INDEX csv_imports_created ON csv_imports (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE audit_log (
      id TEXT PRIMARY KEY NOT NULL,
      actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      actor_email TEXT,
      action TEXT NOT NULL,
      entity_type TEXT NOT NULL,
      entity_id TEXT,
      details TEXT NOT NULL DEFAULT '{}',
      ip_address TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_log",
    "csv_imports",
    "counters",
    "rate_limits",
    "jobs",
    "outgoing_emails",
    "shop_settings",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
