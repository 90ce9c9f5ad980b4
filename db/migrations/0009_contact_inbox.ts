import { type Kysely, sql } from "kysely";

/*
 * The back office's contact-messages inbox (/admin/messages). `handled_at`, there since 0004 and
 * never set until now, is when a staff member marked the message read (null: unread); a message
 * is archived when `archived_at` is set, whether it was read or not, and comes back to its tab
 * when unarchived. Who did either is in the audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_messages ADD COLUMN archived_at TEXT`.execute(db);
  await sql`CREATE INDEX contact_messages_inbox ON contact_messages (archived_at, handled_at, created_at DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX contact_messages_inbox`.execute(db);
  await sql`ALTER TABLE contact_messages DROP COLUMN archived_at`.execute(db);
}
