import { type Database, nowIso } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { askForMarketingConsent } from "~/sms/consent-question.server";
import {
  giveMarketingConsent,
  type NumberMarketingState,
  numberMarketingState,
  provedPhoneOf,
  withdrawMarketingConsent,
} from "~/sms/marketing-consent.server";
import { formatSouthAfricanMobile } from "~/sms/phone-number";

/**
 * "Messages from the shop" on the account screen (issues 32 and 43, decisions 0079 and 0089): how
 * order news reaches the customer (e-mail, SMS or both) and the consent to offers by SMS. SMS go
 * only to the number proved on the account (/account/phone); the consent belongs to that number,
 * and a number that replied STOP shows it: only a YES from the phone lifts it.
 */
export type MessagePreferences = {
  newsChannel: "email" | "sms" | "both";
  /** The proved cellphone, as shown (082 123 4567), with when it was proved; null: none. */
  proved: { phone: string; at: string } | null;
  /** The proved number's own state: consented, opted out (STOP), or nothing yet. */
  marketing: NumberMarketingState;
};

export async function loadMessagePreferences(db: Database, userId: string): Promise<MessagePreferences> {
  const row = await db
    .selectFrom("users")
    .leftJoin("phone_proofs as proof", "proof.user_id", "users.id")
    .select(["users.order_news_channel", "proof.phone", "proof.proved_at"])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    newsChannel: row.order_news_channel,
    proved: row.phone && row.proved_at ? { phone: formatSouthAfricanMobile(row.phone), at: row.proved_at } : null,
    marketing: row.phone ? await numberMarketingState(db, row.phone) : { state: "none" },
  };
}

/**
 * What saving did: `saved`; `needsProof` when SMS (news or offers) was asked for without a proved
 * number (the choice of channel is kept; the page sends the person to prove one);
 * `optedOut` when offers were ticked for a number that replied STOP (nothing about offers changed).
 */
export type SaveOutcome = "saved" | "needsProof" | "optedOut";

/**
 * The proved number's owner asks for the shop's question, to answer YES from the phone: the only
 * way a number's STOP is lifted. Refused without a proved number. The answer is in `language`
 * (the page's); without a proved number it is the catalogue key "account:error.proveForSms".
 */
export async function askPhoneForConsent(
  db: Database,
  user: { id: string; email: string },
  ipAddress: string,
  language: Language = "en",
): Promise<{ ok: boolean; message: string }> {
  const phone = await provedPhoneOf(db, user.id);
  if (!phone) return { ok: false, message: "account:error.proveForSms" };
  const asked = await askForMarketingConsent(db, phone, { actor: user, ipAddress, language });
  return { ok: asked.ok, message: asked.message };
}

/** Saves the choice in one transaction; the consent's change is audited (marketing-consent.server.ts). */
export async function saveMessagePreferences(
  db: Database,
  user: { id: string; email: string },
  input: { newsChannel: "email" | "sms" | "both"; offersBySms: boolean },
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ order_news_channel: input.newsChannel, updated_at: nowIso() })
      .where("id", "=", user.id)
      .where("order_news_channel", "!=", input.newsChannel)
      .execute();
    const phone = await provedPhoneOf(trx, user.id);
    if (!input.offersBySms) {
      await withdrawMarketingConsent(trx, { user });
      return phone || input.newsChannel === "email" ? "saved" : "needsProof";
    }
    if (!phone) return "needsProof";
    const given = await giveMarketingConsent(trx, { user, phone, source: "account" });
    if (!given.ok) return given.reason === "opted_out" ? "optedOut" : "needsProof";
    return "saved";
  });
}
