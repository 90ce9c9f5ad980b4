/**
 * For the newsletter test 'killed half-way': a worker process that takes the queued send job as
 * the server's worker does, and is killed with SIGKILL (no clean-up, as a crash or an OOM kill)
 * once the first batch of e-mails has been committed to the outbox, with more still to queue.
 * Usage: node --import tsx tests/support/send-newsletter-then-die.ts, with DATABASE_PATH and
 * UPLOADS_DIR set to the test's.
 */
import { NEWSLETTER_SEND_JOB, queueNewsletterSend } from "../../app/newsletter/newsletter-sending.server";
import { db } from "../../app/platform/db.server";
import { registerJobHandler, runDueJobs } from "../../app/platform/jobs.server";

registerJobHandler(NEWSLETTER_SEND_JOB, async (payload, database) => {
  const { sendId } = payload as { sendId: string };
  await queueNewsletterSend(database, sendId, {
    onBatchQueued: (queued) => {
      process.stdout.write(`queued a batch of ${queued}\n`);
      process.kill(process.pid, "SIGKILL");
    },
  });
});

await runDueJobs(db(), new Date(), 1);
process.stdout.write("the send finished: it was never killed\n");
