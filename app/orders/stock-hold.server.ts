import { greeting } from "~/accounts/greeting";
import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { enqueueJob } from "~/platform/jobs.server";
import { logger } from "~/platform/logger.server";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails, readThresholds } from "~/shop/shop-settings.server";
import { holdExpiredNote, holdNotice } from "./hold-messages";
import { byEmail, customerOrderUrl, orderNewsFor, sendOrderSms } from "./order-news.server";
import { smsRand } from "./order-news-sms";
import type { OrderStatus, PaymentStatus } from "./order-status";
import { changeOrderStatus } from "./order-status.server";
import {
  countsAsUnpaid,
  type HoldPaymentMethod,
  type HoldSettings,
  holdDeadline,
  holdExpired,
  holdState,
  reminderAt,
  type UnpaidRefusal,
  unpaidRefusal,
} from "./stock-hold";

/**
 * Stock held for paying customers only (issue 47 point 2, decision 0103): an unpaid order holds
 * its stock until `orders.hold_until`; a job queued for that moment cancels it (the staff's
 * cancellation path: stock back, history, audited as the shop's own doing) and tells the customer
 * by the order's channel. A reminder job goes before, when the hold is long enough. Each job
 * carries the deadline it was queued for: a deadline moved since (a proof rejected gives a fresh
 * one) makes the old jobs do nothing, and the new deadline has jobs of its own.
 */

export const HOLD_EXPIRY_JOB = "order-hold-expiry";
export const HOLD_REMINDER_JOB = "order-hold-reminder";

export type HoldJobPayload = { orderId: string; holdUntil: string };

/** What the confirmation page says of the hold (the same words as the e-mail and the order page), or null. */
export function confirmationHoldNotice(order: {
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  holdUntil: string | null;
}): string | null {
  const hold = holdState({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    holdUntil: order.holdUntil,
  });
  if (hold.kind !== "running") return null;
  return holdNotice(formatDateTime(hold.until), order.paymentMethod === "cash_on_collection" ? "counter" : "eft");
}

export async function readHoldSettings(db: Database): Promise<HoldSettings> {
  const { eftHoldHours, counterHoldDays } = await readThresholds(db);
  return { eftHoldHours, counterHoldDays };
}

/**
 * Starts (or starts again) the order's hold from `from`: its deadline on the order, the expiry
 * job at the deadline and the reminder before it. In the caller's transaction.
 */
export async function startHold(
  db: Database,
  order: { id: string; paymentMethod: HoldPaymentMethod },
  from: Date,
): Promise<string> {
  const deadline = holdDeadline(from, order.paymentMethod, await readHoldSettings(db));
  const holdUntil = deadline.toISOString();
  await db.updateTable("orders").set({ hold_until: holdUntil }).where("id", "=", order.id).execute();
  const payload: HoldJobPayload = { orderId: order.id, holdUntil };
  await enqueueJob(db, HOLD_EXPIRY_JOB, payload, { runAt: deadline });
  const remind = reminderAt(from, deadline);
  if (remind) await enqueueJob(db, HOLD_REMINDER_JOB, payload, { runAt: remind });
  return holdUntil;
}

async function heldOrder(db: Database, orderId: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "status",
      "payment_status",
      "payment_method",
      "hold_until",
      "total_cents",
      "contact_email",
      "contact_name",
      "language",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

export type ExpiryOutcome = "cancelled" | "not-due" | "moved" | "no-longer-held" | "gone";

/**
 * Cancels the order when its hold (the one the job was queued for) has run out and it is still
 * unpaid with no proof waiting; otherwise does nothing. One transaction: the status (and stock)
 * through changeOrderStatus with the shop as who changed it, the audit row with no actor (the
 * audit log reads "(system)"), the customer's SMS and e-mail by the order's channel.
 */
export async function expireHold(db: Database, job: HoldJobPayload, now: Date = new Date()): Promise<ExpiryOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<ExpiryOutcome | { due: string }> => {
    const order = await heldOrder(trx, job.orderId);
    if (!order) return "gone";
    if (order.hold_until !== job.holdUntil) return "moved";
    const hold = { status: order.status, paymentStatus: order.payment_status, holdUntil: order.hold_until };
    if (holdState(hold).kind !== "running") return "no-longer-held";
    if (!holdExpired(hold, now)) return { due: order.hold_until };
    const until = formatDateTime(order.hold_until);
    const changed = await changeOrderStatus(trx, {
      orderId: order.id,
      status: "cancelled",
      changedById: null,
      note: holdExpiredNote(until),
    });
    if (changed.status !== "changed") {
      logger.warn("An unpaid order's hold ended but it could not be cancelled", {
        order: order.order_number,
        outcome: changed.status,
      });
      return "no-longer-held";
    }
    await recordAudit(trx, {
      actor: null,
      action: "order.hold_expired",
      entityType: "order",
      entityId: order.id,
      details: {
        orderNumber: order.order_number,
        from: changed.from,
        to: "cancelled",
        by: "system",
        holdUntil: order.hold_until,
      },
    });
    // The customer is told in the order's language (issue 49); the history's note stays English.
    const language = order.language === "af" ? "af" : "en";
    const told = formatDateTime(order.hold_until, language);
    const news = await orderNewsFor(trx, order.id);
    const smsId = news ? await sendOrderSms(trx, news, { event: "hold_expired", until: told }) : null;
    if (order.contact_email && (!news || byEmail(news) || smsId === null)) {
      const shop = await readShopDetails(trx);
      const t = translatorFor(language, ["email"]);
      const text = [
        greeting(order.contact_name, language),
        "",
        t("email:holdExpired.text", { order: order.order_number, until: told }),
        t("email:holdExpired.nothingOwed"),
        "",
        t("email:orderLink", { url: linkIn(customerOrderUrl(order.order_number), language) }),
      ];
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "order-hold-expired",
        subject: t("email:holdExpired.subject", { order: order.order_number }),
        text: text.join("\n") + emailSignature(shop),
      });
    }
    return "cancelled";
  });
  if (typeof outcome === "object") {
    // Run before its time (a clock moved back): it waits for its deadline again.
    await enqueueJob(db, HOLD_EXPIRY_JOB, job, { runAt: new Date(outcome.due) });
    return "not-due";
  }
  return outcome;
}

/** Reminds the customer that the hold ends, by the order's channel, if it still runs to the same deadline. */
export async function remindHold(db: Database, job: HoldJobPayload): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await heldOrder(trx, job.orderId);
    if (!order || order.hold_until !== job.holdUntil) return false;
    if (
      holdState({ status: order.status, paymentStatus: order.payment_status, holdUntil: order.hold_until }).kind !==
      "running"
    )
      return false;
    // In the order's language (issue 49).
    const language = order.language === "af" ? "af" : "en";
    const until = formatDateTime(order.hold_until, language);
    const counter = order.payment_method === "cash_on_collection";
    const news = await orderNewsFor(trx, order.id);
    const smsId = news
      ? await sendOrderSms(trx, news, { event: "hold_reminder", until, totalCents: order.total_cents, counter })
      : null;
    if (order.contact_email && (!news || byEmail(news) || smsId === null)) {
      const shop = await readShopDetails(trx);
      const t = translatorFor(language, ["email"]);
      const values = { order: order.order_number, until, amount: smsRand(order.total_cents, language) };
      const text = [
        greeting(order.contact_name, language),
        "",
        t(counter ? "email:holdReminder.textCounter" : "email:holdReminder.text", values),
        "",
        t("email:orderLink", { url: linkIn(customerOrderUrl(order.order_number), language) }),
      ];
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "order-hold-reminder",
        subject: t(counter ? "email:holdReminder.subjectCounter" : "email:holdReminder.subject", values),
        text: text.join("\n") + emailSignature(shop),
      });
    }
    return true;
  });
}

/**
 * Why this account may not place another unpaid order with these lines, or null: its open unpaid
 * orders (at most MAX_UNPAID_ORDERS), and per product what is on the shelf and what its unpaid
 * orders hold (together at most half). Products without a stock level are not counted (as when
 * the order takes stock). Read in the placing transaction.
 */
export async function unpaidRefusalFor(
  db: Database,
  userId: string,
  lines: ReadonlyArray<{ productId: string; name: string; quantity: number }>,
  onShelf: ReadonlyMap<string, number>,
): Promise<UnpaidRefusal | null> {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "order_number", "status", "payment_status"])
    .where("user_id", "=", userId)
    .where("status", "not in", ["cancelled", "delivered", "shipped"])
    .where("payment_status", "not in", ["paid", "refunded"])
    .orderBy("created_at")
    .execute();
  const open = orders.filter((order) => countsAsUnpaid({ status: order.status, paymentStatus: order.payment_status }));
  const counted = lines.filter((line) => onShelf.has(line.productId));
  const held =
    open.length > 0 && counted.length > 0
      ? await db
          .selectFrom("order_items")
          .select(["product_id", (eb) => eb.fn.sum<number>("quantity").as("held")])
          .where(
            "order_id",
            "in",
            open.map((order) => order.id),
          )
          .where(
            "product_id",
            "in",
            counted.map((line) => line.productId),
          )
          .groupBy("product_id")
          .execute()
      : [];
  const heldOf = new Map(held.map((row) => [row.product_id, Number(row.held)]));
  return unpaidRefusal({
    openUnpaidOrders: open.map((order) => order.order_number),
    lines: counted.map((line) => ({
      ...line,
      onShelf: Math.max(0, Math.floor(onShelf.get(line.productId) ?? 0)),
      heldByAccount: heldOf.get(line.productId) ?? 0,
    })),
  });
}
