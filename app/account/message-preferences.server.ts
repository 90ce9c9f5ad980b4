import { type Database, nowIso } from "~/platform/db.server";
import {
  type ConsentSource,
  giveMarketingConsent,
  numberMarketingState,
  provedPhoneOf,
  withdrawMarketingConsent,
} from "~/sms/marketing-consent.server";
import { formatSouthAfricanMobile, southAfricanMobileOrNull } from "~/sms/phone-number";

/**
 * "Messages from the shop" on the account screen (issue 32, decision 0079): how order news
 * reaches the customer (e-mail, SMS or both, and the cellphone) and the separate consent to
 * offers by SMS, given or withdrawn here (source 'account'), with its date.
 */
export type MessagePreferences = {
  newsChannel: "email" | "sms" | "both";
  /** The cellphone for SMS, as shown (082 123 4567): the profile's phone when it is one. */
  smsPhone: string;
  offersBySms: boolean;
  /** When and where the consent was given, for the screen. */
  consentAt: string | null;
  consentSource: ConsentSource | null;
};

export async function loadMessagePreferences(db: Database, userId: string): Promise<MessagePreferences> {
  const row = await db
    .selectFrom("users")
    .select(["phone", "order_news_channel"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const proved = await provedPhoneOf(db, userId);
  const mobile = proved ?? (row.phone ? southAfricanMobileOrNull(row.phone) : null);
  const marketing = proved ? await numberMarketingState(db, proved) : ({ state: "none" } as const);
  return {
    newsChannel: row.order_news_channel,
    smsPhone: mobile ? formatSouthAfricanMobile(mobile) : "",
    offersBySms: marketing.state === "consented",
    consentAt: marketing.state === "consented" ? marketing.at : null,
    consentSource: marketing.state === "consented" ? marketing.source : null,
  };
}

/** Saves the choice in one transaction; the consent's change is audited (marketing-consent.server.ts). */
export async function saveMessagePreferences(
  db: Database,
  user: { id: string; email: string },
  input: { newsChannel: "email" | "sms" | "both"; phone: string | null; offersBySms: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("users").select("phone").where("id", "=", user.id).executeTakeFirstOrThrow();
    await trx
      .updateTable("users")
      .set({
        order_news_channel: input.newsChannel,
        ...(input.phone ? { phone: formatSouthAfricanMobile(input.phone) } : {}),
        updated_at: nowIso(),
      })
      .where("id", "=", user.id)
      .execute();
    const phone = input.phone ?? (before.phone ? southAfricanMobileOrNull(before.phone) : null);
    if (input.offersBySms && phone) await giveMarketingConsent(trx, { user, phone, source: "account" });
    if (!input.offersBySms) await withdrawMarketingConsent(trx, { user });
  });
}
