import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { pendingMigrations } from "../../db/migrator";
import { type BackupEntry, type BackupReason, backupsToKeep } from "./backup-retention";
import { type BackupStore, backupStore } from "./backup-store.server";
import type { Database } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { isOnLiteFs, isServing, servingLockPath } from "./serving-lock.server";

/**
 * Database backups (decision 0043): a consistent copy through SQLite's online backup API (never
 * a file copy of a live database), checked, gzipped and put in the backup store; each attempt
 * recorded in `backup_runs` for the admin start page; old copies pruned by the retention rule.
 * And the way back: a restore that checks the copy before it replaces anything.
 */

/** The tables whose rows a check counts: the shop's records that matter most if lost. */
export const COUNTED_TABLES = [
  "users",
  "products",
  "product_categories",
  "orders",
  "order_items",
  "order_status_history",
  "payment_proofs",
  "audit_log",
] as const;

export type RowCounts = Record<string, number>;

export type BackupResult = {
  name: string;
  location: string;
  takenAt: Date;
  databaseBytes: number;
  storedBytes: number;
  rowCounts: RowCounts;
  /** Older backups the retention rule deleted after this one was stored. */
  pruned: string[];
};

/** Pages copied per step of the backup: 1000 pages (4 MB) keeps each read lock short. */
const PAGES_PER_STEP = 1000;

const NAME = /^shop-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}\.\d{3}Z)-(daily|manual|pre-migration)\.db\.gz$/;

/** `shop-2026-11-25T04-00-00.000Z-daily.db.gz`: sortable, and says when and why. */
export function backupName(takenAt: Date, reason: BackupReason): string {
  return `shop-${takenAt.toISOString().replace(/:/g, "-")}-${reason}.db.gz`;
}

/** The time and reason in a backup's name; undefined for a file that is not one of ours. */
export function parseBackupName(name: string): BackupEntry | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const takenAt = new Date(`${match[1]}:${match[2]}:${match[3]}`);
  if (Number.isNaN(takenAt.getTime())) return undefined;
  return { name, takenAt, reason: match[4] as BackupReason };
}

export class BackupCheckError extends Error {}

/**
 * Opens a database file and checks it as a restore would need it: SQLite's integrity check
 * passes, the migrations table is there, and the main tables can be counted.
 */
export function checkDatabaseFile(file: string): { rowCounts: RowCounts; lastMigration: string } {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupCheckError(`Cannot open ${file} as a SQLite database: ${String(error)}`);
  }
  try {
    const problems = sqlite.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]?.integrity_check !== "ok")
      throw new BackupCheckError(
        `The integrity check failed: ${problems
          .slice(0, 5)
          .map((row) => row.integrity_check)
          .join("; ")}`,
      );
    const tables = new Set(
      (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = ["kysely_migration", ...COUNTED_TABLES].filter((table) => !tables.has(table));
    if (missing.length > 0) throw new BackupCheckError(`Not a copy of the shop's database: no ${missing.join(", ")}`);
    const rowCounts: RowCounts = {};
    for (const table of COUNTED_TABLES)
      rowCounts[table] = (sqlite.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    const last = sqlite.prepare("SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1").get() as
      | { name: string }
      | undefined;
    return { rowCounts, lastMigration: last?.name ?? "" };
  } catch (error) {
    if (error instanceof BackupCheckError) throw error;
    throw new BackupCheckError(`The check of ${file} failed: ${String(error)}`);
  } finally {
    sqlite.close();
  }
}

/**
 * Copies the live database through the online backup API into `target`, from a connection of
 * its own: the shop keeps reading and writing meanwhile, and the copy is one consistent moment.
 */
export async function copyLiveDatabase(databasePath: string, target: string): Promise<void> {
  const source = new SQLite(databasePath, { fileMustExist: true, readonly: true });
  try {
    await source.backup(target, { progress: () => PAGES_PER_STEP });
  } finally {
    source.close();
  }
}

/** Takes, checks, compresses and stores one backup. Records nothing: see runBackup. */
export async function takeBackup(options: {
  databasePath: string;
  store: BackupStore;
  reason: BackupReason;
  now?: Date;
}): Promise<Omit<BackupResult, "pruned">> {
  const takenAt = options.now ?? new Date();
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), "shop-backup-"));
  try {
    const copy = path.join(scratch, "shop.db");
    await copyLiveDatabase(options.databasePath, copy);
    const { rowCounts } = checkDatabaseFile(copy);
    const databaseBytes = (await fsp.stat(copy)).size;
    const name = backupName(takenAt, options.reason);
    const gzip = createGzip();
    const [, stored] = await Promise.all([pipeline(fs.createReadStream(copy), gzip), options.store.put(name, gzip)]);
    return {
      name,
      location: options.store.locationOf(name),
      takenAt,
      databaseBytes,
      storedBytes: stored.bytes,
      rowCounts,
    };
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

/** No users, products or orders: a database just created, not a shop's record worth keeping over others. */
export function isEmptyShop(rowCounts: RowCounts): boolean {
  return (rowCounts.users ?? 0) === 0 && (rowCounts.products ?? 0) === 0 && (rowCounts.orders ?? 0) === 0;
}

/** Deletes the backups the retention rule no longer keeps; files not named like ours are left alone. */
export async function pruneBackups(store: BackupStore, now: Date = new Date()): Promise<string[]> {
  const entries = (await store.list())
    .map((stored) => parseBackupName(stored.name))
    .filter((entry) => entry !== undefined);
  const keep = backupsToKeep(entries, now);
  const pruned = entries.filter((entry) => !keep.has(entry.name)).map((entry) => entry.name);
  for (const name of pruned) await store.delete(name);
  return pruned;
}

async function recordRun(db: Database, row: Parameters<typeof insertRun>[1]): Promise<void> {
  try {
    await insertRun(db, row);
  } catch (error) {
    // Before migration 0011 there is no table, and a read replica cannot write: the backup itself stands.
    logger.warn("Could not record the backup run", { error: String(error) });
  }
}

async function insertRun(
  db: Database,
  row: {
    reason: BackupReason;
    status: "ok" | "failed";
    startedAt: Date;
    location?: string;
    databaseBytes?: number;
    storedBytes?: number;
    rowCounts?: RowCounts;
    error?: string;
  },
) {
  await db
    .insertInto("backup_runs")
    .values({
      id: randomUUID(),
      reason: row.reason,
      status: row.status,
      started_at: row.startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      location: row.location ?? null,
      database_bytes: row.databaseBytes ?? null,
      stored_bytes: row.storedBytes ?? null,
      row_counts: row.rowCounts ? JSON.stringify(row.rowCounts) : null,
      error: row.error?.slice(0, 2000) ?? null,
    })
    .execute();
}

/**
 * One backup of the shop's database, the way the daily job, `npm run db:backup` and the
 * pre-migration step make it: taken, checked, stored, recorded, then the old ones pruned. A
 * failure is recorded and thrown.
 */
export async function runBackup(
  db: Database,
  reason: BackupReason,
  options: { databasePath?: string; store?: BackupStore; now?: Date } = {},
): Promise<BackupResult> {
  const startedAt = options.now ?? new Date();
  const store = options.store ?? backupStore();
  let result: Omit<BackupResult, "pruned">;
  try {
    result = await takeBackup({
      databasePath: options.databasePath ?? env().DATABASE_PATH,
      store,
      reason,
      now: startedAt,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordRun(db, { reason, status: "failed", startedAt, error: message });
    logger.error("Database backup failed", { reason, error: message });
    throw error;
  }
  await recordRun(db, { reason, status: "ok", startedAt, ...result });
  let pruned: string[] = [];
  if (isEmptyShop(result.rowCounts)) {
    // A machine that starts on a new volume has an empty database until it is restored, and takes
    // a backup of it at start. With the backups in a bucket (decision 0056) that backup would be
    // today's newest and push out the good one taken earlier today: an empty shop prunes nothing.
    logger.warn("The database is empty: its backup is stored, but no older backup is pruned", { reason });
  } else {
    try {
      pruned = await pruneBackups(store, startedAt);
    } catch (error) {
      logger.warn("Could not prune old backups", { error: String(error) });
    }
  }
  logger.info("Database backup stored", {
    reason,
    location: result.location,
    databaseBytes: result.databaseBytes,
    storedBytes: result.storedBytes,
    rowCounts: result.rowCounts,
    pruned: pruned.length,
    durationMs: Date.now() - startedAt.getTime(),
  });
  return { ...result, pruned };
}

/**
 * Before migrations: a backup when the database already holds tables and a migration is about
 * to change them. A new, empty database needs none. A failed backup stops the migration.
 */
export async function backupBeforeMigrating(
  db: Database,
  options: { databasePath?: string; store?: BackupStore } = {},
): Promise<BackupResult | undefined> {
  const tables = await sql<{ n: number }>`
    SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  if (Number(tables.rows[0]?.n ?? 0) === 0) return undefined;
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return undefined;
  logger.info("Backing up the database before migrating", { pending });
  return runBackup(db, "pre-migration", options);
}

export type LastBackups = {
  lastGood: { finishedAt: string; location: string | null } | null;
  lastFailed: string | null;
};

/** The newest good backup, and the newest failure when it came after it (for the start page). */
export async function lastBackups(db: Database): Promise<LastBackups> {
  const good = await db
    .selectFrom("backup_runs")
    .select(["finished_at", "location"])
    .where("status", "=", "ok")
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const failed = await db
    .selectFrom("backup_runs")
    .select("finished_at")
    .where("status", "=", "failed")
    .$if(good !== undefined, (query) => query.where("finished_at", ">", good?.finished_at ?? ""))
    .orderBy("finished_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    lastGood: good ? { finishedAt: good.finished_at, location: good.location } : null,
    lastFailed: failed?.finished_at ?? null,
  };
}

export class RestoreRefused extends Error {}

/** Where a backup's bytes come from: a file path, or a name in the store. */
async function openBackup(location: string, store: BackupStore): Promise<{ stream: Readable; gzipped: boolean }> {
  if (fs.existsSync(location) && fs.statSync(location).isFile())
    return { stream: fs.createReadStream(location), gzipped: location.endsWith(".gz") };
  const name = path.basename(location);
  if ((await store.list()).some((stored) => stored.name === name))
    return { stream: await store.get(name), gzipped: name.endsWith(".gz") };
  throw new RestoreRefused(
    `No backup at ${location}: give a file path, or a name (or s3:// location) from the backup store.`,
  );
}

function stampOf(date: Date): string {
  return date.toISOString().replace(/:/g, "-");
}

export type RestoreResult = {
  restoredTo: string;
  /** Where the database that was replaced now is; null when there was none. */
  keptAs: string | null;
  rowCounts: RowCounts;
  lastMigration: string;
};

/**
 * Restores a backup into `databasePath` (or, with `output`, only writes the checked database to
 * that file, for `litefs import`). Refused while a server holds the serving lock, and onto a
 * LiteFS mount. The backup is decompressed beside the target and checked before anything is
 * replaced; the replaced database (with its -wal, so nothing committed is lost) is kept beside
 * it as `<name>.replaced-<time>`.
 */
export async function restoreBackup(options: {
  location: string;
  databasePath: string;
  store?: BackupStore;
  output?: string;
  now?: Date;
}): Promise<RestoreResult> {
  const { databasePath, output } = options;
  const store = options.store ?? backupStore();
  const now = options.now ?? new Date();
  const target = output ?? databasePath;
  if (output && fs.existsSync(output)) throw new RestoreRefused(`${output} exists already: choose a new file.`);
  if (output && isOnLiteFs(output))
    throw new RestoreRefused(
      `${output} is on a LiteFS mount: write it to the volume (e.g. /data), then litefs import it.`,
    );
  if (!output) {
    if (isOnLiteFs(databasePath))
      throw new RestoreRefused(
        `${databasePath} is on a LiteFS mount: write the checked copy elsewhere with --to <file>, then run litefs import (docs/deploy.md, "Backups").`,
      );
    if (isServing(databasePath))
      throw new RestoreRefused(
        `The shop is serving from ${databasePath} (its server holds ${servingLockPath(databasePath)}): stop it, then restore.`,
      );
  }

  await fsp.mkdir(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring-${stampOf(now)}`;
  try {
    const { stream, gzipped } = await openBackup(options.location, store);
    const write = fs.createWriteStream(incoming, { flags: "wx" });
    await (gzipped ? pipeline(stream, createGunzip(), write) : pipeline(stream, write));
    const checked = checkDatabaseFile(incoming);

    let keptAs: string | null = null;
    if (!output) {
      // Asked again: a server may have started while the copy was being checked.
      if (isServing(databasePath))
        throw new RestoreRefused(
          `The shop started serving from ${databasePath} during the restore: nothing was replaced.`,
        );
      if (fs.existsSync(databasePath)) {
        keptAs = `${databasePath}.replaced-${stampOf(now)}`;
        await fsp.rename(databasePath, keptAs);
      }
      for (const suffix of ["-wal", "-shm"]) {
        const file = `${databasePath}${suffix}`;
        if (!fs.existsSync(file)) continue;
        if (keptAs) await fsp.rename(file, `${keptAs}${suffix}`);
        else await fsp.rm(file);
      }
    }
    await fsp.rename(incoming, target);
    return { restoredTo: target, keptAs, ...checked };
  } finally {
    await fsp.rm(incoming, { force: true });
    for (const suffix of ["-wal", "-shm"]) await fsp.rm(`${incoming}${suffix}`, { force: true });
  }
}
