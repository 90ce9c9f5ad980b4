import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";

/**
 * The consent to marketing SMS belongs to the number, not to an account (POPIA section 69,
 * decision 0089). It is given only by the number's owner:
 * - ticking "offers by SMS" on an account where the number is proved (phone_proofs), or
 * - replying YES to the shop's question sent to the number (`consentByReply`).
 * A number on the opt-out list (a STOP reply, or staff for a customer who phoned) stays there:
 * no account can remove it, only a YES from the phone itself. Withdrawing the consent on the
 * account removes it (no opt-out row: the owner may tick it again later). Every change is audited.
 * Call inside the transaction of the form or reply that changed it.
 */
export type ConsentSource = "account" | "checkout" | "registration" | "sms_reply";

type Actor = { id: string; email: string };

export type NumberMarketingState =
  | { state: "consented"; at: string; source: ConsentSource }
  | { state: "opted_out"; at: string; source: "sms_reply" | "customer" | "staff" }
  | { state: "none" };

/** What the number has said about marketing SMS: consented, opted out, or nothing yet. */
export async function numberMarketingState(db: Database, phone: string): Promise<NumberMarketingState> {
  const optedOut = await db
    .selectFrom("sms_opt_outs")
    .select(["opted_out_at", "source"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (optedOut) return { state: "opted_out", at: optedOut.opted_out_at, source: optedOut.source };
  const consent = await db
    .selectFrom("sms_consents")
    .select(["given_at", "source"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (consent) return { state: "consented", at: consent.given_at, source: consent.source };
  return { state: "none" };
}

/** The number proved on the account, or null (E.164). */
export async function provedPhoneOf(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom("phone_proofs").select("phone").where("user_id", "=", userId).executeTakeFirst();
  return row?.phone ?? null;
}

export type GiveConsentOutcome = { ok: true; changed: boolean } | { ok: false; reason: "not_proved" | "opted_out" };

/**
 * The account's owner ticks "offers by SMS": kept only when the number is proved on this account
 * and has not opted out. An existing consent stays as it was given (its date and source).
 */
export async function giveMarketingConsent(
  db: Database,
  input: { user: Actor; phone: string; source: Exclude<ConsentSource, "sms_reply"> },
): Promise<GiveConsentOutcome> {
  if ((await provedPhoneOf(db, input.user.id)) !== input.phone) return { ok: false, reason: "not_proved" };
  const state = await numberMarketingState(db, input.phone);
  if (state.state === "opted_out") return { ok: false, reason: "opted_out" };
  if (state.state === "consented") return { ok: true, changed: false };
  await db
    .insertInto("sms_consents")
    .values({ phone: input.phone, user_id: input.user.id, source: input.source })
    .execute();
  await recordAudit(db, {
    actor: input.user,
    action: "sms.marketing_consent",
    entityType: "sms_number",
    entityId: input.phone,
    details: { source: input.source, userId: input.user.id },
  });
  return { ok: true, changed: true };
}

/**
 * The account's owner unticks "offers by SMS": the consent of the number proved on the account
 * (or one the account gave) is removed. No opt-out is recorded: that is the phone's STOP.
 */
export async function withdrawMarketingConsent(db: Database, input: { user: Actor }): Promise<boolean> {
  const phone = await provedPhoneOf(db, input.user.id);
  const removed = await db
    .deleteFrom("sms_consents")
    .where((eb) => eb.or([eb("user_id", "=", input.user.id), ...(phone ? [eb("phone", "=", phone)] : [])]))
    .returning("phone")
    .execute();
  for (const row of removed)
    await recordAudit(db, {
      actor: input.user,
      action: "sms.marketing_consent_withdrawn",
      entityType: "sms_number",
      entityId: row.phone,
      details: { userId: input.user.id },
    });
  return removed.length > 0;
}

/**
 * A YES reply from the phone to the shop's question: the owner consents. It lifts the number's
 * opt-out (only the phone may). The account the number is proved on, if any, is kept beside it.
 */
export async function consentByReply(db: Database, input: { phone: string; inboundId: string }): Promise<boolean> {
  const state = await numberMarketingState(db, input.phone);
  if (state.state === "consented") return false;
  const owner = await db
    .selectFrom("phone_proofs")
    .select("user_id")
    .where("phone", "=", input.phone)
    .executeTakeFirst();
  await db.deleteFrom("sms_opt_outs").where("phone", "=", input.phone).execute();
  await db
    .insertInto("sms_consents")
    .values({ phone: input.phone, user_id: owner?.user_id ?? null, source: "sms_reply", inbound_id: input.inboundId })
    .onConflict((conflict) => conflict.column("phone").doNothing())
    .execute();
  await recordAudit(db, {
    actor: null,
    action: "sms.marketing_consent",
    entityType: "sms_number",
    entityId: input.phone,
    details: { source: "sms_reply", inboundId: input.inboundId, optOutLifted: state.state === "opted_out" },
  });
  return true;
}
