/**
 * For the import test 'nothing half-done': a worker process that takes the queued apply job as
 * the server's worker does, and is killed with SIGKILL (no clean-up, as a crash or an OOM kill)
 * once the job's transaction is halfway through.
 * Usage: node --import tsx tests/support/apply-import-then-die.ts, with DATABASE_PATH and
 * UPLOADS_DIR set to the test's.
 */
import { APPLY_JOB } from "../../app/catalog/csv-import.server";
import { applyImport } from "../../app/catalog/csv-import-apply.server";
import { db } from "../../app/platform/db.server";
import { registerJobHandler, runDueJobs } from "../../app/platform/jobs.server";

registerJobHandler(APPLY_JOB, async (payload, database) => {
  const { importId } = payload as { importId: string };
  await applyImport(database, importId, {
    onApplying: (fraction) => {
      if (fraction < 0.5) return;
      process.stdout.write(`applied ${Math.round(fraction * 100)}%\n`);
      process.kill(process.pid, "SIGKILL");
    },
  });
});

await runDueJobs(db());
process.stdout.write("the apply finished: it was never killed\n");
