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
