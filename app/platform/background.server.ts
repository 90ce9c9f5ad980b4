import fs from "node:fs";
import path from "node:path";
import { ensureDailyBackupQueued } from "./backup-jobs.server";
import { ensureDailyMaintenanceQueued } from "./daily-maintenance-jobs.server";
import { db } from "./db.server";
import { env } from "./env.server";
import { startJobWorker } from "./jobs.server";
import { logger } from "./logger.server";
import { purgeExpiredSessions } from "./session.server";
import "./mailer.server";
import "~/catalog/bulk-category-jobs.server";
import "~/catalog/csv-import-jobs.server";
import "~/newsletter/newsletter-jobs.server";
import { resumeInterruptedBulkRuns } from "~/catalog/bulk-category.server";
import { recoverInterruptedImports } from "~/catalog/csv-import.server";
import { startSmsSender } from "~/sms/sms-sender.server";

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
 * Starts, once per server process, the job worker (mail, the daily maintenance and other queued
 * work), the SMS sender and the hourly clean-up of expired sessions. Off when JOBS_WORKER=false (tests run jobs themselves).
 */
export function startBackgroundWork(): void {
  if (started.__shopBackgroundStarted || env().JOBS_WORKER === "false") return;
  if (isLiteFsReplica(env().DATABASE_PATH)) {
    logger.info("Read replica: the background worker runs on the primary only");
    return;
  }
  started.__shopBackgroundStarted = true;
  // Before the worker looks for work: an import the previous process was running is interrupted,
  // and a bulk category run it was running is queued to resume.
  // The daily clean-up (abandoned visitor carts, PRAGMA optimize) and the daily database backup
  // are queued once: a restart finds the run already waiting and adds none.
  Promise.all([
    recoverInterruptedImports(db()),
    resumeInterruptedBulkRuns(db()),
    ensureDailyMaintenanceQueued(db()),
    ensureDailyBackupQueued(db()),
  ])
    .catch((error: unknown) => logger.error("Start-up recovery failed", { error: String(error) }))
    .finally(() => {
      startJobWorker(db());
      // Its own loop beside the job worker (decision 0076): SMS queued before a restart are
      // picked up again, over one SMPP session, transactional before bulk.
      startSmsSender(db());
    });
  const purge = () =>
    purgeExpiredSessions(db()).catch((error: unknown) =>
      logger.error("Session clean-up failed", { error: String(error) }),
    );
  setInterval(purge, HOUR_MS).unref();
}
