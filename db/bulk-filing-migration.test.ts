import { sql } from "kysely";
import { createDatabase } from "../app/platform/db.server";
import { DEMO_KEYWORDS, down, up } from "./migrations/0035_bulk_filing";
import { CATEGORY_KEYWORDS } from "./seed/data/category-keywords";

const database = () => createDatabase(process.env.DATABASE_PATH as string);

/** Migration 0035 (decision 0109): the runs table rebuilt without losing a run's products, and the demo keywords. */
describe("migration 0035, bulk filing", () => {
  it("brings the demo keywords to the seed's", () => {
    for (const [name, , after] of DEMO_KEYWORDS) expect(CATEGORY_KEYWORDS[name]).toBe(after);
  });

  it("goes down and up again keeping every run and its products, and staff's own keywords", async () => {
    const db = database();
    const product = { id: crypto.randomUUID(), ws_code: "WS900001" };
    await db
      .insertInto("products")
      .values({ ...product, stock_code: "T-1", product_name: "Cat Litter 10kg" })
      .execute();
    await db.insertInto("product_categories").values({ id: "pets", name: "Pet Supplies", slug: "pets" }).execute();
    await db
      .insertInto("product_subcategories")
      .values([
        {
          id: "cat",
          category_id: "pets",
          name: "Cat Food",
          slug: "cat",
          keywords: CATEGORY_KEYWORDS["Cat Food"] ?? "",
        },
        { id: "boots", category_id: "pets", name: "Boots", slug: "boots", keywords: "our own" },
      ])
      .execute();
    await db
      .insertInto("bulk_category_runs")
      .values({ id: "run-1", start_code: "WS000001", end_code: "WS000010", status: "complete", total: 1 })
      .execute();
    await db
      .insertInto("bulk_category_run_products")
      .values({
        run_id: "run-1",
        product_id: product.id,
        ws_code: product.ws_code,
        number: 1,
        before_auto_category: 0,
        before_auto_subcategory: 0,
        matched: 0,
        outcome: "no_match",
      })
      .execute();
    const keywords = (name: string) =>
      db.selectFrom("product_subcategories").select("keywords").where("name", "=", name).executeTakeFirstOrThrow();

    await down(db as never);
    expect(await keywords("Cat Food")).toEqual({ keywords: "cat, kitten, feline, litter" });
    await up(db as never);
    expect(await keywords("Cat Food")).toEqual({ keywords: CATEGORY_KEYWORDS["Cat Food"] });
    expect(await keywords("Boots")).toEqual({ keywords: "our own" });
    expect(await db.selectFrom("bulk_category_runs").select(["status", "not_filed", "left_alone"]).execute()).toEqual([
      { status: "complete", not_filed: 1, left_alone: 0 },
    ]);
    expect(await db.selectFrom("bulk_category_run_products").select("run_id").execute()).toEqual([{ run_id: "run-1" }]);
    const keys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    expect(keys.rows[0]?.foreign_keys).toBe(1);
    await db.destroy();
  });
});
