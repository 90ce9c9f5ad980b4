/**
 * The product page's note for staff who open an inactive product (staff words stay English,
 * decision 0110); the customer's texts are in the `catalog` catalogue (`catalog:product.*`).
 */
export const INACTIVE_TITLE = "This product is inactive";
export const INACTIVE_MESSAGE =
  "Shoppers cannot see or find it. You see it because you manage products and opened it from the back office.";
