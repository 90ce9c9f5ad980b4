import { formatSouthAfricanMobile } from "~/sms/phone-number";

/**
 * Order texts shared by the server, the staff's pages and the tests. The customer's words on the
 * order pages, the cancel page, the tax invoice and /reviews are in the `orders` catalogue
 * (`app/locales/{en,af}/orders.json`, decision 0110).
 */

export const SIGN_IN_FOR_ORDERS_HREF = "/login?redirect=/orders";

export const PROOF_UPLOADED_NOTE = "Proof of payment uploaded by the customer.";

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
