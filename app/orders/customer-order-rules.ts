import type { OrderStatus, PaymentStatus } from "./order-status";

/**
 * What a customer may do with their own order after buying (issue 44 point 8, decision 0095):
 * print its tax invoice once it is paid, and cancel it themselves while it is unpaid and the
 * shop has not started on it. Plain rules; the pages and `cancelOwnOrder` follow them.
 */

type OrderFacts = { status: OrderStatus | string; paymentStatus: PaymentStatus | string };

/** The statuses an order waits in for its payment, before the shop starts on it. */
const BEFORE_THE_SHOP_STARTS: readonly string[] = ["pending", "confirmed"];

/** The payment statuses in which no money has come in (or is said to have come in). */
const NO_MONEY_IN: readonly string[] = ["pending_payment", "payment_failed"];

export type CustomerCancel = "ok" | "paid" | "proof-uploaded" | "under-way" | "closed";

/**
 * Whether the customer may cancel the order: only an order still pending or confirmed (the shop
 * has not started preparing it, it is not ready for pickup or shipped) with no money in: not
 * paid or refunded, and no proof of payment waiting to be checked (the money may be on its way).
 * Anything else is the shop's to cancel (the customer is told to contact it).
 */
export function customerCancel(order: OrderFacts): CustomerCancel {
  if (order.status === "cancelled" || order.status === "delivered") return "closed";
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") return "paid";
  if (order.paymentStatus === "proof_uploaded") return "proof-uploaded";
  if (!BEFORE_THE_SHOP_STARTS.includes(order.status)) return "under-way";
  if (!NO_MONEY_IN.includes(order.paymentStatus)) return "paid";
  return "ok";
}

export type CustomerInvoice = "ready" | "awaiting-payment" | "cancelled" | "refunded";

/**
 * Whether the customer's tax invoice can be shown: only once the order is paid (decision 0035
 * dates it on the day the payment was received). A cancelled order never paid has none; a
 * refunded one none here (no credit notes are issued by the shop).
 */
export function customerInvoice(order: OrderFacts): CustomerInvoice {
  if (order.paymentStatus === "paid") return "ready";
  if (order.paymentStatus === "refunded") return "refunded";
  if (order.status === "cancelled") return "cancelled";
  return "awaiting-payment";
}

/** The address of an order's tax invoice for its customer. */
export function customerInvoicePath(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}/invoice`;
}

/** The address of the page that asks before an order is cancelled (and takes the cancellation). */
export function customerCancelPath(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}/cancel`;
}
