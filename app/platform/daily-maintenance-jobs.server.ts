import { sql } from "kysely";
import { DAILY_INTERVAL_MS, registerDailyJob } from "./daily-jobs.server";
import type { Database } from "./db.server";
import { logger } from "./logger.server";

/**
 * The daily clean-up: each domain's clean-up (listed at the app's edge,
 * app/background-work.server.ts: abandoned visitor carts) runs, then `PRAGMA optimize` refreshes
 * the planner's statistics (SQLite's advice for a long-lived connection, besides the optimize at
 * open). One run is queued at a time (registerDailyJob).
 */
export const DAILY_MAINTENANCE_JOB = "daily-maintenance";
export const DAILY_MAINTENANCE_INTERVAL_MS = DAILY_INTERVAL_MS;

/** One domain's part of the daily clean-up: resolves to how many rows it removed, logged under `name`. */
export type DailyCleanUp = {
  name: string;
  run: (db: Database, now: Date) => Promise<number>;
};

export async function runDailyMaintenance(
  db: Database,
  cleanUps: ReadonlyArray<DailyCleanUp>,
  now: Date = new Date(),
): Promise<void> {
  const counts: Record<string, number> = {};
  for (const cleanUp of cleanUps) counts[cleanUp.name] = await cleanUp.run(db, now);
  await sql`PRAGMA optimize`.execute(db);
  logger.info("Daily maintenance done", counts);
}

/**
 * Registers the daily maintenance job with the domains' clean-ups and returns the start-up call
 * that queues a run at `runAt` unless one is already queued, or running (it resolves to whether
 * it queued).
 */
export function registerDailyMaintenance(cleanUps: ReadonlyArray<DailyCleanUp>) {
  return registerDailyJob(DAILY_MAINTENANCE_JOB, (db) => runDailyMaintenance(db, cleanUps));
}
