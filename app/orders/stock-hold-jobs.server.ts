import { z } from "zod";
import { registerJobHandler } from "~/platform/jobs.server";
import { expireHold, HOLD_EXPIRY_JOB, HOLD_REMINDER_JOB, remindHold } from "./stock-hold.server";

/**
 * The unpaid order's hold (decision 0103): the job at its deadline cancels it, the one before
 * reminds the customer. Both do nothing when the order was paid, a proof came, or its deadline
 * moved; both are one transaction, so a retry after a crash never cancels or reminds twice.
 */
const Payload = z.object({ orderId: z.string().min(1), holdUntil: z.string().min(1) });

registerJobHandler(HOLD_EXPIRY_JOB, async (payload, db) => {
  const parsed = Payload.safeParse(payload);
  if (parsed.success) await expireHold(db, parsed.data);
});

registerJobHandler(HOLD_REMINDER_JOB, async (payload, db) => {
  const parsed = Payload.safeParse(payload);
  if (parsed.success) await remindHold(db, parsed.data);
});
