import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { ServerTranslate } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { type CategoryNames, namedIn } from "./category-language";
import { withPresentImages } from "./image-presence.server";
import { parseListingQuery, parseSpecialsQuery } from "./listing-query";
import { listingTitle } from "./listing-title";
import { activeFilterCount, type ListingFilters, PAGE_SIZE } from "./listing-url";
import { type ProductCard, productCardsQuery, toProductCard } from "./product-cards.server";
import {
  bestMatchOrder,
  type MatchingGroup,
  matchesSearch,
  matchingGroups,
  type ProductSearch,
  planProductSearch,
  recordSearchMiss,
} from "./search/product-search.server";
import type { ListingSort, SpecialsSort } from "./sort-options";

/*
 * The product list and the specials page. Filtering, sorting and paging all happen in SQL, so a
 * page stays cheap with 10 000 products: one count, one page of ids (read in order from an index
 * where one exists, see migration 0006), then the cards for those 24 ids.
 */

/** Price filter's range when nothing is listed (storefront spec, section 9), in rand. */
const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;

/**
 * effectivePriceCents (pricing.ts) in SQL. Written as the products_active_effective_price index
 * writes it (SQLite uses an expression index only for the same expression; a test checks it does).
 */
const effectivePrice = sql<number>`(CASE WHEN products.is_special_discount = 1 AND products.special_price_cents > 0 THEN products.special_price_cents ELSE products.incl_price_cents END)`;

/** isCurrentSpecial (pricing.ts) in SQL; `is_special_discount = 1` also lets the products_specials index apply. */
const currentSpecial = sql<SqlBool>`(products.is_special_discount = 1 AND products.special_price_cents > 0 AND products.special_price_cents < products.incl_price_cents)`;

/** The share of the price saved, for the "discount" sort; 0 for anything not on special. */
const discountShare = sql<number>`(CASE WHEN ${currentSpecial} THEN (products.incl_price_cents - products.special_price_cents) * 1.0 / products.incl_price_cents ELSE 0 END)`;

type ProductScope = {
  categoryId?: string | undefined;
  subcategoryId?: string | undefined;
  /** A search; one with nothing to match (no match expression) matches nothing. */
  search?: ProductSearch | undefined;
  inStock?: boolean;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  currentSpecials?: boolean;
};

/** Active products in a scope, as a query to count, sort or page. */
function productsIn(db: Database, scope: ProductScope) {
  return (
    db
      .selectFrom("products")
      // With a search, the unary + keeps SQLite from walking an is_active index over the whole
      // catalogue: the search index already names the few rows to look up by rowid.
      .where(scope.search ? sql<SqlBool>`+products.is_active = 1` : sql<SqlBool>`products.is_active = 1`)
      .$if(scope.search !== undefined, (query) => query.where(matchesSearch(scope.search?.match ?? "")))
      .$if(scope.categoryId !== undefined, (query) => query.where("products.category_id", "=", scope.categoryId ?? ""))
      .$if(scope.subcategoryId !== undefined, (query) =>
        query.where("products.subcategory_id", "=", scope.subcategoryId ?? ""),
      )
      .$if(scope.inStock === true, (query) => query.where("products.stock_available", "=", 1))
      .$if(scope.minCents !== undefined, (query) => query.where(effectivePrice, ">=", scope.minCents ?? 0))
      .$if(scope.maxCents !== undefined, (query) => query.where(effectivePrice, "<=", scope.maxCents ?? 0))
      .$if(scope.currentSpecials === true, (query) => query.where(currentSpecial))
  );
}

function sorted<O>(query: SelectQueryBuilder<DB, "products", O>, sort: Exclude<ListingSort, "relevance">) {
  const ordered = (() => {
    switch (sort) {
      case "featured":
        return query.orderBy("products.is_favorite", "desc").orderBy("products.created_at", "desc");
      case "newest":
        return query.orderBy("products.created_at", "desc");
      case "price-low":
        return query.orderBy(effectivePrice, "asc").orderBy("products.created_at", "desc");
      case "price-high":
        return query.orderBy(effectivePrice, "desc").orderBy("products.created_at", "desc");
      case "popular":
        // DESC puts unrated (NULL) products last in SQLite.
        return query.orderBy("products.customer_rating", "desc").orderBy("products.created_at", "desc");
      case "discount":
        return query.orderBy(discountShare, "desc").orderBy("products.created_at", "desc");
    }
  })();
  // Equal keys still need one order, or a product could appear on two pages.
  return ordered.orderBy("products.search_rowid", "asc");
}

/** Nothing can match: a search whose words gave nothing to look for. */
const matchesNothing = (scope: ProductScope) => scope.search !== undefined && scope.search.match === null;

/** The ids of one page in best-match order (issue 45, point 3; `bestMatchOrder`). */
async function bestMatchIds(db: Database, scope: ProductScope, search: ProductSearch, offset: number) {
  const rows = await bestMatchOrder(productsIn(db, scope).select("products.id"), search)
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

async function countIn(db: Database, scope: ProductScope): Promise<number> {
  if (matchesNothing(scope)) return 0;
  const row = await productsIn(db, scope)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ProductPage = {
  products: ProductCard[];
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
};

/** One page of a scope's cards in the given order; a page past the end shows the last one. */
async function pageOf(
  db: Database,
  scope: ProductScope,
  sort: ListingSort,
  page: number,
  language: Language,
  knownTotal?: number,
): Promise<ProductPage> {
  const total = knownTotal ?? (await countIn(db, scope));
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  if (total === 0) return { products: [], total, page: shown, pageCount };

  const offset = (shown - 1) * PAGE_SIZE;
  const ids =
    sort === "relevance"
      ? scope.search
        ? await bestMatchIds(db, scope, scope.search, offset)
        : []
      : (await sorted(productsIn(db, scope).select("products.id"), sort).limit(PAGE_SIZE).offset(offset).execute()).map(
          (row) => row.id,
        );
  // The cards' image lookups run for these rows only, not for every row the sort looked at.
  const rows = await productCardsQuery(db).where("products.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const inOrder = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    products: await withPresentImages(inOrder.map((row) => toProductCard(row, language))),
    total,
    page: shown,
    pageCount,
  };
}

/** The lowest and highest effective price in a scope, rounded out to whole rand. */
async function priceRangeIn(db: Database, scope: ProductScope): Promise<{ min: number; max: number }> {
  if (matchesNothing(scope)) return DEFAULT_PRICE_RANGE;
  const lowest = sql<number | null>`min(${effectivePrice})`.as("lowest");
  const highest = sql<number | null>`max(${effectivePrice})`.as("highest");
  // A search reads its matches once for both ends. Otherwise two queries: alone, each of min and
  // max reads a single entry of the price index (or of a category's rows).
  const range = scope.search
    ? await productsIn(db, scope).select([lowest, highest]).executeTakeFirst()
    : {
        lowest: (await productsIn(db, scope).select(lowest).executeTakeFirst())?.lowest,
        highest: (await productsIn(db, scope).select(highest).executeTakeFirst())?.highest,
      };
  if (range?.lowest == null || range.highest == null) return DEFAULT_PRICE_RANGE;
  return { min: Math.floor(range.lowest / 100), max: Math.ceil(range.highest / 100) };
}

/** The count and the price range of a search's matches in one query. */
async function countAndPriceRange(
  db: Database,
  scope: ProductScope,
): Promise<{ total: number; priceRange: { min: number; max: number } }> {
  if (matchesNothing(scope)) return { total: 0, priceRange: DEFAULT_PRICE_RANGE };
  const row = await productsIn(db, scope)
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      sql<number | null>`min(${effectivePrice})`.as("lowest"),
      sql<number | null>`max(${effectivePrice})`.as("highest"),
    ])
    .executeTakeFirstOrThrow();
  const priceRange =
    row.lowest == null || row.highest == null
      ? DEFAULT_PRICE_RANGE
      : { min: Math.floor(row.lowest / 100), max: Math.ceil(row.highest / 100) };
  return { total: Number(row.count), priceRange };
}

type Named = { id: string; name: string; slug: string };

export type ProductListing = ProductPage & {
  /** The filters as applied: unknown categories dropped, the page clamped. */
  filters: ListingFilters;
  title: string;
  category: Omit<Named, "id"> | null;
  subcategory: Omit<Named, "id"> | null;
  categories: Omit<Named, "id">[];
  /** The chosen category's subcategories (none without a category). */
  subcategories: Omit<Named, "id">[];
  /** Lowest and highest effective price over the category and search, in rand. */
  priceRange: { min: number; max: number };
  /** What the search made of the words typed; null without a search. */
  search: SearchOutcome | null;
};

export type SearchOutcome = {
  /** The search with its typos corrected, when any was: "Did you mean ...". */
  corrected: string | null;
  /** Typed words nothing matches, left out of the search. */
  unmatched: string[];
  /** Shelves whose names match the search (only on a search without a category chosen). */
  groups: MatchingGroup[];
};

/**
 * The category and subcategory the slugs name; a slug that names nothing is ignored. Every name is
 * in `language`.
 */
async function resolveCategory(db: Database, filters: ListingFilters, language: Language) {
  const categories = await db
    .selectFrom("product_categories")
    .select(["id", "name", "name_af", "slug"])
    .orderBy("display_order")
    .orderBy("name")
    .execute();
  const named = categories.find((candidate) => candidate.slug === filters.category);
  // Subcategory slugs are unique within a category only; without a category the first one wins
  // and brings its category with it.
  const subcategory = filters.subcategory
    ? await db
        .selectFrom("product_subcategories")
        .select(["id", "name", "name_af", "slug", "category_id"])
        .where("slug", "=", filters.subcategory)
        .$if(named !== undefined, (query) => query.where("category_id", "=", named?.id ?? ""))
        .orderBy("display_order")
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const category = named ?? categories.find((candidate) => candidate.id === subcategory?.category_id);
  const subcategories = category
    ? await db
        .selectFrom("product_subcategories")
        .select(["id", "name", "name_af", "slug"])
        .where("category_id", "=", category.id)
        .orderBy("display_order")
        .orderBy("name")
        .execute()
    : [];
  // Named for the reader (an Afrikaans reader gets the Afrikaans names staff gave, migration 0038).
  const inLanguage = <T extends Named & CategoryNames>(row: T) => ({ ...namedIn(row, language), id: row.id });
  return {
    categories: categories.map(inLanguage),
    category: category && inLanguage(category),
    subcategory: subcategory && inLanguage(subcategory),
    subcategories: subcategories.map(inLanguage),
  };
}

const withoutId = ({ name, slug }: Named) => ({ name, slug });

/**
 * The product list for a /products query string (see listing-query.ts for what it accepts); `t`
 * (the `catalog` namespace in the page's language) names a search or the whole list, and the
 * cards are named in `language` (a product's Afrikaans name for an Afrikaans reader).
 */
export async function loadProductListing(
  db: Database,
  params: URLSearchParams,
  t: ServerTranslate,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ProductListing> {
  const filters = parseListingQuery(params);
  const { categories, category, subcategory, subcategories } = await resolveCategory(db, filters, language);
  const search = filters.search ? await planProductSearch(db, filters.search) : undefined;
  const where: ProductScope = {
    categoryId: category?.id,
    subcategoryId: subcategory?.id,
    search,
  };
  const narrowed = filters.inStock || filters.min != null || filters.max != null;
  // A search without price or stock filters counts its matches and reads their price range in one
  // pass over them; otherwise the count has the filters and the range has not.
  const counted = search && !narrowed ? await countAndPriceRange(db, where) : undefined;
  const page = await pageOf(
    db,
    {
      ...where,
      inStock: filters.inStock,
      minCents: filters.min == null ? undefined : Math.round(filters.min * 100),
      maxCents: filters.max == null ? undefined : Math.round(filters.max * 100),
    },
    filters.sort,
    filters.page,
    language,
    counted?.total,
  );
  return {
    ...page,
    filters: {
      ...filters,
      category: category?.slug ?? null,
      subcategory: subcategory?.slug ?? null,
      page: page.page,
    },
    title: listingTitle({ subcategory: subcategory?.name, category: category?.name, search: filters.search }, t),
    category: category ? withoutId(category) : null,
    subcategory: subcategory ? withoutId(subcategory) : null,
    categories: categories.map(withoutId),
    subcategories: subcategories.map(withoutId),
    priceRange: counted?.priceRange ?? (await priceRangeIn(db, where)),
    search: search ? await searchOutcome(db, search, filters, page, language) : null,
  };
}

/**
 * What the page says about the search, and the record of a search that found nothing: one whose
 * words matched nothing at all, or some of whose words were left out. A search narrowed to nothing
 * by the other filters is not a miss: the words found products.
 */
async function searchOutcome(
  db: Database,
  search: ProductSearch,
  filters: ListingFilters,
  page: ProductPage,
  language: Language,
): Promise<SearchOutcome> {
  const narrowed = activeFilterCount(filters) > 1;
  if (page.page === 1 && (search.plan.unmatched.length > 0 || (page.total === 0 && !narrowed))) {
    await recordSearchMiss(db, search.plan.typed);
  }
  return {
    corrected: search.plan.corrected,
    unmatched: search.plan.unmatched,
    groups:
      filters.category || filters.subcategory || page.page > 1 ? [] : await matchingGroups(db, search, 3, language),
  };
}

export type SpecialsPage = ProductPage & { sort: SpecialsSort };

/** /specials: products flagged special whose special price is below incl_price. */
export async function loadSpecials(
  db: Database,
  params: URLSearchParams,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SpecialsPage> {
  const { sort, page } = parseSpecialsQuery(params);
  return { ...(await pageOf(db, { currentSpecials: true }, sort, page, language)), sort };
}
