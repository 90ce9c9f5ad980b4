import type { OrderStatus, PaymentStatus } from "./order-status";

/**
 * Stock is held for paying customers only (issue 47 point 2, decision 0103). Plain rules, unit
 * tested: how long an unpaid order holds its stock, whether it still does, when the customer is
 * reminded, and the limits on what one account may hold unpaid.
 */

export type HoldPaymentMethod = "eft" | "cash_on_collection" | "card";

export type HoldSettings = { eftHoldHours: number; counterHoldDays: number };

const HOUR_MS = 60 * 60 * 1000;

/** How many unpaid orders (not cancelled, not collected or delivered) one account may have open at once. */
export const MAX_UNPAID_ORDERS = 3;

/** The share of a product's stock one account's unpaid orders may take together. */
export const UNPAID_SHARE = 0.5;

/** Whatever the share, an account may always take this many (or all there is, when fewer). */
export const UNPAID_MINIMUM_UNITS = 2;

/** The reminder goes this long before the hold ends, when the hold is at least twice as long. */
export const REMINDER_BEFORE_MS = 12 * HOUR_MS;

/** How long an order placed with this payment method holds its stock unpaid. */
export function holdDurationMs(method: HoldPaymentMethod, settings: HoldSettings): number {
  return method === "cash_on_collection" ? settings.counterHoldDays * 24 * HOUR_MS : settings.eftHoldHours * HOUR_MS;
}

/** The moment the hold ends, for an order placed (or asked again for its payment) at `from`. */
export function holdDeadline(from: Date, method: HoldPaymentMethod, settings: HoldSettings): Date {
  return new Date(from.getTime() + holdDurationMs(method, settings));
}

/** The payment statuses of an order nobody has paid or sent a proof for: its hold runs. */
const CLOCK_RUNS: readonly PaymentStatus[] = ["pending_payment", "payment_failed"];

/** The statuses before the goods leave the shop: shipped, collected and cancelled orders hold nothing. */
const BEFORE_HANDOVER: readonly OrderStatus[] = [
  "pending",
  "confirmed",
  "payment_received",
  "processing",
  "preparing",
  "ready_for_pickup",
];

export type HoldState =
  /** The clock runs: cancelled at `until` unless paid or a proof comes. */
  | { kind: "running"; until: string }
  /** A proof of payment waits to be checked: the order is never cancelled under the customer. */
  | { kind: "paused-for-proof" }
  /** Paid, handed over, cancelled, or placed before holds existed: nothing ends by itself. */
  | { kind: "none" };

export type HoldOrder = {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  holdUntil: string | null;
};

export function holdState(order: HoldOrder): HoldState {
  if (order.holdUntil === null || !BEFORE_HANDOVER.includes(order.status)) return { kind: "none" };
  if (order.paymentStatus === "proof_uploaded") return { kind: "paused-for-proof" };
  if (CLOCK_RUNS.includes(order.paymentStatus)) return { kind: "running", until: order.holdUntil };
  return { kind: "none" };
}

/** Whether the order's hold has run out at `now`: it is then cancelled. */
export function holdExpired(order: HoldOrder, now: Date): boolean {
  const state = holdState(order);
  return state.kind === "running" && Date.parse(state.until) <= now.getTime();
}

/** When to remind the customer that the hold ends; null when the hold is too short for a reminder to help. */
export function reminderAt(placedOrAsked: Date, deadline: Date): Date | null {
  if (deadline.getTime() - placedOrAsked.getTime() < 2 * REMINDER_BEFORE_MS) return null;
  return new Date(deadline.getTime() - REMINDER_BEFORE_MS);
}

/** Whether an order counts toward the account's unpaid orders: open and not paid (a proof waiting still counts). */
export function countsAsUnpaid(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return (
    order.status !== "cancelled" &&
    order.status !== "delivered" &&
    order.status !== "shipped" &&
    order.paymentStatus !== "paid" &&
    order.paymentStatus !== "refunded"
  );
}

/**
 * The most of a product one account may hold in its unpaid orders together, given what is on the
 * shelf now plus what the account already holds of it: half, but never fewer than two (or all
 * there is, when that is fewer).
 */
export function mostUnpaidUnits(onShelfAndHeldByAccount: number): number {
  const total = Math.max(0, Math.floor(onShelfAndHeldByAccount));
  return Math.max(Math.min(total, UNPAID_MINIMUM_UNITS), Math.floor(total * UNPAID_SHARE));
}

export type UnpaidRefusal =
  | { kind: "too-many-orders"; openOrders: string[] }
  /** `most`: the most this order may take of the product now (what the account holds already counted). */
  | { kind: "too-much-of-product"; productId: string; name: string; most: number; heldAlready: number };

/**
 * Why an unpaid order may not be placed, or null when it may: the account's open unpaid orders
 * (oldest first), and per line what is on the shelf and what the account's unpaid orders hold.
 */
export function unpaidRefusal(input: {
  openUnpaidOrders: string[];
  lines: ReadonlyArray<{ productId: string; name: string; quantity: number; onShelf: number; heldByAccount: number }>;
}): UnpaidRefusal | null {
  if (input.openUnpaidOrders.length >= MAX_UNPAID_ORDERS)
    return { kind: "too-many-orders", openOrders: input.openUnpaidOrders };
  for (const line of input.lines) {
    const most = mostUnpaidUnits(line.onShelf + line.heldByAccount);
    if (line.heldByAccount + line.quantity > most)
      return {
        kind: "too-much-of-product",
        productId: line.productId,
        name: line.name,
        most: Math.max(0, most - line.heldByAccount),
        heldAlready: line.heldByAccount,
      };
  }
  return null;
}
