import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { createDatabase, nowAfter, openSqlite, withStatementCache } from "./db.server";

describe("nowAfter", () => {
  it("is now when the previous version is older", () => {
    const before = Date.now();
    const next = Date.parse(nowAfter("2020-01-01T00:00:00.000Z"));
    expect(next).toBeGreaterThanOrEqual(before);
  });

  it("is a millisecond after a previous version from this same millisecond or the future", () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(nowAfter(future)).toBe(new Date(Date.parse(future) + 1).toISOString());
  });

  it("is now without a previous version", () => {
    expect(Date.parse(nowAfter(null))).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(nowAfter("not a date"))).toBeGreaterThan(0);
  });
});

describe("withStatementCache", () => {
  it("prepares a repeated query once, and again once it fell out of the cache", () => {
    const sqlite = new SQLite(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const cached = withStatementCache(sqlite, 2);
    cached.prepare("SELECT 1");
    cached.prepare("SELECT 1");
    expect(prepare).toHaveBeenCalledTimes(1);
    cached.prepare("SELECT 2");
    cached.prepare("SELECT 1"); // the most recently used again
    cached.prepare("SELECT 3"); // the cache is full: SELECT 2 goes
    cached.prepare("SELECT 1");
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare("SELECT 2");
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.close();
  });

  it("answers from a table changed after the statement was prepared", async () => {
    const database = new Kysely<{ notes: { id: number; body: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(new SQLite(":memory:")) }),
    });
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)`.execute(database);
    await database.insertInto("notes").values({ id: 1, body: "first" }).execute();
    const read = () => database.selectFrom("notes").selectAll().execute();
    expect(await read()).toEqual([{ id: 1, body: "first" }]);
    await sql`ALTER TABLE notes ADD COLUMN extra TEXT`.execute(database);
    expect(await read()).toEqual([{ id: 1, body: "first", extra: null }]);
    await sql`ALTER TABLE notes RENAME TO notes_away`.execute(database);
    await expect(read()).rejects.toThrow(/no such table/);
    await database.destroy();
  });
});

describe("transactions", () => {
  it("take the write lock when they begin, so another connection's write cannot slip in between a read and a write", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "immediate-"));
    const file = path.join(dir, "shop.db");
    const other = openSqlite(file);
    other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
    other.pragma("busy_timeout = 50");
    const shop = createDatabase(file) as unknown as Kysely<{ notes: { id: number; body: string } }>;
    let otherWrite: unknown = null;
    await shop.transaction().execute(async (trx) => {
      await trx.selectFrom("notes").selectAll().execute();
      // A deferred transaction would let this in, and then fail its own write with
      // SQLITE_BUSY_SNAPSHOT; an immediate one holds the lock, so the other connection waits.
      try {
        other.prepare("INSERT INTO notes (body) VALUES ('other')").run();
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      await trx.insertInto("notes").values({ id: 1, body: "shop" }).execute();
    });
    expect(otherWrite).toBe("SQLITE_BUSY");
    expect(other.prepare("SELECT body FROM notes").all()).toEqual([{ body: "shop" }]);
    other.close();
    await shop.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
