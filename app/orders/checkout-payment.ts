import { PAY_AT_COUNTER } from "./pickup-payment";

/**
 * How the customer pays, chosen at checkout (issue 44 point 7, decision 0096): EFT, or "Pay when
 * you collect" (cash or card at the counter) for an order to collect while the shop setting
 * offers it. Orders to deliver stay EFT. Pure: the review step offers from it and placeOrder()
 * checks the posted choice against it again.
 */
export const CHECKOUT_PAYMENT_METHODS = [PAY_AT_COUNTER, "eft"] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

export type CheckoutPayment = {
  /** The ways offered, in the order shown; one way: no choice, the EFT note. */
  offered: CheckoutPaymentMethod[];
  /** The way ticked when the review step opens. */
  preselected: CheckoutPaymentMethod;
};

/**
 * For an order to collect with the setting on: both ways, paying at the counter first and ticked
 * (a customer who collects comes to the counter anyway; decision 0096). Otherwise EFT alone.
 */
export function checkoutPayment(input: {
  fulfilment: "collect" | "delivery";
  payAtCounterOffered: boolean;
}): CheckoutPayment {
  if (input.fulfilment === "collect" && input.payAtCounterOffered) {
    return { offered: [PAY_AT_COUNTER, "eft"], preselected: PAY_AT_COUNTER };
  }
  return { offered: ["eft"], preselected: "eft" };
}

/** Why a posted way to pay cannot be taken, or null when it can. */
export function refusedPayment(
  chosen: CheckoutPaymentMethod,
  input: { fulfilment: "collect" | "delivery"; payAtCounterOffered: boolean },
): "collect-only" | "not-offered" | null {
  if (chosen === "eft") return null;
  if (input.fulfilment !== "collect") return "collect-only";
  if (!input.payAtCounterOffered) return "not-offered";
  return null;
}
