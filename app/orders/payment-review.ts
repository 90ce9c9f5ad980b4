import { formatRand } from "~/platform/format";

/**
 * Verifying and rejecting a proof of payment on the back office's order page (issue 48): Verify
 * asks first, naming the order, the amount and the customer (a dialog with JavaScript, a
 * confirmation page without); a rejection's reason has room for a few lines. The words the page,
 * the action and the tests share.
 */

export const VERIFY_PAYMENT = "Verify payment";
export const REJECT_PAYMENT = "Reject";

/** The reason goes to the customer by e-mail and shows on their order page. */
export const REJECT_REASON_LABEL = "Reason for rejecting (sent to the customer)";
export const REJECT_REASON_MAX = 500;
/** Rows of the reason's box: room for a sentence or two on a phone without scrolling inside it. */
export const REJECT_REASON_ROWS = 4;
export const REJECT_REASON_REQUIRED = "Please say why the proof is rejected: the customer is told.";
export const REJECT_REASON_TOO_LONG = `Please keep the reason under ${REJECT_REASON_MAX} characters.`;

/** The hidden field a confirmed Verify carries; a Verify without it is asked first. */
export const CONFIRMED_FIELD = "confirmed";
export const CONFIRMED_VALUE = "yes";

/** The address of the confirmation page (JavaScript off, or a Verify posted without confirming). */
export function verifyConfirmHref(orderNumber: string, proofId: string): string {
  return `/admin/orders/${encodeURIComponent(orderNumber)}?${new URLSearchParams({ verify: proofId })}`;
}

/** Who paid, as staff read it: the order's contact name, else its e-mail address. */
export function payingCustomer(order: { contactName: string | null; contactEmail: string | null }): string {
  return order.contactName?.trim() || order.contactEmail?.trim() || "the customer";
}

/** The question Verify asks: the order, the amount and the customer, and what verifying does. */
export function verifyQuestion(order: {
  orderNumber: string;
  totalCents: number;
  contactName: string | null;
  contactEmail: string | null;
}): { title: string; message: string } {
  return {
    title: `Verify the payment for order ${order.orderNumber}?`,
    message: `${formatRand(order.totalCents)} from ${payingCustomer(order)} for order ${order.orderNumber}. Verify only when that amount is in the shop's bank account: the order is marked paid and the customer is told.`,
  };
}
