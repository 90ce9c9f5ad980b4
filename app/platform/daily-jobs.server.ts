import type { Database } from "./db.server";
import { enqueueJob, registerJobHandler } from "./jobs.server";

/**
 * A job that runs once a day and chains itself: each run queues the next for a day later, and
 * start-up queues one only when none is waiting, so restarts never pile up runs. A run that
 * fails for good still queues the next, so one bad day does not end the chain.
 */
export const DAILY_INTERVAL_MS = 24 * 60 * 60 * 1000;

type Status = "queued" | "running";

/** Queues a run at `runAt` unless one with the given statuses exists; check and insert share a transaction. */
async function queueUnlessWaiting(
  db: Database,
  type: string,
  runAt: Date,
  waitingStatuses: Status[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("jobs")
      .select("id")
      .where("type", "=", type)
      .where("status", "in", waitingStatuses)
      .executeTakeFirst();
    if (waiting) return false;
    await enqueueJob(trx, type, {}, { runAt });
    return true;
  });
}

/**
 * Registers the handler of a daily job and returns the start-up call that queues its first run:
 * at `runAt` unless one is already queued, or running (a run queues its own successor, and one
 * a dead worker left running is taken up again). That call resolves to whether it queued.
 */
export function registerDailyJob(
  type: string,
  run: (db: Database) => Promise<void>,
): (db: Database, runAt?: Date) => Promise<boolean> {
  return registerRepeatingJob(type, DAILY_INTERVAL_MS, run);
}

/** The same chain for a job that runs every `intervalMs` (the hourly health check, decision 0104). */
export function registerRepeatingJob(
  type: string,
  intervalMs: number,
  run: (db: Database) => Promise<void>,
): (db: Database, runAt?: Date) => Promise<boolean> {
  // The run after this one, an interval from now (the running job itself does not count as waiting).
  const queueNextRun = (db: Database) =>
    queueUnlessWaiting(db, type, new Date(Date.now() + intervalMs), ["queued"]).then(() => undefined);
  registerJobHandler(
    type,
    async (_payload, db) => {
      await run(db);
      await queueNextRun(db);
    },
    { onGiveUp: async (_payload, db) => queueNextRun(db) },
  );
  return (db, runAt = new Date()) => queueUnlessWaiting(db, type, runAt, ["queued", "running"]);
}
