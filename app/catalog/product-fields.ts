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

/** The form's fields as its labels name them, for the notes of a refused stale save. */
export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  product_name: "Product name",
  website_title: "Website title",
  name_af: "Afrikaans name",
  stock_code: "Stock code",
  sage_code: "Sage code",
  category_id: "Category",
  subcategory_id: "Subcategory",
  product_volume: "Volume",
  product_size: "Size",
  product_unit: "Unit",
  product_length: "Length",
  product_width: "Width",
  product_height: "Height",
  product_diameter: "Diameter",
  product_dimension_unit: "Dimension unit",
  short_description: "Short description",
  long_description: "Long description",
  external_description: "External description",
  description_af: "Afrikaans description",
  excl_price: "Price excl. VAT (R)",
  incl_price: "Price incl. VAT (R)",
  special_price: "Special price (R)",
  sage_price_excl: "Sage price excl. VAT (R)",
  sage_price_incl: "Sage price incl. VAT (R)",
  seo_title: "SEO title",
  seo_description: "SEO description",
  seo_keywords: "SEO keywords",
};
