import { type Kysely, sql } from "kysely";

/*
 * SMS over SMPP (issue 32, docs/decisions/0076):
 * - sms_messages: the outbox, one row per SMS to one number. Transactional messages (order news)
 *   are always sent before bulk ones. idempotency_key is unique, so a bulk send that names each
 *   recipient's key (say 'bulk:<send id>:<number>') can never queue one number twice.
 * - sms_parts: what the aggregator answered for each part (its message id) and what its delivery
 *   receipt said; a long message is sent as several parts, each with its own id.
 * - sms_inbound: replies received from phones.
 * - sms_opt_outs: numbers that must get no marketing SMS, with when and how they opted out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sms_messages (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL,
      priority TEXT NOT NULL DEFAULT 'transactional' CHECK (priority IN ('transactional', 'bulk')),
      to_number TEXT NOT NULL CHECK (to_number GLOB '+27[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
      body TEXT NOT NULL,
      encoding TEXT NOT NULL CHECK (encoding IN ('gsm7', 'ucs2')),
      parts INTEGER NOT NULL CHECK (parts >= 1),
      status TEXT NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'logged')),
      aggregator_message_id TEXT,
      error TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      idempotency_key TEXT UNIQUE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      sent_at TEXT,
      delivered_at TEXT,
      failed_at TEXT
    )`.execute(db);
  // The sender's pick: queued, transactional first, oldest first.
  await sql`CREATE INDEX sms_messages_queue ON sms_messages (status, priority DESC, created_at)`.execute(db);
  await sql`CREATE INDEX sms_messages_to ON sms_messages (to_number, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE sms_parts (
      message_id TEXT NOT NULL REFERENCES sms_messages (id) ON DELETE CASCADE,
      part INTEGER NOT NULL,
      aggregator_message_id TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'delivered', 'failed')),
      error TEXT,
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (message_id, part)
    )`.execute(db);
  await sql`CREATE INDEX sms_parts_aggregator_id ON sms_parts (aggregator_message_id)`.execute(db);

  await sql`
    CREATE TABLE sms_inbound (
      id TEXT PRIMARY KEY NOT NULL,
      from_number TEXT NOT NULL,
      to_address TEXT NOT NULL DEFAULT '',
      body TEXT NOT NULL,
      is_stop INTEGER NOT NULL DEFAULT 0 CHECK (is_stop IN (0, 1)),
      received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX sms_inbound_from ON sms_inbound (from_number, received_at DESC)`.execute(db);

  await sql`
    CREATE TABLE sms_opt_outs (
      phone TEXT PRIMARY KEY NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('sms_reply', 'customer', 'staff')),
      inbound_id TEXT REFERENCES sms_inbound (id) ON DELETE SET NULL,
      opted_out_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sms_opt_outs`.execute(db);
  await sql`DROP TABLE sms_inbound`.execute(db);
  await sql`DROP TABLE sms_parts`.execute(db);
  await sql`DROP TABLE sms_messages`.execute(db);
}
