/**
 * The `orders` texts each customer page carries (decision 0110: only what a page shows travels
 * with it). The namespace holds the order list, an order, cancelling, the tax invoice and
 * /reviews; a page's loader data takes only the keys its components ask for, by their first part
 * ("card" takes "card.items", "card.payment"...; "itemCount" takes "itemCount_one" and
 * "itemCount_other"). The server's own `t` (requestTranslator) reads the whole namespace.
 */
import { pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/** An order's details (its page, and the list's dialog that shows them). */
const DETAILS = ["total", "status", "payment", "paymentStatus", "details", "hold", "proof", "reorder"];

const PAGE_KEYS = {
  /**
   * /orders: the cards, and the Order Details dialog's frame (with JavaScript); the details in it
   * come with the order page's data, texts included, when the dialog opens.
   */
  list: ["list", "card", "itemCount", "taxInvoice", "dialog", "total", "status", "payment"],
  /** /orders for a visitor: the way to sign in. */
  visitor: ["list.title", "list.pleaseSignIn", "list.pleaseSignInText", "list.signIn"],
  /** /orders/{number}: the details, the invoice link, cancelling, the SMS sent. */
  order: ["list.title", "orderTitle", "page", "taxInvoice", "cancel", "contactShop", "sms", ...DETAILS],
  /** /orders/{number}/cancel. */
  cancel: ["orderTitle", "cancel", "contactShop"],
  /** /orders/{number}/invoice, around the document (which has `invoiceMessages`). */
  invoice: ["invoicePage"],
  /** The tax invoice itself, in the order's language. */
  invoiceDocument: ["invoice", "paymentStatus"],
  /** /reviews. */
  reviews: ["reviews"],
} as const;

/**
 * Texts only the server says (refusals, toasts: built with the request's `t`, answered as text):
 * never in a page's data. The sign-in prompt is only in the visitor's.
 */
const SERVER_ONLY = [
  "unknownAction",
  "cancel.cannot",
  "cancel.done",
  "cancel.doneText",
  "proof.missing",
  "proof.wrongType",
  "proof.tooManyPixels",
  "proof.unreadable",
  "proof.alreadyUploaded",
  "proof.notExpected",
  "proof.received",
  "reorder.added",
  "reorder.noLongerAvailable",
  "reorder.checkQuantities",
  "reorder.none",
  "reviews.mustSignIn",
  "reviews.ratingRequired",
  "reviews.tooLong",
  "reviews.notUnderstood",
  "reviews.nothingToSubmit",
  "reviews.skipped",
  "reviews.skippedText",
  "reviews.submitted",
  "reviews.submittedText",
  "reviews.earned",
  "reviews.afterApproval",
  "reviews.alreadyReviewed",
  "reviews.alreadyReviewedText",
];

export type OrdersPage = keyof typeof PAGE_KEYS;

function under(key: string, roots: readonly string[]): boolean {
  return roots.some((root) => key === root || key.startsWith(`${root}.`) || key.startsWith(`${root}_`));
}

/**
 * The `orders` texts of one page, in its language, as a route's `messages`; `without` leaves out
 * parts the page does not show this time (the SMS list of an order no SMS was sent about).
 */
export function ordersMessages(language: Language, page: OrdersPage, without: readonly string[] = []): PageTexts {
  const roots = PAGE_KEYS[page];
  const left =
    page === "visitor"
      ? without
      : [...SERVER_ONLY, "list.pleaseSignIn", "list.pleaseSignInText", "list.signIn", ...without];
  return pickTexts(language, "orders", (key) => under(key, roots) && !under(key, left));
}
