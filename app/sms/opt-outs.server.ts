import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";

/**
 * Numbers that get no marketing (bulk) SMS, with when and how they opted out. Order news
 * (transactional SMS) still reaches them: it is what they asked for by ordering. The marketing
 * consent itself (opting in, by customers) comes with the bulk SMS screens (decision 0076).
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
