import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { SMS_CANCELLED_OPTED_OUT } from "./messages";

/**
 * Numbers that get no marketing (bulk) SMS, with when and how they opted out. Order news
 * (transactional SMS) still reaches them: it is what they asked for by ordering. An opt-out also
 * removes the number's consent (sms_consents); no account can lift it, only a YES reply from the
 * phone (`consentByReply`, decision 0089).
 *
 * An opt-out takes effect at once (decision 0090): in its own transaction every marketing SMS
 * still queued for the number is cancelled, and the SMS sender checks the list again before it
 * submits each part of a marketing SMS (app/sms/sms-sender.server.ts).
 */
export type OptOutSource = "sms_reply" | "customer" | "staff";

/**
 * Records the opt-out (the first one's date and source stay), cancels the number's queued
 * marketing SMS and audits it (with how many were cancelled). Call inside the transaction of
 * whatever caused it, so all of it is kept or none. True when the number had not opted out before.
 */
export async function optOut(
  db: Database,
  input: { phone: string; source: OptOutSource; inboundId?: string; actor?: { id: string; email: string } | null },
  meta: { ipAddress?: string } = {},
): Promise<boolean> {
  const inserted = await db
    .insertInto("sms_opt_outs")
    .values({ phone: input.phone, source: input.source, inbound_id: input.inboundId ?? null })
    .onConflict((conflict) => conflict.column("phone").doNothing())
    .executeTakeFirst();
  const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  // The number's consent goes with it: only a YES from the phone gives it again (decision 0089).
  await db.deleteFrom("sms_consents").where("phone", "=", input.phone).execute();
  const cancelled = await cancelQueuedMarketingSms(db, input.phone);
  await recordAudit(db, {
    actor: input.actor ?? null,
    action: isNew ? "sms.opt_out" : "sms.opt_out_repeated",
    entityType: "sms_opt_out",
    entityId: input.phone,
    details: {
      source: input.source,
      ...(input.inboundId ? { inboundId: input.inboundId } : {}),
      ...(cancelled > 0 ? { cancelledMarketingSms: cancelled } : {}),
    },
    ipAddress: meta.ipAddress,
  });
  return isNew;
}

/**
 * Every marketing SMS still waiting for the number becomes 'cancelled', with why. One being
 * submitted ('sending') is the sender's: it checks the opt-out before each part.
 */
export async function cancelQueuedMarketingSms(db: Database, phone: string): Promise<number> {
  const result = await db
    .updateTable("sms_messages")
    .set({ status: "cancelled", cancelled_at: nowIso(), error: SMS_CANCELLED_OPTED_OUT })
    .where("to_number", "=", phone)
    .where("priority", "=", "bulk")
    .where("status", "=", "queued")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const row = await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst();
  return row !== undefined;
}
