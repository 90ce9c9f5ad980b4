/** Product page texts quoted from the storefront spec (and one of ours), for the page and the tests. */
export const NO_DESCRIPTION = "No detailed description available.";
export const NO_DOCUMENTS = "No product documentation available.";
// Ours: the spec has no empty state for the Specs tab.
export const NO_SPECS = "No specifications listed for this product.";
export const INACTIVE_TITLE = "This product is inactive";
export const INACTIVE_MESSAGE =
  "Shoppers cannot see or find it. You see it because you manage products and opened it from the back office.";
