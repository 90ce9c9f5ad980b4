/** Checkout's words, shared by the server and the screens (the specs do not show checkout). */
export const CHECKOUT_TITLE = "Checkout";
export const CONTACT_NAME_REQUIRED = "Please enter the name we should use for this order";
export const CONTACT_EMAIL_INVALID = "Please enter a valid email address";
export const PHONE_REQUIRED_FOR_DELIVERY = "Please give a phone number so the driver can reach you";
export const NEWS_PHONE_REQUIRED = "Please enter the cellphone number for the SMS";
export const NEWS_CHANNEL_MESSAGE = "Please choose e-mail, SMS or both";
/** No e-mail address and no proved cellphone for SMS: the shop could not tell the customer of the order. */
export const NO_WAY_TO_TELL =
  "Please give an e-mail address, or choose SMS to your proved cellphone, so we can tell you about the order.";
/** A second order from an account whose e-mail address is not confirmed yet (decision 0097). */
export function confirmEmailBeforeAnotherOrder(email: string): string {
  return `Please confirm your e-mail address before your next order: open the link we sent to ${email} (sign in again for a new link), or prove your cellphone on My Account.`;
}
/** SMS-only news need no e-mail; e-mail news do. */
export const EMAIL_NEEDED_FOR_EMAIL_NEWS = "Please give an e-mail address, or choose SMS for the order's news";
export const NEWS_CHOICE_LEGEND = "How should we tell you about this order?";
export const NEWS_CHANNEL_LABELS = { email: "E-mail", sms: "SMS", both: "Both" } as const;
export const OFFERS_BY_SMS_LABEL =
  "Send me offers by SMS (you can stop them any time on My Account or by replying STOP)";
export const NOTES_MAX_LENGTH = 1000;
export const NOTES_TOO_LONG = `Please keep your notes under ${NOTES_MAX_LENGTH} characters`;
export const NOTHING_TO_CHECK_OUT = {
  title: "Nothing to check out",
  description: "Your cart has nothing that can be ordered right now.",
  variant: "destructive",
} as const;
export const CART_CHANGED =
  "Your cart or its prices changed since you reviewed this order. Please check the order below and place it again.";
export const NO_SAVED_LOCATION = "Save a delivery location first, or collect your order at the store.";
export const ORDER_PLACED_TITLE = "Order placed";

export function outOfStockAtCheckout(name: string): string {
  return `Sorry, ${name} is no longer in stock. Remove it from your cart to place the rest of your order.`;
}

export function unavailableAtCheckout(name: string): string {
  return `Sorry, ${name} is no longer sold. Remove it from your cart to place the rest of your order.`;
}

export function notEnoughStock(name: string, available: number): string {
  return `Sorry, we have only ${available} of ${name} in stock. Please lower the quantity in your cart.`;
}

export function orderPlacedMessage(orderNumber: string): string {
  return `Your order number is ${orderNumber}. Use it as the reference when you pay.`;
}

/** Pay when you collect (issue 44 point 7, decision 0096): the checkout's payment choice. */
export const PAYMENT_CHOICE_LEGEND = "How do you want to pay?";
export const CHECKOUT_PAYMENT_LABELS = {
  cash_on_collection: "Pay when you collect (cash or card at the counter)",
  eft: "EFT (bank transfer)",
} as const;
export const PAY_AT_COUNTER_HINT =
  "We prepare your order and tell you when it is ready. Pay at the counter when you collect it, in cash or by card: no proof of payment needed.";
export const EFT_HINT =
  "After you place the order you get our bank details and your reference (the order number) on screen and by e-mail. You can upload your proof of payment on the order's page.";
export const PAYMENT_EFT_ONLY = "Payment: EFT (bank transfer)";
export const PAYMENT_METHOD_MESSAGE = "Please choose how you want to pay";
export const PAY_AT_COUNTER_COLLECT_ONLY =
  "Paying at the counter is only for orders you collect at the store. Please choose EFT, or collect your order.";
export const PAY_AT_COUNTER_NOT_OFFERED =
  "We no longer offer paying at the counter at checkout. Please check your order below and place it to pay by EFT.";
export const COLLECT_AFTER_PAYMENT = "Collect at the store once we have confirmed your payment.";
export const COLLECT_OR_PAY_THERE =
  "Collect at the store: pay at the counter when you come, or once we have confirmed your EFT payment.";

/** The toast after Place order: the number is the EFT reference, or what to give at the counter. */
export function orderPlacedToastText(orderNumber: string, paymentMethod: "eft" | "cash_on_collection"): string {
  return paymentMethod === "cash_on_collection"
    ? `Your order number is ${orderNumber}. Give it at the counter when you collect and pay.`
    : orderPlacedMessage(orderNumber);
}
