/** The words of the header's suggestion list (issue 45, point 5), shared by the list and the tests. */

/** The list's name, as a screen reader announces it. */
export const SUGGESTIONS_LABEL = "Suggestions";
/** The heading over the products suggested. */
export const SUGGESTED_PRODUCTS_HEADING = "Products";
/** The heading over the shelves (categories and subcategories) suggested. */
export const SUGGESTED_SHELVES_HEADING = "Categories";

/** What a screen reader hears when an answer arrives (the list itself is not read out until entered). */
export function suggestionsStatus(count: number): string {
  if (count === 0) return "No suggestions: press Enter to search.";
  return `${count} ${count === 1 ? "suggestion" : "suggestions"}: use the up and down arrows to choose.`;
}
