import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { createDatabase } from "../app/platform/db.server";
import { migrations } from "./migrations";
import { migrateToLatest } from "./migrator";

const database = () => createDatabase(process.env.DATABASE_PATH as string);

describe("migrations", () => {
  it("lists every migration file in db/migrations/index.ts", () => {
    const files = fs
      .readdirSync(path.join(import.meta.dirname, "migrations"))
      .filter((name) => /^\d{4}_.+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ""));
    expect(Object.keys(migrations)).toEqual(files.sort());
  });

  it("is already applied to the test database and applying again changes nothing", async () => {
    const db = database();
    expect(await migrateToLatest(db)).toEqual([]);
    await db.destroy();
  });

  it("turns on the pragmas the shop relies on", async () => {
    const db = database();
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    const keys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(db);
    const timeout = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(db);
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    expect(keys.rows[0]?.foreign_keys).toBe(1);
    expect(timeout.rows[0]?.timeout).toBe(5000);
    expect(sync.rows[0]?.synchronous).toBe(1);
    await db.destroy();
  });

  it("keeps e-mail addresses unique whatever their case", async () => {
    const db = database();
    await db.insertInto("users").values({ id: crypto.randomUUID(), email: "Farmer@Example.com" }).execute();
    await expect(
      db.insertInto("users").values({ id: crypto.randomUUID(), email: "farmer@example.COM" }).execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });

  it("allows one review per user and product", async () => {
    const db = database();
    const userId = crypto.randomUUID();
    const productId = crypto.randomUUID();
    await db.insertInto("users").values({ id: userId, email: "reviewer@example.com" }).execute();
    await db
      .insertInto("products")
      .values({ id: productId, ws_code: "WS900001", stock_code: "T-1", product_name: "Test feed" })
      .execute();
    const review = () =>
      db
        .insertInto("product_reviews")
        .values({ id: crypto.randomUUID(), product_id: productId, user_id: userId, rating: 5 });
    await review().execute();
    await expect(review().execute()).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });

  it("keeps the accent-insensitive search index in step with products", async () => {
    const db = database();
    const id = crypto.randomUUID();
    await db
      .insertInto("products")
      .values({ id, ws_code: "WS900002", stock_code: "HC-500", product_name: "Crème Hoof Balm" })
      .execute();
    const search = (term: string) =>
      sql<{ id: string }>`SELECT p.id FROM product_search f JOIN products p ON p.search_rowid = f.rowid
        WHERE product_search MATCH ${term}`.execute(db);
    expect((await search("creme")).rows.map((row) => row.id)).toEqual([id]);
    await db.updateTable("products").set({ product_name: "Lanolin Hoof Balm" }).where("id", "=", id).execute();
    expect((await search("creme")).rows).toEqual([]);
    expect((await search("lanolin")).rows.map((row) => row.id)).toEqual([id]);
    await db.deleteFrom("products").where("id", "=", id).execute();
    expect((await search("lanolin")).rows).toEqual([]);
    await db.destroy();
  });
});
