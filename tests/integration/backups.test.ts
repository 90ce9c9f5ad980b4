import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Migrator } from "kysely";
import type { Role } from "~/accounts/roles";
import { DAILY_BACKUP_JOB, ensureDailyBackupQueued } from "~/platform/backup-jobs.server";
import { backupStore, localFolderBackupStore } from "~/platform/backup-store.server";
import {
  backupBeforeMigrating,
  backupName,
  parseBackupName,
  pruneBackups,
  RestoreRefused,
  restoreBackup,
  runBackup,
} from "~/platform/backups.server";
import { DAILY_INTERVAL_MS } from "~/platform/daily-jobs.server";
import { createDatabase, type Database, db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import { holdServingLock, isServing, releaseServingLock, servingLockPath } from "~/platform/serving-lock.server";
import { loader } from "~/routes/admin._index";
import { migrations } from "../../db/migrations";
import { pendingMigrations } from "../../db/migrator";
import { insertOrder } from "../support/orders";
import { insertTestProduct } from "../support/products";
import { get, json, signedInUser } from "../support/route-calls";
import { insertUser } from "../support/users";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** Forgets the process-wide connection, so the next db() opens whatever file is there now. */
async function closeShopDatabase() {
  const holder = globalThis as unknown as { __shopDb?: Database };
  await holder.__shopDb?.destroy();
  holder.__shopDb = undefined;
}

function removeDatabaseFiles(file: string) {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

async function orderRecords() {
  const orders = await db().selectFrom("orders").selectAll().orderBy("id").execute();
  const items = await db().selectFrom("order_items").selectAll().orderBy("id").execute();
  const proofs = await db().selectFrom("payment_proofs").selectAll().orderBy("id").execute();
  const history = await db().selectFrom("order_status_history").selectAll().orderBy("id").execute();
  return { orders, items, proofs, history };
}

/** Orders with items and, for some, a proof of payment, as a customer leaves them. */
async function placeOrders(count: number) {
  const customer = await insertUser(db());
  const feed = await insertTestProduct(db(), { name: "Layer Mash {ws}" });
  const wire = await insertTestProduct(db(), { name: "Barbed Wire {ws}" });
  const placed = [];
  for (let i = 0; i < count; i++) {
    const order = await insertOrder(db(), {
      userId: customer.id,
      paymentStatus: i % 2 === 0 ? "proof_uploaded" : "pending_payment",
      lines: [
        { productId: feed.id, quantity: i + 1 },
        { productId: wire.id, quantity: 2 },
      ],
    });
    if (i % 2 === 0)
      await db()
        .insertInto("payment_proofs")
        .values({
          id: randomUUID(),
          order_id: order.id,
          user_id: customer.id,
          storage_key: `payment-proofs/${randomUUID()}.pdf`,
          original_filename: `proof-${i}.pdf`,
          content_type: "application/pdf",
          size_bytes: 1000 + i,
        })
        .execute();
    placed.push(order);
  }
  return placed;
}

beforeEach(async () => {
  await db().deleteFrom("jobs").where("type", "=", DAILY_BACKUP_JOB).execute();
});

describe("the restore drill", () => {
  it("backs up, loses the database, restores it, and finds every order, item and payment proof again", async () => {
    const placed = await placeOrders(6);
    const before = await orderRecords();
    expect(before.orders.length).toBeGreaterThanOrEqual(6);
    expect(before.items.length).toBeGreaterThanOrEqual(12);
    expect(before.proofs.length).toBeGreaterThanOrEqual(3);

    // The daily job takes the backup, as it would on the server.
    expect(await ensureDailyBackupQueued(db())).toBe(true);
    expect(await runDueJobs(db())).toMatchObject({ done: 1, failed: 0 });
    const stored = await backupStore().list();
    expect(stored).toHaveLength(1);
    const location = backupStore().locationOf(stored[0]?.name ?? "");
    const run = await db().selectFrom("backup_runs").selectAll().where("location", "=", location).executeTakeFirst();
    expect(run).toMatchObject({ status: "ok", reason: "daily" });
    expect(JSON.parse(run?.row_counts ?? "{}")).toMatchObject({
      orders: before.orders.length,
      order_items: before.items.length,
      payment_proofs: before.proofs.length,
    });

    // The machine loses the database.
    const databasePath = env().DATABASE_PATH;
    await closeShopDatabase();
    removeDatabaseFiles(databasePath);
    expect(fs.existsSync(databasePath)).toBe(false);

    const restored = await restoreBackup({ location, databasePath });
    expect(restored.keptAs).toBeNull();
    expect(restored.rowCounts.orders).toBe(before.orders.length);

    const after = await orderRecords();
    expect(after).toEqual(before);
    for (const order of placed)
      expect(after.orders.find((row) => row.order_number === order.orderNumber)?.total_cents).toBe(order.totalCents);
  });

  it("keeps the replaced database, with what it had written since the backup, beside the restored one", async () => {
    await placeOrders(1);
    const backup = await runBackup(db(), "manual");
    const later = await placeOrders(1);
    const databasePath = env().DATABASE_PATH;
    await closeShopDatabase();

    const restored = await restoreBackup({ location: backup.location, databasePath });
    expect(restored.keptAs).toMatch(/shop\.db\.replaced-/);
    const orderNumbers = async (file: string) => {
      const database = createDatabase(file);
      try {
        return (await database.selectFrom("orders").select("order_number").execute()).map((row) => row.order_number);
      } finally {
        await database.destroy();
      }
    };
    expect(await orderNumbers(restored.keptAs ?? "")).toContain(later[0]?.orderNumber);
    expect(await orderNumbers(databasePath)).not.toContain(later[0]?.orderNumber);
  });
});

describe("restoring", () => {
  it("is refused while the shop is serving from the database, in this process or another", async () => {
    const backup = await runBackup(db(), "manual");
    const databasePath = env().DATABASE_PATH;
    const mtime = fs.statSync(databasePath).mtimeMs;

    holdServingLock(databasePath);
    expect(isServing(databasePath)).toBe(true);
    await expect(restoreBackup({ location: backup.location, databasePath })).rejects.toThrow(RestoreRefused);
    releaseServingLock(databasePath);
    expect(isServing(databasePath)).toBe(false);

    // A server in another process holds the lock the same way; it goes when that process goes.
    const server = spawn(
      process.execPath,
      [
        "-e",
        `const S = require("better-sqlite3"); const l = new S(${JSON.stringify(servingLockPath(databasePath))}); l.exec("BEGIN EXCLUSIVE"); console.log("held"); setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => server.stdout.once("data", () => resolve()));
    try {
      expect(isServing(databasePath)).toBe(true);
      await expect(restoreBackup({ location: backup.location, databasePath })).rejects.toThrow(/serving from/);
    } finally {
      server.kill("SIGKILL");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    expect(isServing(databasePath)).toBe(false);
    expect(fs.statSync(databasePath).mtimeMs).toBe(mtime);
  });

  it("checks the backup first and replaces nothing when it is damaged", async () => {
    const databasePath = env().DATABASE_PATH;
    const broken = path.join(path.dirname(databasePath), "broken.db");
    fs.writeFileSync(broken, "not a database at all, just text");
    await expect(restoreBackup({ location: broken, databasePath })).rejects.toThrow();
    expect(fs.existsSync(databasePath)).toBe(true);
    expect(fs.readdirSync(path.dirname(databasePath)).filter((name) => name.includes(".restoring-"))).toEqual([]);
    await expect(restoreBackup({ location: "no-such-backup.db.gz", databasePath })).rejects.toThrow(/No backup at/);
  });

  it("writes the checked database to a new file without touching the shop's (for litefs import)", async () => {
    const backup = await runBackup(db(), "manual");
    const databasePath = env().DATABASE_PATH;
    const output = path.join(path.dirname(databasePath), `import-${randomUUID()}.db`);
    const result = await restoreBackup({ location: path.basename(backup.location), databasePath, output });
    expect(result).toMatchObject({ restoredTo: output, keptAs: null });
    expect(fs.existsSync(output)).toBe(true);
    await expect(restoreBackup({ location: backup.location, databasePath, output })).rejects.toThrow(/exists already/);
  });
});

describe("the backup store and its retention", () => {
  it("names backups by time and reason, and prunes only its own files by the retention rule", async () => {
    const dir = path.join(path.dirname(env().DATABASE_PATH), `store-${randomUUID()}`);
    const store = localFolderBackupStore(dir);
    const now = new Date("2026-11-25T04:00:00.000Z");
    expect(parseBackupName(backupName(now, "daily"))).toEqual({
      name: "shop-2026-11-25T04-00-00.000Z-daily.db.gz",
      takenAt: now,
      reason: "daily",
    });
    const { Readable } = await import("node:stream");
    for (let day = 0; day < 10; day++) {
      const name = backupName(new Date(now.getTime() - day * DAILY_INTERVAL_MS), "daily");
      await store.put(name, Readable.from([Buffer.from("x")]));
    }
    fs.writeFileSync(path.join(dir, "notes.txt"), "someone's file");
    const pruned = await pruneBackups(store, now);
    // 25 back to 19 November are the 7 daily copies; they hold this week's and last week's newest
    // (25 and 22 November) and November's: 16 to 18 November go.
    expect(pruned.sort()).toEqual(
      ["2026-11-16", "2026-11-17", "2026-11-18"].map((day) => backupName(new Date(`${day}T04:00:00.000Z`), "daily")),
    );
    expect((await store.list()).map((entry) => entry.name)).toContain("notes.txt");
    await expect(store.get("../shop.db")).rejects.toThrow(/Unsafe/);
  });
});

describe("the daily backup job", () => {
  it("chains itself a day on, and records a failure for the start page", async () => {
    await ensureDailyBackupQueued(db());
    expect(await ensureDailyBackupQueued(db())).toBe(false);
    await runDueJobs(db());
    const next = await db()
      .selectFrom("jobs")
      .select("run_at")
      .where("type", "=", DAILY_BACKUP_JOB)
      .where("status", "=", "queued")
      .execute();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + DAILY_INTERVAL_MS - 60_000);

    await expect(
      runBackup(db(), "manual", { databasePath: path.join(path.dirname(env().DATABASE_PATH), "missing.db") }),
    ).rejects.toThrow();
    const failed = await db()
      .selectFrom("backup_runs")
      .selectAll()
      .where("status", "=", "failed")
      .orderBy("finished_at", "desc")
      .executeTakeFirst();
    expect(failed?.error).toBeTruthy();
  });

  it("backs up before migrating a database with tables and pending migrations, and only then", async () => {
    expect(await backupBeforeMigrating(db())).toBeUndefined();
    const dir = path.dirname(env().DATABASE_PATH);
    const store = localFolderBackupStore(path.join(dir, `pre-migration-${randomUUID()}`));
    const file = path.join(dir, `older-${randomUUID()}.db`);
    const older = createDatabase(file);
    try {
      expect(await backupBeforeMigrating(older, { databasePath: file, store })).toBeUndefined();
      // A shop one release behind: every migration but the last applied.
      const names = Object.keys(migrations);
      const migrator = new Migrator({ db: older, provider: { getMigrations: async () => migrations } });
      await migrator.migrateTo(names.at(-2) ?? "");
      expect(await pendingMigrations(older)).toEqual(names.slice(-1));
      const backup = await backupBeforeMigrating(older, { databasePath: file, store });
      expect(backup?.name).toMatch(/-pre-migration\.db\.gz$/);
      expect((await store.list()).map((entry) => entry.name)).toEqual([backup?.name]);
    } finally {
      await older.destroy();
    }
  });
});

describe("the start page", () => {
  type Item = { label: string; value?: string; urgent: boolean; detail?: string };
  async function backupItemFor(roles: Role[]) {
    const user = await signedInUser(roles);
    const home = await json<{ todo: Item[] }>(await get(loader, "/admin", user.cookie));
    return home.todo.find((item) => item.label === "Since the last good database backup");
  }

  it("shows the last good backup's age to super admins and admins only, and warns after 26 hours", async () => {
    await db().deleteFrom("backup_runs").execute();
    expect(await backupItemFor(["admin"])).toMatchObject({ value: "No backup yet", urgent: true });

    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await db()
      .insertInto("backup_runs")
      .values({
        id: randomUUID(),
        reason: "daily",
        status: "ok",
        started_at: hoursAgo(30),
        finished_at: hoursAgo(30),
        location: "/somewhere/shop.db.gz",
      })
      .execute();
    expect(await backupItemFor(["super_admin"])).toMatchObject({ value: "1 day and 6 hours", urgent: true });

    await runBackup(db(), "manual");
    expect(await backupItemFor(["admin"])).toMatchObject({ value: "less than an hour", urgent: false });
    for (const role of ["order_processor", "financial_officer", "inventory_manager"] as const)
      expect(await backupItemFor([role])).toBeUndefined();
  });
});

describe("npm run db:backup and db:restore", () => {
  it("backs up with the location on the last line, and restores from it", { timeout: 60_000 }, async () => {
    const databasePath = env().DATABASE_PATH;
    const dir = path.dirname(databasePath);
    const scriptEnv = {
      ...process.env,
      DATABASE_PATH: path.join(dir, "script-shop.db"),
      BACKUP_DIR: path.join(dir, "script-backups"),
      LOG_LEVEL: "silent",
    };
    fs.copyFileSync(databasePath, scriptEnv.DATABASE_PATH);

    const backup = await run(TSX, ["scripts/backup.ts"], { cwd: ROOT, env: scriptEnv });
    const location = backup.stdout.trim().split("\n").at(-1) ?? "";
    expect(location).toMatch(/script-backups\/shop-.*-manual\.db\.gz$/);
    expect(fs.existsSync(location)).toBe(true);

    const restore = await run(TSX, ["scripts/restore.ts", location], { cwd: ROOT, env: scriptEnv });
    expect(restore.stdout).toContain("Checked: integrity ok");
    expect(restore.stdout).toContain("The database it replaced is kept as");
  });
});
