import type { OrderStatus } from "./order-status";

/**
 * Ready for pickup before payment (issue 43, point 6; decision 0092). An order to collect whose
 * money has not come in may be made ready only once staff have said how the customer will pay
 * (at the counter, cash or card), and handed over ("Collected") only once the payment is
 * recorded. Plain functions: the order page offers from them and `changeOrderStatus()` enforces them.
 */

/**
 * `orders.payment_method` of an order paid at the counter when it is collected, in cash or by
 * card. The value was in the schema from the start (migration 0003, "for the back office
 * later"); issue 44's "Pay when you collect" at checkout stores the same value.
 */
export const PAY_AT_COUNTER = "cash_on_collection" as const;

/** How the money changed hands at the counter. */
export const COUNTER_MEANS = ["cash", "card"] as const;
export type CounterMeans = (typeof COUNTER_MEANS)[number];

export type PaymentFacts = {
  fulfilmentMethod: "collect" | "delivery";
  paymentStatus: string;
  paymentMethod: string;
};

/** The money is in: verified EFT, or recorded at the counter. */
export function isPaid(paymentStatus: string): boolean {
  return paymentStatus === "paid";
}

/**
 * "Not paid yet", as staff read it on an order to collect that is still open: no payment
 * verified or recorded (a refund is not "not yet": the payment status says refunded).
 */
export function notPaidYet(order: PaymentFacts & { status: string }): boolean {
  return (
    order.fulfilmentMethod === "collect" &&
    !isPaid(order.paymentStatus) &&
    order.paymentStatus !== "refunded" &&
    order.status !== "cancelled" &&
    order.status !== "delivered"
  );
}

/** The customer is to pay at the counter when collecting: the counter method, and not paid yet. */
export function paysAtCounter(order: PaymentFacts & { status: string }): boolean {
  return order.paymentMethod === PAY_AT_COUNTER && notPaidYet(order);
}

/** What a status change needs first, for the payment's sake. */
export type PaymentCheck = "ok" | "choose-how-to-pay" | "record-payment-first";

/**
 * - Ready for pickup tells the customer to come: an unpaid order to collect needs to say how
 *   they pay (the counter method) first, else the customer comes for goods they cannot take.
 * - Collected hands the goods over: an unpaid order to collect needs its payment recorded first.
 * - Anything else (a paid order, an order to deliver, cancelling) is not held up by the payment.
 */
export function paymentCheck(order: PaymentFacts, next: OrderStatus): PaymentCheck {
  if (order.fulfilmentMethod !== "collect" || isPaid(order.paymentStatus)) return "ok";
  if (next === "ready_for_pickup") return order.paymentMethod === PAY_AT_COUNTER ? "ok" : "choose-how-to-pay";
  if (next === "delivered") return "record-payment-first";
  return "ok";
}

/**
 * The method the order has after a status change in which staff did or did not tick "pays at the
 * counter": the counter method only for an unpaid order to collect being made ready; otherwise
 * the tick changes nothing (a paid order keeps its method).
 */
export function methodAfter(order: PaymentFacts, next: OrderStatus, payAtCounter: boolean): string {
  if (!payAtCounter || next !== "ready_for_pickup") return order.paymentMethod;
  if (order.fulfilmentMethod !== "collect" || isPaid(order.paymentStatus)) return order.paymentMethod;
  return PAY_AT_COUNTER;
}

/** Staff must choose how the customer pays before "Ready for pickup": the order page shows the choice. */
export function needsPaymentChoice(order: PaymentFacts & { status: string }): boolean {
  return notPaidYet(order) && order.paymentMethod !== PAY_AT_COUNTER && order.status !== "ready_for_pickup";
}

/**
 * A payment may be recorded at the counter for an order to collect that is not paid yet and still
 * open (whatever its method: a customer who meant to pay by EFT may pay at the counter instead).
 */
export function takesCounterPayment(order: PaymentFacts & { status: string }): boolean {
  return notPaidYet(order);
}
