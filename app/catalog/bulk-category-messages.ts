/** Bulk category assignment's messages: the back-office spec's words. */
export const INVALID_WS_RANGE = {
  title: "Invalid WS Code Range",
  description: "Please check your WS code format and range",
} as const;
export const NO_PRODUCTS_FOUND = "No Products Found";
export const BULK_COMPLETE = "Bulk Assignment Complete";
export const BULK_FAILED = "Bulk Assignment Failed";
export const NO_CATEGORY_MATCH = "No category match found";
