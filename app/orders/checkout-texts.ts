import type { Values } from "~/platform/translate";

/**
 * Checkout's words, shared by the server and the screens (the specs do not show checkout): ids in
 * the `cart` catalogue (decision 0110), and the texts built from them with the reader's `t`.
 * A schema's message is an id (`Field` translates it); a refusal is built with the request's `t`.
 */

/** `t(id, values)` over the `cart` catalogue: the page's (`useTranslation`) or the request's (`requestTranslator`). */
export type TextOf = (id: string, values?: Values) => string;

export const CHECKOUT_TITLE = "cart:checkout.title";
export const CONTACT_NAME_REQUIRED = "cart:checkout.error.nameRequired";
export const CONTACT_NAME_TOO_LONG = "cart:checkout.error.nameTooLong";
export const CONTACT_EMAIL_INVALID = "cart:checkout.error.emailInvalid";
export const CONTACT_PHONE_INVALID = "cart:checkout.error.phoneInvalid";
export const PHONE_REQUIRED_FOR_DELIVERY = "cart:checkout.error.phoneForDriver";
export const NEWS_PHONE_REQUIRED = "cart:checkout.error.newsPhoneRequired";
export const NEWS_PHONE_UNREADABLE = "cart:checkout.error.newsPhoneUnreadable";
export const NEWS_PHONE_NOT_MOBILE = "cart:checkout.error.newsPhoneNotMobile";
export const NEWS_CHANNEL_MESSAGE = "cart:checkout.error.newsChannel";
export const FORM_EXPIRED = "cart:checkout.error.formExpired";
/** No e-mail address and no proved cellphone for SMS: the shop could not tell the customer of the order. */
export const NO_WAY_TO_TELL = "cart:checkout.error.noWayToTell";
/** A second order from an account whose e-mail address is not confirmed yet (decision 0097). */
export function confirmEmailBeforeAnotherOrder(t: TextOf, email: string): string {
  return t("cart:checkout.error.confirmEmail", { email });
}
/** SMS-only news need no e-mail; e-mail news do. */
export const EMAIL_NEEDED_FOR_EMAIL_NEWS = "cart:checkout.error.emailForNews";
export const NEWS_CHOICE_LEGEND = "cart:checkout.news.legend";
/** The account's screens (English until their part is translated). */
export const NEWS_CHANNEL_LABELS = { email: "E-mail", sms: "SMS", both: "Both" } as const;
export const OFFERS_BY_SMS_LABEL =
  "Send me offers by SMS (you can stop them any time on My Account or by replying STOP)";
export const NOTES_MAX_LENGTH = 1000;
export const NOTES_TOO_LONG = "cart:checkout.error.notesTooLong";
export function nothingToCheckOut(t: TextOf) {
  return {
    title: t("cart:checkout.nothing.title"),
    description: t("cart:checkout.nothing.text"),
    variant: "destructive",
  } as const;
}
export const CART_CHANGED = "cart:checkout.error.cartChanged";
export const NO_SAVED_LOCATION = "cart:checkout.error.noSavedLocation";
export const ORDER_PLACED_TITLE = "cart:checkout.placed.title";

export function outOfStockAtCheckout(t: TextOf, name: string): string {
  return t("cart:checkout.error.outOfStock", { name });
}

export function unavailableAtCheckout(t: TextOf, name: string): string {
  return t("cart:checkout.error.unavailable", { name });
}

export function notEnoughStock(t: TextOf, name: string, available: number): string {
  return t("cart:checkout.error.notEnoughStock", { name, available });
}

export function orderPlacedMessage(t: TextOf, orderNumber: string): string {
  return t("cart:checkout.placed.eft", { number: orderNumber });
}

/** Pay when you collect (issue 44 point 7, decision 0096): the checkout's payment choice. */
export const PAYMENT_CHOICE_LEGEND = "cart:payment.legend";
export const CHECKOUT_PAYMENT_LABELS = {
  cash_on_collection: "cart:payment.label.cash_on_collection",
  eft: "cart:payment.label.eft",
} as const;
export const PAY_AT_COUNTER_HINT = "cart:payment.hint.cash_on_collection";
export const EFT_HINT = "cart:payment.hint.eft";
export const PAYMENT_EFT_ONLY = "cart:payment.eftOnly";
export const PAYMENT_METHOD_MESSAGE = "cart:payment.error.choose";
export const PAY_AT_COUNTER_COLLECT_ONLY = "cart:payment.error.collectOnly";
export const PAY_AT_COUNTER_NOT_OFFERED = "cart:payment.error.notOffered";
export const COLLECT_AFTER_PAYMENT = "cart:checkout.collectAfterPayment";
export const COLLECT_OR_PAY_THERE = "cart:checkout.collectOrPayThere";

/** The toast after Place order: the number is the EFT reference, or what to give at the counter. */
export function orderPlacedToastText(
  t: TextOf,
  orderNumber: string,
  paymentMethod: "eft" | "cash_on_collection",
): string {
  return paymentMethod === "cash_on_collection"
    ? t("cart:checkout.placed.counter", { number: orderNumber })
    : orderPlacedMessage(t, orderNumber);
}
