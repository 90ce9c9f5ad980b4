import { type Kysely, sql } from "kysely";

/*
 * Sending newsletters (decision 0051): one send per newsletter (its progress and who started it)
 * and one delivery row per address, claimed in the same transaction that puts the e-mail in the
 * outbox. The unique keys are what make a double press, or a send resumed after a crash, unable
 * to e-mail anybody twice. Outgoing e-mails gain headers (List-Unsubscribe and its one-click Post).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outgoing_emails ADD COLUMN headers TEXT`.execute(db);
  await sql`
    CREATE TABLE newsletter_sends (
      id TEXT PRIMARY KEY NOT NULL,
      newsletter_id TEXT NOT NULL UNIQUE REFERENCES newsletters (id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'queuing' CHECK (status IN ('queuing', 'queued', 'failed')),
      total INTEGER NOT NULL DEFAULT 0,
      failure TEXT,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      queued_at TEXT
    )`.execute(db);
  await sql`
    CREATE TABLE newsletter_deliveries (
      newsletter_id TEXT NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
      email TEXT NOT NULL COLLATE NOCASE,
      subscription_id TEXT REFERENCES newsletter_subscriptions (id) ON DELETE SET NULL,
      email_id TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (newsletter_id, email)
    )`.execute(db);
  await sql`CREATE INDEX newsletter_deliveries_email ON newsletter_deliveries (email_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE newsletter_deliveries`.execute(db);
  await sql`DROP TABLE newsletter_sends`.execute(db);
  await sql`ALTER TABLE outgoing_emails DROP COLUMN headers`.execute(db);
}
