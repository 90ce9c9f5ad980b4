/**
 * The app's edge for background work (decision 0078): every job, recovery step and loop the
 * domains own, listed here and handed to platform's runner by entry.server.tsx. Platform knows how
 * to run jobs, not which. A new job: its handler registered in its domain's `*-jobs.server.ts`
 * (registerJobHandler, or registerDailyJob for one that runs daily) and that module imported here.
 */
import "~/catalog/bulk-category-jobs.server";
import "~/catalog/csv-import-jobs.server";
import "~/newsletter/newsletter-jobs.server";
import "~/orders/stock-hold-jobs.server";
import "~/sms/bulk-sms-jobs.server";
import { queueSystemCheckAtStartUp } from "~/admin/system-alerts.server";
import { abandonedVisitorCartsCleanUp } from "~/cart/abandoned-carts.server";
import { resumeInterruptedBulkRuns } from "~/catalog/bulk-category.server";
import { recoverInterruptedImports } from "~/catalog/csv-import-recovery.server";
import type { BackgroundWork } from "~/platform/background.server";
import { registerDailyMaintenance } from "~/platform/daily-maintenance-jobs.server";
import { onStop } from "~/platform/shutdown.server";
import { startSmsSender } from "~/sms/sms-sender.server";

/** The daily clean-up (each domain's part, then PRAGMA optimize): queues its first run. */
export const ensureDailyMaintenanceQueued = registerDailyMaintenance([abandonedVisitorCartsCleanUp]);

export const backgroundWork: BackgroundWork = {
  atStartUp: [
    // An import the previous process was running is marked interrupted.
    recoverInterruptedImports,
    // A bulk category run it was running is queued to resume.
    resumeInterruptedBulkRuns,
    ensureDailyMaintenanceQueued,
    // The hourly health check that e-mails the admins (decision 0104).
    queueSystemCheckAtStartUp,
  ],
  besideTheWorker: [
    // Its own loop beside the job worker (decision 0076): SMS queued before a restart are picked
    // up again, over one SMPP session, transactional before bulk.
    (db) => {
      const sender = startSmsSender(db);
      // At a stop: the submission in flight finishes, then the session unbinds (decision 0102).
      onStop("SMS sender", (graceMs) => sender.stop({ graceMs }));
    },
  ],
};
