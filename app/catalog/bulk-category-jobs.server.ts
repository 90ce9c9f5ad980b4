import { z } from "zod";
import { registerJobHandler } from "~/platform/jobs.server";
import {
  BULK_JOB,
  CHECK_JOB,
  markBulkCheckFailed,
  markBulkRunFailed,
  runBulkAssignment,
  runBulkCheck,
} from "./bulk-category.server";
import { BULK_FAILED } from "./bulk-category-messages";

/** The bulk category assignment job: retried (it resumes where it stopped), failed after three tries. */
const Payload = z.object({ runId: z.string().min(1) });

registerJobHandler(
  BULK_JOB,
  async (payload, db) => {
    const parsed = Payload.safeParse(payload);
    if (parsed.success) await runBulkAssignment(db, parsed.data.runId);
  },
  {
    onGiveUp: async (payload, db, lastError) => {
      const parsed = Payload.safeParse(payload);
      if (parsed.success) await markBulkRunFailed(db, parsed.data.runId, `${BULK_FAILED}: ${lastError}`);
    },
  },
);

/** The check of a large range (decision 0109): retried (it resumes after its last batch). */
registerJobHandler(
  CHECK_JOB,
  async (payload, db) => {
    const parsed = Payload.safeParse(payload);
    if (parsed.success) await runBulkCheck(db, parsed.data.runId);
  },
  {
    onGiveUp: async (payload, db, lastError) => {
      const parsed = Payload.safeParse(payload);
      if (parsed.success) await markBulkCheckFailed(db, parsed.data.runId, String(lastError));
    },
  },
);
