import { z } from "zod";
import { registerJobHandler } from "~/platform/jobs.server";
import { FAILED_TO_SEND } from "./newsletter-messages";
import { markSendFailed, NEWSLETTER_SEND_JOB, queueNewsletterSend } from "./newsletter-sending.server";

/** The newsletter send job: retried after a crash (it resumes where it stopped), failed after five tries. */
const Payload = z.object({ sendId: z.string().min(1) });

registerJobHandler(
  NEWSLETTER_SEND_JOB,
  async (payload, db) => {
    const parsed = Payload.safeParse(payload);
    if (parsed.success) await queueNewsletterSend(db, parsed.data.sendId);
  },
  {
    // Beside its e-mails in the bulk lane, so queuing thousands never holds up other jobs (decision 0081).
    lane: "bulk",
    onGiveUp: async (payload, db, lastError) => {
      const parsed = Payload.safeParse(payload);
      if (parsed.success) await markSendFailed(db, parsed.data.sendId, `${FAILED_TO_SEND}: ${lastError}`);
    },
  },
);
