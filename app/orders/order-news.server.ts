import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { readSection, readShopDetails } from "~/shop/shop-settings.server";
import { queueSms, type SmsMessage } from "~/sms/sms-outbox.server";
import { readBankDetails } from "./bank-details.server";
import { type OrderSmsEvent, orderNewsSms } from "./order-news-sms";

/**
 * How a customer hears about an order (issue 32, decision 0079): by the order's `news_channel`
 * (chosen at checkout), e-mail, SMS or both. The callers write the e-mail when `byEmail` says
 * so and call `sendOrderSms` for the SMS, both in the transaction of the change they report.
 */
export type NewsChannel = "email" | "sms" | "both";
export const NEWS_CHANNELS: readonly NewsChannel[] = ["email", "sms", "both"];

export type OrderNews = { id: string; orderNumber: string; channel: NewsChannel; phone: string | null };

export async function orderNewsFor(db: Database, orderId: string): Promise<OrderNews | undefined> {
  const row = await db
    .selectFrom("orders")
    .select(["id", "order_number", "news_channel", "news_phone"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  return row && { id: row.id, orderNumber: row.order_number, channel: row.news_channel, phone: row.news_phone };
}

/** Whether the customer gets the e-mail: they chose e-mail or both, or SMS without a number to send to. */
export function byEmail(news: Pick<OrderNews, "channel" | "phone">): boolean {
  return news.channel !== "sms" || !news.phone;
}

export function bySms(news: Pick<OrderNews, "channel" | "phone">): boolean {
  return news.channel !== "email" && Boolean(news.phone);
}

export function customerOrderUrl(orderNumber: string): string {
  return `${env().APP_URL}/orders/${encodeURIComponent(orderNumber)}`;
}

type EventDetails =
  | { event: "order_placed" | "eft_details" | "payment_verified"; totalCents: number }
  | { event: "proof_received" | "shipped" | "delivered" | "collected" }
  | { event: "ready_for_pickup"; payAtCounterCents?: number | null }
  | { event: "proof_rejected"; reason: string };

/**
 * Queues the order's SMS for one event to its news phone, as a transactional SMS tied to the
 * order. `force` sends it whatever the channel (staff sending the EFT details by SMS). Returns
 * the message's id, or null when none was queued (channel without SMS, or a refusal, logged).
 */
export async function sendOrderSms(
  db: Database,
  news: OrderNews,
  details: EventDetails,
  options: { force?: boolean; to?: string } = {},
): Promise<string | null> {
  const to = options.to ?? news.phone;
  if (!to || !(options.force || bySms(news))) return null;
  const shop = await readShopDetails(db);
  const common = { shopName: shop.name, orderNumber: news.orderNumber, orderUrl: customerOrderUrl(news.orderNumber) };
  let text: string;
  switch (details.event) {
    case "order_placed":
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
