import { sql } from "kysely";
import { deleteAbandonedVisitorCarts } from "~/cart/abandoned-carts.server";
import { DAILY_INTERVAL_MS, registerDailyJob } from "./daily-jobs.server";
import type { Database } from "./db.server";
import { logger } from "./logger.server";

/**
 * The daily clean-up: abandoned visitor carts go and `PRAGMA optimize` refreshes the planner's
 * statistics (SQLite's advice for a long-lived connection, besides the optimize at open). One run
 * is queued at a time (registerDailyJob).
 */
export const DAILY_MAINTENANCE_JOB = "daily-maintenance";
export const DAILY_MAINTENANCE_INTERVAL_MS = DAILY_INTERVAL_MS;

export async function runDailyMaintenance(db: Database, now: Date = new Date()): Promise<void> {
  const carts = await deleteAbandonedVisitorCarts(db, now);
  await sql`PRAGMA optimize`.execute(db);
  logger.info("Daily maintenance done", { abandonedVisitorCartsDeleted: carts });
}

/**
 * At start-up: queues a run at `runAt` unless one is already queued, or running. Returns whether
 * it queued.
 */
export const ensureDailyMaintenanceQueued = registerDailyJob(DAILY_MAINTENANCE_JOB, (db) => runDailyMaintenance(db));
