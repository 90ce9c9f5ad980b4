/** A message shown after a redirect (flash), so it works without JavaScript. */
export type Toast = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  /** The product an "Added to cart" toast is about: its card says so too (no JavaScript). */
  productId?: string;
};

/** Toasts close after this long when JavaScript runs (storefront spec: 5 s). */
export const TOAST_DURATION_MS = 5000;
