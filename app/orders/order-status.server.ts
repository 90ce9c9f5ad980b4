import { randomUUID } from "node:crypto";
import { returnOrderStock } from "~/catalog/stock.server";
import { type Database, nowIso } from "~/platform/db.server";
import { createPendingReviewsForOrder } from "~/reviews/pending-reviews.server";
import { CHOOSE_HOW_TO_PAY, RECORD_PAYMENT_FIRST } from "./messages";
import { orderStatusLabel } from "./order-display";
import type { OrderStatus } from "./order-status";
import { awaitsPayment, canMoveTo } from "./order-transitions";
import { methodAfter, type PaymentCheck, paymentCheck } from "./pickup-payment";

export type ChangeOrderStatusOutcome =
  | { status: "not-found" }
  /** `payment`: refused for the payment's sake (decision 0092), not by the transition table. */
  | { status: "refused"; from: OrderStatus; message: string; payment?: Exclude<PaymentCheck, "ok"> }
  /** `paysAtCounter`: this change set the order to be paid at the counter (the staff's choice). */
  | { status: "changed"; from: OrderStatus; pendingReviewsCreated: number; paysAtCounter?: true };

/** Why a change is refused, in the shop's words. */
export function refusedChangeMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === "cancelled") return "This order was cancelled: a cancelled order cannot change.";
  if (from === "delivered") return "This order was delivered: it cannot change.";
  if (from === "shipped") return "This order has been dispatched: it can only be marked delivered.";
  if (to === "payment_received") return "Payment received is set by verifying the payment.";
  return `An order that is ${orderStatusLabel(from).toLowerCase()} cannot be set to ${orderStatusLabel(to).toLowerCase()}.`;
}

/**
 * Moves an order to a new status, along the transition table only (order-transitions.ts; a
 * refusal changes nothing), and not to ready for pickup or collected before the payment allows
 * it (pickup-payment.ts: an unpaid order to collect is made ready only with `payAtCounter`,
 * which sets its method to the counter, and collected only once paid), in one transaction:
 * the order row, a status-history row (with
 * the payment status the order has at that moment), and when the order is delivered the pending
 * reviews that invite its customer to review what was bought; when it is cancelled, the stock it
 * took goes back. The back office's order screen and
 * the tests call this; nothing else writes orders.status.
 */
export async function changeOrderStatus(
  db: Database,
  change: {
    orderId: string;
    status: OrderStatus;
    changedById: string | null;
    note?: string | null;
    /** Set by payment verification, the one way to 'payment received'. */
    paymentVerified?: boolean;
    /** Staff said the customer pays at the counter when collecting (only for an unpaid order to collect made ready). */
    payAtCounter?: boolean;
  },
): Promise<ChangeOrderStatusOutcome> {
  const run = async (trx: Database): Promise<ChangeOrderStatusOutcome> => {
    const order = await trx
      .selectFrom("orders")
      .select(["status", "payment_status", "payment_method", "order_number", "fulfilment_method"])
      .where("id", "=", change.orderId)
      .executeTakeFirst();
    if (!order) return { status: "not-found" };
    const allowed =
      change.status === "payment_received" && change.paymentVerified
        ? awaitsPayment(order.status)
        : canMoveTo({ status: order.status, fulfilmentMethod: order.fulfilment_method }, change.status);
    if (!allowed)
      return { status: "refused", from: order.status, message: refusedChangeMessage(order.status, change.status) };
    const payment = {
      fulfilmentMethod: order.fulfilment_method,
      paymentStatus: order.payment_status,
      paymentMethod: order.payment_method,
    };
    const method = methodAfter(payment, change.status, change.payAtCounter === true) as typeof order.payment_method;
    const check = paymentCheck({ ...payment, paymentMethod: method }, change.status);
    if (check !== "ok")
      return {
        status: "refused",
        from: order.status,
        message: check === "choose-how-to-pay" ? CHOOSE_HOW_TO_PAY : RECORD_PAYMENT_FIRST,
        payment: check,
      };
    const now = nowIso();
    await trx
      .updateTable("orders")
      .set({ status: change.status, payment_method: method, updated_at: now })
      .where("id", "=", change.orderId)
      .execute();
    await trx
      .insertInto("order_status_history")
      .values({
        id: randomUUID(),
        order_id: change.orderId,
        status: change.status,
        payment_status: order.payment_status,
        note: change.note?.trim() || null,
        changed_by_id: change.changedById,
        created_at: now,
      })
      .execute();
    // A cancelled order gives back what it took from stock, through the same function that took it.
    if (change.status === "cancelled") {
      await returnOrderStock(trx, order.order_number, change.changedById);
    }
    const pendingReviewsCreated =
      change.status === "delivered" ? await createPendingReviewsForOrder(trx, change.orderId) : 0;
    return {
      status: "changed",
      from: order.status,
      pendingReviewsCreated,
      ...(method !== order.payment_method ? { paysAtCounter: true as const } : {}),
    };
  };
  // Kysely cannot nest transactions: a caller already in one gets this done inside it.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
