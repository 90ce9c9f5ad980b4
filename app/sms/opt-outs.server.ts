import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";

/**
 * Numbers that get no marketing (bulk) SMS, with when and how they opted out. Order news
 * (transactional SMS) still reaches them: it is what they asked for by ordering. An opt-out also
 * removes the number's consent (sms_consents); no account can lift it, only a YES reply from the
 * phone (`consentByReply`, decision 0089).
 */
export type OptOutSource = "sms_reply" | "customer" | "staff";

/**
 * Records the opt-out (the first one's date and source stay) and audits it. Call inside the
 * transaction of whatever caused it, so both are kept or neither.
 */
export async function optOut(
  db: Database,
  input: { phone: string; source: OptOutSource; inboundId?: string; actor?: { id: string; email: string } | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto("sms_opt_outs")
    .values({ phone: input.phone, source: input.source, inbound_id: input.inboundId ?? null })
    .onConflict((conflict) => conflict.column("phone").doNothing())
    .executeTakeFirst();
  const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  // The number's consent goes with it: only a YES from the phone gives it again (decision 0089).
  await db.deleteFrom("sms_consents").where("phone", "=", input.phone).execute();
  await recordAudit(db, {
    actor: input.actor ?? null,
    action: isNew ? "sms.opt_out" : "sms.opt_out_repeated",
    entityType: "sms_opt_out",
    entityId: input.phone,
    details: { source: input.source, ...(input.inboundId ? { inboundId: input.inboundId } : {}) },
  });
  return isNew;
}

export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const row = await db.selectFrom("sms_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst();
  return row !== undefined;
}
