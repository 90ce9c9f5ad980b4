import { sql } from "kysely";
import { z } from "zod";
import type { Database } from "~/platform/db.server";
import { shopDayOf } from "~/platform/shop-days";
import { containsText } from "~/platform/text-search.server";
import { foldDiacritics, wordsOf } from "./search/search-terms";
import { synonymsOfTerms } from "./search-synonyms-admin.server";
import { MISSES_DAYS, MISSES_PAGE_SIZE } from "./search-synonyms-messages";

/**
 * Searches that found nothing (/admin/search-misses, issue 45): the last 30 shop days of
 * search_misses, a row per folded query with its searches added up. The search records the rows
 * (a row per shop day and query) and prunes them; this only reads them.
 *
 * Cost: the rows read are those of the last 30 days only, found by the primary key's first column
 * (day), and grouped once; only one page of groups leaves the database.
 */

export const MissesQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  sort: z.enum(["most", "newest"]).catch("most"),
  limit: z.coerce
    .number()
    .int()
    .catch(MISSES_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, MISSES_PAGE_SIZE), 1000)),
});
export type MissesQueryValue = z.infer<typeof MissesQuery>;

export type MissRow = {
  query: string;
  searches: number;
  lastSearchedAt: string;
  /** The synonym the query is already a word of, if any. */
  synonymId: string | null;
};

/** The first shop day of the list: today and the 29 days before it. */
export function firstMissDay(now: Date): string {
  return shopDayOf(new Date(now.getTime() - (MISSES_DAYS - 1) * 24 * 60 * 60 * 1000));
}

function inRange(db: Database, query: MissesQueryValue, now: Date) {
  const search = foldDiacritics(query.search);
  return db
    .selectFrom("search_misses")
    .where("day", ">=", firstMissDay(now))
    .$if(search !== "", (qb) => qb.where(containsText(search, ["query"])));
}

/** One page of the list (and one row more, to tell whether there are more), grouped by query. */
export function missesPage(db: Database, query: MissesQueryValue, now: Date) {
  const searches = sql<number>`sum(searches)`;
  const last = sql<string>`max(last_searched_at)`;
  return inRange(db, query, now)
    .select(["query", searches.as("searches"), last.as("last_searched_at")])
    .groupBy("query")
    .$if(query.sort === "most", (qb) => qb.orderBy(searches, "desc").orderBy(last, "desc"))
    .$if(query.sort === "newest", (qb) => qb.orderBy(last, "desc"))
    .orderBy("query")
    .limit(query.limit + 1);
}

export async function listSearchMisses(db: Database, query: MissesQueryValue, now = new Date()) {
  const [rows, totals] = await Promise.all([
    missesPage(db, query, now).execute(),
    inRange(db, query, now)
      .select([sql<number>`count(DISTINCT query)`.as("queries"), sql<number | null>`sum(searches)`.as("searches")])
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, query.limit);
  // A miss is kept as typed (lower case); a synonym's words are folded as the search folds them.
  const folded = (query: string) => wordsOf(query).join(" ");
  const synonyms = await synonymsOfTerms(
    db,
    page.map((row) => folded(row.query)),
  );
  return {
    misses: page.map(
      (row): MissRow => ({
        query: row.query,
        searches: Number(row.searches),
        lastSearchedAt: row.last_searched_at,
        synonymId: synonyms.get(folded(row.query)) ?? null,
      }),
    ),
    hasMore: rows.length > query.limit,
    totals: { queries: Number(totals.queries), searches: Number(totals.searches ?? 0) },
  };
}
