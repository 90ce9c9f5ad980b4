import { keysOrPrefixes, pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";
import type { CheckoutPage } from "./checkout.server";

/**
 * The `cart` texts one checkout step shows, and no more (decision 0110, "The weight"): a phone
 * that goes from step 1 to step 2 brings each step's words with that step's data, not both steps'
 * and every refusal's each time. Form errors come back from the action in words (the schema's by
 * `parseFormSubmission`, the refusals by the action's `t`), so no step carries them.
 * `tests/integration/afrikaans-cart.test.ts` reads both steps, collect and delivery, and fails on a
 * catalogue id left on the page (a text a step shows but does not carry).
 */

/** The heading line of both steps. */
const HEADING = ["checkout.title", "checkout.reviewHeading", "checkout.step", "checkout.backToCart"];

/** Step 1 (`FulfilmentStep`): collect, or delivery and how. */
const FULFILMENT = [
  "checkout.how",
  "checkout.collect",
  "checkout.free",
  "checkout.delivery",
  "checkout.deliveryTo",
  "checkout.noLocation",
  "checkout.setLocation",
  "checkout.setLocationThen",
  "checkout.distance",
  "checkout.weight",
  "checkout.earliestDay",
  "checkout.noWeekends",
  "checkout.clientDiscount",
  "checkout.deliveryMethod",
  "checkout.elsewhere",
  "checkout.elsewhereThen",
  "checkout.toReview",
];

/** Step 2 (`ReviewStep`): the items, the totals, the details form, the payment and news choices. */
const REVIEW = [
  "checkout.yourItems",
  "checkout.changeCart",
  "checkout.table.",
  "checkout.summary",
  "checkout.subtotal",
  "checkout.discount",
  "checkout.delivery",
  "checkout.deliveryWith",
  "checkout.freeAmount",
  "checkout.total",
  "checkout.vatIncluded",
  "checkout.collection",
  "checkout.collectionHeading",
  "checkout.collectAfterPayment",
  "checkout.collectOrPayThere",
  "checkout.to",
  "checkout.earliestDay",
  "checkout.change",
  "checkout.backToOptions",
  "checkout.yourDetails",
  "checkout.name",
  "checkout.email",
  "checkout.emailHint",
  "checkout.phoneOptional",
  "checkout.phoneDriver",
  "checkout.smsProved",
  "checkout.smsNotProved",
  "checkout.proveMine",
  "checkout.proveAnother",
  "checkout.notes",
  "checkout.news.",
  "checkout.notPlaced",
  "checkout.place",
  // Shown while the order is sent (with JavaScript), before any answer could bring it.
  "checkout.placing",
  "payment.legend",
  "payment.label.",
  "payment.hint.",
  "payment.eftOnly",
];

/** The keys of the step the page is on: its delivery methods and load, a refusal only when refused. */
export function checkoutTextKeys(page: Pick<CheckoutPage, "review" | "delivery" | "load" | "cart">): string[] {
  const keys = [...HEADING];
  if (page.review) {
    keys.push(...REVIEW);
    if (page.review.method) keys.push(`delivery.method.${page.review.method.id}`);
  } else {
    keys.push(...FULFILMENT, `delivery.load.${page.load.loadType}`);
    for (const option of page.delivery?.available ? page.delivery.options : [])
      keys.push(`delivery.method.${option.id}`, `delivery.methodText.${option.id}`);
    if (page.delivery && !page.delivery.available) keys.push(`delivery.refused.${page.delivery.why}.`);
  }
  if (page.cart.lines.some((line) => line.fromLastVisit > 0)) keys.push("lastVisit.");
  return keys;
}

/** The checkout step's texts, as its data carries them. */
export function checkoutTexts(language: Language, page: Parameters<typeof checkoutTextKeys>[0]): PageTexts {
  return pickTexts(language, "cart", keysOrPrefixes(checkoutTextKeys(page)));
}
