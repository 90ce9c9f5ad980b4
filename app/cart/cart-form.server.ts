import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { PRODUCT_REQUIRED_MESSAGE, QUANTITY_MESSAGE, UNKNOWN_CART_ACTION_MESSAGE } from "./messages";

// The cart's forms, one schema per intent. Prices are never part of a form: they are read from
// the products table whenever the cart is shown.

const productId = z.string({ error: PRODUCT_REQUIRED_MESSAGE }).trim().min(1, PRODUCT_REQUIRED_MESSAGE).max(100);
// Digits only: Number() alone would also take "1e2" and "0x10".
const quantity = z
  .string({ error: QUANTITY_MESSAGE })
  .trim()
  .regex(/^\d{1,4}$/, QUANTITY_MESSAGE)
  .transform(Number)
  .pipe(z.number().int().min(1, QUANTITY_MESSAGE).max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE));

/** From `<AddToCartForm>` anywhere on the site: quantity 1 unless chosen. */
export const AddToCartForm = z.object({
  intent: z.literal("add"),
  productId,
  quantity: quantity.default(1),
  redirectTo: z.string().max(2000).optional(),
  /** Sent by the in-place add (JavaScript): answer with the toast, not a redirect, so the page stays where it is. */
  stay: z.literal("1").optional(),
});

/** The quantity box on a cart line: at least 1 (Remove takes a line away). */
export const UpdateCartLineForm = z.object({ intent: z.literal("update"), productId, quantity });

export const RemoveCartLineForm = z.object({ intent: z.literal("remove"), productId });

/**
 * The notice of what came from the last visit (decision 0094): take it all out, or one line's part
 * (`productId`), and come back to the page the notice was on (the cart or the checkout).
 */
export const RemoveLastVisitForm = z.object({
  intent: z.literal("remove-last-visit"),
  productId: productId.optional(),
  redirectTo: z.string().max(2000).optional(),
});

/** "Keep them": the items from the last visit stay, and the notice goes. */
export const KeepLastVisitForm = z.object({
  intent: z.literal("keep-last-visit"),
  redirectTo: z.string().max(2000).optional(),
});

export const CartForm = z.discriminatedUnion(
  "intent",
  [AddToCartForm, UpdateCartLineForm, RemoveCartLineForm, RemoveLastVisitForm, KeepLastVisitForm],
  { error: UNKNOWN_CART_ACTION_MESSAGE },
);
