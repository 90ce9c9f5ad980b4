import type { Toast } from "~/platform/toast";
import type { Values } from "~/platform/translate";
import { MAX_LINE_QUANTITY } from "./cart-lines";

/**
 * The cart's messages, shared by the server, the page and the tests: catalogue ids in the `cart`
 * namespace (decision 0110), and the texts built from them with the reader's `t`.
 */

/** `t(id, values)` over the `cart` catalogue: the page's (`useTranslation`) or the request's (`requestTranslator`). */
export type TextOf = (id: string, values?: Values) => string;

// The cart form's errors (zod messages are catalogue ids; the action translates them).
export const QUANTITY_MESSAGE = "cart:error.quantity";
export const PRODUCT_REQUIRED_MESSAGE = "cart:error.productRequired";
export const UNKNOWN_CART_ACTION_MESSAGE = "cart:error.unknownAction";
export const PRODUCT_UNAVAILABLE_MESSAGE = "cart:error.productUnavailable";
export const NOT_IN_CART_MESSAGE = "cart:error.notInCart";

/** The values the cart's messages may name: the ceiling of one line. */
export const CART_MESSAGE_VALUES = { max: MAX_LINE_QUANTITY } as const;

export function outOfStockMessage(t: TextOf, productName: string): string {
  return t("cart:error.outOfStock", { name: productName });
}

export function lineFullMessage(t: TextOf, productName: string): string {
  return t("cart:error.lineFull", { name: productName, max: MAX_LINE_QUANTITY });
}

/** The storefront spec's toast; when the line hit the ceiling, it says how many were really added. */
export function addedToCartToast(t: TextOf, added: number, productName: string, capped: boolean): Toast {
  const values = { added, name: productName, max: MAX_LINE_QUANTITY };
  return {
    title: t("cart:toast.added"),
    description: capped ? t("cart:toast.addedCapped", values) : t("cart:toast.addedText", values),
    variant: "success",
  };
}

export function quantityUpdatedToast(t: TextOf, quantity: number, productName: string): Toast {
  return {
    title: t("cart:toast.updated"),
    description: t("cart:toast.quantityText", { name: productName, quantity }),
    variant: "success",
  };
}

export function removedFromCartToast(t: TextOf, productName: string): Toast {
  return { title: t("cart:toast.removed"), description: t("cart:toast.removedText", { name: productName }) };
}

// What signing in brought from the account's earlier cart (issue 44, point 5; decision 0094).

export const LAST_VISIT_HEADING = "cart:lastVisit.heading";
export const LAST_VISIT_LINE_MARK = "cart:lastVisit.lineMark";
export const REMOVE_LAST_VISIT_BUTTON = "cart:lastVisit.remove";
export const KEEP_LAST_VISIT_BUTTON = "cart:lastVisit.keep";
export const LAST_VISIT_EXPLANATION = "cart:lastVisit.explanation";

/** "the total went from R 239.95 to R 6 239.95" (amounts already written with formatRand). */
export function lastVisitTotalChange(t: TextOf, before: string, now: string): string {
  return t("cart:lastVisit.totalChange", { before, now });
}

/** Beside a line only partly from the last visit: "2 of these 3 are from your last visit". */
export function lastVisitPartMark(t: TextOf, fromLastVisit: number, quantity: number): string {
  return t("cart:lastVisit.partMark", { count: fromLastVisit, quantity });
}

/** The button that takes one line's part from the last visit away (a line both visits held). */
export function removeLastVisitPartButton(t: TextOf, fromLastVisit: number): string {
  return t("cart:lastVisit.removePart", { count: fromLastVisit });
}

/**
 * The sign-in toast when signing in brought items from the account's earlier cart: the sign-in's
 * own title ("Signed in"), and what came in instead of the greeting.
 */
export function lastVisitSignInToast(t: TextOf, count: number, toast?: Toast): Toast {
  return {
    title: toast?.title ?? t("cart:lastVisit.signedIn"),
    description: t("cart:lastVisit.signInText", { count }),
    variant: toast?.variant ?? "success",
  };
}

export function lastVisitRemovedToast(t: TextOf, count: number): Toast {
  return { title: t("cart:toast.removed"), description: t("cart:lastVisit.removedText", { count }) };
}

export function lastVisitKeptToast(t: TextOf): Toast {
  return { title: t("cart:toast.updated"), description: t("cart:lastVisit.keptText"), variant: "success" };
}
