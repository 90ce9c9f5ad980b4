import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { enqueueJob } from "~/platform/jobs.server";
import { isShopDay, shopDayEnd, shopDayStart } from "~/platform/shop-days";
import { readThresholds } from "~/shop/shop-settings.server";
import {
  type Audience,
  audienceLabel,
  BULK_SMS_MAX_LENGTH,
  estimateBulkSms,
  MAX_MONTHS,
  monthsAgoIso,
  SMS_STATUSES,
  type SmsStatus,
} from "./bulk-sms";
import { isMarketingAllowed, nextMarketingMoment } from "./marketing-hours";
import {
  BULK_SMS_AREA_REQUIRED,
  BULK_SMS_CATEGORY_REQUIRED,
  BULK_SMS_MONTHS_INVALID,
  BULK_SMS_NOBODY,
  BULK_SMS_PROVINCE_REQUIRED,
  BULK_SMS_TEXT_REQUIRED,
  BULK_SMS_TEXT_TOO_LONG,
  smsTooLongMessage,
} from "./messages";
import { normaliseSouthAfricanMobile, southAfricanMobileOrNull } from "./phone-number";
import { queueSms, SMS_MAX_PARTS } from "./sms-outbox.server";

/**
 * Bulk (marketing) SMS from the back office (decision 0080): who may get one (customers who
 * opted in to marketing SMS, with a South African cellphone number that has not opted out), the
 * send as a row of `sms_sends`, and the job that queues one `sms_messages` row per recipient with
 * the idempotency key `<send id>:<number>`, so queuing again (after a crash, or twice) adds
 * nothing. The job runs at the send's scheduled moment, within the marketing hours.
 */

export const SMS_BULK_SEND_JOB = "sms-bulk-send";
export const BULK_SMS_KIND = "bulk";

/** Users read per transaction while a send is queued (the job yields between batches). */
const QUEUE_BATCH = 200;

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };

// The composer's form, read from a GET (Check) or a POST (Send).

const optionalText = (max: number) => z.string().trim().max(max).optional().catch(undefined);

export const ComposerQuery = z.object({
  body: z
    .string()
    .max(BULK_SMS_MAX_LENGTH * 2)
    .catch(""),
  audience: z.enum(["all", "province", "area", "category"]).catch("all"),
  province: optionalText(40),
  area: optionalText(100),
  category: optionalText(100),
  months: z.coerce.number().int().min(1).max(MAX_MONTHS).catch(6),
  check: z.literal("1").optional().catch(undefined),
  confirm: z.literal("1").optional().catch(undefined),
});
export type ComposerQuery = z.infer<typeof ComposerQuery>;

export const SendForm = z.object({
  intent: z.literal("send"),
  body: z.string({ error: BULK_SMS_TEXT_REQUIRED }).trim().min(1, BULK_SMS_TEXT_REQUIRED).max(BULK_SMS_MAX_LENGTH),
  audience: z.enum(["all", "province", "area", "category"]),
  province: z.string().trim().max(40).optional(),
  area: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  months: z.coerce.number({ error: BULK_SMS_MONTHS_INVALID }).int().min(1).max(MAX_MONTHS).optional(),
});
export type SendInput = z.infer<typeof SendForm>;

/** The audience a form names, or the message saying what is missing. */
export function audienceFrom(
  input: Pick<SendInput, "audience" | "province" | "area" | "category" | "months">,
): { ok: true; audience: Audience } | { ok: false; message: string } {
  switch (input.audience) {
    case "all":
      return { ok: true, audience: { kind: "all" } };
    case "province":
      if (!input.province || !(SOUTH_AFRICAN_PROVINCES as readonly string[]).includes(input.province))
        return { ok: false, message: BULK_SMS_PROVINCE_REQUIRED };
      return { ok: true, audience: { kind: "province", province: input.province } };
    case "area":
      if (!input.area) return { ok: false, message: BULK_SMS_AREA_REQUIRED };
      return { ok: true, audience: { kind: "area", area: input.area } };
    case "category":
      if (!input.category) return { ok: false, message: BULK_SMS_CATEGORY_REQUIRED };
      if (input.months === undefined) return { ok: false, message: BULK_SMS_MONTHS_INVALID };
      return { ok: true, audience: { kind: "category", categoryId: input.category, months: input.months } };
  }
}

const StoredAudience = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("province"), province: z.string() }),
  z.object({ kind: z.literal("area"), area: z.string() }),
  z.object({ kind: z.literal("category"), categoryId: z.string(), months: z.number().int() }),
]);

/** What the composer offers: the provinces, the delivery areas (towns) customers have, the categories. */
export async function audienceChoices(db: Database) {
  const areas = await db
    .selectFrom("client_delivery_locations")
    .select("city")
    .distinct()
    .where("city", "is not", null)
    .where("city", "!=", "")
    .orderBy("city")
    .execute();
  const categories = await db
    .selectFrom("product_categories")
    .select(["id", "name"])
    .orderBy("display_order")
    .orderBy("name")
    .execute();
  return {
    provinces: [...SOUTH_AFRICAN_PROVINCES] as string[],
    areas: areas.map((row) => row.city as string),
    categories,
  };
}

/**
 * The users an audience takes in, by id: an account that is not suspended, with a cellphone
 * number proved on it (phone_proofs) whose owner consented to marketing SMS (sms_consents) and
 * that has not opted out, and (by audience) a delivery location in the province or town, or an
 * order with a product of the category in the last N months (cancelled orders do not count).
 * A deleted account's proof and consent go with it (decision 0089).
 */
function audienceUsers(db: Database, audience: Audience, now: Date) {
  let query = db
    .selectFrom("users as u")
    .innerJoin("phone_proofs as proof", "proof.user_id", "u.id")
    .innerJoin("sms_consents as consent", "consent.phone", "proof.phone")
    .select(["u.id", "proof.phone as phone"])
    .where("u.suspended_at", "is", null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("sms_opt_outs as o").select("o.phone").whereRef("o.phone", "=", "proof.phone"))),
    );
  if (audience.kind === "province" || audience.kind === "area") {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("client_delivery_locations as l")
          .select(sql`1`.as("one"))
          .whereRef("l.user_id", "=", "u.id")
          .where(audience.kind === "province" ? "l.province" : "l.city", "=", audienceValue(audience)),
      ),
    );
  }
  if (audience.kind === "category") {
    const since = monthsAgoIso(audience.months, now);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("orders as o")
          .innerJoin("order_items as i", "i.order_id", "o.id")
          .innerJoin("products as p", "p.id", "i.product_id")
          .select(sql`1`.as("one"))
          .whereRef("o.user_id", "=", "u.id")
          .where("o.status", "!=", "cancelled")
          .where("o.created_at", ">=", since)
          .where("p.category_id", "=", audience.categoryId),
      ),
    );
  }
  return query;
}

function audienceValue(audience: Audience): string {
  if (audience.kind === "province") return audience.province;
  if (audience.kind === "area") return audience.area;
  return "";
}

async function optedOutNumbers(db: Database): Promise<Set<string>> {
  const rows = await db.selectFrom("sms_opt_outs").select("phone").execute();
  return new Set(rows.map((row) => row.phone));
}

/**
 * The numbers an audience reaches now, each once: opted in, a South African cellphone number,
 * not opted out. Two accounts with one number are one recipient.
 */
export async function audienceNumbers(db: Database, audience: Audience, now = new Date()): Promise<string[]> {
  const [users, optedOut] = await Promise.all([audienceUsers(db, audience, now).execute(), optedOutNumbers(db)]);
  const numbers = new Set<string>();
  for (const user of users) {
    const number = southAfricanMobileOrNull(user.phone ?? "");
    if (number && !optedOut.has(number)) numbers.add(number);
  }
  return [...numbers];
}

async function categoryName(db: Database, audience: Audience): Promise<string | undefined> {
  if (audience.kind !== "category") return undefined;
  const row = await db
    .selectFrom("product_categories")
    .select("name")
    .where("id", "=", audience.categoryId)
    .executeTakeFirst();
  return row?.name;
}

export async function describeAudience(db: Database, audience: Audience): Promise<string> {
  return audienceLabel(audience, await categoryName(db, audience));
}

/** What the composer shows before anything is sent: the estimate, the audience in words, the preview. */
export async function checkBulkSms(db: Database, body: string, audience: Audience, now = new Date()) {
  const [numbers, thresholds, label] = await Promise.all([
    audienceNumbers(db, audience, now),
    readThresholds(db),
    describeAudience(db, audience),
  ]);
  const estimate = estimateBulkSms(body, numbers.length, thresholds.smsPartPriceCents);
  const scheduledFor = nextMarketingMoment(now);
  return {
    estimate,
    audienceLabel: label,
    pricePerPartCents: thresholds.smsPartPriceCents,
    scheduledFor: scheduledFor.toISOString(),
    startsNow: scheduledFor.getTime() === now.getTime(),
    problem: bodyProblem(body, estimate.parts),
  };
}

function bodyProblem(body: string, parts: number): string | null {
  if (body.trim() === "") return BULK_SMS_TEXT_REQUIRED;
  if (body.trim().length > BULK_SMS_MAX_LENGTH) return BULK_SMS_TEXT_TOO_LONG;
  if (parts > SMS_MAX_PARTS) return smsTooLongMessage(parts, SMS_MAX_PARTS);
  return null;
}

export type StartOutcome = { ok: true; id: string } | { ok: false; status: 400 | 404; message: string };

/**
 * Records the send and queues its job for the next moment the marketing hours allow (now, when
 * they do), audited, in one transaction. The recipients are counted now for the record; the job
 * takes the audience as it is when it runs (a customer who withdrew consent meanwhile gets none).
 */
export async function startBulkSend(
  db: Database,
  actor: Actor,
  input: { body: string; audience: Audience },
  meta: Meta = {},
  now = new Date(),
): Promise<StartOutcome> {
  const check = await checkBulkSms(db, input.body, input.audience, now);
  if (check.problem) return { ok: false, status: 400, message: check.problem };
  if (input.audience.kind === "category" && (await categoryName(db, input.audience)) === undefined)
    return { ok: false, status: 400, message: BULK_SMS_CATEGORY_REQUIRED };
  if (check.estimate.recipients === 0) return { ok: false, status: 400, message: BULK_SMS_NOBODY };
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sms_sends")
      .values({
        id,
        body: input.body.trim(),
        text: check.estimate.text,
        audience: JSON.stringify(input.audience),
        audience_label: check.audienceLabel,
        encoding: check.estimate.encoding,
        parts: check.estimate.parts,
        price_per_part_cents: check.pricePerPartCents,
        recipients_expected: check.estimate.recipients,
        scheduled_for: check.scheduledFor,
        created_by: actor.id,
      })
      .execute();
    await enqueueJob(trx, SMS_BULK_SEND_JOB, { sendId: id }, { runAt: new Date(check.scheduledFor), maxAttempts: 5 });
    await recordAudit(trx, {
      actor,
      action: "sms.bulk_send",
      entityType: "sms_send",
      entityId: id,
      details: {
        text: check.estimate.text,
        audience: check.audienceLabel,
        recipients: check.estimate.recipients,
        parts: check.estimate.parts,
        estimatedCostCents: check.estimate.costCents,
        scheduledFor: check.scheduledFor,
      },
      ...meta,
    });
  });
  return { ok: true, id };
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The send job, callable from a script with the send's id: gives every recipient of the send's
 * audience one queued SMS. In batches of users by id, each batch one transaction that also moves
 * the send's cursor past it, so a restart carries on after the last batch committed; the
 * idempotency key `<send id>:<number>` makes any repeat add nothing. Outside the marketing hours
 * (a worker that was down until 21:00) it queues nothing and moves itself to the next allowed
 * moment.
 */
export async function queueBulkSend(
  db: Database,
  sendId: string,
  options: { now?: () => Date; onBatchQueued?: (queued: number) => void } = {},
): Promise<void> {
  const clock = options.now ?? (() => new Date());
  const send = await db.selectFrom("sms_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
  if (!send || (send.status !== "scheduled" && send.status !== "queuing")) return;
  const audience = StoredAudience.parse(JSON.parse(send.audience)) as Audience;
  if (!isMarketingAllowed(clock())) {
    const next = nextMarketingMoment(clock());
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("sms_sends").set({ scheduled_for: next.toISOString() }).where("id", "=", sendId).execute();
      await enqueueJob(trx, SMS_BULK_SEND_JOB, { sendId }, { runAt: next, maxAttempts: 5 });
    });
    return;
  }
  await db.updateTable("sms_sends").set({ status: "queuing" }).where("id", "=", sendId).execute();
  let cursor = send.queue_cursor ?? "";
  const startedAt = clock();
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const users = await audienceUsers(trx, audience, startedAt)
        .where("u.id", ">", cursor)
        .orderBy("u.id")
        .limit(QUEUE_BATCH)
        .execute();
      let queued = 0;
      for (const user of users) {
        const number = normaliseSouthAfricanMobile(user.phone ?? "");
        if (!number.ok) continue;
        // A number that opted out is refused by queueSms (bulk); a second account with the same
        // number finds its key taken.
        const result = await queueSms(trx, {
          to: number.number,
          text: send.text,
          kind: BULK_SMS_KIND,
          priority: "bulk",
          idempotencyKey: `${send.id}:${number.number}`,
          sendId: send.id,
        });
        if (result.ok && !result.duplicate) queued++;
      }
      const last = users.at(-1);
      if (last) await trx.updateTable("sms_sends").set({ queue_cursor: last.id }).where("id", "=", sendId).execute();
      return { users: users.length, queued, last: last?.id };
    });
    options.onBatchQueued?.(batch.queued);
    if (batch.last) cursor = batch.last;
    if (batch.users < QUEUE_BATCH) break;
    await yieldToRequests();
  }
  const total = await db
    .selectFrom("sms_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("send_id", "=", sendId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("sms_sends")
    .set({ status: "queued", recipients_queued: Number(total.n), queued_at: nowIso() })
    .where("id", "=", sendId)
    .execute();
}

export async function markBulkSendFailed(db: Database, sendId: string, failure: string): Promise<void> {
  await db
    .updateTable("sms_sends")
    .set({ status: "failed", failure })
    .where("id", "=", sendId)
    .where("status", "in", ["scheduled", "queuing"])
    .execute();
}

// The progress page and the log.

type StatusCounts = Record<SmsStatus, number>;

const noCounts = (): StatusCounts => ({
  queued: 0,
  sending: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  logged: 0,
  cancelled: 0,
});

async function countsBySend(db: Database, sendIds: string[]): Promise<Map<string, StatusCounts>> {
  const result = new Map<string, StatusCounts>();
  if (sendIds.length === 0) return result;
  const rows = await db
    .selectFrom("sms_messages")
    .select(["send_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
    .where("send_id", "in", sendIds)
    .groupBy(["send_id", "status"])
    .execute();
  for (const row of rows) {
    const counts = result.get(row.send_id as string) ?? noCounts();
    counts[row.status as SmsStatus] = Number(row.n);
    result.set(row.send_id as string, counts);
  }
  return result;
}

function summary(
  send: { status: string; recipients_expected: number; parts: number; price_per_part_cents: number },
  counts: StatusCounts,
) {
  const queuedRows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = send.status === "queued" ? queuedRows : Math.max(send.recipients_expected, queuedRows);
  const sent = counts.sent + counts.delivered + counts.logged;
  const toGo = Math.max(0, total - sent - counts.failed);
  return {
    counts,
    total,
    sent,
    delivered: counts.delivered,
    failed: counts.failed,
    toGo,
    costCents: queuedRows * send.parts * send.price_per_part_cents,
    finished: send.status === "failed" || (send.status === "queued" && toGo === 0),
  };
}

/** A send and how far it got: sent (or only logged without SMS_URL), delivered, failed, to go. */
export async function loadBulkSendProgress(db: Database, sendId: string) {
  const send = await db.selectFrom("sms_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
  if (!send) return null;
  const counts = (await countsBySend(db, [sendId])).get(sendId) ?? noCounts();
  const failures = await db
    .selectFrom("sms_messages")
    .select(["to_number", "error"])
    .where("send_id", "=", sendId)
    .where("status", "=", "failed")
    .orderBy("to_number")
    .limit(50)
    .execute();
  return { send, ...summary(send, counts), failures };
}

export const LOG_PAGE_SIZE = 50;

export const SmsLogQuery = z.object({
  status: z
    .enum(SMS_STATUSES as [SmsStatus, ...SmsStatus[]])
    .optional()
    .catch(undefined),
  number: z.string().trim().max(30).catch(""),
  from: z.string().refine(isShopDay).optional().catch(undefined),
  to: z.string().refine(isShopDay).optional().catch(undefined),
  send: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type SmsLogQuery = z.infer<typeof SmsLogQuery>;

/** Every SMS, newest first, filtered by status, number (any part of it, or as typed), day and send. */
export async function loadSmsLog(db: Database, query: SmsLogQuery) {
  let select = db.selectFrom("sms_messages as m").leftJoin("sms_sends as s", "s.id", "m.send_id");
  if (query.status) select = select.where("m.status", "=", query.status);
  if (query.number) {
    const typed = southAfricanMobileOrNull(query.number);
    const digits = query.number.replace(/\D/g, "").replace(/^0/, "");
    if (typed) select = select.where("m.to_number", "=", typed);
    else if (digits) select = select.where("m.to_number", "like", `%${digits}%`);
  }
  if (query.from) select = select.where("m.created_at", ">=", shopDayStart(query.from));
  if (query.to) select = select.where("m.created_at", "<", shopDayEnd(query.to));
  if (query.send) select = select.where("m.send_id", "=", query.send);
  const rows = await select
    .select([
      "m.id",
      "m.to_number",
      "m.body",
      "m.kind",
      "m.priority",
      "m.status",
      "m.error",
      "m.parts",
      "m.created_at",
      "m.sent_at",
      "m.delivered_at",
      "m.failed_at",
      "m.send_id",
      "s.audience_label",
    ])
    .orderBy("m.created_at", "desc")
    .orderBy(sql`m.rowid`, "desc")
    .limit(LOG_PAGE_SIZE + 1)
    .offset((query.page - 1) * LOG_PAGE_SIZE)
    .execute();
  const sends = await db
    .selectFrom("sms_sends as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .select([
      "s.id",
      "s.body",
      "s.audience_label",
      "s.status",
      "s.parts",
      "s.price_per_part_cents",
      "s.recipients_expected",
      "s.scheduled_for",
      "s.created_at",
      "u.email as created_by_email",
    ])
    .orderBy("s.created_at", "desc")
    .limit(20)
    .execute();
  const counts = await countsBySend(
    db,
    sends.map((send) => send.id),
  );
  return {
    messages: rows.slice(0, LOG_PAGE_SIZE),
    hasNext: rows.length > LOG_PAGE_SIZE,
    sends: sends.map((send) => ({ ...send, ...summary(send, counts.get(send.id) ?? noCounts()) })),
  };
}
