import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { shopDayOf } from "~/platform/shop-days";
import { type CategoryNames, categoryNameIn } from "../category-language";
import { currentLexicon, currentShelves } from "./lexicon.server";
import { matchExpression, planSearch, type SearchPlan } from "./search-plan";
import { wordsOf } from "./search-terms";

/*
 * The product search (issue 45, docs/decisions/0098) over product_search (migration 0033): the
 * plan of what to look for, the SQL that filters and ranks by it, and the record of searches that
 * found nothing.
 */

export type ProductSearch = {
  plan: SearchPlan;
  /** The FTS5 query over every column; null when nothing typed can be searched. */
  match: string | null;
};

export async function planProductSearch(db: Database, typed: string): Promise<ProductSearch> {
  const plan = await planSearch(await currentLexicon(db), typed);
  return { plan, match: matchExpression(plan) };
}

/** Products the search matches (any column). */
export function matchesSearch(match: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`"products"."search_rowid" IN (SELECT rowid FROM product_search WHERE product_search MATCH ${match})`;
}

/**
 * The rank a customer expects (issue 45, point 3), best first: 0 an exact code or name (English
 * or Afrikaans, issue 49), 1 every word in the names or codes, 2 every word in the names, codes,
 * category, subcategory or brand, 3 the descriptions too. Stock, then the featured order, break ties (`bestMatchOrder`).
 */
export function relevanceTier(search: ProductSearch): RawBuilder<number> {
  const { plan } = search;
  const inName = matchExpression(plan, { columns: ["name", "codes"] });
  const inGroups = matchExpression(plan, { columns: ["name", "codes", "groups"] });
  if (!inName || !inGroups) return sql<number>`3`;
  const code = plan.typed.trim().toLowerCase();
  return sql<number>`(CASE
    WHEN lower(products.ws_code) = ${code} OR lower(products.stock_code) = ${code} OR lower(products.product_name) = ${code}
      OR lower(products.name_af) = ${code} THEN 0
    WHEN products.search_rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${inName}) THEN 1
    WHEN products.search_rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ${inGroups}) THEN 2
    ELSE 3 END)`;
}

/**
 * Best match first (issue 45, point 3): the tier, then in stock before out of stock, then the
 * featured order (favourites, newest), then the row, so paging keeps one order. No bm25 score:
 * computed over every match it cost more than the rest of the page for a common word, and within a
 * tier it ordered little a customer would notice (docs/decisions/0098).
 */
export function bestMatchOrder<Q extends SelectQueryBuilder<DB, "products", O>, O>(query: Q, search: ProductSearch): Q {
  return query
    .orderBy(relevanceTier(search))
    .orderBy("products.stock_available", "desc")
    .orderBy("products.is_favorite", "desc")
    .orderBy("products.created_at", "desc")
    .orderBy("products.search_rowid") as Q;
}

/** Searches that found nothing are kept this many shop days (issue 45, point 4). */
export const MISS_DAYS = 30;
/** A shop day records at most this many different missed searches: a bot cannot fill the table. */
export const MISSES_PER_DAY = 1_000;

/**
 * Counts a search that found nothing (or left words out) on today's row, and drops rows older than
 * MISS_DAYS. Best effort: a failure is logged and the customer still gets the page.
 */
export async function recordSearchMiss(db: Database, typed: string, now = new Date()): Promise<void> {
  const query = typed.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 100).trim();
  if (!query) return;
  const day = shopDayOf(now);
  const oldest = shopDayOf(new Date(now.getTime() - (MISS_DAYS - 1) * 86_400_000));
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .updateTable("search_misses")
        .set((eb) => ({ searches: eb("searches", "+", 1), last_searched_at: now.toISOString() }))
        .where("day", "=", day)
        .where("query", "=", query)
        .executeTakeFirst();
      if (Number(existing.numUpdatedRows) === 0) {
        const today = await trx
          .selectFrom("search_misses")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("day", "=", day)
          .executeTakeFirstOrThrow();
        if (Number(today.count) < MISSES_PER_DAY) {
          await trx
            .insertInto("search_misses")
            .values({ day, query, searches: 1, last_searched_at: now.toISOString() })
            .execute();
        }
      }
      await trx.deleteFrom("search_misses").where("day", "<", oldest).execute();
    });
  } catch (error) {
    logger.warn("A search that found nothing could not be recorded", { error: String(error) });
  }
}

export type MatchingGroup = {
  category: { name: string; slug: string };
  /** Null when the category's own name is what matched. */
  subcategory: { name: string; slug: string } | null;
  /** Active products on the shelf that the search finds by their category, subcategory or brand. */
  products: number;
};

/** A word without the usual English endings, to tell whether a shelf's name holds a searched word. */
function roughStem(word: string): string {
  const stem = word.replace(/(ings|ing|ers|er|es|ed|s|e)$/, "");
  return stem.length >= 3 ? stem : word;
}

/** True when the name holds every clause: one of its terms, each word of it, ending aside. */
export function nameHoldsClauses(name: string, plan: SearchPlan): boolean {
  const stems = new Set(wordsOf(name).map(roughStem));
  return plan.clauses.every((clause) =>
    clause.anyOf.some((term) => term.split(" ").every((word) => stems.has(roughStem(word.replace(/\*$/, ""))))),
  );
}

/**
 * The shelves whose names the search matches, best first: a subcategory named for it ("boots" gives
 * Boots in Workwear & Boots), then a category named for it, then the shelves of a matching brand;
 * more products first within each. Shown above the results and among the suggestions, so a
 * customer can go to the shelf instead of the search. Read from the word list's copy of the
 * shelves, so it costs no query.
 */
export async function matchingGroups(
  db: Database,
  search: ProductSearch,
  limit = 3,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MatchingGroup[]> {
  const { plan } = search;
  if (plan.clauses.length === 0) return [];
  const found = new Map<string, MatchingGroup & { rank: number; order: number }>();
  const add = (key: string, rank: number, group: MatchingGroup, order: number) => {
    const known = found.get(key);
    if (known && known.rank <= rank) {
      if (known.rank === rank) known.products += group.products;
      return;
    }
    found.set(key, { ...group, rank, order });
  };
  for (const shelf of await currentShelves(db)) {
    // Named in the reader's language; found by either name (issue 49: "dierevoer" finds Animal Feed).
    const category = { name: categoryNameIn(shelf.category, language), slug: shelf.category.slug };
    const subcategory = shelf.subcategory
      ? { name: categoryNameIn(shelf.subcategory, language), slug: shelf.subcategory.slug }
      : null;
    const named = (names: CategoryNames) =>
      nameHoldsClauses(names.name, plan) || (!!names.name_af && nameHoldsClauses(names.name_af, plan));
    const order = shelf.category.order * 10_000 + (shelf.subcategory?.order ?? 0);
    if (subcategory && shelf.subcategory && named(shelf.subcategory)) {
      add(`${category.slug}/${subcategory.slug}`, 0, { category, subcategory, products: shelf.products }, order);
    } else if (named(shelf.category)) {
      add(category.slug, 1, { category, subcategory: null, products: shelf.products }, order);
    } else {
      const byBrand = [...shelf.brands].reduce(
        (sum, [brand, count]) => sum + (nameHoldsClauses(brand, plan) ? count : 0),
        0,
      );
      if (byBrand > 0)
        add(`${category.slug}/${subcategory?.slug ?? ""}`, 2, { category, subcategory, products: byBrand }, order);
    }
  }
  return [...found.values()]
    .sort((a, b) => a.rank - b.rank || b.products - a.products || a.order - b.order)
    .slice(0, limit)
    .map(({ category, subcategory, products }) => ({ category, subcategory, products }));
}
