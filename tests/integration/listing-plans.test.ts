import { Kysely, SqliteDialect } from "kysely";
import { loadProductListing } from "~/catalog/product-listing.server";
import { translatorFor } from "~/locales/translator.server";
import { db, openSqlite } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { seedDemoData } from "../../db/seed";

/*
 * The listing's statements as SQLite plans them on a catalogue big enough for the plan to
 * matter (on 150 products a table scan is the right choice and proves nothing). Each check opens
 * its own connection, which gathers table statistics as the shop's connections do.
 */
beforeAll(async () => {
  await seedDemoData(db(), { password: "Listing-Plans-Password-1", products: 5_000 });
}, 60_000);

describe("the listing queries", () => {
  /** Runs the listing on its own connection, logging every statement, and explains each one. */
  async function plansOf(query: string): Promise<{ sql: string; plan: string }[]> {
    const sqlite = openSqlite(process.env.DATABASE_PATH as string);
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const logged = new Kysely<DB>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === "query") statements.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await loadProductListing(logged, new URLSearchParams(query), translatorFor("en", ["catalog"]));
    const plans = statements.map((statement) => ({
      sql: statement.sql,
      plan: sqlite
        .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .all(...(statement.parameters as unknown[]))
        .map((row) => (row as { detail: string }).detail)
        .join(" | "),
    }));
    await logged.destroy();
    return plans;
  }
  const find = (plans: { sql: string; plan: string }[], pattern: RegExp) =>
    plans.filter((statement) => pattern.test(statement.sql)).map((statement) => statement.plan);

  it("read the default page in order from an index and the price range from the price index", async () => {
    const plans = await plansOf("");
    const [page] = find(plans, /limit/i);
    expect(page).toContain("USING INDEX products_active_featured");
    expect(page).not.toContain("TEMP B-TREE");
    const range = find(plans, /\b(min|max)\(/);
    expect(range).toHaveLength(2);
    for (const plan of range) expect(plan).toContain("COVERING INDEX products_active_effective_price");
    expect(find(plans, /count\(\*\)/)[0]).toContain("COVERING INDEX");
  });

  it("sort by price from the price index", async () => {
    const [page] = find(await plansOf("sort=price-high"), /limit/i);
    expect(page).toContain("USING INDEX products_active_effective_price");
  });

  it("start a search from the search index and look products up by rowid", async () => {
    const plans = await plansOf("search=feed");
    for (const statement of plans.filter((candidate) => /product_search/.test(candidate.sql))) {
      expect(statement.plan).toContain("SCAN product_search VIRTUAL TABLE");
      expect(statement.plan).toContain("USING INTEGER PRIMARY KEY");
    }
  });
});
