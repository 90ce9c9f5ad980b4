import { z } from "zod";
import { registerJobHandler } from "~/platform/jobs.server";
import { markBulkSendFailed, queueBulkSend, SMS_BULK_SEND_JOB } from "./bulk-sms.server";
import { BULK_SMS_FAILED } from "./messages";

/** The bulk SMS send job: retried after a crash (it carries on after its last batch), failed after five tries. */
const Payload = z.object({ sendId: z.string().min(1) });

registerJobHandler(
  SMS_BULK_SEND_JOB,
  async (payload, db) => {
    const parsed = Payload.safeParse(payload);
    if (parsed.success) await queueBulkSend(db, parsed.data.sendId);
  },
  {
    onGiveUp: async (payload, db, lastError) => {
      const parsed = Payload.safeParse(payload);
      if (parsed.success) await markBulkSendFailed(db, parsed.data.sendId, `${BULK_SMS_FAILED}: ${lastError}`);
    },
  },
);
