import type { Toast } from "~/platform/toast";
import { MAX_LINE_QUANTITY } from "./cart-lines";

/** The cart's messages, shared by the server, the page and the tests. */

export const QUANTITY_MESSAGE = `Please enter a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
export const PRODUCT_REQUIRED_MESSAGE = "Please choose a product.";
export const UNKNOWN_CART_ACTION_MESSAGE = "Please choose what to do with your cart.";
export const PRODUCT_UNAVAILABLE_MESSAGE = "Sorry, this product is not available.";
export const NOT_IN_CART_MESSAGE = "That product is no longer in your cart.";

export function outOfStockMessage(productName: string): string {
  return `Sorry, ${productName} is out of stock.`;
}

export function lineFullMessage(productName: string): string {
  return `Your cart already holds ${MAX_LINE_QUANTITY} of ${productName}, the most one order can take.`;
}

/** The storefront spec's toast; when the line hit the ceiling, it says how many were really added. */
export function addedToCartToast(added: number, productName: string, capped: boolean): Toast {
  const limit = capped ? ` (${MAX_LINE_QUANTITY} is the most one order can take)` : "";
  return {
    title: "Added to cart",
    description: `${added}x ${productName} added to your cart${limit}`,
    variant: "success",
  };
}

export function quantityUpdatedToast(quantity: number, productName: string): Toast {
  return { title: "Cart updated", description: `${productName}: quantity ${quantity}.`, variant: "success" };
}

export function removedFromCartToast(productName: string): Toast {
  return { title: "Removed from cart", description: `${productName} was removed from your cart.` };
}

// What signing in brought from the account's earlier cart (issue 44, point 5; decision 0094).

export const LAST_VISIT_HEADING = "From your last visit";
export const LAST_VISIT_LINE_MARK = "From your last visit";
export const REMOVE_LAST_VISIT_BUTTON = "Remove them";
export const KEEP_LAST_VISIT_BUTTON = "Keep them";
export const LAST_VISIT_EXPLANATION =
  "Your account's cart from an earlier visit was added to this one when you signed in. Nothing you added this time was changed.";

function items(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

/** "the total went from R 239.95 to R 6 239.95" (amounts already written with formatRand). */
export function lastVisitTotalChange(before: string, now: string): string {
  return `The total went from ${before} to ${now}.`;
}

/** Beside a line only partly from the last visit: "2 of these 3 are from your last visit". */
export function lastVisitPartMark(fromLastVisit: number, quantity: number): string {
  return `${fromLastVisit} of these ${quantity} ${fromLastVisit === 1 ? "is" : "are"} from your last visit`;
}

/** The button that takes one line's part from the last visit away (a line both visits held). */
export function removeLastVisitPartButton(fromLastVisit: number): string {
  return `Remove the ${fromLastVisit} from your last visit`;
}

/**
 * The sign-in toast when signing in brought items from the account's earlier cart: the sign-in's
 * own title ("Signed in"), and what came in instead of the greeting.
 */
export function lastVisitSignInToast(count: number, toast?: Toast): Toast {
  return {
    title: toast?.title ?? "Signed in",
    description: `${items(count)} from your last visit ${count === 1 ? "is" : "are"} in your cart: check ${count === 1 ? "it" : "them"} before you pay.`,
    variant: toast?.variant ?? "success",
  };
}

export function lastVisitRemovedToast(count: number): Toast {
  return {
    title: "Removed from cart",
    description: `${items(count)} from your last visit ${count === 1 ? "was" : "were"} removed from your cart.`,
  };
}

export function lastVisitKeptToast(): Toast {
  return {
    title: "Cart updated",
    description: "The items from your last visit stay in your cart.",
    variant: "success",
  };
}
