/**
 * The product form's choices (back-office spec section 3), shared by the form's schema on the
 * server and the form itself in the browser.
 */
export const PRODUCT_UNITS = ["none", "kg", "g", "l", "ml", "m"] as const;
export const DIMENSION_UNITS = ["MM", "CM", "INCH"] as const;
export const PRODUCT_FLAGS = [
  ["is_active", "Active (shown in the shop)"],
  ["is_special_discount", "Special discount"],
  ["is_favorite", "Featured Product"],
  ["is_seasonal_special", "Seasonal special"],
  ["is_top_seller", "Top seller"],
  ["is_new_arrival", "New arrival"],
  ["is_eco_friendly", "Eco-friendly"],
  ["is_subscription_eligible", "Subscription eligible"],
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number][0];
