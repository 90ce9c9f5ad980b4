import type { OrderStatus } from "./order-status";

/**
 * Which status an order may move to next: the shop's transition table (decision 0034), one
 * plain function that the order screen offers from and `changeOrderStatus()` enforces.
 *
 * - The way forward: pending, confirmed, payment received, processing, preparing, then ready for
 *   pickup (an order to collect) or shipped (an order to deliver), then delivered. Staff may skip
 *   steps forward (a cash order collected at once), never go back.
 * - Payment received is set by verifying the payment (Verify), never chosen as a status.
 * - Nothing changes after dispatch (shipped) except delivered (the guides: no changes after dispatch).
 * - Cancelled is final, and so is delivered (a return is a refund, not a status).
 * - An order can be cancelled until it is shipped or handed over.
 */
const WAY_FORWARD: readonly OrderStatus[] = [
  "pending",
  "confirmed",
  "payment_received",
  "processing",
  "preparing",
  "ready_for_pickup",
  "shipped",
  "delivered",
];

export type Fulfilment = "collect" | "delivery";

export function allowedNextStatuses(order: { status: OrderStatus; fulfilmentMethod: Fulfilment }): OrderStatus[] {
  const { status, fulfilmentMethod } = order;
  if (status === "cancelled" || status === "delivered") return [];
  if (status === "shipped") return ["delivered"];
  const handOver: OrderStatus = fulfilmentMethod === "collect" ? "ready_for_pickup" : "shipped";
  const notThisWay: OrderStatus = fulfilmentMethod === "collect" ? "shipped" : "ready_for_pickup";
  const at = WAY_FORWARD.indexOf(status);
  const forward = WAY_FORWARD.slice(at + 1).filter(
    (next) => next !== "payment_received" && next !== notThisWay && (next !== "delivered" || status === handOver),
  );
  return [...forward, "cancelled"];
}

export function canMoveTo(order: { status: OrderStatus; fulfilmentMethod: Fulfilment }, next: OrderStatus): boolean {
  return allowedNextStatuses(order).includes(next);
}

/** An order verification may move to 'payment received': one not yet past it. */
export function awaitsPayment(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}
