import { createHash, randomUUID } from "node:crypto";
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
  canEnd,
  estimateBulkSms,
  grewPastConfirmation,
  MAX_MONTHS,
  marketingSmsText,
  monthsAgoIso,
  mostRecipientsAllowed,
  type SendStatus,
  SMS_STATUSES,
  type SmsStatus,
} from "./bulk-sms";
import { isMarketingAllowed, nextMarketingMoment } from "./marketing-hours";
import {
  BULK_SMS_ALREADY_ENDED,
  BULK_SMS_AREA_REQUIRED,
  BULK_SMS_CATEGORY_REQUIRED,
  BULK_SMS_DRAFT_MISSING,
  BULK_SMS_MONTHS_INVALID,
  BULK_SMS_NOBODY,
  BULK_SMS_NOTHING_TO_END,
  BULK_SMS_PROVINCE_REQUIRED,
  BULK_SMS_SEND_NOT_FOUND,
  BULK_SMS_TEXT_REQUIRED,
  BULK_SMS_TEXT_TOO_LONG,
  grewAgainMessage,
  grewSinceCheckMessage,
  smsTooLongMessage,
} from "./messages";
import { normaliseSouthAfricanMobile, southAfricanMobileOrNull } from "./phone-number";
import { smsLayout, unicodeCharacters, withPlainCharacters } from "./sms-encoding";
import { queueSms, SMS_MAX_PARTS } from "./sms-outbox.server";

/**
 * Bulk (marketing) SMS from the back office (decision 0080): who may get one (customers who
 * opted in to marketing SMS, with a South African cellphone number that has not opted out), the
 * send as a row of `sms_sends`, and the job that queues one `sms_messages` row per recipient with
 * the idempotency key `<send id>:<number>`, so queuing again (after a crash, or twice) adds
 * nothing. The job runs at the send's scheduled moment, within the marketing hours.
 *
 * Decision 0091: a confirm carries its draft's key (a second confirm of the same draft finds the
 * first send), the same SMS to the same audience from another draft is asked about first, staff
 * can cancel or stop a send (its queued SMS cancelled in the same transaction, the job re-checking
 * the status between batches), and a send whose audience or cost grew by more than 10% since it
 * was confirmed waits for a fresh confirmation and never holds more SMS than that allows.
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
  draft: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional()
    .catch(undefined),
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
  /** The draft's key, made when the composer was opened (a second confirm of it finds the first send). */
  draft: z.string({ error: BULK_SMS_DRAFT_MISSING }).regex(/^[A-Za-z0-9-]{8,64}$/, BULK_SMS_DRAFT_MISSING),
  /** The recipients the confirmation showed: what is confirmed. */
  recipients: z.coerce
    .number({ error: BULK_SMS_DRAFT_MISSING })
    .int(BULK_SMS_DRAFT_MISSING)
    .min(1, BULK_SMS_DRAFT_MISSING)
    .max(10_000_000, BULK_SMS_DRAFT_MISSING),
  /** The earlier identical send the person was told about and chose to send again. */
  again: z.string().trim().max(100).optional(),
});
export type SendInput = z.infer<typeof SendForm>;

/** A new draft's key. */
export function newDraftKey(): string {
  return randomUUID();
}

/**
 * The key a confirmation is stored under (sms_sends.confirm_key, unique): the draft's key with
 * what it sends, so the same draft confirmed again finds its send, and a draft edited after it
 * was sent (another audience, another word) is a send of its own.
 */
export function confirmKey(draft: string, text: string, audience: Audience): string {
  const what = createHash("sha256")
    .update(`${text}\n${JSON.stringify(audience)}`)
    .digest("hex")
    .slice(0, 24);
  return `${draft}:${what}`;
}

/** How long an identical send (same text, same audience) is asked about before another goes. */
export const IDENTICAL_SEND_HOURS = 24;

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

/** The characters that make the message Unicode, and what replacing them with plain ones would give. */
function unicodeReport(body: string, parts: number) {
  const characters = unicodeCharacters(body);
  if (characters.length === 0) return null;
  const plain = withPlainCharacters(body);
  const replaceable = characters.some((character) => character.plain !== null);
  return {
    characters,
    plainBody: replaceable && plain !== body ? plain : null,
    plainParts: smsLayout(marketingSmsText(plain)).parts,
    parts,
    unreplaceable: characters.some((character) => character.plain === null),
  };
}

type EarlierSend = { id: string; createdAt: string; by: string | null; sameDraft: boolean };

/**
 * The send this confirmation would repeat: the one this draft already made (same key), or else the
 * latest identical one (same text and audience) from another draft that was not cancelled,
 * confirmed in the last IDENTICAL_SEND_HOURS or still waiting to start.
 */
async function earlierSend(
  db: Database,
  input: { text: string; audience: Audience; draft?: string },
  now: Date,
): Promise<EarlierSend | null> {
  const base = db
    .selectFrom("sms_sends as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .select(["s.id", "s.created_at", "s.confirmed_at", "u.email"]);
  if (input.draft) {
    const same = await base
      .where("s.confirm_key", "=", confirmKey(input.draft, input.text, input.audience))
      .executeTakeFirst();
    if (same) return { id: same.id, createdAt: same.confirmed_at ?? same.created_at, by: same.email, sameDraft: true };
  }
  const since = new Date(now.getTime() - IDENTICAL_SEND_HOURS * 3_600_000).toISOString();
  const identical = await base
    .where("s.text", "=", input.text)
    .where("s.audience", "=", JSON.stringify(input.audience))
    .where("s.status", "!=", "cancelled")
    .where((eb) =>
      eb.or([
        eb("s.created_at", ">=", since),
        eb("s.confirmed_at", ">=", since),
        eb("s.status", "in", ["scheduled", "awaiting_confirmation"]),
      ]),
    )
    .orderBy("s.created_at", "desc")
    .executeTakeFirst();
  if (!identical) return null;
  return {
    id: identical.id,
    createdAt: identical.confirmed_at ?? identical.created_at,
    by: identical.email,
    sameDraft: false,
  };
}

/** What the composer shows before anything is sent: the estimate, the audience in words, the preview. */
export async function checkBulkSms(
  db: Database,
  body: string,
  audience: Audience,
  now = new Date(),
  options: { draft?: string } = {},
) {
  const [numbers, thresholds, label] = await Promise.all([
    audienceNumbers(db, audience, now),
    readThresholds(db),
    describeAudience(db, audience),
  ]);
  const estimate = estimateBulkSms(body, numbers.length, thresholds.smsPartPriceCents);
  const scheduledFor = nextMarketingMoment(now);
  const problem = bodyProblem(body, estimate.parts);
  return {
    estimate,
    audienceLabel: label,
    pricePerPartCents: thresholds.smsPartPriceCents,
    scheduledFor: scheduledFor.toISOString(),
    startsNow: scheduledFor.getTime() === now.getTime(),
    problem,
    unicode: estimate.encoding === "ucs2" ? unicodeReport(body, estimate.parts) : null,
    earlier:
      problem || body.trim() === ""
        ? null
        : await earlierSend(db, { text: estimate.text, audience, draft: options.draft }, now),
  };
}

function bodyProblem(body: string, parts: number): string | null {
  if (body.trim() === "") return BULK_SMS_TEXT_REQUIRED;
  if (body.trim().length > BULK_SMS_MAX_LENGTH) return BULK_SMS_TEXT_TOO_LONG;
  if (parts > SMS_MAX_PARTS) return smsTooLongMessage(parts, SMS_MAX_PARTS);
  return null;
}

export type StartOutcome =
  | { ok: true; id: string; already: boolean; confirmedAt: string }
  | { ok: false; status: 400 | 404 | 409; message: string }
  | { ok: false; status: 409; identical: EarlierSend; message: string };

async function sendByKey(db: Database, key: string) {
  return db
    .selectFrom("sms_sends")
    .select(["id", "created_at", "confirmed_at"])
    .where("confirm_key", "=", key)
    .executeTakeFirst();
}

/**
 * Records the send and queues its job for the next moment the marketing hours allow (now, when
 * they do), audited, in one transaction. Confirming is idempotent: the same draft confirmed again
 * (a double tap, the back button and a resubmit) finds the first send and adds nothing. It records
 * the recipients the confirmation showed and their cost (what was confirmed); it refuses when the
 * audience has grown by more than 10% since, and asks first when an identical SMS to the same
 * audience was confirmed from another draft lately (unless `again` names that send). The job
 * takes the audience as it is when it runs (a customer who withdrew consent meanwhile gets none).
 */
export async function startBulkSend(
  db: Database,
  actor: Actor,
  input: { body: string; audience: Audience; draft: string; recipients: number; again?: string },
  meta: Meta = {},
  now = new Date(),
): Promise<StartOutcome> {
  const text = marketingSmsText(input.body);
  const key = confirmKey(input.draft, text, input.audience);
  const existing = await sendByKey(db, key);
  if (existing)
    return { ok: true, id: existing.id, already: true, confirmedAt: existing.confirmed_at ?? existing.created_at };
  const check = await checkBulkSms(db, input.body, input.audience, now, { draft: input.draft });
  if (check.problem) return { ok: false, status: 400, message: check.problem };
  if (input.audience.kind === "category" && (await categoryName(db, input.audience)) === undefined)
    return { ok: false, status: 400, message: BULK_SMS_CATEGORY_REQUIRED };
  if (check.estimate.recipients === 0) return { ok: false, status: 400, message: BULK_SMS_NOBODY };
  if (check.estimate.recipients > mostRecipientsAllowed(input.recipients))
    return { ok: false, status: 409, message: grewSinceCheckMessage(input.recipients, check.estimate.recipients) };
  if (check.earlier && !check.earlier.sameDraft && check.earlier.id !== input.again)
    return { ok: false, status: 409, identical: check.earlier, message: "identical" };
  const id = randomUUID();
  const confirmedAt = now.toISOString();
  const confirmedCostCents = input.recipients * check.estimate.parts * check.pricePerPartCents;
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await trx
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
        recipients_expected: input.recipients,
        scheduled_for: check.scheduledFor,
        created_by: actor.id,
        confirm_key: key,
        confirmed_cost_cents: confirmedCostCents,
        confirmed_at: confirmedAt,
      })
      .onConflict((conflict) => conflict.column("confirm_key").doNothing())
      .executeTakeFirst();
    // Two confirms of one draft at once: the second finds the first's row here.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await enqueueJob(trx, SMS_BULK_SEND_JOB, { sendId: id }, { runAt: new Date(check.scheduledFor), maxAttempts: 5 });
    await recordAudit(trx, {
      actor,
      action: "sms.bulk_send",
      entityType: "sms_send",
      entityId: id,
      details: {
        text: check.estimate.text,
        audience: check.audienceLabel,
        recipients: input.recipients,
        recipientsNow: check.estimate.recipients,
        parts: check.estimate.parts,
        estimatedCostCents: confirmedCostCents,
        scheduledFor: check.scheduledFor,
        ...(input.again ? { sentAgainAfter: input.again } : {}),
      },
      ...meta,
    });
    return true;
  });
  if (!created) {
    const first = await sendByKey(db, key);
    if (first) return { ok: true, id: first.id, already: true, confirmedAt: first.confirmed_at ?? first.created_at };
  }
  return { ok: true, id, already: false, confirmedAt };
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The send job, callable from a script with the send's id: gives every recipient of the send's
 * audience one queued SMS. In batches of users by id, each batch one transaction that also moves
 * the send's cursor past it, so a restart carries on after the last batch committed; the
 * idempotency key `<send id>:<number>` makes any repeat add nothing. Outside the marketing hours
 * (a worker that was down until 21:00) it queues nothing and moves itself to the next allowed
 * moment. Before it queues (or resumes) it counts the audience: grown by more than 10% in
 * recipients or cost since the send was confirmed, it queues nothing and waits for a fresh
 * confirmation; while it queues, it never lets the send hold more SMS than the confirmed figure
 * and 10%, and each batch re-reads the send's status, so a send cancelled or stopped meanwhile
 * gets nothing more.
 */
export async function queueBulkSend(
  db: Database,
  sendId: string,
  options: { now?: () => Date; onBatchQueued?: (queued: number) => void | Promise<void>; batchSize?: number } = {},
): Promise<void> {
  const clock = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? QUEUE_BATCH;
  const send = await db.selectFrom("sms_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
  if (!send || (send.status !== "scheduled" && send.status !== "queuing")) return;
  const stillOurs = ["scheduled", "queuing"] as const;
  const audience = StoredAudience.parse(JSON.parse(send.audience)) as Audience;
  if (!isMarketingAllowed(clock())) {
    const next = nextMarketingMoment(clock());
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("sms_sends")
        .set({ scheduled_for: next.toISOString() })
        .where("id", "=", sendId)
        .where("status", "in", stillOurs)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0)
        await enqueueJob(trx, SMS_BULK_SEND_JOB, { sendId }, { runAt: next, maxAttempts: 5 });
    });
    return;
  }
  const startedAt = clock();
  const [numbers, thresholds] = await Promise.all([audienceNumbers(db, audience, startedAt), readThresholds(db)]);
  const grew = grewPastConfirmation(
    { recipients: numbers.length, costCents: numbers.length * send.parts * thresholds.smsPartPriceCents },
    { recipients: send.recipients_expected, costCents: send.confirmed_cost_cents },
  );
  const started = await db
    .updateTable("sms_sends")
    .set({ status: grew ? "awaiting_confirmation" : "queuing" })
    .where("id", "=", sendId)
    .where("status", "in", stillOurs)
    .executeTakeFirst();
  if (grew || Number(started.numUpdatedRows) === 0) return;
  const most = mostRecipientsAllowed(send.recipients_expected);
  let cursor = send.queue_cursor ?? "";
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      // Cancelled, stopped (or waiting) since the last batch: nothing more.
      const now = await trx.selectFrom("sms_sends").select("status").where("id", "=", sendId).executeTakeFirst();
      if (now?.status !== "queuing") return { ended: true, full: false, users: 0, queued: 0, last: undefined };
      const users = await audienceUsers(trx, audience, startedAt)
        .where("u.id", ">", cursor)
        .orderBy("u.id")
        .limit(batchSize)
        .execute();
      const held = await trx
        .selectFrom("sms_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("send_id", "=", sendId)
        .executeTakeFirstOrThrow();
      let rows = Number(held.n);
      let queued = 0;
      let last: string | undefined;
      let full = false;
      for (const user of users) {
        const number = normaliseSouthAfricanMobile(user.phone ?? "");
        if (number.ok) {
          const key = `${send.id}:${number.number}`;
          if (rows >= most) {
            const taken = await trx
              .selectFrom("sms_messages")
              .select("id")
              .where("idempotency_key", "=", key)
              .executeTakeFirst();
            // One more SMS would pass what was confirmed and 10%: the rest waits for a confirmation.
            if (!taken) {
              full = true;
              break;
            }
          }
          // A number that opted out is refused by queueSms (bulk); a second account with the same
          // number finds its key taken.
          const result = await queueSms(trx, {
            to: number.number,
            text: send.text,
            kind: BULK_SMS_KIND,
            priority: "bulk",
            idempotencyKey: key,
            sendId: send.id,
          });
          if (result.ok && !result.duplicate) {
            queued++;
            rows++;
          }
        }
        last = user.id;
      }
      const moved = last ?? (cursor === "" ? null : cursor);
      if (full)
        await trx
          .updateTable("sms_sends")
          .set({ queue_cursor: moved, status: "awaiting_confirmation" })
          .where("id", "=", sendId)
          .execute();
      else if (last) await trx.updateTable("sms_sends").set({ queue_cursor: last }).where("id", "=", sendId).execute();
      return { ended: false, full, users: users.length, queued, last };
    });
    if (batch.ended) return;
    await options.onBatchQueued?.(batch.queued);
    if (batch.last) cursor = batch.last;
    if (batch.full) return;
    if (batch.users < batchSize) break;
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
    .where("status", "=", "queuing")
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
  send: {
    status: SendStatus;
    recipients_expected: number;
    parts: number;
    price_per_part_cents: number;
    queued_at: string | null;
  },
  counts: StatusCounts,
) {
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const ended = send.status === "cancelled" || send.status === "stopped";
  // An ended send's SMS in flight when it ended still went.
  const sent = counts.sent + counts.delivered + counts.logged + (ended ? counts.sending : 0);
  // Once every SMS was queued the rows are the whole send; before, what was confirmed.
  const total = send.status === "queued" || send.queued_at ? rows : Math.max(send.recipients_expected, rows);
  const toGo = ended ? 0 : Math.max(0, total - sent - counts.failed - counts.cancelled);
  return {
    counts,
    total,
    sent,
    delivered: counts.delivered,
    failed: counts.failed,
    /** Not sent and never to be: cancelled SMS, and for an ended send those never queued. */
    cancelled: ended ? Math.max(0, total - sent - counts.failed) : counts.cancelled,
    toGo,
    costCents: (rows - counts.cancelled) * send.parts * send.price_per_part_cents,
    finished: ended || send.status === "failed" || (send.status === "queued" && toGo === 0),
  };
}

async function sendSummary(db: Database, send: Parameters<typeof summary>[0] & { id: string }) {
  return summary(send, (await countsBySend(db, [send.id])).get(send.id) ?? noCounts());
}

/** The recipients and cost a send's audience has now (for a send waiting for a fresh confirmation). */
async function figuresNow(db: Database, send: { audience: string; parts: number }, now: Date) {
  const audience = StoredAudience.parse(JSON.parse(send.audience)) as Audience;
  const [numbers, thresholds] = await Promise.all([audienceNumbers(db, audience, now), readThresholds(db)]);
  return {
    recipients: numbers.length,
    costCents: numbers.length * send.parts * thresholds.smsPartPriceCents,
    pricePerPartCents: thresholds.smsPartPriceCents,
  };
}

/** A send and how far it got: sent (or only logged without SMS_URL), delivered, failed, to go. */
export async function loadBulkSendProgress(db: Database, sendId: string, now = new Date()) {
  const send = await db
    .selectFrom("sms_sends as s")
    .leftJoin("users as creator", "creator.id", "s.created_by")
    .leftJoin("users as ender", "ender.id", "s.ended_by")
    .selectAll("s")
    .select(["creator.email as created_by_email", "ender.email as ended_by_email"])
    .where("s.id", "=", sendId)
    .executeTakeFirst();
  if (!send) return null;
  const failures = await db
    .selectFrom("sms_messages")
    .select(["to_number", "error"])
    .where("send_id", "=", sendId)
    .where("status", "=", "failed")
    .orderBy("to_number")
    .limit(50)
    .execute();
  const progress = await sendSummary(db, send);
  return {
    send,
    ...progress,
    failures,
    canEnd: canEnd(send.status, progress.toGo),
    grown: send.status === "awaiting_confirmation" ? await figuresNow(db, send, now) : null,
  };
}

type Ended = { sent: number; failed: number; cancelled: number; total: number };

export type EndOutcome =
  | ({ ok: true; status: "cancelled" | "stopped"; already: boolean } & Ended)
  | { ok: false; status: 404 | 409; message: string };

/**
 * Cancels a send nothing of which went yet (scheduled, waiting for a confirmation, or queued and
 * paused before its first SMS), or stops one that is going: in one transaction every SMS of it
 * still queued becomes 'cancelled', the send 'cancelled' or 'stopped' with who ended it and when,
 * audited with how many went and how many were cancelled. The job queues nothing more (it re-reads
 * the status before each batch) and the sender takes only queued SMS; one SMS already handed to
 * the aggregator when the send ended still goes. Ending it again changes nothing.
 */
export async function endBulkSend(
  db: Database,
  actor: Actor,
  sendId: string,
  meta: Meta = {},
  now = new Date(),
): Promise<EndOutcome> {
  return db.transaction().execute(async (trx): Promise<EndOutcome> => {
    const send = await trx.selectFrom("sms_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
    if (!send) return { ok: false, status: 404, message: BULK_SMS_SEND_NOT_FOUND };
    if (send.status === "cancelled" || send.status === "stopped") {
      const figures = await sendSummary(trx, send);
      return { ok: true, status: send.status, already: true, ...pick(figures) };
    }
    const before = await sendSummary(trx, send);
    if (!canEnd(send.status, before.toGo)) return { ok: false, status: 409, message: BULK_SMS_NOTHING_TO_END };
    const at = now.toISOString();
    const cancelled = await trx
      .updateTable("sms_messages")
      .set({ status: "cancelled", cancelled_at: at })
      .where("send_id", "=", sendId)
      .where("status", "=", "queued")
      .executeTakeFirst();
    const counts = (await countsBySend(trx, [sendId])).get(sendId) ?? noCounts();
    const went = counts.sent + counts.delivered + counts.logged + counts.sending + counts.failed;
    const status = went > 0 ? "stopped" : "cancelled";
    await trx
      .updateTable("sms_sends")
      .set({ status, ended_at: at, ended_by: actor.id })
      .where("id", "=", sendId)
      .execute();
    const figures = pick(summary({ ...send, status }, counts));
    await recordAudit(trx, {
      actor,
      action: status === "stopped" ? "sms.bulk_send_stopped" : "sms.bulk_send_cancelled",
      entityType: "sms_send",
      entityId: sendId,
      details: {
        statusBefore: send.status,
        ...figures,
        cancelledQueued: Number(cancelled.numUpdatedRows),
        notQueued: figures.total - Object.values(counts).reduce((sum, n) => sum + n, 0),
      },
      ...meta,
    });
    return { ok: true, status, already: false, ...figures };
  });
}

function pick(figures: Ended): Ended {
  return { sent: figures.sent, failed: figures.failed, cancelled: figures.cancelled, total: figures.total };
}

export type ReconfirmOutcome = { ok: true; already: boolean } | { ok: false; status: 404 | 409; message: string };

/**
 * Confirms the new figures of a send whose audience or cost grew by more than 10% (the recipients
 * the page showed, at today's part price): records them as what is confirmed and starts the job
 * again at the next moment the marketing hours allow, audited. Refused when the audience grew by
 * more than 10% again since the page was shown.
 */
export async function reconfirmBulkSend(
  db: Database,
  actor: Actor,
  sendId: string,
  recipients: number,
  meta: Meta = {},
  now = new Date(),
): Promise<ReconfirmOutcome> {
  const send = await db.selectFrom("sms_sends").selectAll().where("id", "=", sendId).executeTakeFirst();
  if (!send) return { ok: false, status: 404, message: BULK_SMS_SEND_NOT_FOUND };
  if (send.status === "cancelled" || send.status === "stopped")
    return { ok: false, status: 409, message: BULK_SMS_ALREADY_ENDED };
  if (send.status !== "awaiting_confirmation") return { ok: true, already: true };
  const figures = await figuresNow(db, send, now);
  if (figures.recipients > mostRecipientsAllowed(recipients))
    return { ok: false, status: 409, message: grewAgainMessage(recipients, figures.recipients) };
  const next = nextMarketingMoment(now);
  const costCents = recipients * send.parts * figures.pricePerPartCents;
  return db.transaction().execute(async (trx): Promise<ReconfirmOutcome> => {
    const held = await trx
      .selectFrom("sms_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("send_id", "=", sendId)
      .executeTakeFirstOrThrow();
    const updated = await trx
      .updateTable("sms_sends")
      .set({
        recipients_expected: recipients,
        confirmed_cost_cents: costCents,
        price_per_part_cents: figures.pricePerPartCents,
        confirmed_at: now.toISOString(),
        // A send that had queued some SMS carries on after its cursor.
        status: Number(held.n) > 0 ? "queuing" : "scheduled",
        scheduled_for: next.toISOString(),
      })
      .where("id", "=", sendId)
      .where("status", "=", "awaiting_confirmation")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: true, already: true };
    await enqueueJob(trx, SMS_BULK_SEND_JOB, { sendId }, { runAt: next, maxAttempts: 5 });
    await recordAudit(trx, {
      actor,
      action: "sms.bulk_send_reconfirmed",
      entityType: "sms_send",
      entityId: sendId,
      details: {
        confirmedBefore: { recipients: send.recipients_expected, costCents: send.confirmed_cost_cents },
        confirmedNow: { recipients, costCents },
        recipientsNow: figures.recipients,
        scheduledFor: next.toISOString(),
      },
      ...meta,
    });
    return { ok: true, already: false };
  });
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
  /** What the SMS was for (its kind, e.g. order_placed): the filter's "What" (issue 48). */
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_-]{0,39}$/)
    .optional()
    .catch(undefined),
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
  if (query.kind) select = select.where("m.kind", "=", query.kind);
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
      "s.confirmed_cost_cents",
      "s.scheduled_for",
      "s.queued_at",
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
