import { type Kysely, sql } from "kysely";

/*
 * Issue 32, bulk SMS (decision 0080):
 * - sms_sends: one row per bulk SMS staff send: the text as composed (body) and as sent, with the
 *   opt-out line (text), the audience as chosen (audience, JSON) and as people read it
 *   (audience_label), the recipients counted when it was confirmed and queued, the parts per
 *   message and the price per part at the time (for the cost), when it may go out
 *   (scheduled_for: the next moment the marketing hours allow), its status (scheduled, queuing,
 *   queued, failed) and how far the queuing got (queue_cursor: the last user id queued, so a
 *   restart carries on after it).
 * - sms_messages.send_id: the send a bulk SMS belongs to (the log's totals per send).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_sends (
      id TEXT PRIMARY KEY NOT NULL,
      body TEXT NOT NULL,
      text TEXT NOT NULL,
      audience TEXT NOT NULL,
      audience_label TEXT NOT NULL,
      encoding TEXT NOT NULL CHECK (encoding IN ('gsm7', 'ucs2')),
      parts INTEGER NOT NULL CHECK (parts >= 1),
      price_per_part_cents INTEGER NOT NULL CHECK (price_per_part_cents >= 0),
      recipients_expected INTEGER NOT NULL DEFAULT 0,
      recipients_queued INTEGER NOT NULL DEFAULT 0,
      status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'queuing', 'queued', 'failed')),
      failure TEXT,
      queue_cursor TEXT,
      scheduled_for TEXT NOT NULL,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      queued_at TEXT
    )`.execute(db);
  await sql`CREATE INDEX sms_sends_created ON sms_sends (created_at DESC)`.execute(db);
  await sql`ALTER TABLE sms_messages ADD COLUMN send_id TEXT REFERENCES sms_sends (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX sms_messages_send ON sms_messages (send_id, status) WHERE send_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sms_messages_send`.execute(db);
  await sql`ALTER TABLE sms_messages DROP COLUMN send_id`.execute(db);
  await sql`DROP TABLE sms_sends`.execute(db);
}
