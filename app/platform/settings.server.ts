import type { ZodType } from "zod";
import { type Database, nowIso } from "./db.server";
import { logger } from "./logger.server";

/**
 * Shop settings: one row per key in `shop_settings`, the value stored as JSON. Each reader
 * passes the setting's schema and its default, so a missing or malformed value never breaks a
 * page: the default applies (and a malformed one is logged).
 */
export async function readSetting<T>(db: Database, key: string, schema: ZodType<T>, fallback: T): Promise<T> {
  const row = await db.selectFrom("shop_settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return fallback;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    stored = undefined;
  }
  const parsed = schema.safeParse(stored);
  if (!parsed.success) {
    logger.warn("Ignoring a malformed shop setting", { key });
    return fallback;
  }
  return parsed.data;
}

export async function writeSetting(db: Database, key: string, value: unknown, updatedById?: string): Promise<void> {
  const row = { key, value: JSON.stringify(value), updated_by_id: updatedById ?? null, updated_at: nowIso() };
  await db
    .insertInto("shop_settings")
    .values(row)
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ value: row.value, updated_by_id: row.updated_by_id, updated_at: row.updated_at }),
    )
    .execute();
}
