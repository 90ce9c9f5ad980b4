import { tooManyPixelsText } from "~/platform/image-limits";
import type { Toast } from "~/platform/toast";
import { formatSouthAfricanMobile } from "~/sms/phone-number";

/** The customer's order screens' texts, shared by the server, the pages and the tests. */

export const ORDERS_TITLE = "My Orders";
export const ORDER_DETAILS_TITLE = "Order Details";
export const PLEASE_SIGN_IN = "Please Sign In";
export const PLEASE_SIGN_IN_TEXT = "Sign in to see your orders, their payment status and what you bought.";
export const SIGN_IN_LINK = "Sign in";
export const SIGN_IN_FOR_ORDERS_HREF = "/login?redirect=/orders";
export const GO_TO_CART = "Go to Cart";
export const GO_TO_CART_HINT = "Visit your cart to reorder previous items";
export const NO_ORDERS_TITLE = "No Orders Yet";
export const NO_ORDERS_TEXT = "When you place an order it appears here, with its status and payment.";
export const START_SHOPPING = "Start Shopping";
export const VIEW_DETAILS = "View Details";
export const REORDER = "Reorder";
export const UPLOAD_PROOF = "Upload proof of payment";

export const UNKNOWN_ORDER_ACTION = "Please choose what to do with this order.";

export const PROOF_MISSING = "Please choose a file to upload.";
export const PROOF_WRONG_TYPE = "Please upload a PDF, JPG or PNG file.";
export const PROOF_TOO_LARGE = "The file is too large: the limit is 5 MB.";
/** A picture proof past the pixel limit (decision 0105): its size, the limit, and that a PDF will do. */
export const proofTooManyPixels = (size: { width: number; height: number }) =>
  `${tooManyPixelsText(size)} Or send the slip as a PDF.`;
export const PROOF_UNREADABLE = "The upload did not arrive complete. Please try again.";
export const PROOF_ALREADY_UPLOADED =
  "We already have your proof of payment for this order. We will check it and confirm your order.";
export const PROOF_NOT_EXPECTED = "This order does not need a proof of payment.";
export const PROOF_FAILED = "We could not store your file. Please try again.";

export const PROOF_RECEIVED_TOAST: Toast = {
  title: "Proof of payment received",
  description: "We will check it and confirm your order.",
  variant: "success",
};

export const PROOF_UPLOADED_NOTE = "Proof of payment uploaded by the customer.";

function items(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** After a reorder: how many lines went back into the cart, and which could not. */
export function reorderedToast(added: number, notAdded: string[]): Toast {
  return {
    title: `${items(added)} added to your cart`,
    description:
      notAdded.length > 0
        ? `No longer available: ${notAdded.join(", ")}`
        : "Check the quantities, then go to checkout.",
    variant: "success",
  };
}

export function nothingToReorderMessage(names: string[]): string {
  return names.length > 0
    ? `None of the items in this order can be ordered right now. No longer available: ${names.join(", ")}`
    : "None of the items in this order can be ordered right now.";
}

export function itemCountText(count: number): string {
  return items(count);
}

/** The EFT box's first line (issue 46): what to transfer, beside the reference. */
export const EFT_AMOUNT_TO_PAY = "Amount to pay";

/** Order news by SMS (issue 32, decision 0079). */
export const EFT_SEND_CHANNEL_MESSAGE = "Please choose SMS, e-mail or both.";
export const EFT_SEND_NOT_EFT = "This order is not paid by EFT: there are no EFT details to send.";
export const EFT_SEND_NO_CELLPHONE = "This order has no cellphone number to send an SMS to.";
/** Staff sending the EFT details by SMS to a number the customer has not proved (decision 0089). */
export const EFT_SEND_NOT_PROVED =
  "The customer has not proved this cellphone number, so the shop sends it no SMS. Send the details by e-mail, or ask the customer to prove the number on My Account.";
export const EFT_SEND_NO_EMAIL = "This order has no e-mail address to send the details to.";
export const EFT_DETAILS_SENT_TITLE = "EFT details sent";
/**
 * The toast after "Send EFT details": where they went, the cellphone number written as every
 * staff screen writes it (082 123 4567, issue 48), never +27.
 */
export function eftDetailsSentDescription(sent: { phone?: string | null; email?: string | null }): string {
  const ways = [
    ...(sent.phone ? [`by SMS to ${formatSouthAfricanMobile(sent.phone)}`] : []),
    ...(sent.email ? [`by e-mail to ${sent.email}`] : []),
  ];
  return `Sent ${ways.join(" and ")}.`;
}

/** An SMS's status in words, for the order pages. */
export const SMS_STATUS_WORDS = {
  queued: "Waiting to be sent",
  sending: "Being sent",
  sent: "Sent, not yet confirmed delivered",
  delivered: "Delivered",
  failed: "Not delivered",
  logged: "Logged (SMS sending is not set up)",
  cancelled: "Not sent: cancelled",
} as const;

/** What an SMS about an order was for, in words. */
export const ORDER_SMS_KIND_WORDS: Record<string, string> = {
  order_placed: "Order placed",
  proof_received: "Proof of payment received",
  payment_verified: "Payment verified",
  proof_rejected: "Proof of payment rejected",
  ready_for_pickup: "Ready for collection",
  shipped: "Shipped",
  delivered: "Delivered",
  collected: "Collected",
  eft_details: "EFT details",
  hold_reminder: "Reminder: pay before the hold ends",
  hold_expired: "Cancelled: not paid in time",
};

/** Ready for pickup before payment (issue 43 point 6, decision 0092): the staff's and the customer's words. */
export const NOT_PAID_YET = "Not paid yet";
/** Why an order is not paid yet, for the staff's notice beside the status change. */
export function notPaidReason(paymentStatus: string): string {
  if (paymentStatus === "proof_uploaded") return "A proof of payment is waiting to be checked.";
  if (paymentStatus === "payment_failed") return "The customer's proof of payment was rejected.";
  return "No payment has come in yet.";
}
export const PAY_AT_COUNTER_CHOICE = "The customer pays at the counter when collecting (cash or card)";
export const PAYMENT_CHOICE_LEGEND = "Before the customer is told to come: how will they pay?";
export const CHOOSE_HOW_TO_PAY =
  "This order is not paid yet. Before we tell the customer to come and collect it, choose how they will pay (at the counter, cash or card), or wait until their EFT payment is verified.";
export const RECORD_PAYMENT_FIRST =
  "This order is not paid yet. Record the payment at the counter (cash or card) before marking it collected.";
export const COUNTER_MEANS_MESSAGE = "Please choose cash or card.";
export const ALREADY_PAID = "This order is already paid: nothing was recorded.";
export const COUNTER_PAYMENT_NOT_TAKEN =
  "This order does not take a payment at the counter: it is refunded, cancelled, collected or to be delivered.";
export const COUNTER_PAYMENT_TITLE = "Payment recorded";
export const COUNTER_MEANS_WORDS = { cash: "in cash", card: "by card" } as const;

/**
 * An order placed to pay when collecting (issue 44 point 7, decision 0096): the one line the
 * confirmation page, the order e-mail and the order-placed SMS say instead of the bank details.
 */
export function payAtCounterLine(total: string): string {
  return `Pay ${total} at the counter when you collect (cash or card).`;
}

/** The customer's order page, for an order to pay at the counter. */
export const PAY_AT_COUNTER_TITLE = "Pay at the counter when you collect";
export function payAtCounterText(total: string): string {
  return `Pay ${total} at the counter when you collect your order, in cash or by card. Give your order number at the counter.`;
}

/** After buying (issue 44 point 8, decision 0095): the customer's tax invoice and cancelling an unpaid order. */
export const TAX_INVOICE_LINK = "Tax invoice";
export const INVOICE_AFTER_PAYMENT_TITLE = "Your tax invoice comes once we have your payment";
export const INVOICE_AFTER_PAYMENT_TEXT =
  "A tax invoice is issued when the payment is received. As soon as we have your payment, the invoice is here, ready to print or save.";
export const NO_INVOICE_TITLE = "This order has no tax invoice";
export const INVOICE_CANCELLED_TEXT = "This order was cancelled before it was paid, so it has no tax invoice.";
export const INVOICE_REFUNDED_TEXT =
  "This order's payment was refunded, so it has no tax invoice here. Please contact the shop if you need a copy.";
export const INVOICE_PRINT_HINT =
  "Use your browser's Print to print this invoice or keep it as a PDF: on a phone, open the browser's menu, then Share or Print, and choose Save as PDF.";
export const CANCEL_ORDER = "Cancel this order";
export const CANCEL_ORDER_TITLE = "Cancel this order?";
export function cancelOrderQuestion(orderNumber: string): string {
  return `Order ${orderNumber} is cancelled at once and its items go back on the shelf. This cannot be undone: to buy them later you place a new order.`;
}
export const CANCEL_ORDER_CONFIRM = "Yes, cancel the order";
export const KEEP_ORDER = "Keep the order";
export const ORDER_CANCELLED_TOAST = "Order cancelled";
export function orderCancelledText(orderNumber: string): string {
  return `Order ${orderNumber} is cancelled. Nothing is owed.`;
}
/** Why the customer cannot cancel an order here: each says to contact the shop. */
export const CANNOT_CANCEL_PAID =
  "This order is paid, so it cannot be cancelled here. Please contact the shop: we cancel it and refund you.";
export const CANNOT_CANCEL_PROOF =
  "Your proof of payment is with us, so the order cannot be cancelled here. Please contact the shop: we cancel it and refund you if the money came in.";
export const CANNOT_CANCEL_UNDER_WAY =
  "We are already preparing this order, so it cannot be cancelled here. Please contact the shop.";
export const CANNOT_CANCEL_CLOSED = "This order is cancelled or complete: it cannot be cancelled.";
export const CONTACT_THE_SHOP = "Contact the shop";
