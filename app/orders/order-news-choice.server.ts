import { type Database, nowIso } from "~/platform/db.server";
import { giveMarketingConsent } from "~/sms/marketing-consent.server";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import type { NewsChannel } from "./order-news.server";

/**
 * What checkout remembers on the customer (decision 0079): the order news channel for next
 * time, the cellphone number when their profile has none, and the marketing SMS consent when
 * they ticked "offers by SMS" (never withdrawn here: an unticked box at checkout says nothing).
 */
export async function rememberOrderNewsChoice(
  db: Database,
  userId: string,
  news: { channel: NewsChannel; phone: string | null; offersBySms?: boolean },
): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select(["email", "phone"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("users")
    .set({
      order_news_channel: news.channel,
      ...(news.phone && !user.phone?.trim() ? { phone: formatSouthAfricanMobile(news.phone) } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
  if (news.offersBySms && news.phone)
    await giveMarketingConsent(db, { user: { id: userId, email: user.email }, phone: news.phone, source: "checkout" });
}
