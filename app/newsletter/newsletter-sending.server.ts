import { randomUUID } from "node:crypto";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { enqueueJob } from "~/platform/jobs.server";
import { sendEmail } from "~/platform/mailer.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { composeNewsletterEmail } from "./newsletter-email.server";
import { ALREADY_SENT, NEWSLETTER_NOT_FOUND, NOBODY_SUBSCRIBED } from "./newsletter-messages";
import { countActiveSubscribers } from "./newsletter-subscribers.server";
import { findNewsletter, type Outcome } from "./newsletters.server";
import { NEWSLETTER_EMAIL_KIND, unsubscribeUrl } from "./subscriptions.server";

/**
 * Sending a newsletter (decision 0051): Send, the job that gives every active subscriber their
 * e-mail, and the send's progress.
 */

export const NEWSLETTER_SEND_JOB = "newsletter-send";

/** Addresses given their e-mail in one transaction while a send is queued. */
const QUEUE_BATCH = 100;

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

/**
 * Starts sending: marks the newsletter sent (with sent_at and sent_count, as the spec says),
 * records the send and queues the job that gives every active subscriber their e-mail, all in
 * one transaction. A second press finds the newsletter sent, and newsletter_sends allows one row
 * per newsletter besides.
 */
export async function startSend(db: Database, actor: Actor, id: string, meta: Meta): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const newsletter = await trx.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
    if (!newsletter) return { ok: false, status: 404, message: NEWSLETTER_NOT_FOUND };
    if (newsletter.status === "sent") return { ok: false, status: 409, message: ALREADY_SENT };
    const existing = await trx
      .selectFrom("newsletter_sends")
      .select("id")
      .where("newsletter_id", "=", id)
      .executeTakeFirst();
    if (existing) return { ok: false, status: 409, message: ALREADY_SENT };
    const active = await countActiveSubscribers(trx);
    if (active === 0) return { ok: false, status: 400, message: NOBODY_SUBSCRIBED };
    const now = nowIso();
    const sendId = randomUUID();
    await trx
      .updateTable("newsletters")
      .set({ status: "sent", sent_at: now, sent_count: active, updated_at: nowAfter(newsletter.updated_at) })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("newsletter_sends")
      .values({ id: sendId, newsletter_id: id, total: active, created_by: actor.id })
      .execute();
    await enqueueJob(trx, NEWSLETTER_SEND_JOB, { sendId }, { maxAttempts: 5 });
    await recordAudit(trx, {
      actor,
      action: "newsletter.send",
      entityType: "newsletter",
      entityId: id,
      details: { status: { from: newsletter.status, to: "sent" }, sentCount: active },
      ...meta,
    });
    return { ok: true, id };
  });
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The send job: in small transactions, claims a delivery row for each active subscriber who has
 * none yet and puts their e-mail in the outbox in the same transaction. Run again after a crash,
 * it carries on with those still without a row; nobody gets a second one. Between batches it lets
 * the shop's requests through.
 */
export async function queueNewsletterSend(
  db: Database,
  sendId: string,
  /** Told after each batch is committed (the crash test kills its process there). */
  hooks: { onBatchQueued?: (queued: number) => void } = {},
): Promise<void> {
  const send = await db.selectFrom("newsletter_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
  if (send?.status !== "queuing") return;
  const newsletter = await findNewsletter(db, send.newsletter_id);
  if (!newsletter) return;
  const shop = await readShopDetails(db);
  const imageUrl = newsletter.cartoon_image_url ? new URL(newsletter.cartoon_image_url, env().APP_URL).href : null;
  const content = {
    subject: newsletter.subject,
    content: newsletter.content,
    imageUrl,
    imageAlt: newsletter.cartoon_alt_text,
  };
  for (;;) {
    const queued = await db.transaction().execute(async (trx) => {
      const batch = await trx
        .selectFrom("newsletter_subscriptions as s")
        .leftJoin("newsletter_deliveries as d", (join) =>
          join.onRef("d.email", "=", "s.email").on("d.newsletter_id", "=", newsletter.id),
        )
        .select(["s.id", "s.email", "s.unsubscribe_token"])
        .where("s.is_active", "=", 1)
        .where("d.email", "is", null)
        .orderBy("s.id")
        .limit(QUEUE_BATCH)
        .execute();
      for (const subscriber of batch) {
        const email = composeNewsletterEmail(
          content,
          { unsubscribeUrl: unsubscribeUrl(subscriber) },
          shop,
          env().APP_URL,
        );
        // In the bulk lane: an order's e-mail queued meanwhile goes out first (decision 0081).
        const emailId = await sendEmail(trx, {
          to: subscriber.email,
          kind: NEWSLETTER_EMAIL_KIND,
          ...email,
          bulk: true,
        });
        await trx
          .insertInto("newsletter_deliveries")
          .values({
            newsletter_id: newsletter.id,
            email: subscriber.email,
            subscription_id: subscriber.id,
            email_id: emailId,
          })
          .execute();
      }
      return batch.length;
    });
    hooks.onBatchQueued?.(queued);
    if (queued < QUEUE_BATCH) break;
    await yieldToRequests();
  }
  const total = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("newsletter_id", "=", newsletter.id)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("newsletter_sends")
      .set({ status: "queued", total: Number(total.n), queued_at: nowIso() })
      .where("id", "=", sendId)
      .execute();
    await trx
      .updateTable("newsletters")
      .set({ sent_count: Number(total.n) })
      .where("id", "=", newsletter.id)
      .execute();
  });
}

export async function markSendFailed(db: Database, sendId: string, failure: string): Promise<void> {
  await db
    .updateTable("newsletter_sends")
    .set({ status: "failed", failure })
    .where("id", "=", sendId)
    .where("status", "=", "queuing")
    .execute();
}

/** Failed addresses the progress page lists at most. */
export const FAILURES_SHOWN = 50;

/** A send's progress: sent, failed, withdrawn (unsubscribed while waiting), still to go, and the failures. */
export async function loadSendProgress(db: Database, newsletterId: string) {
  const send = await db
    .selectFrom("newsletter_sends")
    .selectAll()
    .where("newsletter_id", "=", newsletterId)
    .executeTakeFirst();
  if (!send) return null;
  const counts = await db
    .selectFrom("newsletter_deliveries as d")
    .leftJoin("outgoing_emails as e", "e.id", "d.email_id")
    .select(["e.status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("d.newsletter_id", "=", newsletterId)
    .groupBy("e.status")
    .execute();
  const count = (statuses: (string | null)[]) =>
    counts.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.n), 0);
  const sent = count(["sent", "logged"]);
  const failed = count(["failed"]);
  const withdrawn = count([null]);
  const claimed = counts.reduce((sum, row) => sum + Number(row.n), 0);
  const total = send.status === "queuing" ? Math.max(send.total, claimed) : claimed;
  const toGo = Math.max(0, total - sent - failed - withdrawn);
  const failures = await db
    .selectFrom("newsletter_deliveries as d")
    .innerJoin("outgoing_emails as e", "e.id", "d.email_id")
    .select(["d.email", "e.last_error"])
    .where("d.newsletter_id", "=", newsletterId)
    .where("e.status", "=", "failed")
    .orderBy("d.email")
    .limit(FAILURES_SHOWN)
    .execute();
  const finished = send.status === "failed" || (send.status === "queued" && toGo === 0);
  return {
    status: send.status,
    failure: send.failure,
    startedAt: send.created_at,
    total,
    sent,
    failed,
    withdrawn,
    toGo,
    finished,
    failures,
    moreFailures: Math.max(0, failed - failures.length),
  };
}
