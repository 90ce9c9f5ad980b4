import { CompiledQuery } from "kysely";
import { MISS_DAYS } from "~/catalog/search/product-search.server";
import { MissesQuery, missesPage } from "~/catalog/search-misses-admin.server";
import { MISSES_DAYS } from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { shopDayOf } from "~/platform/shop-days";
import { loader } from "~/routes/admin.search-misses";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, signedInUser } from "../support/route-calls";

const PAGE = "/admin/search-misses";
const DAY = 24 * 60 * 60 * 1000;

type Screen = {
  misses: { query: string; searches: number; lastSearchedAt: string; synonymId: string | null }[];
  hasMore: boolean;
  totals: { queries: number; searches: number };
  sort: string;
};

/** A row as the search records it: one per shop day and folded query. */
async function miss(daysAgo: number, query: string, searches: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await db()
    .insertInto("search_misses")
    .values({ day: shopDayOf(at), query, searches, last_searched_at: at.toISOString() })
    .execute();
}

describe("searches that found nothing", () => {
  beforeAll(async () => {
    await miss(0, "hoendervoer", 2);
    await miss(3, "hoendervoer", 5);
    await miss(29, "hoendervoer", 1);
    await miss(1, "kunsmis sak", 4);
    await miss(0, "trekker-bänd", 1);
    // Older than the 30 shop days: left out, whatever their count.
    await miss(31, "hoendervoer", 100);
    await miss(40, "ou soektog", 50);
    // Already a word of a synonym: the row links to that synonym instead of a new one.
    await db()
      .insertInto("search_synonyms")
      .values({ id: "misses-trekker", kind: "two_way", words: "trekker band, tractor tyre" })
      .execute();
  });

  it("groups the last 30 shop days by query, most searched first, older days left out", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const screen = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(screen.misses.map((row) => [row.query, row.searches])).toEqual([
      ["hoendervoer", 8],
      ["kunsmis sak", 4],
      ["trekker-bänd", 1],
    ]);
    expect(screen.totals).toEqual({ queries: 3, searches: 13 });
    expect(screen.misses.find((row) => row.query === "trekker-bänd")?.synonymId).toBe("misses-trekker");
    expect(screen.misses.find((row) => row.query === "hoendervoer")?.synonymId).toBeNull();
    const last = await db()
      .selectFrom("search_misses")
      .select((eb) => eb.fn.max("last_searched_at").as("at"))
      .where("query", "=", "hoendervoer")
      .where("day", ">=", shopDayOf(new Date(Date.now() - 29 * DAY)))
      .executeTakeFirstOrThrow();
    expect(screen.misses[0]?.lastSearchedAt).toBe(last.at);
  });

  it("sorts newest first, filters by text, and pages", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const newest = await json<Screen>(await get(loader, `${PAGE}?sort=newest`, manager.cookie));
    expect(newest.misses.map((row) => row.query)).toEqual(["trekker-bänd", "hoendervoer", "kunsmis sak"]);
    const filtered = await json<Screen>(await get(loader, `${PAGE}?search=KUNS`, manager.cookie));
    expect(filtered.misses.map((row) => row.query)).toEqual(["kunsmis sak"]);
    expect(filtered.totals).toEqual({ queries: 1, searches: 4 });
    const odd = await json<Screen>(await get(loader, `${PAGE}?sort=sideways&limit=nonsense`, manager.cookie));
    expect(odd.sort).toBe("most");

    for (let index = 0; index < 50; index += 1) await miss(2, `paging ${index}`, 1);
    const first = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(first.misses).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    const more = await json<Screen>(await get(loader, `${PAGE}?limit=100`, manager.cookie));
    expect(more.misses).toHaveLength(53);
    expect(more.hasMore).toBe(false);
  });

  it("reads only the last 30 days' rows, by the primary key, the days the search keeps", async () => {
    expect(MISSES_DAYS).toBe(MISS_DAYS);
    const compiled = missesPage(db(), MissesQuery.parse({}), new Date()).compile();
    const plan = await db().executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    const details = plan.rows.map((row) => row.detail).join("\n");
    expect(details).toMatch(/SEARCH search_misses USING PRIMARY KEY \(day>\?\)/);
  });

  it("refuses a staff role without the categories area with the page that names who opens it", async () => {
    const support = await signedInUser(["order_processor"]);
    await expectNoAccessPage(await get(loader, PAGE, support.cookie), "categories");
  });
});
