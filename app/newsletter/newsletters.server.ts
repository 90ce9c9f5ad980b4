import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { enqueueJob } from "~/platform/jobs.server";
import { sendEmail } from "~/platform/mailer.server";
import { deleteFile, newStorageKey, publicUrl, saveFile } from "~/platform/storage.server";
import type { DiskFile } from "~/platform/uploads.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { composeNewsletterEmail } from "./newsletter-email.server";
import {
  ALREADY_SENT,
  CARTOON_ALT_REQUIRED,
  NEWSLETTER_NOT_FOUND,
  NOBODY_SUBSCRIBED,
  NOT_AUTHENTICATED,
  REQUIRED_ENGLISH,
  SUBSCRIBER_NOT_FOUND,
} from "./newsletter-messages";
import { joinContent, joinSubject, publishedAtAfterSave, startOfMonthIso } from "./newsletter-rules";
import { NEWSLETTER_EMAIL_KIND, unsubscribeUrl, withdrawQueuedNewsletters } from "./subscriptions.server";

export { NEWSLETTER_EMAIL_KIND };

export const NEWSLETTER_SEND_JOB = "newsletter-send";

/** Subscribers the list shows at most (the spec's fetch limit), and its first page. */
export const SUBSCRIBER_LIMIT = 1000;

import { SUBSCRIBER_PAGE } from "~/newsletter/newsletter-rules";

export { SUBSCRIBER_PAGE };

/** Addresses given their e-mail in one transaction while a send is queued. */
const QUEUE_BATCH = 100;

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

const text = z.string().trim().max(100_000).optional();

export const NewsletterForm = z.object({
  intent: z.literal("save"),
  id: z.string().max(100).optional(),
  updatedAt: z.string().max(40).optional(),
  title: z.string().trim().max(200).optional(),
  status: z.enum(["draft", "published"]).default("draft"),
  subjectEn: z.string().trim().max(300).optional(),
  subjectAf: z.string().trim().max(300).optional(),
  contentEn: text,
  contentAf: text,
  removeImage: z.literal("on").optional(),
  cartoonAlt: z.string().trim().max(300).optional(),
});
export type NewsletterInput = z.infer<typeof NewsletterForm>;

export const NewsletterRowForm = z.object({
  intent: z.enum(["delete", "send"]),
  id: z.string().min(1).max(100),
});

export const SubscriberForm = z.object({
  intent: z.literal("subscriber"),
  id: z.string().min(1).max(100),
  active: z.enum(["0", "1"]),
});

export const SubscribersQuery = z.object({
  show: z.enum(["active", "all"]).catch("active"),
  search: z.string().trim().max(200).catch(""),
  limit: z.coerce.number().int().min(SUBSCRIBER_PAGE).max(SUBSCRIBER_LIMIT).catch(SUBSCRIBER_PAGE),
});
export type SubscribersQuery = z.infer<typeof SubscribersQuery>;

export type Outcome = { ok: true; id: string } | { ok: false; status: 400 | 404 | 409; message: string };

export async function countActiveSubscribers(db: Database): Promise<number> {
  const row = await db
    .selectFrom("newsletter_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listNewsletters(db: Database) {
  const rows = await db
    .selectFrom("newsletters")
    .select(["id", "title", "subject", "status", "created_at", "updated_at", "sent_at", "sent_count", "published_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, status: row.status as "draft" | "published" | "sent" }));
}

export async function findNewsletter(db: Database, id: string) {
  return db.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates or updates a newsletter (never a sent one), refusing a save made on a stale copy. */
export async function saveNewsletter(
  db: Database,
  actor: Actor | null,
  input: NewsletterInput,
  meta: Meta,
  /** A newly stored cartoon's address; otherwise the old one is kept (or removed when asked). */
  newImageUrl: string | null = null,
) {
  type SaveOutcome = Outcome | { ok: false; status: 409; message: string; currentUpdatedAt: string };
  if (!actor) return { ok: false, status: 400, message: NOT_AUTHENTICATED } satisfies SaveOutcome;
  if (!input.title || !input.subjectEn || !input.contentEn) {
    return { ok: false, status: 400, message: REQUIRED_ENGLISH } satisfies SaveOutcome;
  }
  const values = {
    title: input.title,
    subject: joinSubject({ en: input.subjectEn, af: input.subjectAf ?? "" }),
    content: joinContent({ en: input.contentEn, af: input.contentAf ?? "" }),
    status: input.status,
    cartoon_alt_text: input.cartoonAlt ?? "",
  };
  // A cartoon goes out with words for those who cannot see it (decision 0072).
  const altMissing = { ok: false, status: 400, message: CARTOON_ALT_REQUIRED } satisfies SaveOutcome;
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const now = nowIso();
    if (!input.id) {
      if (newImageUrl && !values.cartoon_alt_text) return altMissing;
      const id = randomUUID();
      const row = {
        id,
        ...values,
        published_at: publishedAtAfterSave(input.status, null, now),
        created_by: actor?.id ?? null,
        cartoon_image_url: newImageUrl,
      };
      await trx.insertInto("newsletters").values(row).execute();
      await recordAudit(trx, {
        actor,
        action: "newsletter.create",
        entityType: "newsletter",
        entityId: id,
        details: values,
        ...meta,
      });
      return { ok: true, id };
    }
    const before = await trx.selectFrom("newsletters").selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: NEWSLETTER_NOT_FOUND };
    if (before.status === "sent") return { ok: false, status: 409, message: ALREADY_SENT };
    if (isStale(input.updatedAt, before.updated_at)) {
      const last = await lastChangeTo(trx, "newsletter", before.id);
      return {
        ok: false,
        status: 409,
        message: staleEditMessage({ by: last?.actor_email ?? null, at: last?.created_at ?? before.updated_at }),
        currentUpdatedAt: before.updated_at,
      };
    }
    const after = {
      ...values,
      cartoon_image_url: newImageUrl ?? (input.removeImage ? null : before.cartoon_image_url),
      published_at: publishedAtAfterSave(input.status, before.published_at, now),
    };
    if (after.cartoon_image_url && !after.cartoon_alt_text) return altMissing;
    await trx
      .updateTable("newsletters")
      .set({ ...after, updated_at: nowAfter(before.updated_at) })
      .where("id", "=", before.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "newsletter.update",
      entityType: "newsletter",
      entityId: before.id,
      details: fieldChanges(before, after),
      ...meta,
    });
    return { ok: true, id: before.id };
  });
}

export async function deleteNewsletter(db: Database, actor: Actor, id: string, meta: Meta): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const before = await trx.selectFrom("newsletters").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return { ok: false, status: 404, message: NEWSLETTER_NOT_FOUND };
    if (before.status === "sent") return { ok: false, status: 409, message: ALREADY_SENT };
    await trx.deleteFrom("newsletters").where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: "newsletter.delete",
      entityType: "newsletter",
      entityId: id,
      details: { title: before.title, subject: before.subject, status: before.status },
      ...meta,
    });
    return { ok: true, id };
  });
}

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

// Subscribers.

function subscriberFilter(query: Pick<SubscribersQuery, "show" | "search">) {
  return (db: Database) => {
    let q = db.selectFrom("newsletter_subscriptions");
    if (query.show === "active") q = q.where("is_active", "=", 1);
    if (query.search) {
      const escaped = query.search.replace(/[\\%_]/g, (c) => `\\${c}`);
      q = q.where((eb) => eb("email", "like", `%${escaped}%`));
    }
    return q;
  };
}

export async function loadSubscribers(db: Database, query: SubscribersQuery, now = new Date()) {
  const filtered = subscriberFilter(query);
  const rows = await filtered(db)
    .select(["id", "email", "is_active", "subscribed_at", "confirmed_at"])
    .orderBy("subscribed_at", "desc")
    .orderBy("id")
    .limit(query.limit + 1)
    .execute();
  const tiles = await db
    .selectFrom("newsletter_subscriptions")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
      eb.fn
        .sum<number>(eb.case().when("subscribed_at", ">=", startOfMonthIso(now)).then(1).else(0).end())
        .as("thisMonth"),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(tiles.total);
  const active = Number(tiles.active ?? 0);
  return {
    subscribers: rows.slice(0, query.limit),
    hasMore: rows.length > query.limit && query.limit < SUBSCRIBER_LIMIT,
    tiles: { active, inactive: total - active, total, thisMonth: Number(tiles.thisMonth ?? 0) },
  };
}

/** Every subscriber the filter shows, for the CSV (no paging: the export is the whole list). */
export async function subscribersForExport(db: Database, query: Pick<SubscribersQuery, "show" | "search">) {
  return subscriberFilter(query)(db)
    .select(["email", "is_active", "subscribed_at"])
    .orderBy("subscribed_at", "desc")
    .orderBy("email")
    .execute();
}

export const NEVER_CONFIRMED =
  "This address never confirmed its subscription. Only its owner can, with the link in the confirmation e-mail (POPIA).";

/**
 * Activates or deactivates one subscriber. Only an address that once confirmed may be activated
 * (double opt-in); a deactivation also withdraws newsletters still waiting for it.
 */
export async function setSubscriberActive(
  db: Database,
  actor: Actor,
  change: { id: string; active: boolean },
  meta: Meta,
): Promise<Outcome> {
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await trx
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where("id", "=", change.id)
      .executeTakeFirst();
    if (!row) return { ok: false, status: 404, message: SUBSCRIBER_NOT_FOUND };
    if (change.active && !row.confirmed_at) return { ok: false, status: 409, message: NEVER_CONFIRMED };
    const now = nowIso();
    await trx
      .updateTable("newsletter_subscriptions")
      .set(
        change.active
          ? { is_active: 1, unsubscribed_at: null }
          : { is_active: 0, confirm_token_hash: null, unsubscribed_at: row.unsubscribed_at ?? now },
      )
      .where("id", "=", row.id)
      .execute();
    if (!change.active) await withdrawQueuedNewsletters(trx, row.email);
    await recordAudit(trx, {
      actor,
      action: change.active ? "newsletter-subscriber.activate" : "newsletter-subscriber.deactivate",
      entityType: "newsletter_subscription",
      entityId: row.id,
      details: { email: row.email, is_active: { from: row.is_active, to: change.active ? 1 : 0 } },
      ...meta,
    });
    return { ok: true, id: row.id };
  });
}

const CARTOON_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * Stores a newsletter's cartoon from its temporary file, checked by its content (not its name or
 * declared type), and returns its storage key and public address; null when the bytes are not an
 * image mail apps show. A save that is then refused removes it again (`removeCartoon`).
 */
export async function storeCartoon(file: DiskFile): Promise<{ key: string; url: string } | null> {
  if (file.size === 0) return null;
  const detected = await fileTypeFromFile(file.path);
  const extension = detected ? CARTOON_TYPES[detected.mime] : undefined;
  if (!extension) return null;
  const key = newStorageKey("newsletter-images", extension);
  await saveFile(key, fs.createReadStream(file.path));
  return { key, url: publicUrl(key) };
}

/** Removes a cartoon stored for a save that was refused, so no picture is kept that nothing shows. */
export async function removeCartoon(stored: { key: string } | null): Promise<void> {
  if (stored) await deleteFile(stored.key);
}
