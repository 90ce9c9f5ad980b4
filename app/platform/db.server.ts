import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DB } from "./db-schema";
import { env } from "./env.server";

export type Database = Kysely<DB>;

/** Opens the SQLite file with the pragmas the whole shop relies on. */
export function openSqlite(filePath: string): SQLite.Database {
  if (filePath !== ":memory:") fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const sqlite = new SQLite(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return sqlite;
}

export function createDatabase(filePath: string): Database {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(filePath) }) });
}

const globalForDb = globalThis as unknown as { __shopDb?: Database };

/** The process-wide connection to DATABASE_PATH (one per process, kept across dev rebuilds). */
export function db(): Database {
  globalForDb.__shopDb ??= createDatabase(env().DATABASE_PATH);
  return globalForDb.__shopDb;
}

/** 0/1 for SQLite's integer booleans. */
export function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

export function nowIso(): string {
  return new Date().toISOString();
}
