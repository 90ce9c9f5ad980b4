import fs from "node:fs";
import path from "node:path";
import { ensureDailyBackupQueued } from "./backup-jobs.server";
import { type Database, db } from "./db.server";
import { env } from "./env.server";
import { drainJobWorker, startJobWorker } from "./jobs.server";
import { logger } from "./logger.server";
import { purgeExpiredSessions } from "./session.server";
import { isStopping, onStop } from "./shutdown.server";
import "./mailer.server";

/**
 * The work the domains own, listed at the app's edge (app/background-work.server.ts): platform
 * knows how to run jobs, not which. Job handlers register themselves when their module is
 * imported (registerJobHandler); these are the rest.
 */
export type BackgroundWork = {
  /**
   * Run before the worker looks for work: recovery of what a killed process left running, and
   * queuing each daily job's first run (a restart finds it already waiting and adds none).
   */
  atStartUp: ReadonlyArray<(db: Database) => Promise<unknown>>;
  /** Loops of their own beside the job worker, started once the start-up work is done. */
  besideTheWorker: ReadonlyArray<(db: Database) => void>;
};

const HOUR_MS = 60 * 60 * 1000;
const started = globalThis as unknown as { __shopBackgroundStarted?: boolean };

/**
 * LiteFS writes a `.primary` file beside the database on read replicas only (it names the
 * primary). Replicas cannot write, so they leave the queued work to the primary.
 */
function isLiteFsReplica(databasePath: string): boolean {
  return fs.existsSync(path.join(path.dirname(databasePath), ".primary"));
}

/**
 * Starts, once per server process, the job worker (mail, the daily backup and the domains' queued
 * work), the domains' own loops (the SMS sender) and the hourly clean-up of expired sessions. Off
 * when JOBS_WORKER=false (tests run jobs themselves).
 */
export function startBackgroundWork(work: BackgroundWork): void {
  if (started.__shopBackgroundStarted || env().JOBS_WORKER === "false") return;
  if (isLiteFsReplica(env().DATABASE_PATH)) {
    logger.info("Read replica: the background worker runs on the primary only");
    return;
  }
  started.__shopBackgroundStarted = true;
  // Before the worker looks for work: the domains' recovery and daily jobs, and the daily database
  // backup, queued once: a restart finds the run already waiting and adds none.
  Promise.all([...work.atStartUp.map((step) => step(db())), ensureDailyBackupQueued(db())])
    .catch((error: unknown) => logger.error("Start-up recovery failed", { error: String(error) }))
    .finally(() => {
      // A stop that came during the start-up starts nothing.
      if (isStopping()) return;
      startJobWorker(db());
      for (const start of work.besideTheWorker) start(db());
    });
  const purge = () =>
    purgeExpiredSessions(db()).catch((error: unknown) =>
      logger.error("Session clean-up failed", { error: String(error) }),
    );
  const purgeTimer = setInterval(purge, HOUR_MS);
  purgeTimer.unref();
  // At a stop (shutdown.server.ts): the job in hand finishes or is handed back.
  onStop("job worker", (graceMs) => drainJobWorker(graceMs));
  onStop("session clean-up", () => clearInterval(purgeTimer));
}
