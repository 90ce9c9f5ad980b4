import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { enqueueJob } from "~/platform/jobs.server";
import {
  BULK_ERRORS_SHOWN,
  CHECK_IN_REQUEST,
  DEFAULT_END_CODE,
  DEFAULT_START_CODE,
  NOT_FILED_SHOWN,
} from "./bulk-category-limits";
import {
  CANNOT_UNDO,
  CHANGED_SINCE_CHECK,
  CHECK_FAILED,
  INVALID_WS_RANGE,
  NO_PRODUCTS_FOUND,
  NOT_CHECKED,
  RUN_ENDED,
  RUN_NOT_FOUND,
} from "./bulk-category-messages";
import { type MatchCategory, matchCategory, type PreparedCategories, prepareCategories } from "./category-matching";

/**
 * Bulk category assignment (decisions 0033, 0068 and 0109): every product in a WS-code range is
 * filed under the category its words match (category-matching.ts), in three steps:
 * 1. Start checks: it matches every product in the range and records, per product, its category
 *    now and the one the rule chose (bulk_category_run_products), changing nothing; the run is
 *    'checked' and its page shows what would move where. Staff apply it or cancel. A range of
 *    more than CHECK_IN_REQUEST products is checked by a job ('checking', with its progress
 *    page), a batch at a time, resuming after the last batch committed. A product the rule is
 *    not sure of is "not filed": left where it is, for a person to file.
 * 2. Apply queues a job that works through the recorded products in WS-code order, each
 *    committed with the run's progress, so a restart resumes after the last committed product and
 *    does nothing twice; Stop takes effect after the current product. It moves a product only
 *    while it is still where the check found it. No pause between products: the old app paused
 *    200 ms because the browser drove it one request at a time; the server needs none.
 * 3. Undo puts every product the run moved back where it was, in one transaction, unless its
 *    category changed since (those are listed and left alone).
 */

export const BULK_JOB = "bulk-category.run";
export const CHECK_JOB = "bulk-category.check";
/** Products read at a time. */
const BATCH = 200;

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };

export type BulkError = { wsCode: string; message: string };

const WsCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase());

export const BulkForm = z.object({
  startCode: WsCode.default(DEFAULT_START_CODE),
  endCode: WsCode.default(DEFAULT_END_CODE),
  includeManual: z.literal("on").optional(),
});

/** The number in a WS code, or null when the code is not WS followed by digits. */
export function wsNumber(code: string): number | null {
  const match = /^WS(\d+)$/.exec(code.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}

/** The spec's rule: both WS and digits, both numbers non-zero, the start strictly lower. */
export function validRange(startCode: string, endCode: string): { start: number; end: number } | null {
  const start = wsNumber(startCode);
  const end = wsNumber(endCode);
  if (start === null || end === null || start === 0 || end === 0 || start >= end) return null;
  return { start, end };
}

const numberOf = sql<number>`CAST(substr(ws_code, 3) AS INTEGER)`;

/** Products a run takes: in the range, and not filed by hand unless staff include those. */
function productsInRange(db: Database, range: { start: number; end: number }, includeManual: boolean) {
  let query = db.selectFrom("products").where(numberOf, ">=", range.start).where(numberOf, "<=", range.end);
  if (!includeManual)
    query = query.where((eb) => eb.or([eb("category_id", "is", null), eb("auto_category_assigned", "=", 1)]));
  return query;
}

export type StartOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 400; title: string; description?: string; startCode: string; endCode: string };

/** Rows inserted at a time when a check records its products. */
const INSERT_BATCH = 500;

/** The products of a run's range after `afterNumber`, in WS-code order, `limit` at a time. */
function productsToCheck(
  db: Database,
  range: { start: number; end: number },
  includeManual: boolean,
  afterNumber: number,
  limit: number,
) {
  return productsInRange(db, range, includeManual)
    .where(numberOf, ">", afterNumber)
    .select([
      "id",
      "ws_code",
      "product_name",
      "short_description",
      "long_description",
      "category_id",
      "subcategory_id",
      "auto_category_assigned",
      "auto_subcategory_assigned",
    ])
    .select(numberOf.as("number"))
    .orderBy(numberOf)
    .limit(limit)
    .execute();
}

/** Matches products and records, for each, where it is and where the rule would put it. */
async function recordChecked(
  trx: Database,
  runId: string,
  prepared: PreparedCategories,
  products: Awaited<ReturnType<typeof productsToCheck>>,
): Promise<void> {
  const rows = products.map((product) => {
    const match = matchCategory(
      {
        name: product.product_name,
        shortDescription: product.short_description,
        longDescription: product.long_description,
      },
      prepared,
    );
    return {
      run_id: runId,
      product_id: product.id,
      ws_code: product.ws_code,
      number: product.number,
      before_category_id: product.category_id,
      before_subcategory_id: product.subcategory_id,
      before_auto_category: product.auto_category_assigned,
      before_auto_subcategory: product.auto_subcategory_assigned,
      after_category_id: match?.categoryId ?? null,
      after_subcategory_id: match?.subcategoryId ?? null,
      matched: match ? 1 : 0,
    };
  });
  for (let at = 0; at < rows.length; at += INSERT_BATCH)
    await trx
      .insertInto("bulk_category_run_products")
      .values(rows.slice(at, at + INSERT_BATCH))
      .execute();
}

/**
 * The end of a check: the run waits, 'checked', with the number of products that would move;
 * one audit entry with the counts.
 */
async function finishCheck(trx: Database, runId: string, actor: Actor | null, meta: Meta): Promise<void> {
  const counts = await trx
    .selectFrom("bulk_category_run_products")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number>(
          sql`CASE WHEN matched = 1 AND (after_category_id IS NOT before_category_id
            OR after_subcategory_id IS NOT before_subcategory_id) THEN 1 ELSE 0 END`,
        )
        .as("moves"),
      eb.fn.sum<number>(sql`CASE WHEN matched = 0 THEN 1 ELSE 0 END`).as("notFiled"),
    ])
    .where("run_id", "=", runId)
    .executeTakeFirstOrThrow();
  const run = await trx
    .updateTable("bulk_category_runs")
    .set({
      status: "checked",
      total: Number(counts.total),
      moves: Number(counts.moves ?? 0),
      processed: 0,
      last_number: -1,
      current_product: null,
    })
    .where("id", "=", runId)
    .returning(["start_code", "end_code", "include_manual"])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actor,
    action: "bulk_category.check",
    entityType: "bulk_category_run",
    entityId: runId,
    details: {
      startCode: run.start_code,
      endCode: run.end_code,
      includeManual: run.include_manual === 1,
      total: Number(counts.total),
      moves: Number(counts.moves ?? 0),
      notFiled: Number(counts.notFiled ?? 0),
    },
    ipAddress: meta.ipAddress,
  });
}

/**
 * Start: checks the range and matches every product in it, recording what would happen and
 * changing no product. Up to CHECK_IN_REQUEST products are checked here, in one transaction; more
 * are checked by a job, the run 'checking' with its progress page meanwhile.
 */
export async function startBulkAssignment(
  db: Database,
  actor: Actor,
  form: { startCode: string; endCode: string; includeManual: boolean },
  meta: Meta,
): Promise<StartOutcome> {
  const range = validRange(form.startCode, form.endCode);
  if (!range) return { ok: false, status: 400, ...INVALID_WS_RANGE, startCode: form.startCode, endCode: form.endCode };
  const id = randomUUID();
  const started = await db.transaction().execute(async (trx) => {
    const { count } = await productsInRange(trx, range, form.includeManual)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    if (total === 0) return false;
    const inBackground = total > CHECK_IN_REQUEST;
    const jobId = inBackground ? await enqueueJob(trx, CHECK_JOB, { runId: id }, { maxAttempts: 3 }) : null;
    await trx
      .insertInto("bulk_category_runs")
      .values({
        id,
        start_code: form.startCode,
        end_code: form.endCode,
        include_manual: form.includeManual ? 1 : 0,
        status: "checking",
        total,
        job_id: jobId,
        created_by: actor.id,
      })
      .execute();
    if (inBackground) return true;
    const products = await productsToCheck(trx, range, form.includeManual, -1, total);
    await recordChecked(trx, id, await loadMatchCategories(trx), products);
    await finishCheck(trx, id, actor, meta);
    return true;
  });
  if (!started)
    return { ok: false, status: 400, title: NO_PRODUCTS_FOUND, startCode: form.startCode, endCode: form.endCode };
  return { ok: true, id };
}

/** Products checked per transaction by the check job. */
const CHECK_BATCH = 500;

/**
 * The check job: a batch of products at a time after the last one recorded, each batch committed
 * with the run's progress, so a restart resumes after it and records nothing twice. A run
 * cancelled meanwhile stops after the current batch.
 */
export async function runBulkCheck(
  db: Database,
  runId: string,
  options: { afterBatch?: (checked: number) => void | Promise<void> } = {},
): Promise<void> {
  const first = await db.selectFrom("bulk_category_runs").selectAll().where("id", "=", runId).executeTakeFirst();
  if (first?.status !== "checking") return;
  const range = validRange(first.start_code, first.end_code);
  if (!range) return;
  const prepared = await loadMatchCategories(db);
  for (;;) {
    const more = await db.transaction().execute(async (trx) => {
      const run = await loadRunRow(trx, runId);
      if (run.status !== "checking") return false;
      const products = await productsToCheck(trx, range, run.include_manual === 1, run.last_number, CHECK_BATCH);
      const last = products.at(-1);
      if (!last) {
        const actor = run.created_by
          ? await trx.selectFrom("users").select(["id", "email"]).where("id", "=", run.created_by).executeTakeFirst()
          : undefined;
        await finishCheck(trx, runId, actor ?? null, {});
        return false;
      }
      await recordChecked(trx, runId, prepared, products);
      await trx
        .updateTable("bulk_category_runs")
        .set({
          processed: run.processed + products.length,
          // More products may have come into the range since the start.
          total: Math.max(run.total, run.processed + products.length),
          last_number: last.number,
          current_product: last.ws_code,
        })
        .where("id", "=", runId)
        .execute();
      return run.processed + products.length;
    });
    if (more === false) return;
    await options.afterBatch?.(more);
  }
}

export type RunOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

async function refusal(db: Database, runId: string, message: string): Promise<RunOutcome> {
  const exists = await db.selectFrom("bulk_category_runs").select("id").where("id", "=", runId).executeTakeFirst();
  return exists ? { ok: false, status: 409, message } : { ok: false, status: 404, message: RUN_NOT_FOUND };
}

/** Apply: a checked run becomes the job that files its products. */
export async function applyBulkAssignment(db: Database, actor: Actor, runId: string, meta: Meta): Promise<RunOutcome> {
  const applied = await db.transaction().execute(async (trx) => {
    const jobId = await enqueueJob(trx, BULK_JOB, { runId }, { maxAttempts: 3 });
    const result = await trx
      .updateTable("bulk_category_runs")
      .set({ status: "processing", job_id: jobId, applied_by: actor.id })
      .where("id", "=", runId)
      .where("status", "=", "checked")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await trx.deleteFrom("jobs").where("id", "=", jobId).execute();
      return false;
    }
    await recordAudit(trx, {
      actor,
      action: "bulk_category.start",
      entityType: "bulk_category_run",
      entityId: runId,
      ipAddress: meta.ipAddress,
    });
    return true;
  });
  return applied ? { ok: true } : refusal(db, runId, NOT_CHECKED);
}

/** Cancel: a run being checked or checked ends without changing anything. */
export async function cancelBulkAssignment(db: Database, actor: Actor, runId: string, meta: Meta): Promise<RunOutcome> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("bulk_category_runs")
      .set({ status: "cancelled", finished_at: nowIso() })
      .where("id", "=", runId)
      .where("status", "in", ["checked", "checking"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, {
      actor,
      action: "bulk_category.cancelled",
      entityType: "bulk_category_run",
      entityId: runId,
      ipAddress: meta.ipAddress,
    });
    return true;
  });
  return cancelled ? { ok: true } : refusal(db, runId, NOT_CHECKED);
}

async function loadMatchCategories(db: Database): Promise<PreparedCategories> {
  const [categories, subcategories] = await Promise.all([
    db.selectFrom("product_categories").select(["id", "name", "keywords", "display_order"]).execute(),
    db.selectFrom("product_subcategories").select(["id", "name", "keywords", "display_order", "category_id"]).execute(),
  ]);
  const tree: MatchCategory[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    keywords: category.keywords,
    displayOrder: category.display_order,
    subcategories: subcategories
      .filter((subcategory) => subcategory.category_id === category.id)
      .map((subcategory) => ({
        id: subcategory.id,
        name: subcategory.name,
        keywords: subcategory.keywords,
        displayOrder: subcategory.display_order,
      })),
  }));
  return prepareCategories(tree);
}

/**
 * The job: from the recorded product after the last one committed to the end of the run, or a
 * stop. Each product's change commits together with the run's progress, so a restart resumes
 * after the last committed product and never files one twice; and between two products a Stop
 * (or any other request) gets its turn at the database. A product is moved only while its
 * category is still the one the check saw; one re-filed since is left alone and reported.
 */
export async function runBulkAssignment(
  db: Database,
  runId: string,
  options: { afterProduct?: (wsCode: string) => void | Promise<void> } = {},
): Promise<void> {
  const first = await db.selectFrom("bulk_category_runs").selectAll().where("id", "=", runId).executeTakeFirst();
  if (first?.status !== "processing") return;
  let lastNumber = first.last_number;
  for (;;) {
    const batch = await db
      .selectFrom("bulk_category_run_products")
      .selectAll()
      .where("run_id", "=", runId)
      .where("number", ">", lastNumber)
      .orderBy("number")
      .limit(BATCH)
      .execute();
    for (const planned of batch) {
      // Stop takes effect after the current product: asked before each one.
      const run = await loadRunRow(db, runId);
      if (run.status !== "processing") return;
      if (run.stop_requested === 1) {
        await finishRun(db, run, "stopped");
        return;
      }
      await db.transaction().execute(async (trx) => {
        const product = await trx
          .selectFrom("products")
          .select([
            "category_id",
            "subcategory_id",
            "auto_category_assigned",
            "auto_subcategory_assigned",
            "updated_at",
          ])
          .where("id", "=", planned.product_id)
          .executeTakeFirstOrThrow();
        const outcome = !planned.matched
          ? "no_match"
          : product.category_id !== planned.before_category_id ||
              product.subcategory_id !== planned.before_subcategory_id ||
              product.auto_category_assigned !== planned.before_auto_category ||
              product.auto_subcategory_assigned !== planned.before_auto_subcategory
            ? "changed_since_check"
            : product.category_id === planned.after_category_id &&
                product.subcategory_id === planned.after_subcategory_id
              ? "unchanged"
              : "moved";
        if (outcome === "moved")
          await trx
            .updateTable("products")
            .set({
              category_id: planned.after_category_id,
              subcategory_id: planned.after_subcategory_id,
              auto_category_assigned: 1,
              auto_subcategory_assigned: planned.after_subcategory_id ? 1 : 0,
              updated_at: nowAfter(product.updated_at),
            })
            .where("id", "=", planned.product_id)
            .execute();
        await trx
          .updateTable("bulk_category_run_products")
          .set({ outcome })
          .where("run_id", "=", runId)
          .where("product_id", "=", planned.product_id)
          .execute();
        // Filed (moved, or already where the rule puts it); not filed (the rule was not sure:
        // for a person); left alone (re-filed since the check). `failed` keeps the last two's sum
        // for runs read by older code.
        const filed = outcome === "moved" || outcome === "unchanged";
        const errors = JSON.parse(run.errors) as BulkError[];
        if (outcome === "changed_since_check") errors.push({ wsCode: planned.ws_code, message: CHANGED_SINCE_CHECK });
        await trx
          .updateTable("bulk_category_runs")
          .set({
            processed: run.processed + 1,
            successful: run.successful + (filed ? 1 : 0),
            failed: run.failed + (filed ? 0 : 1),
            not_filed: run.not_filed + (outcome === "no_match" ? 1 : 0),
            left_alone: run.left_alone + (outcome === "changed_since_check" ? 1 : 0),
            last_number: planned.number,
            current_product: planned.ws_code,
            ...(outcome === "changed_since_check" ? { errors: JSON.stringify(errors) } : {}),
          })
          .where("id", "=", runId)
          .where("last_number", "=", run.last_number)
          .execute();
      });
      lastNumber = planned.number;
      await options.afterProduct?.(planned.ws_code);
    }
    if (batch.length < BATCH) {
      const run = await loadRunRow(db, runId);
      if (run.status === "processing") await finishRun(db, run, "complete");
      return;
    }
  }
}

type RunRow = Awaited<ReturnType<typeof loadRunRow>>;
function loadRunRow(db: Database, runId: string) {
  return db.selectFrom("bulk_category_runs").selectAll().where("id", "=", runId).executeTakeFirstOrThrow();
}

async function finishRun(db: Database, run: RunRow, status: "complete" | "stopped"): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("bulk_category_runs")
      .set({ status, finished_at: nowIso() })
      .where("id", "=", run.id)
      .where("status", "=", "processing")
      .execute();
    const actor = run.created_by
      ? await trx.selectFrom("users").select(["id", "email"]).where("id", "=", run.created_by).executeTakeFirst()
      : undefined;
    await recordAudit(trx, {
      actor: actor ?? null,
      action: status === "stopped" ? "bulk_category.stopped" : "bulk_category.complete",
      entityType: "bulk_category_run",
      entityId: run.id,
      details: {
        processed: run.processed,
        filed: run.successful,
        notFiled: run.not_filed,
        leftAlone: run.left_alone,
        startCode: run.start_code,
        endCode: run.end_code,
      },
    });
  });
}

/** The job gave up (it failed three times): the run says so. */
export async function markBulkRunFailed(db: Database, runId: string, reason: string): Promise<void> {
  await db
    .updateTable("bulk_category_runs")
    .set({ status: "failed", failure: reason, finished_at: nowIso() })
    .where("id", "=", runId)
    .where("status", "=", "processing")
    .execute();
}

/** The check job gave up: nothing was changed, so the run ends cancelled, saying why. */
export async function markBulkCheckFailed(db: Database, runId: string, reason: string): Promise<void> {
  await db
    .updateTable("bulk_category_runs")
    .set({ status: "cancelled", failure: `${CHECK_FAILED}: ${reason}`, finished_at: nowIso() })
    .where("id", "=", runId)
    .where("status", "=", "checking")
    .execute();
}

/**
 * At start-up: a run (or a check) whose worker died mid-way is queued again at once (not after the job lock's
 * five minutes); it resumes after the last product it committed.
 */
export async function resumeInterruptedBulkRuns(db: Database): Promise<number> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "queued", locked_at: null, run_at: nowIso() })
    .where("type", "in", [BULK_JOB, CHECK_JOB])
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function requestStop(db: Database, actor: Actor, runId: string, meta: Meta): Promise<RunOutcome> {
  const result = await db
    .updateTable("bulk_category_runs")
    .set({ stop_requested: 1 })
    .where("id", "=", runId)
    .where("status", "=", "processing")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return refusal(db, runId, RUN_ENDED);
  await recordAudit(db, {
    actor,
    action: "bulk_category.stop_requested",
    entityType: "bulk_category_run",
    entityId: runId,
    ipAddress: meta.ipAddress,
  });
  return { ok: true };
}

export async function loadBulkRun(db: Database, runId: string) {
  const run = await db
    .selectFrom("bulk_category_runs as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .selectAll("r")
    .select("u.email as createdByEmail")
    .where("r.id", "=", runId)
    .executeTakeFirst();
  if (!run) return null;
  const errors = JSON.parse(run.errors) as BulkError[];
  return {
    ...run,
    errors: errors.slice(0, BULK_ERRORS_SHOWN),
    moreErrors: Math.max(0, errors.length - BULK_ERRORS_SHOWN),
  };
}

export async function listBulkRuns(db: Database, limit = 10) {
  return db
    .selectFrom("bulk_category_runs as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select([
      "r.id",
      "r.start_code",
      "r.end_code",
      "r.status",
      "r.processed",
      "r.successful",
      "r.not_filed",
      "r.left_alone",
      "r.created_at",
      "r.undone_at",
      "u.email as createdByEmail",
    ])
    .orderBy("r.created_at", "desc")
    .limit(limit)
    .execute();
}

/** Runs that filed products and have not been undone can be undone. */
const UNDOABLE = ["complete", "stopped", "failed"] as const;

export type UndoOutcome =
  | { ok: true; restored: number; leftAlone: number }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Undo: every product the run moved goes back to its category (and subcategory, and the
 * auto-assigned flags) from before the run, in one transaction, unless its category changed
 * since the run: those are left alone and listed on the run's page. One audit entry.
 */
export async function undoBulkRun(db: Database, actor: Actor, runId: string, meta: Meta): Promise<UndoOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom("bulk_category_runs")
      .select(["id", "status", "undone_at"])
      .where("id", "=", runId)
      .executeTakeFirst();
    if (!run) return { ok: false as const, status: 404 as const, message: RUN_NOT_FOUND };
    // A run from before runs recorded their products (migration 0017) has nothing to go back to.
    const recorded = await trx
      .selectFrom("bulk_category_run_products")
      .select("run_id")
      .where("run_id", "=", runId)
      .limit(1)
      .executeTakeFirst();
    if (!(UNDOABLE as readonly string[]).includes(run.status) || run.undone_at || !recorded)
      return { ok: false as const, status: 409 as const, message: CANNOT_UNDO };
    const moved = await trx
      .selectFrom("bulk_category_run_products as r")
      .innerJoin("products as p", "p.id", "r.product_id")
      .leftJoin("product_categories as c", "c.id", "r.before_category_id")
      .leftJoin("product_subcategories as s", "s.id", "r.before_subcategory_id")
      .select([
        "r.product_id",
        "r.ws_code",
        "r.before_category_id",
        "r.before_subcategory_id",
        "r.before_auto_category",
        "r.before_auto_subcategory",
        "r.after_category_id",
        "r.after_subcategory_id",
        "p.category_id",
        "p.subcategory_id",
        "p.updated_at",
        "c.id as beforeCategoryExists",
        "s.id as beforeSubcategoryExists",
      ])
      .where("r.run_id", "=", runId)
      .where("r.outcome", "=", "moved")
      .orderBy("r.number")
      .execute();
    const leftAlone: string[] = [];
    for (const row of moved) {
      const unchangedSince =
        row.category_id === row.after_category_id && row.subcategory_id === row.after_subcategory_id;
      // A category deleted since the run cannot be gone back to.
      const beforeExists =
        (row.before_category_id === null || row.beforeCategoryExists !== null) &&
        (row.before_subcategory_id === null || row.beforeSubcategoryExists !== null);
      const restore = unchangedSince && beforeExists;
      if (restore)
        await trx
          .updateTable("products")
          .set({
            category_id: row.before_category_id,
            subcategory_id: row.before_subcategory_id,
            auto_category_assigned: row.before_auto_category,
            auto_subcategory_assigned: row.before_auto_subcategory,
            updated_at: nowAfter(row.updated_at),
          })
          .where("id", "=", row.product_id)
          .execute();
      else leftAlone.push(row.ws_code);
      await trx
        .updateTable("bulk_category_run_products")
        .set({ undo_outcome: restore ? "restored" : "left_alone" })
        .where("run_id", "=", runId)
        .where("product_id", "=", row.product_id)
        .execute();
    }
    const restored = moved.length - leftAlone.length;
    await trx
      .updateTable("bulk_category_runs")
      .set({ undone_at: nowIso(), undone_by: actor.id, undo_restored: restored, undo_left_alone: leftAlone.length })
      .where("id", "=", runId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "bulk_category.undone",
      entityType: "bulk_category_run",
      entityId: runId,
      details: { restored, leftAlone },
      ipAddress: meta.ipAddress,
    });
    return { ok: true as const, restored, leftAlone: leftAlone.length };
  });
  return outcome;
}

/** Products listed on a run's page; the run keeps them all. */
export const PRODUCTS_SHOWN = 200;

export type RunProductLine = {
  wsCode: string;
  name: string;
  from: string;
  to: string;
};

function filingName(category: string | null, subcategory: string | null): string {
  if (!category) return "No category";
  return subcategory ? `${category} › ${subcategory}` : category;
}

/**
 * What a run would do or did: each product that moves (or moved) from one category to another,
 * the number of products going into each category, how many stay where they are, and, after an
 * undo, the products left alone because they had been re-filed since.
 */
export async function loadRunProducts(db: Database, runId: string, applied: boolean) {
  const lines = await db
    .selectFrom("bulk_category_run_products as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .leftJoin("product_categories as bc", "bc.id", "r.before_category_id")
    .leftJoin("product_subcategories as bs", "bs.id", "r.before_subcategory_id")
    .leftJoin("product_categories as ac", "ac.id", "r.after_category_id")
    .leftJoin("product_subcategories as as", "as.id", "r.after_subcategory_id")
    .leftJoin("product_categories as nc", "nc.id", "p.category_id")
    .leftJoin("product_subcategories as ns", "ns.id", "p.subcategory_id")
    .select([
      "r.ws_code",
      "r.product_id",
      "r.matched",
      "r.outcome",
      "r.undo_outcome",
      "r.before_category_id",
      "r.before_subcategory_id",
      "r.after_category_id",
      "r.after_subcategory_id",
      "p.product_name",
      "bc.name as beforeCategory",
      "bs.name as beforeSubcategory",
      "ac.name as afterCategory",
      "as.name as afterSubcategory",
      "nc.name as nowCategory",
      "ns.name as nowSubcategory",
    ])
    .where("r.run_id", "=", runId)
    .orderBy("r.number")
    .execute();
  // Before the apply: what would move; after it: what did.
  const moving = lines.filter((line) =>
    applied
      ? line.outcome === "moved"
      : line.matched === 1 &&
        (line.after_category_id !== line.before_category_id ||
          line.after_subcategory_id !== line.before_subcategory_id),
  );
  const perCategory = new Map<string, number>();
  for (const line of moving) {
    const name = filingName(line.afterCategory, line.afterSubcategory);
    perCategory.set(name, (perCategory.get(name) ?? 0) + 1);
  }
  const toLine = (line: (typeof lines)[number]): RunProductLine => ({
    wsCode: line.ws_code,
    name: line.product_name,
    from: filingName(line.beforeCategory, line.beforeSubcategory),
    to: filingName(line.afterCategory, line.afterSubcategory),
  });
  // Not filed: the rule was not sure where these go; each links to its editor.
  const notFiled = lines
    .filter((line) => line.matched === 0)
    .map((line) => ({ wsCode: line.ws_code, name: line.product_name, productId: line.product_id }));
  const leftAlone = lines
    .filter((line) => line.undo_outcome === "left_alone")
    .map((line) => ({ ...toLine(line), now: filingName(line.nowCategory, line.nowSubcategory) }));
  return {
    recorded: lines.length,
    moves: moving.slice(0, PRODUCTS_SHOWN).map(toLine),
    moreMoves: Math.max(0, moving.length - PRODUCTS_SHOWN),
    perCategory: [...perCategory.entries()]
      .map(([category, products]) => ({ category, products }))
      .sort((a, b) => b.products - a.products || a.category.localeCompare(b.category)),
    staying: applied
      ? lines.filter((line) => line.outcome === "unchanged").length
      : lines.filter((line) => line.matched === 1).length - moving.length,
    notFiled: notFiled.slice(0, NOT_FILED_SHOWN),
    moreNotFiled: Math.max(0, notFiled.length - NOT_FILED_SHOWN),
    notFiledCount: notFiled.length,
    leftAlone,
  };
}
