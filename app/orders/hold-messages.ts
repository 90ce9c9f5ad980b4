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

/**
 * The status-history note of an order cancelled when its hold ran out, stored in English as staff
 * read it. The customer's order page recognises it (isHoldExpiredNote) and shows the catalogue's
 * "orders:hold.expired" in the page's language instead (issue 49).
 */
export function holdExpiredNote(until: string): string {
  return `Cancelled: not paid by ${until}, the end of the time we keep an unpaid order. The items are back on sale.`;
}

const HOLD_EXPIRED_NOTE =
  /^Cancelled: not paid by .+, the end of the time we keep an unpaid order\. The items are back on sale\.$/;

/** Whether a status-history note is holdExpiredNote's (whatever its date). */
export function isHoldExpiredNote(note: string | null): boolean {
  return note !== null && HOLD_EXPIRED_NOTE.test(note);
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
