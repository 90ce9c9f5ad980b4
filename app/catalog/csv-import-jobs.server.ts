import { z } from "zod";
import { registerJobHandler } from "~/platform/jobs.server";
import { logger } from "~/platform/logger.server";
import { APPLY_JOB, CHECK_JOB } from "./csv-import.server";
import { applyImport } from "./csv-import-apply.server";
import { checkImport } from "./csv-import-check.server";
import { markImportFailed } from "./csv-import-read.server";
import { markImportInterrupted } from "./csv-import-recovery.server";

/**
 * The CSV import's two jobs. Each runs once (max_attempts 1): a failure is recorded on the import
 * for staff to see, and a worker that died mid-way leaves the import interrupted, to be run again
 * by staff rather than retried behind their backs.
 */
const Payload = z.object({ importId: z.string().min(1) });

function importIdOf(payload: unknown): string | null {
  const parsed = Payload.safeParse(payload);
  return parsed.success ? parsed.data.importId : null;
}

const interrupted = {
  onGiveUp: async (payload: unknown, db: Parameters<typeof markImportInterrupted>[0]) => {
    const importId = importIdOf(payload);
    if (importId) await markImportInterrupted(db, importId);
  },
};

registerJobHandler(
  CHECK_JOB,
  async (payload, db) => {
    const importId = importIdOf(payload);
    if (!importId) return;
    await checkImport(db, importId).catch((error: unknown) => markImportFailed(db, importId, error));
  },
  interrupted,
);

registerJobHandler(
  APPLY_JOB,
  async (payload, db) => {
    const importId = importIdOf(payload);
    if (!importId) return;
    let logged = 0;
    const onApplying = (fraction: number) => {
      const quarter = Math.floor(fraction * 4);
      if (quarter > logged) {
        logged = quarter;
        logger.info("CSV import applying", { importId, percent: quarter * 25 });
      }
    };
    await applyImport(db, importId, { onApplying }).catch((error: unknown) => markImportFailed(db, importId, error));
  },
  interrupted,
);
