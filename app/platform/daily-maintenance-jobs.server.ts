import { sql } from "kysely";
import { deleteAbandonedVisitorCarts } from "~/cart/abandoned-carts.server";
import type { Database } from "./db.server";
import { enqueueJob, registerJobHandler } from "./jobs.server";
import { logger } from "./logger.server";

/**
 * The daily clean-up: abandoned visitor carts go and `PRAGMA optimize` refreshes the planner's
 * statistics (SQLite's advice for a long-lived connection, besides the optimize at open). One run
 * is queued at a time: each run queues the next for a day later, and start-up queues one only
 * when none is waiting, so restarts never pile up runs.
 */
export const DAILY_MAINTENANCE_JOB = "daily-maintenance";
export const DAILY_MAINTENANCE_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Status = "queued" | "running";

/** Queues a run at `runAt` unless one with the given statuses exists; check and insert share a transaction. */
async function queueUnlessWaiting(db: Database, runAt: Date, waitingStatuses: Status[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("jobs")
      .select("id")
      .where("type", "=", DAILY_MAINTENANCE_JOB)
      .where("status", "in", waitingStatuses)
      .executeTakeFirst();
    if (waiting) return false;
    await enqueueJob(trx, DAILY_MAINTENANCE_JOB, {}, { runAt });
    return true;
  });
}

/**
 * At start-up: queues a run at `runAt` unless one is already queued, or running (a run queues its
 * own successor, and one a dead worker left running is taken up again). Returns whether it queued.
 */
export function ensureDailyMaintenanceQueued(db: Database, runAt: Date = new Date()): Promise<boolean> {
  return queueUnlessWaiting(db, runAt, ["queued", "running"]);
}

/** The run after this one, a day from now (the running job itself does not count as waiting). */
async function queueNextRun(db: Database): Promise<void> {
  await queueUnlessWaiting(db, new Date(Date.now() + DAILY_MAINTENANCE_INTERVAL_MS), ["queued"]);
}

export async function runDailyMaintenance(db: Database, now: Date = new Date()): Promise<void> {
  const carts = await deleteAbandonedVisitorCarts(db, now);
  await sql`PRAGMA optimize`.execute(db);
  logger.info("Daily maintenance done", { abandonedVisitorCartsDeleted: carts });
}

registerJobHandler(
  DAILY_MAINTENANCE_JOB,
  async (_payload, db) => {
    await runDailyMaintenance(db);
    await queueNextRun(db);
  },
  {
    // A run that failed for good still keeps the daily chain going.
    onGiveUp: async (_payload, db) => queueNextRun(db),
  },
);
