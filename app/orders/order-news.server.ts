import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { readSection, readShopDetails } from "~/shop/shop-settings.server";
import { ORDER_SMS_LIMITS } from "~/sms/phone-code-rules";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { isProvedFor } from "~/sms/phone-proof.server";
import { queueSms, type SmsMessage } from "~/sms/sms-outbox.server";
import { readBankDetails } from "./bank-details.server";
import { type OrderSmsEvent, orderNewsSms } from "./order-news-sms";
import type { OrderTold } from "./order-told";

/**
 * How a customer hears about an order (issue 32, decision 0079): by the order's `news_channel`
 * (chosen at checkout), e-mail, SMS or both. The callers write the e-mail when `byEmail` says
 * so and call `sendOrderSms` for the SMS, both in the transaction of the change they report.
 */
export type NewsChannel = "email" | "sms" | "both";
export const NEWS_CHANNELS: readonly NewsChannel[] = ["email", "sms", "both"];

/**
 * `proved`: the news phone is proved on the customer's account (phone_proofs, decision 0089).
 * Order news go by SMS only to a proved number; until it is proved they go by e-mail.
 */
export type OrderNews = {
  id: string;
  orderNumber: string;
  channel: NewsChannel;
  phone: string | null;
  userId: string | null;
  proved: boolean;
  /** The order's language (orders.language, issue 49): its SMS are written in it. */
  language: Language;
};

export async function orderNewsFor(db: Database, orderId: string): Promise<OrderNews | undefined> {
  const row = await db
    .selectFrom("orders")
    .leftJoin("phone_proofs as proof", (join) =>
      join.onRef("proof.user_id", "=", "orders.user_id").onRef("proof.phone", "=", "orders.news_phone"),
    )
    .select([
      "orders.id",
      "orders.order_number",
      "orders.news_channel",
      "orders.news_phone",
      "orders.user_id",
      "orders.language",
      "proof.phone as proved_phone",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      orderNumber: row.order_number,
      channel: row.news_channel,
      phone: row.news_phone,
      userId: row.user_id,
      proved: row.proved_phone !== null,
      language: row.language === "af" ? "af" : "en",
    }
  );
}

/** Whether the customer gets the e-mail: they chose e-mail or both, or SMS without a proved number to send to. */
export function byEmail(news: Pick<OrderNews, "channel" | "phone" | "proved">): boolean {
  return news.channel !== "sms" || !bySms(news);
}

export function bySms(news: Pick<OrderNews, "channel" | "phone" | "proved">): boolean {
  return news.channel !== "email" && Boolean(news.phone) && news.proved;
}

/** How the customer is told of the order, for the pages that say so. */
export function toldBy(news: Pick<OrderNews, "channel" | "phone" | "proved">): "sms" | "email" | "both" {
  const sms = bySms(news);
  return sms && news.channel === "both" ? "both" : sms ? "sms" : "email";
}

export function customerOrderUrl(orderNumber: string): string {
  return `${env().APP_URL}/orders/${encodeURIComponent(orderNumber)}`;
}

type EventDetails =
  | {
      event: "order_placed";
      totalCents: number /** Paid at the counter when collected: no bank details. */;
      payAtCounter?: boolean;
    }
  | { event: "eft_details" | "payment_verified"; totalCents: number }
  | { event: "proof_received" | "shipped" | "delivered" | "collected" }
  | { event: "ready_for_pickup"; payAtCounterCents?: number | null }
  | { event: "proof_rejected"; reason: string }
  | { event: "hold_reminder"; until: string; totalCents: number; counter: boolean }
  | { event: "hold_expired"; until: string };

/**
 * Queues the order's SMS for one event to its news phone, as a transactional SMS tied to the
 * order. `force` sends it whatever the channel (staff sending the EFT details by SMS). Returns
 * the message's id, or null when none was queued: a channel without SMS, a number the customer has
 * not proved, an order SMS over the number's limit, or a refusal (logged). The caller then e-mails.
 */
export async function sendOrderSms(
  db: Database,
  news: OrderNews,
  details: EventDetails,
  options: { force?: boolean; to?: string } = {},
): Promise<string | null> {
  const to = options.to ?? news.phone;
  if (!to || !(options.force || bySms(news))) return null;
  // Only to a number the customer proved (decision 0089): staff sending to another number too.
  const proved = to === news.phone ? news.proved : await isProvedFor(db, news.userId, to);
  if (!proved) return null;
  // The SMS a customer's own action causes are limited per number (a burst of orders: e-mail).
  if (details.event === "order_placed" && !(await orderSmsAllowed(db, to))) {
    logger.warn("Order SMS over the limit for the number: e-mail only", { order: news.orderNumber });
    return null;
  }
  const shop = await readShopDetails(db);
  const common = {
    shopName: shop.name,
    orderNumber: news.orderNumber,
    orderUrl: customerOrderUrl(news.orderNumber),
    language: news.language,
  };
  let text: string;
  switch (details.event) {
    case "order_placed":
      text = details.payAtCounter
        ? orderNewsSms({ ...common, event: details.event, totalCents: details.totalCents, payAtCounter: true })
        : orderNewsSms({
            ...common,
            event: details.event,
            totalCents: details.totalCents,
            bank: await readBankDetails(db),
          });
      break;
    case "eft_details":
      text = orderNewsSms({
        ...common,
        event: details.event,
        totalCents: details.totalCents,
        bank: await readBankDetails(db),
      });
      break;
    case "payment_verified":
      text = orderNewsSms({ ...common, event: details.event, totalCents: details.totalCents });
      break;
    case "proof_rejected":
      text = orderNewsSms({ ...common, event: details.event, reason: details.reason });
      break;
    case "hold_reminder":
      text = orderNewsSms({ ...common, ...details });
      break;
    case "hold_expired":
      text = orderNewsSms({ ...common, ...details });
      break;
    case "ready_for_pickup":
      text = orderNewsSms({
        ...common,
        event: details.event,
        hours: (await readSection(db, "hours")).hours,
        payAtCounterCents: details.payAtCounterCents,
      });
      break;
    default:
      text = orderNewsSms({ ...common, event: details.event });
  }
  const queued = await queueSms(db, { to, text, kind: details.event, priority: "transactional", orderId: news.id });
  if (!queued.ok) {
    // The number was checked when it was typed; a refusal here must not undo the order's change.
    logger.warn("Order SMS not queued", { order: news.orderNumber, event: details.event, reason: queued.message });
    return null;
  }
  return queued.id;
}

async function orderSmsAllowed(db: Database, phone: string): Promise<boolean> {
  for (const { limit, windowMs } of ORDER_SMS_LIMITS) {
    const hit = await hitRateLimit(db, `order-sms:number:${phone}:${windowMs}`, limit, windowMs);
    if (!hit.allowed) return false;
  }
  return true;
}

/**
 * How the customer was told that the order was placed, from what was queued: the order SMS, and
 * the e-mail when SMS was not chosen or did not go (as placeOrder decides).
 */
export async function orderPlacedTold(
  db: Database,
  orderId: string,
  contactEmail: string | null,
): Promise<OrderTold | null> {
  const news = await orderNewsFor(db, orderId);
  if (!news) return null;
  const sms = await db
    .selectFrom("sms_messages")
    .select("to_number")
    .where("order_id", "=", orderId)
    .where("kind", "=", "order_placed")
    .executeTakeFirst();
  const wanted = news.channel !== "email" && news.phone !== null;
  return {
    smsTo: sms ? formatSouthAfricanMobile(sms.to_number) : null,
    emailTo: contactEmail && (byEmail(news) || !sms) ? contactEmail : null,
    smsHeld:
      wanted && !sms && news.phone
        ? { phone: formatSouthAfricanMobile(news.phone), reason: news.proved ? "limit" : "not_proved" }
        : null,
  };
}

/** The SMS event for a status staff set, or null when that status sends no SMS. */
export function statusSmsEvent(
  status: string,
  fulfilment: "collect" | "delivery",
): Extract<OrderSmsEvent, "ready_for_pickup" | "shipped" | "delivered" | "collected"> | null {
  if (status === "ready_for_pickup") return "ready_for_pickup";
  if (status === "shipped") return "shipped";
  if (status === "delivered") return fulfilment === "collect" ? "collected" : "delivered";
  return null;
}

export type OrderSms = Pick<
  SmsMessage,
  "id" | "kind" | "to_number" | "body" | "status" | "error" | "created_at" | "sent_at" | "delivered_at" | "failed_at"
>;

/** The SMS sent about an order, oldest first, for its pages. */
export async function smsForOrder(db: Database, orderId: string): Promise<OrderSms[]> {
  return db
    .selectFrom("sms_messages")
    .select([
      "id",
      "kind",
      "to_number",
      "body",
      "status",
      "error",
      "created_at",
      "sent_at",
      "delivered_at",
      "failed_at",
    ])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("rowid" as never)
    .execute();
}
