/** The words of the header's suggestion list (issue 45, point 5), shared by the list and the tests. */

/** The list's name, as a screen reader announces it. */
export const SUGGESTIONS_LABEL = "Suggestions";
/** The heading over the products suggested. */
export const SUGGESTED_PRODUCTS_HEADING = "Products";
/** The heading over the shelves (categories and subcategories) suggested. */
export const SUGGESTED_SHELVES_HEADING = "Categories";
