/**
 * Order and payment statuses: the values the database allows (CHECK constraints in
 * db/migrations/0003_orders.ts) and the order they follow.
 */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "payment_received",
  "processing",
  "preparing",
  "ready_for_pickup",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order the shop is still working on: every status but the two final ones. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== "delivered" && status !== "cancelled",
);

export const PAYMENT_STATUSES = ["pending_payment", "proof_uploaded", "paid", "payment_failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
