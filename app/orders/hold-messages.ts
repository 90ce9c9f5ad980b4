/**
 * The words of stock holds (issue 47 point 2, decision 0103): what checkout says when an unpaid
 * order is refused, what the customer is told of the hold and its end, and what staff read.
 * Plain module: the screens and the server share them, and the tests assert with them.
 */

/** `t(id, values)` over the `cart` catalogue: the request's translator (decision 0110). */
type TextOf = (id: string, values?: Readonly<Record<string, string | number>>) => string;

/** Too many unpaid orders open at once (checkout's refusal, in the customer's language). */
export function tooManyUnpaidOrders(t: TextOf, orderNumbers: readonly string[]): string {
  return t("cart:checkout.error.tooManyUnpaid", { count: orderNumbers.length, list: orderNumbers.join(", ") });
}
export const SEE_YOUR_ORDERS = "cart:checkout.error.seeOrders";
export const SEE_YOUR_ORDERS_HREF = "/orders";

/**
 * More of a product than one customer may hold unpaid: `most` is what this order may still take
 * (0 when the customer's unpaid orders hold their share already).
 */
export function tooMuchUnpaid(
  t: TextOf,
  input: { name: string; most: number; heldAlready: number; shopPhone: string },
): string {
  const call = t("cart:checkout.error.callUs", { phone: input.shopPhone });
  if (input.most === 0)
    return t("cart:checkout.error.unpaidHoldsAll", { held: input.heldAlready, name: input.name, call });
  const already = input.heldAlready > 0 ? t("cart:checkout.error.heldAlready", { held: input.heldAlready }) : "";
  return t("cart:checkout.error.atMost", { most: input.most, name: input.name, already, call });
}
export function callTheStore(t: TextOf, phone: string): string {
  return t("cart:checkout.error.callStore", { phone });
}

/** The customer's order page and confirmation: how long the order is kept. */
export function holdNotice(until: string, method: "eft" | "counter"): string {
  return method === "counter"
    ? `We keep this order for you until ${until}. Please collect and pay for it by then; otherwise we cancel it and the items go back on sale.`
    : `We keep this order for you until ${until}. If we have not received your payment or proof of payment by then, we cancel it and the items go back on sale.`;
}
export const HOLD_PAUSED_FOR_PROOF =
  "We have your proof of payment: your order is kept while we check it (within 24 hours).";

/** The status-history note of an order cancelled when its hold ran out (the customer sees it too). */
export function holdExpiredNote(until: string): string {
  return `Cancelled: not paid by ${until}, the end of the time we keep an unpaid order. The items are back on sale.`;
}

/** The SMS when the hold ran out; plain text. */
export function holdExpiredSms(input: { shopName: string; orderNumber: string; until: string; url: string }): string {
  return `${input.shopName}: order ${input.orderNumber} is cancelled: we did not receive payment by ${input.until}. The items are back on sale. ${input.url}`;
}

/** The reminder SMS before the hold ends. */
export function holdReminderSms(input: {
  shopName: string;
  orderNumber: string;
  until: string;
  amount: string;
  counter: boolean;
  url: string;
}): string {
  return input.counter
    ? `${input.shopName}: we keep order ${input.orderNumber} until ${input.until}. Collect it and pay ${input.amount} at the counter by then, or it is cancelled. ${input.url}`
    : `${input.shopName}: we keep order ${input.orderNumber} until ${input.until}. Pay ${input.amount} by EFT and upload your proof by then, or it is cancelled. ${input.url}`;
}

export function holdExpiredEmail(input: {
  orderNumber: string;
  until: string;
  contactName: string | null;
  url: string;
}) {
  return {
    subject: `Order ${input.orderNumber} cancelled: no payment received`,
    lines: [
      `Hello ${input.contactName ?? ""},`.replace(" ,", ","),
      "",
      `We kept order ${input.orderNumber} for you until ${input.until}, but we did not receive your payment or proof of payment, so we have cancelled it. The items are back on sale.`,
      "Nothing is owed. If you paid after all, reply to this e-mail with your proof of payment and we will sort it out.",
      "",
      `Your order: ${input.url}`,
    ],
  };
}

export function holdReminderEmail(input: {
  orderNumber: string;
  until: string;
  amount: string;
  counter: boolean;
  contactName: string | null;
  url: string;
}) {
  return {
    subject: `Order ${input.orderNumber}: please ${input.counter ? "collect and pay" : "pay"} by ${input.until}`,
    lines: [
      `Hello ${input.contactName ?? ""},`.replace(" ,", ","),
      "",
      input.counter
        ? `We keep order ${input.orderNumber} for you until ${input.until}. Please collect it and pay ${input.amount} at the counter (cash or card) by then; otherwise we cancel it and the items go back on sale.`
        : `We keep order ${input.orderNumber} for you until ${input.until}. Please pay ${input.amount} by EFT, with ${input.orderNumber} as the reference, and upload your proof of payment on the order's page by then; otherwise we cancel it and the items go back on sale.`,
      "",
      `Your order: ${input.url}`,
    ],
  };
}

/** Staff: the order page and list. */
export function staffHoldLine(until: string): string {
  return `Stock held until ${until}: cancelled then by the shop if not paid (or a proof sent).`;
}
export function listHoldLine(until: string): string {
  return `held until ${until}`;
}
export const STAFF_HOLD_PAUSED = "Stock held: the clock is stopped while a proof of payment waits to be checked.";
export const HOLD_EXPIRED_BY = "the shop (the unpaid order's hold ended)";
