import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { confirmOptOutOnce, type InboundKind } from "./inbound-replies.server";
import type { ConsentSource, NumberMarketingState } from "./marketing-consent.server";
import { optOut } from "./opt-outs.server";
import { formatSouthAfricanMobile, normaliseSouthAfricanMobile, southAfricanMobileOrNull } from "./phone-number";
import {
  SMS_ALREADY_OPTED_OUT,
  SMS_INBOX_PAGE_SIZE,
  SMS_INBOX_TABS,
  SMS_MARKED_HANDLED,
  SMS_OPTED_OUT_TOAST,
  SMS_REOPENED,
  SMS_REPLY_NOT_FOUND,
  type SmsInboxChange,
  type SmsInboxTab,
  smsOptedOutDescription,
} from "./sms-inbox";

/**
 * The SMS inbox for customer support (/admin/sms/inbox, decision 0090): every reply from a phone,
 * newest first, with the customer whose account has the number and their latest order beside it,
 * and the number's marketing state. Replies staff must read are Open until someone marks them
 * handled; a STOP or a counted YES arrives handled by the shop (handled_by empty). Staff can also
 * opt a number out for a customer who phoned. Every change is audited.
 */

export const SmsInboxQuery = z.object({
  tab: z.enum(SMS_INBOX_TABS).catch("open").default("open"),
  number: z.string().trim().max(30).catch(""),
  limit: z.coerce
    .number()
    .int()
    .catch(SMS_INBOX_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, SMS_INBOX_PAGE_SIZE), 500)),
});
export type SmsInboxQueryValue = z.infer<typeof SmsInboxQuery>;

export type InboxCustomer = {
  userId: string;
  name: string;
  email: string;
  /** The number is proved on this account (phone_proofs); otherwise it is only typed on it. */
  proved: boolean;
  /** The client screen exists for this account (it has a client profile). */
  hasClientProfile: boolean;
  /** Other accounts that have the number typed on them. */
  others: number;
  latestOrder: { orderNumber: string; status: string; fulfilment: string | null; createdAt: string } | null;
};

export type SmsInboxRow = {
  id: string;
  receivedAt: string;
  /** +27... when the sender is a South African cellphone, else as the network gave it. */
  from: string;
  /** How staff read it: 082 123 4567. */
  fromDisplay: string;
  /** The number can be opted out (a cellphone number). */
  isMobile: boolean;
  body: string;
  kind: InboundKind;
  handledAt: string | null;
  /** Who marked it handled; null with handledAt set: handled by the shop (a STOP or YES). */
  handledBy: string | null;
  customer: InboxCustomer | null;
  marketing: NumberMarketingState;
};

type Inbound = ExpressionBuilder<DB, "sms_inbound">;

function inTab(eb: Inbound, tab: SmsInboxTab) {
  if (tab === "open") return eb("sms_inbound.handled_at", "is", null);
  if (tab === "handled") return eb("sms_inbound.handled_at", "is not", null);
  return sql<boolean>`1 = 1`;
}

/** A typed number: the number itself when it reads as a cellphone's, else any reply whose number contains its digits. */
function numberMatches(eb: Inbound, typed: string) {
  if (!typed) return sql<boolean>`1 = 1`;
  const number = southAfricanMobileOrNull(typed);
  if (number) return eb("sms_inbound.from_number", "=", number);
  const digits = typed.replace(/\D/g, "").replace(/^0/, "");
  if (!digits) return sql<boolean>`1 = 0`;
  return eb("sms_inbound.from_number", "like", `%${digits}%`);
}

/** One tab of the inbox, newest first, and the count of each tab under the same search. */
export async function listSmsInbox(db: Database, query: SmsInboxQueryValue) {
  const [found, counts] = await Promise.all([
    db
      .selectFrom("sms_inbound")
      .leftJoin("users as staff", "staff.id", "sms_inbound.handled_by")
      .select([
        "sms_inbound.id",
        "sms_inbound.from_number",
        "sms_inbound.body",
        "sms_inbound.kind",
        "sms_inbound.received_at",
        "sms_inbound.handled_at",
        "staff.email as handledBy",
      ])
      .where((eb) => numberMatches(eb, query.number))
      .where((eb) => inTab(eb, query.tab))
      .orderBy("sms_inbound.received_at", "desc")
      .orderBy(sql`sms_inbound.rowid`, "desc")
      .limit(query.limit + 1)
      .execute(),
    db
      .selectFrom("sms_inbound")
      .where((eb) => numberMatches(eb, query.number))
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(inTab(eb, "open")).then(1).else(0).end()).as("open"),
        eb.fn.sum<number>(eb.case().when(inTab(eb, "handled")).then(1).else(0).end()).as("handled"),
        eb.fn.countAll<number>().as("all"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const rows = found.slice(0, query.limit);
  const numbers = [...new Set(rows.map((row) => row.from_number).filter((from) => southAfricanMobileOrNull(from)))];
  const [customers, states] = await Promise.all([customersOf(db, numbers), marketingStatesOf(db, numbers)]);
  return {
    replies: rows.map(
      (row): SmsInboxRow => ({
        id: row.id,
        receivedAt: row.received_at,
        from: row.from_number,
        fromDisplay: formatSouthAfricanMobile(row.from_number),
        isMobile: southAfricanMobileOrNull(row.from_number) !== null,
        body: row.body,
        kind: row.kind,
        handledAt: row.handled_at,
        handledBy: row.handledBy ?? null,
        customer: customers.get(row.from_number) ?? null,
        marketing: states.get(row.from_number) ?? { state: "none" },
      }),
    ),
    hasMore: found.length > query.limit,
    counts: {
      open: Number(counts.open ?? 0),
      handled: Number(counts.handled ?? 0),
      all: Number(counts.all ?? 0),
    } satisfies Record<SmsInboxTab, number>,
  };
}

/** The digits of a stored phone as typed ("082 555-0001" → 0825550001), in SQL. */
const digitsOf = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')`;

/**
 * The customer of each number: the account the number is proved on, or failing that an account
 * whose phone (on the account or its client profile) is the number as typed; of several, the one
 * with the latest order.
 */
async function customersOf(db: Database, numbers: string[]): Promise<Map<string, InboxCustomer>> {
  const result = new Map<string, InboxCustomer>();
  if (numbers.length === 0) return result;
  const proved = await db
    .selectFrom("phone_proofs")
    .select(["phone", "user_id"])
    .where("phone", "in", numbers)
    .execute();
  // Accounts with the number typed on them: found by its last nine digits, then read exactly.
  const typed = new Map<string, Set<string>>();
  const endings = numbers.map((number) => `%${number.slice(-9)}`);
  const candidates = await db
    .selectFrom("users as u")
    .leftJoin("client_profiles as cp", "cp.user_id", "u.id")
    .select(["u.id", "u.phone", "cp.phone as profilePhone"])
    .where((eb) =>
      eb.or(
        endings.flatMap((ending) => [
          eb(digitsOf("u.phone"), "like", ending),
          eb(digitsOf("cp.phone"), "like", ending),
        ]),
      ),
    )
    .execute();
  for (const candidate of candidates) {
    for (const phone of [candidate.phone, candidate.profilePhone]) {
      const number = phone ? southAfricanMobileOrNull(phone) : null;
      if (!number || !numbers.includes(number)) continue;
      const users = typed.get(number) ?? new Set<string>();
      users.add(candidate.id);
      typed.set(number, users);
    }
  }
  const userIds = [
    ...new Set([...proved.map((row) => row.user_id), ...[...typed.values()].flatMap((set) => [...set])]),
  ];
  if (userIds.length === 0) return result;
  const [users, orders] = await Promise.all([
    db
      .selectFrom("users as u")
      .leftJoin("client_profiles as cp", "cp.user_id", "u.id")
      .select([
        "u.id",
        "u.email",
        "u.first_name",
        "u.last_name",
        "u.created_at",
        "cp.id as profileId",
        "cp.first_name as profileFirstName",
        "cp.last_name as profileLastName",
      ])
      .where("u.id", "in", userIds)
      .execute(),
    db
      .selectFrom("orders")
      .select(["user_id", "order_number", "status", "fulfilment_method", "created_at"])
      .where("user_id", "in", userIds)
      .where(({ eb, selectFrom }) =>
        eb(
          "created_at",
          "=",
          selectFrom("orders as later")
            .select((later) => later.fn.max("later.created_at").as("latest"))
            .whereRef("later.user_id", "=", "orders.user_id"),
        ),
      )
      .execute(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const latestOrder = new Map(orders.map((order) => [order.user_id as string, order]));
  const customer = (userId: string, proved: boolean, others: number): InboxCustomer | null => {
    const user = userById.get(userId);
    if (!user) return null;
    const order = latestOrder.get(userId);
    const name =
      [user.profileFirstName ?? user.first_name, user.profileLastName ?? user.last_name]
        .filter((part) => part && part.trim() !== "")
        .join(" ") || user.email;
    return {
      userId,
      name,
      email: user.email,
      proved,
      hasClientProfile: user.profileId !== null,
      others,
      latestOrder: order
        ? {
            orderNumber: order.order_number,
            status: order.status,
            fulfilment: order.fulfilment_method ?? null,
            createdAt: order.created_at,
          }
        : null,
    };
  };
  const provedBy = new Map(proved.map((row) => [row.phone, row.user_id]));
  for (const number of numbers) {
    const owner = provedBy.get(number);
    const others = [...(typed.get(number) ?? [])].filter((id) => id !== owner);
    if (owner) {
      const found = customer(owner, true, others.length);
      if (found) result.set(number, found);
      continue;
    }
    // Of the accounts that only typed it, the one with the latest order, else the newest account.
    const ranked = others
      .map((id) => ({ id, order: latestOrder.get(id)?.created_at ?? "", created: userById.get(id)?.created_at ?? "" }))
      .sort((a, b) => b.order.localeCompare(a.order) || b.created.localeCompare(a.created));
    const best = ranked[0];
    if (!best) continue;
    const found = customer(best.id, false, ranked.length - 1);
    if (found) result.set(number, found);
  }
  return result;
}

/** numberMarketingState for many numbers at once. */
async function marketingStatesOf(db: Database, numbers: string[]): Promise<Map<string, NumberMarketingState>> {
  const result = new Map<string, NumberMarketingState>();
  if (numbers.length === 0) return result;
  const [optOuts, consents] = await Promise.all([
    db.selectFrom("sms_opt_outs").select(["phone", "opted_out_at", "source"]).where("phone", "in", numbers).execute(),
    db.selectFrom("sms_consents").select(["phone", "given_at", "source"]).where("phone", "in", numbers).execute(),
  ]);
  for (const consent of consents)
    result.set(consent.phone, { state: "consented", at: consent.given_at, source: consent.source as ConsentSource });
  for (const optOut of optOuts)
    result.set(optOut.phone, { state: "opted_out", at: optOut.opted_out_at, source: optOut.source });
  return result;
}

/** One reply, for the confirmation page of opting its number out. */
export async function findSmsReply(db: Database, id: string | undefined) {
  if (!id || id.length > 100) return undefined;
  const row = await db.selectFrom("sms_inbound").select(["id", "from_number"]).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const customers = await customersOf(db, southAfricanMobileOrNull(row.from_number) ? [row.from_number] : []);
  return { id: row.id, from: row.from_number, customer: customers.get(row.from_number) ?? null };
}

/** The customer of a typed number (for the confirmation page), or null. */
export async function customerOfNumber(db: Database, phone: string): Promise<InboxCustomer | null> {
  return (await customersOf(db, [phone])).get(phone) ?? null;
}

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };
export type SmsInboxOutcome =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 400 | 404; message: string };

/** Marks a reply handled, or open again; audited. Asking for the state it is in changes and records nothing. */
export async function changeSmsReply(
  db: Database,
  actor: Actor,
  id: string,
  change: SmsInboxChange,
  meta: Meta = {},
): Promise<SmsInboxOutcome> {
  return db.transaction().execute(async (trx): Promise<SmsInboxOutcome> => {
    const before = await trx
      .selectFrom("sms_inbound")
      .select(["id", "from_number", "handled_at", "handled_by"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: SMS_REPLY_NOT_FOUND };
    const title = change === "handled" ? SMS_MARKED_HANDLED : SMS_REOPENED;
    const description = `The reply from ${formatSouthAfricanMobile(before.from_number)}.`;
    const isHandled = before.handled_at !== null;
    if (isHandled === (change === "handled")) return { ok: true, title, description };
    const after =
      change === "handled" ? { handled_at: nowIso(), handled_by: actor.id } : { handled_at: null, handled_by: null };
    await trx.updateTable("sms_inbound").set(after).where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: change === "handled" ? "sms_inbound.handled" : "sms_inbound.reopened",
      entityType: "sms_inbound",
      entityId: id,
      details: {
        changes: {
          handled_at: { from: before.handled_at, to: after.handled_at },
          handled_by: { from: before.handled_by, to: after.handled_by },
        },
      },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, title, description };
  });
}

/**
 * Staff opt a number out for a customer who phoned (or whose reply asks for it in other words):
 * the opt-out (source 'staff', audited with who), its queued marketing SMS cancelled, and the
 * number told once by SMS, all in one transaction. A number already opted out changes nothing.
 */
export async function optOutByStaff(
  db: Database,
  actor: Actor,
  input: { phone: string; inboundId?: string },
  meta: Meta = {},
): Promise<SmsInboxOutcome> {
  const number = normaliseSouthAfricanMobile(input.phone);
  if (!number.ok) return { ok: false, status: 400, message: number.message };
  const phone = number.number;
  return db.transaction().execute(async (trx): Promise<SmsInboxOutcome> => {
    if (input.inboundId) {
      const reply = await trx
        .selectFrom("sms_inbound")
        .select("from_number")
        .where("id", "=", input.inboundId)
        .executeTakeFirst();
      if (!reply || reply.from_number !== phone) return { ok: false, status: 404, message: SMS_REPLY_NOT_FOUND };
    }
    const display = formatSouthAfricanMobile(phone);
    const already = await trx.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst();
    if (already) return { ok: true, title: SMS_OPTED_OUT_TOAST, description: SMS_ALREADY_OPTED_OUT };
    const queued = await trx
      .selectFrom("sms_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("to_number", "=", phone)
      .where("priority", "=", "bulk")
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    await optOut(trx, { phone, source: "staff", inboundId: input.inboundId, actor }, meta);
    const told = await confirmOptOutOnce(trx, phone);
    return {
      ok: true,
      title: SMS_OPTED_OUT_TOAST,
      description: smsOptedOutDescription(display, Number(queued.n), told),
    };
  });
}
