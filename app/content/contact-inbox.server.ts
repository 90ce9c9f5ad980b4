import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { fieldChanges, recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { containsText } from "~/platform/text-search.server";
import type { ContactSource } from "./contact.server";
import { INBOX_PAGE_SIZE, INBOX_TABS, type InboxChange, type InboxTab, MESSAGE_NOT_FOUND } from "./contact-inbox";

/**
 * The back office's contact-messages inbox (/admin/messages): what customers sent through the
 * contact page and the consultant page, for customer support to read and answer by e-mail.
 *
 * A message is unread until a staff member marks it read (`handled_at`, migration 0009: opening
 * it changes nothing), and archived when `archived_at` is set, read or not. The tabs: Unread
 * (not read, not archived), Read (read, not archived), Archived. Every change is audited.
 */

export const InboxQuery = z.object({
  tab: z.enum(INBOX_TABS).catch("unread").default("unread"),
  search: z.string().trim().max(100).catch(""),
  limit: z.coerce
    .number()
    .int()
    .catch(INBOX_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, INBOX_PAGE_SIZE), 500)),
});
export type InboxQueryValue = z.infer<typeof InboxQuery>;

export type InboxRow = {
  id: string;
  name: string;
  email: string;
  source: ContactSource;
  createdAt: string;
  firstLine: string;
};

/** The first line with words on it, cut to a length a table cell can show. */
export function firstLineOf(message: string, max = 100): string {
  const line =
    message
      .split(/\r\n|\r|\n/)
      .map((text) => text.trim())
      .find((text) => text !== "") ?? "";
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

type Messages = ExpressionBuilder<DB, "contact_messages">;

function inTab(eb: Messages, tab: InboxTab) {
  if (tab === "archived") return eb("archived_at", "is not", null);
  return eb.and([
    eb("archived_at", "is", null),
    tab === "unread" ? eb("handled_at", "is", null) : eb("handled_at", "is not", null),
  ]);
}

/** One tab of the inbox, newest first, searched on name, e-mail or text; the count of each tab under the same search. */
export async function listInbox(db: Database, query: InboxQueryValue) {
  // % and _ in the search are taken literally (containsText escapes them).
  const matches = query.search ? containsText(query.search, ["name", "email", "message"]) : sql<boolean>`1 = 1`;
  const [found, counts] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "name", "email", "source", "created_at", "message"])
      .where(matches)
      .where((eb) => inTab(eb, query.tab))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit + 1)
      .execute(),
    db
      .selectFrom("contact_messages")
      .where(matches)
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(inTab(eb, "unread")).then(1).else(0).end()).as("unread"),
        eb.fn.sum<number>(eb.case().when(inTab(eb, "read")).then(1).else(0).end()).as("read"),
        eb.fn.sum<number>(eb.case().when(inTab(eb, "archived")).then(1).else(0).end()).as("archived"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    messages: found.slice(0, query.limit).map(
      (row): InboxRow => ({
        id: row.id,
        name: row.name,
        email: row.email,
        source: row.source,
        createdAt: row.created_at,
        firstLine: firstLineOf(row.message),
      }),
    ),
    hasMore: found.length > query.limit,
    counts: {
      unread: Number(counts.unread ?? 0),
      read: Number(counts.read ?? 0),
      archived: Number(counts.archived ?? 0),
    } satisfies Record<InboxTab, number>,
  };
}

/** One message, whole, or undefined for an id that is not there. */
export async function findContactMessage(db: Database, id: string | undefined) {
  if (!id || id.length > 100) return undefined;
  const row = await db
    .selectFrom("contact_messages as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select([
      "m.id",
      "m.name",
      "m.email",
      "m.message",
      "m.source",
      "m.created_at",
      "m.handled_at",
      "m.archived_at",
      "u.email as accountEmail",
    ])
    .where("m.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    source: row.source,
    createdAt: row.created_at,
    readAt: row.handled_at,
    archivedAt: row.archived_at,
    /** The account the sender was signed in to, if any (it may use another address). */
    accountEmail: row.accountEmail,
  };
}

const CHANGE_TOASTS: Record<InboxChange, string> = {
  read: "Marked as read",
  unread: "Marked as unread",
  archive: "Message archived",
  unarchive: "Message unarchived",
};

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };
export type InboxOutcome =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 404; message: string };

/**
 * Marks a message read or unread, archives or unarchives it; audited with the field's value
 * before and after. Asking for the state it is already in changes nothing and records nothing.
 */
export async function changeContactMessage(
  db: Database,
  actor: Actor,
  id: string,
  change: InboxChange,
  meta: Meta = {},
): Promise<InboxOutcome> {
  return db.transaction().execute(async (trx): Promise<InboxOutcome> => {
    const before = await trx
      .selectFrom("contact_messages")
      .select(["id", "name", "handled_at", "archived_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: MESSAGE_NOT_FOUND };
    const now = nowIso();
    const after =
      change === "read"
        ? { handled_at: before.handled_at ?? now }
        : change === "unread"
          ? { handled_at: null }
          : change === "archive"
            ? { archived_at: before.archived_at ?? now }
            : { archived_at: null };
    const changes = fieldChanges(before, after);
    if (Object.keys(changes).length > 0) {
      await trx.updateTable("contact_messages").set(after).where("id", "=", id).execute();
      await recordAudit(trx, {
        actor,
        action: `contact_message.${change}`,
        entityType: "contact_message",
        entityId: id,
        details: { changes },
        ipAddress: meta.ipAddress,
      });
    }
    return { ok: true, title: CHANGE_TOASTS[change], description: `The message from ${before.name}.` };
  });
}
