/**
 * The sort orders of the product list and the specials page (storefront spec, section 9). Plain
 * module: the select in the browser and the queries on the server read the same list.
 */
export const LISTING_SORTS = [
  "relevance",
  "featured",
  "price-low",
  "price-high",
  "newest",
  "popular",
  "discount",
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The specials page offers only these; newest and popular say little about a short list of offers. */
export const SPECIALS_SORTS = [
  "featured",
  "price-low",
  "price-high",
  "discount",
] as const satisfies readonly ListingSort[];
export type SpecialsSort = (typeof SPECIALS_SORTS)[number];

export const DEFAULT_SORT = "featured" satisfies ListingSort;

/**
 * A search is listed best match first (issue 45, docs/decisions/0098); the other lists featured
 * first, as the storefront spec has it. "relevance" means nothing without a search.
 */
export function defaultSortFor(search: string): ListingSort {
  return search ? "relevance" : DEFAULT_SORT;
}

/** The sorts offered: best match only when there is a search to match. */
export function sortsFor(search: string): readonly ListingSort[] {
  return search ? LISTING_SORTS : LISTING_SORTS.filter((sort) => sort !== "relevance");
}

// Each sort's words are the `catalog` catalogue's `sort.<sort>` (decision 0110).
