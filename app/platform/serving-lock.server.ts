import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { logger } from "./logger.server";

/**
 * "Is the shop serving from this database?", asked by `npm run db:restore` before it replaces
 * the file (decision 0043). The server holds an exclusive SQLite lock on a small file beside the
 * database for as long as it runs. The lock is the operating system's (a POSIX record lock), so
 * it goes when the process goes, crash or kill -9 included: no stale pid file to clear by hand,
 * and no pid that another process may have been given since.
 *
 * On a LiteFS mount the lock is not taken: LiteFS treats every file in the mount as a database
 * and replicates it, and a restore there goes through `litefs import` instead.
 */

/** FUSE's file-system magic number (statfs f_type); LiteFS is a FUSE file system. */
const FUSE_MAGIC = 0x65735546;

export function servingLockPath(databasePath: string): string {
  return `${databasePath}.serving`;
}

/** Whether the database's folder is a FUSE mount, as LiteFS's /litefs is. */
export function isOnLiteFs(databasePath: string): boolean {
  try {
    return fs.statfsSync(path.dirname(databasePath)).type === FUSE_MAGIC;
  } catch {
    return false;
  }
}

const held = globalThis as unknown as { __shopServingLock?: Map<string, SQLite.Database> };

/** Taken once per process at start-up and kept until it exits. */
export function holdServingLock(databasePath: string): void {
  held.__shopServingLock ??= new Map();
  if (held.__shopServingLock.has(databasePath) || isOnLiteFs(databasePath)) return;
  try {
    fs.mkdirSync(path.dirname(databasePath), { recursive: true });
    const lock = new SQLite(servingLockPath(databasePath), { timeout: 0 });
    // Nothing is ever written: a journal in memory leaves no -journal file beside the database.
    lock.pragma("journal_mode = MEMORY");
    lock.exec("BEGIN EXCLUSIVE");
    held.__shopServingLock.set(databasePath, lock);
  } catch (error) {
    // Another server process on the same file already holds it; the restore check sees that one.
    logger.warn("Could not take the serving lock beside the database", {
      databasePath,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Gives the lock back (tests; a server simply exits). */
export function releaseServingLock(databasePath: string): void {
  const lock = held.__shopServingLock?.get(databasePath);
  if (!lock) return;
  held.__shopServingLock?.delete(databasePath);
  lock.close();
}

/** True while a server process (this one or another) holds the serving lock of the database. */
export function isServing(databasePath: string): boolean {
  const lockFile = servingLockPath(databasePath);
  if (held.__shopServingLock?.has(databasePath)) return true;
  if (!fs.existsSync(lockFile)) return false;
  const probe = new SQLite(lockFile, { timeout: 0 });
  try {
    probe.pragma("journal_mode = MEMORY");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("ROLLBACK");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    probe.close();
  }
}
