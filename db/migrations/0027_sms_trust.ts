import { type Kysely, sql } from "kysely";

/*
 * Issue 43, SMS the law and the customer can trust (decisions 0089 to 0091):
 * - phone_proofs: a cellphone number its owner proved by typing back a code sent to it; one
 *   account per number and one number per account. Order news and marketing SMS go only to a
 *   proved number.
 * - phone_codes: the one-time codes (only their hash), one live code per number (the partial
 *   unique index), with their tries and how each ended.
 * - sms_consents: the consent to marketing SMS belongs to the number (POPIA section 69), with when
 *   and how it was given (on an account where the number is proved, or a YES reply). It moves here
 *   from users.sms_marketing_consent_at / _source, which are dropped; a consent whose number is on
 *   the opt-out list is not carried over (no account can undo a STOP).
 * - sms_inbound.kind, handled_at, handled_by: the SMS inbox (stop, yes, other; handled by whom).
 * - sms_messages.status gains 'cancelled' (a queued marketing SMS to a number that opted out, or of
 *   a send staff stopped), with cancelled_at; sms_sends.status gains 'awaiting_confirmation' (the
 *   audience grew past what was confirmed), 'cancelled' and 'stopped', with confirm_key (a second
 *   confirm of the same draft finds the first send), confirmed_cost_cents and who ended it.
 *   SQLite cannot change a CHECK constraint in place, so both tables are rebuilt, with the
 *   foreign keys off while they are (a DROP TABLE would otherwise cascade to their parts and null
 *   the messages' send).
 */

const MOBILE = "'+27[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'";

/** As the shop normalised numbers on 28 November 2026 (app/sms/phone-number.ts), frozen here. */
function mobileOrNull(input: string): string | null {
  const compact = input
    .trim()
    .replace(/\(0\)/g, "")
    .replace(/[\s\-.()/]/g, "");
  let national: string | undefined;
  if (/^\+27\d{9}$/.test(compact)) national = compact.slice(3);
  else if (/^0027\d{9}$/.test(compact)) national = compact.slice(4);
  else if (/^27\d{9}$/.test(compact)) national = compact.slice(2);
  else if (/^0\d{9}$/.test(compact)) national = compact.slice(1);
  if (national === undefined || !/^(?:6\d|7\d|8[1-4])\d{7}$/.test(national)) return null;
  return `+27${national}`;
}

async function rebuildMessages(db: Kysely<unknown>, statuses: string[], withCancelledAt: boolean): Promise<void> {
  const allowed = sql.join(statuses.map((status) => sql.lit(status)));
  await sql`
    CREATE TABLE sms_messages_new (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL,
      priority TEXT NOT NULL DEFAULT 'transactional' CHECK (priority IN ('transactional', 'bulk')),
      to_number TEXT NOT NULL CHECK (to_number GLOB ${sql.raw(MOBILE)}),
      body TEXT NOT NULL,
      encoding TEXT NOT NULL CHECK (encoding IN ('gsm7', 'ucs2')),
      parts INTEGER NOT NULL CHECK (parts >= 1),
      status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN (${allowed})),
      aggregator_message_id TEXT,
      error TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      idempotency_key TEXT UNIQUE,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      sent_at TEXT,
      delivered_at TEXT,
      failed_at TEXT,
      order_id TEXT REFERENCES orders (id) ON DELETE SET NULL,
      send_id TEXT REFERENCES sms_sends (id) ON DELETE SET NULL
      ${withCancelledAt ? sql`, cancelled_at TEXT` : sql``}
    )`.execute(db);
  const columns = sql.raw(
    "id, kind, priority, to_number, body, encoding, parts, status, aggregator_message_id, error, attempts, idempotency_key, created_at, sent_at, delivered_at, failed_at, order_id, send_id",
  );
  await sql`
    INSERT INTO sms_messages_new (${columns})
    SELECT ${columns} FROM sms_messages WHERE status IN (${allowed})`.execute(db);
  await sql`DROP TABLE sms_messages`.execute(db);
  await sql`ALTER TABLE sms_messages_new RENAME TO sms_messages`.execute(db);
  await sql`CREATE INDEX sms_messages_queue ON sms_messages (status, priority DESC, created_at)`.execute(db);
  await sql`CREATE INDEX sms_messages_to ON sms_messages (to_number, created_at DESC)`.execute(db);
  await sql`CREATE INDEX sms_messages_order ON sms_messages (order_id) WHERE order_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX sms_messages_send ON sms_messages (send_id, status) WHERE send_id IS NOT NULL`.execute(db);
}

async function rebuildSends(db: Kysely<unknown>, statuses: string[], withNewColumns: boolean): Promise<void> {
  const allowed = sql.join(statuses.map((status) => sql.lit(status)));
  await sql`
    CREATE TABLE sms_sends_new (
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
      status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN (${allowed})),
      failure TEXT,
      queue_cursor TEXT,
      scheduled_for TEXT NOT NULL,
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      queued_at TEXT
      ${
        withNewColumns
          ? sql`,
      confirm_key TEXT UNIQUE,
      confirmed_cost_cents INTEGER NOT NULL DEFAULT 0,
      confirmed_at TEXT,
      ended_at TEXT,
      ended_by TEXT REFERENCES users (id) ON DELETE SET NULL`
          : sql``
      }
    )`.execute(db);
  const columns = sql.raw(
    "id, body, text, audience, audience_label, encoding, parts, price_per_part_cents, recipients_expected, recipients_queued, status, failure, queue_cursor, scheduled_for, created_by, created_at, queued_at",
  );
  await sql`
    INSERT INTO sms_sends_new (${columns})
    SELECT ${columns} FROM sms_sends WHERE status IN (${allowed})`.execute(db);
  if (withNewColumns)
    await sql`UPDATE sms_sends_new SET confirmed_cost_cents = recipients_expected * parts * price_per_part_cents,
      confirmed_at = created_at`.execute(db);
  await sql`DROP TABLE sms_sends`.execute(db);
  await sql`ALTER TABLE sms_sends_new RENAME TO sms_sends`.execute(db);
  await sql`CREATE INDEX sms_sends_created ON sms_sends (created_at DESC)`.execute(db);
}

async function withoutForeignKeys(db: Kysely<unknown>, work: () => Promise<void>): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await work();
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`foreign key check failed: ${JSON.stringify(broken.rows[0])}`);
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

const OLD_MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "logged"];
const OLD_SEND_STATUSES = ["scheduled", "queuing", "queued", "failed"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE phone_proofs (
      phone TEXT PRIMARY KEY NOT NULL CHECK (phone GLOB ${sql.raw(MOBILE)}),
      user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      source TEXT NOT NULL CHECK (source IN ('registration', 'checkout', 'account', 'sign_in')),
      proved_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);

  await sql`
    CREATE TABLE phone_codes (
      id TEXT PRIMARY KEY NOT NULL,
      phone TEXT NOT NULL CHECK (phone GLOB ${sql.raw(MOBILE)}),
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'checkout', 'account', 'sign_in')),
      channel TEXT NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'email')),
      code_hash TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at TEXT NOT NULL,
      ended_at TEXT,
      outcome TEXT CHECK (outcome IS NULL OR outcome IN ('proved', 'replaced', 'too_many_tries')),
      ip_address TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX phone_codes_live ON phone_codes (phone) WHERE ended_at IS NULL`.execute(db);
  await sql`CREATE INDEX phone_codes_created ON phone_codes (created_at)`.execute(db);

  await sql`
    CREATE TABLE sms_consents (
      phone TEXT PRIMARY KEY NOT NULL CHECK (phone GLOB ${sql.raw(MOBILE)}),
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      source TEXT NOT NULL CHECK (source IN ('account', 'checkout', 'registration', 'sms_reply')),
      inbound_id TEXT REFERENCES sms_inbound (id) ON DELETE SET NULL,
      given_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX sms_consents_user ON sms_consents (user_id)`.execute(db);

  // The consents given so far, one per number (the earliest), unless the number opted out.
  const consents = await sql<{
    id: string;
    phone: string;
    at: string;
    source: string;
  }>`SELECT id, phone, sms_marketing_consent_at AS at, sms_marketing_consent_source AS source FROM users
     WHERE sms_marketing_consent_at IS NOT NULL AND phone IS NOT NULL ORDER BY sms_marketing_consent_at`.execute(db);
  const optedOut = new Set(
    (await sql<{ phone: string }>`SELECT phone FROM sms_opt_outs`.execute(db)).rows.map((row) => row.phone),
  );
  const seen = new Set<string>();
  for (const row of consents.rows) {
    const phone = mobileOrNull(row.phone);
    if (!phone || optedOut.has(phone) || seen.has(phone)) continue;
    seen.add(phone);
    await sql`INSERT INTO sms_consents (phone, user_id, source, given_at)
      VALUES (${phone}, ${row.id}, ${row.source ?? "account"}, ${row.at})`.execute(db);
  }
  await sql`ALTER TABLE users DROP COLUMN sms_marketing_consent_source`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN sms_marketing_consent_at`.execute(db);

  await sql`ALTER TABLE sms_inbound ADD COLUMN kind TEXT NOT NULL DEFAULT 'other'
    CHECK (kind IN ('stop', 'yes', 'other'))`.execute(db);
  await sql`UPDATE sms_inbound SET kind = 'stop' WHERE is_stop = 1`.execute(db);
  await sql`ALTER TABLE sms_inbound ADD COLUMN handled_at TEXT`.execute(db);
  await sql`ALTER TABLE sms_inbound ADD COLUMN handled_by TEXT REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX sms_inbound_received ON sms_inbound (handled_at, received_at DESC)`.execute(db);

  await withoutForeignKeys(db, async () => {
    await rebuildSends(db, [...OLD_SEND_STATUSES, "awaiting_confirmation", "cancelled", "stopped"], true);
    await rebuildMessages(db, [...OLD_MESSAGE_STATUSES, "cancelled"], true);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withoutForeignKeys(db, async () => {
    await rebuildMessages(db, OLD_MESSAGE_STATUSES, false);
    await rebuildSends(db, OLD_SEND_STATUSES, false);
  });
  await sql`DROP INDEX sms_inbound_received`.execute(db);
  await sql`ALTER TABLE sms_inbound DROP COLUMN handled_by`.execute(db);
  await sql`ALTER TABLE sms_inbound DROP COLUMN handled_at`.execute(db);
  await sql`ALTER TABLE sms_inbound DROP COLUMN kind`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN sms_marketing_consent_at TEXT`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN sms_marketing_consent_source TEXT
    CHECK (sms_marketing_consent_source IS NULL
      OR sms_marketing_consent_source IN ('account', 'checkout', 'registration'))`.execute(db);
  await sql`UPDATE users SET
      sms_marketing_consent_at = (SELECT given_at FROM sms_consents c WHERE c.user_id = users.id),
      sms_marketing_consent_source = (SELECT CASE source WHEN 'sms_reply' THEN 'account' ELSE source END
        FROM sms_consents c WHERE c.user_id = users.id)`.execute(db);
  await sql`DROP TABLE sms_consents`.execute(db);
  await sql`DROP TABLE phone_codes`.execute(db);
  await sql`DROP TABLE phone_proofs`.execute(db);
}
