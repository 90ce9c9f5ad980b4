import { DEFAULT_SORT, defaultSortFor, type ListingSort } from "./sort-options";

/** Products per page, on the product list and the specials page. */
export const PAGE_SIZE = 24;

/**
 * What the product list shows, as read from its address. The filter form is a GET form, so the
 * address is the whole state: every link on the page (paging, clearing, the canonical link) is
 * built back from this, in one fixed order and without defaults, so one view has one address.
 */
export type ListingFilters = {
  search: string;
  /** Category slug. */
  category: string | null;
  /** Subcategory slug. */
  subcategory: string | null;
  sort: ListingSort;
  /** Lowest effective price in rand. */
  min: number | null;
  /** Highest effective price in rand. */
  max: number | null;
  inStock: boolean;
  page: number;
};

export const NO_FILTERS: ListingFilters = {
  search: "",
  category: null,
  subcategory: null,
  sort: DEFAULT_SORT,
  min: null,
  max: null,
  inStock: false,
  page: 1,
};

/** The query string of a view ("" for the unfiltered first page), leaving out every default. */
export function listingQueryString(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.category) params.set("category", filters.category);
  if (filters.subcategory) params.set("subcategory", filters.subcategory);
  if (filters.sort !== defaultSortFor(filters.search)) params.set("sort", filters.sort);
  if (filters.min != null) params.set("min", String(filters.min));
  if (filters.max != null) params.set("max", String(filters.max));
  if (filters.inStock) params.set("in_stock", "1");
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function listingHref(filters: ListingFilters, changes: Partial<ListingFilters> = {}): string {
  return `/products${listingQueryString({ ...filters, ...changes })}`;
}

/** How many filters narrow the list (the sort and the page do not), for the mobile drawer's label. */
export function activeFilterCount(filters: ListingFilters): number {
  return [
    filters.search !== "",
    filters.category != null,
    filters.subcategory != null,
    filters.min != null,
    filters.max != null,
    filters.inStock,
  ].filter(Boolean).length;
}
