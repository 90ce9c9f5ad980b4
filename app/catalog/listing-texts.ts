import type { SearchOutcome } from "./product-listing.server";

/**
 * The `catalog` keys the product list shows for what it found (decision 0110, "The weight"): the
 * filters, the sort and the count always; the pages' links with more than one page; a search's
 * notices ("Did you mean", words left out, matching shelves) when it has them; the "nothing
 * matches" box and its "ask us" only with nothing to show. Keys ending in a dot are prefixes.
 */
export function listingTextKeys(listing: {
  total: number;
  pageCount: number;
  search: Pick<SearchOutcome, "corrected" | "unmatched" | "groups"> | null;
}): string[] {
  const keys = ["crumb.", "list.description", "list.results", "list.showing", "filters.", "sort."];
  if (listing.pageCount > 1) keys.push("pagination.");
  const { search, total } = listing;
  if (search?.corrected) keys.push("search.didYouMean", "search.didYouMeanAfter");
  if (search && total > 0 && search.unmatched.length > 0) keys.push("search.leftOut", "search.or");
  if (search && search.groups.length > 0) keys.push("search.shelves", "search.shelvesLabel");
  if (total === 0)
    keys.push(
      "list.noProducts",
      "search.noResults",
      "search.nothing",
      "search.nothingFiltered",
      "search.nothingFor",
      "search.nothingForFiltered",
      "search.askText",
      "search.askLink",
      "search.askMessage",
      "search.whatsApp",
      "search.clearFilters",
    );
  return keys;
}
