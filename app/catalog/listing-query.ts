import { z } from "zod";
import type { ListingFilters } from "./listing-url";
import { DEFAULT_SORT, defaultSortFor, LISTING_SORTS, SPECIALS_SORTS, type SpecialsSort } from "./sort-options";

/*
 * Reading the product list's and the specials page's query strings. Anyone can type an address,
 * so nothing here ever fails: a value that does not make sense is dropped (min=abc), replaced by
 * its default (sort=bogus) or clamped (page=0). Only server modules import this file, which keeps
 * zod out of the browser bundle.
 */

const MAX_SEARCH_LENGTH = 100;
const MAX_SLUG_LENGTH = 120;
/** Above any shelf price; keeps absurd numbers out of the query. */
const MAX_PRICE_RAND = 10_000_000;
/** The loader clamps to the last real page; this only bounds the offset arithmetic. */
const MAX_PAGE = 100_000;

const searchText = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH).trim())
  .catch("");

const slug = z.string().trim().toLowerCase().min(1).max(MAX_SLUG_LENGTH).nullable().catch(null);

/** A rand amount ("150", "99.95", "99,95"), rounded to the cent; anything else is no limit. */
const rand = z
  .string()
  .trim()
  .min(1)
  .transform((value) => Number(value.replace(",", ".")))
  .pipe(z.number().min(0).max(MAX_PRICE_RAND))
  .transform((value) => Math.round(value * 100) / 100)
  .nullable()
  .catch(null);

const page = z.coerce
  .number()
  .int()
  .min(1)
  .transform((value) => Math.min(value, MAX_PAGE))
  .catch(1);

const checked = z
  .enum(["1", "on", "true"])
  .transform(() => true)
  .catch(false);

const ListingQuery = z.object({
  search: searchText,
  category: slug,
  subcategory: slug,
  // Missing, empty (the select's default option) or unknown: the default for the list (below).
  sort: z.enum(LISTING_SORTS).nullable().catch(null),
  min: rand,
  max: rand,
  in_stock: checked,
  page,
});

const SpecialsQuery = z.object({
  sort: z.enum(SPECIALS_SORTS).catch(DEFAULT_SORT),
  page,
});

/** The first value of each parameter: a repeated one (?sort=a&sort=b) counts once. */
function firstValues(params: URLSearchParams, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined]));
}

export function parseListingQuery(params: URLSearchParams): ListingFilters {
  const query = ListingQuery.parse(firstValues(params, Object.keys(ListingQuery.shape)));
  // "From R500 to R100" is read as the range the shopper meant.
  const [min, max] =
    query.min != null && query.max != null && query.min > query.max ? [query.max, query.min] : [query.min, query.max];
  return {
    search: query.search,
    category: query.category,
    subcategory: query.subcategory,
    // Best match needs a search; without one the list is featured first.
    sort:
      query.sort === null || (query.sort === "relevance" && !query.search) ? defaultSortFor(query.search) : query.sort,
    min,
    max,
    inStock: query.in_stock,
    page: query.page,
  };
}

export function parseSpecialsQuery(params: URLSearchParams): { sort: SpecialsSort; page: number } {
  return SpecialsQuery.parse(firstValues(params, Object.keys(SpecialsQuery.shape)));
}
