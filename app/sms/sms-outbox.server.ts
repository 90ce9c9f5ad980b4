import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { Database } from "~/platform/db.server";
import type { SmsMessages } from "~/platform/db-schema";
import { SMS_EMPTY_MESSAGE, SMS_OPTED_OUT_MESSAGE, smsTooLongMessage } from "./messages";
import { isOptedOut } from "./opt-outs.server";
import { normaliseSouthAfricanMobile } from "./phone-number";
import { smsLayout } from "./sms-encoding";

/**
 * Every SMS is a row in `sms_messages` first (decision 0076), written in the same transaction as
 * the change it reports, and sent by the SMS sender (sms-sender.server.ts) over the one SMPP
 * session. Without SMS_URL the sender only logs it and marks it 'logged': the table is then the
 * delivery, as `outgoing_emails` is for e-mail without SMTP_URL.
 */

export type SmsMessage = Selectable<SmsMessages>;
export type SmsPriority = "transactional" | "bulk";

/** The most parts one SMS may take (a long EFT message is 3 or 4). */
export const SMS_MAX_PARTS = 6;

export type SmsToQueue = {
  /** As typed or stored: normalised to +27 here. */
  to: string;
  text: string;
  /** What the SMS is for, e.g. "order-placed", "bulk"; lets the log be filtered. */
  kind: string;
  /** Transactional (the default) is always sent before bulk. */
  priority?: SmsPriority;
  /** Unique per send and recipient (e.g. `bulk:<send id>:<number>`): queuing it again adds nothing. */
  idempotencyKey?: string;
  /** The bulk send (sms_sends) it belongs to. */
  sendId?: string;
  /** The order the SMS is about (order news), so the order's pages list it. */
  orderId?: string | null;
};

export type QueueSmsResult = { ok: true; id: string; duplicate: boolean } | { ok: false; message: string };

/** The sender's wake-up, set while it runs (so a new SMS need not wait for its next poll). */
const wakeHolder = globalThis as unknown as { __shopSmsWake?: () => void };

export async function queueSms(db: Database, sms: SmsToQueue): Promise<QueueSmsResult> {
  const number = normaliseSouthAfricanMobile(sms.to);
  if (!number.ok) return number;
  const text = sms.text.trim();
  if (text === "") return { ok: false, message: SMS_EMPTY_MESSAGE };
  const layout = smsLayout(text);
  if (layout.parts > SMS_MAX_PARTS) return { ok: false, message: smsTooLongMessage(layout.parts, SMS_MAX_PARTS) };
  const priority = sms.priority ?? "transactional";
  if (priority === "bulk" && (await isOptedOut(db, number.number)))
    return { ok: false, message: SMS_OPTED_OUT_MESSAGE };

  const id = randomUUID();
  const inserted = await db
    .insertInto("sms_messages")
    .values({
      id,
      kind: sms.kind,
      priority,
      to_number: number.number,
      body: text,
      encoding: layout.encoding,
      parts: layout.parts,
      idempotency_key: sms.idempotencyKey ?? null,
      send_id: sms.sendId ?? null,
      order_id: sms.orderId ?? null,
    })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const existing = await db
      .selectFrom("sms_messages")
      .select("id")
      .where("idempotency_key", "=", sms.idempotencyKey ?? "")
      .executeTakeFirstOrThrow();
    return { ok: true, id: existing.id, duplicate: true };
  }
  wakeHolder.__shopSmsWake?.();
  return { ok: true, id, duplicate: false };
}

/** The newest SMS first, optionally only those to one number (E.164). */
export async function smsOutbox(db: Database, to?: string, limit = 50): Promise<SmsMessage[]> {
  let query = db.selectFrom("sms_messages").selectAll();
  if (to !== undefined) query = query.where("to_number", "=", to);
  return query.orderBy("created_at", "desc").orderBy(sql`rowid`, "desc").limit(limit).execute();
}
