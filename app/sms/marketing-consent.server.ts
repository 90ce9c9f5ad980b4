import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { optOut } from "./opt-outs.server";

/**
 * A customer's consent to marketing SMS ("offers by SMS", POPIA section 69; decision 0079):
 * separate from order news, kept on the user with its date and where it was given. Giving it
 * removes the number's opt-out (a STOP reply or an earlier withdrawal); withdrawing it clears the
 * consent and records an opt-out (source 'customer'). Both audited, with the customer as actor.
 * Call inside the transaction of the form that changed it.
 */
export type ConsentSource = "account" | "checkout" | "registration";

type Actor = { id: string; email: string };

export async function giveMarketingConsent(
  db: Database,
  input: { user: Actor; phone: string; source: ConsentSource },
): Promise<boolean> {
  const user = await db
    .selectFrom("users")
    .select("sms_marketing_consent_at")
    .where("id", "=", input.user.id)
    .executeTakeFirstOrThrow();
  const removed = await db.deleteFrom("sms_opt_outs").where("phone", "=", input.phone).executeTakeFirst();
  const hadOptOut = Number(removed.numDeletedRows) > 0;
  if (user.sms_marketing_consent_at !== null && !hadOptOut) return false;
  if (user.sms_marketing_consent_at === null)
    await db
      .updateTable("users")
      .set({ sms_marketing_consent_at: nowIso(), sms_marketing_consent_source: input.source })
      .where("id", "=", input.user.id)
      .execute();
  await recordAudit(db, {
    actor: input.user,
    action: "sms.marketing_consent",
    entityType: "user",
    entityId: input.user.id,
    details: { phone: input.phone, source: input.source, optOutRemoved: hadOptOut },
  });
  return true;
}

export async function withdrawMarketingConsent(
  db: Database,
  input: { user: Actor; phone: string | null },
): Promise<boolean> {
  const user = await db
    .selectFrom("users")
    .select("sms_marketing_consent_at")
    .where("id", "=", input.user.id)
    .executeTakeFirstOrThrow();
  if (user.sms_marketing_consent_at === null) return false;
  await db
    .updateTable("users")
    .set({ sms_marketing_consent_at: null, sms_marketing_consent_source: null })
    .where("id", "=", input.user.id)
    .execute();
  await recordAudit(db, {
    actor: input.user,
    action: "sms.marketing_consent_withdrawn",
    entityType: "user",
    entityId: input.user.id,
    details: { phone: input.phone },
  });
  if (input.phone) await optOut(db, { phone: input.phone, source: "customer", actor: input.user });
  return true;
}
