import { type Kysely, sql } from "kysely";

/*
 * Issue 32: how each customer hears about their orders, and their consent to marketing SMS.
 * - users.order_news_channel: e-mail, SMS or both (the account screen and checkout set it).
 * - users.sms_marketing_consent_at / _source: the consent to marketing SMS (POPIA section 69),
 *   separate from order news, kept with its date and where it was given; null = not given.
 *   Withdrawing it clears both (and an opt-out row in sms_opt_outs keeps the number out).
 * - orders.news_channel / news_phone: what the customer chose at checkout for this order.
 * - sms_messages.order_id: the order an SMS is about, so the order page lists them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN order_news_channel TEXT NOT NULL DEFAULT 'email'
    CHECK (order_news_channel IN ('email', 'sms', 'both'))`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN sms_marketing_consent_at TEXT`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN sms_marketing_consent_source TEXT
    CHECK (sms_marketing_consent_source IS NULL
      OR sms_marketing_consent_source IN ('account', 'checkout', 'registration'))`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN news_channel TEXT NOT NULL DEFAULT 'email'
    CHECK (news_channel IN ('email', 'sms', 'both'))`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN news_phone TEXT`.execute(db);
  await sql`ALTER TABLE sms_messages ADD COLUMN order_id TEXT REFERENCES orders (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX sms_messages_order ON sms_messages (order_id) WHERE order_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sms_messages_order`.execute(db);
  await sql`ALTER TABLE sms_messages DROP COLUMN order_id`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN news_phone`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN news_channel`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN sms_marketing_consent_source`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN sms_marketing_consent_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN order_news_channel`.execute(db);
}
