import { runBackup } from "./backups.server";
import { registerDailyJob } from "./daily-jobs.server";

/**
 * The daily database backup (decision 0043), chained like the daily maintenance: each run
 * queues the next a day later. A failed attempt is recorded in `backup_runs` and retried with
 * the job queue's back-off; the start page warns when no good backup is 26 hours old or newer.
 */
export const DAILY_BACKUP_JOB = "daily-backup";

/** At start-up: queues a backup at `runAt` (now by default) unless one is queued or running. */
export const ensureDailyBackupQueued = registerDailyJob(DAILY_BACKUP_JOB, async (db) => {
  await runBackup(db, "daily");
});
