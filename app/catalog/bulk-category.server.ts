import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { enqueueJob } from "~/platform/jobs.server";
import { BULK_ERRORS_SHOWN, DEFAULT_END_CODE, DEFAULT_START_CODE } from "./bulk-category-limits";
import { INVALID_WS_RANGE, NO_CATEGORY_MATCH, NO_PRODUCTS_FOUND } from "./bulk-category-messages";
import { type MatchCategory, matchCategory, type PreparedCategories, prepareCategories } from "./category-matching";

/**
 * Bulk category assignment (decision 0033): every product in a WS-code range is filed under the
 * category its words match (category-matching.ts). Staff start a run; a job works through the
 * products in WS-code order, in batches that each commit their products' changes together with
 * the run's progress, so a restart resumes after the last committed product and does nothing
 * twice. Stop takes effect after the current product. No pause between products: the old app
 * paused 200 ms because the browser drove it one request at a time; the server needs none.
 */

export const BULK_JOB = "bulk-category.run";
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

export async function startBulkAssignment(
  db: Database,
  actor: Actor,
  form: { startCode: string; endCode: string; includeManual: boolean },
  meta: Meta,
): Promise<StartOutcome> {
  const range = validRange(form.startCode, form.endCode);
  if (!range) return { ok: false, status: 400, ...INVALID_WS_RANGE, startCode: form.startCode, endCode: form.endCode };
  const { total } = await productsInRange(db, range, form.includeManual)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  if (total === 0)
    return { ok: false, status: 400, title: NO_PRODUCTS_FOUND, startCode: form.startCode, endCode: form.endCode };
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const jobId = await enqueueJob(trx, BULK_JOB, { runId: id }, { maxAttempts: 3 });
    await trx
      .insertInto("bulk_category_runs")
      .values({
        id,
        start_code: form.startCode,
        end_code: form.endCode,
        include_manual: form.includeManual ? 1 : 0,
        total,
        job_id: jobId,
        created_by: actor.id,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "bulk_category.start",
      entityType: "bulk_category_run",
      entityId: id,
      details: { startCode: form.startCode, endCode: form.endCode, includeManual: form.includeManual, total },
      ipAddress: meta.ipAddress,
    });
  });
  return { ok: true, id };
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
 * The job: from the product after the last one committed to the end of the range, or a stop.
 * Each product's change commits together with the run's progress, so a restart resumes after
 * the last committed product and never files one twice; and between two products a Stop (or any
 * other request) gets its turn at the database.
 */
export async function runBulkAssignment(
  db: Database,
  runId: string,
  options: { afterProduct?: (wsCode: string) => void | Promise<void> } = {},
): Promise<void> {
  const prepared = await loadMatchCategories(db);
  const first = await db.selectFrom("bulk_category_runs").selectAll().where("id", "=", runId).executeTakeFirst();
  if (first?.status !== "processing") return;
  const range = validRange(first.start_code, first.end_code);
  if (!range) return;
  let lastNumber = first.last_number;
  for (;;) {
    const batch = await productsInRange(db, range, first.include_manual === 1)
      .where(numberOf, ">", lastNumber)
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
        "updated_at",
      ])
      .select(numberOf.as("number"))
      .orderBy(numberOf)
      .limit(BATCH)
      .execute();
    for (const product of batch) {
      // Stop takes effect after the current product: asked before each one.
      const run = await db
        .selectFrom("bulk_category_runs")
        .selectAll()
        .where("id", "=", runId)
        .executeTakeFirstOrThrow();
      if (run.status !== "processing") return;
      if (run.stop_requested === 1) {
        await finishRun(db, run, "stopped");
        return;
      }
      const match = matchCategory(
        {
          name: product.product_name,
          shortDescription: product.short_description,
          longDescription: product.long_description,
        },
        prepared,
      );
      const errors = JSON.parse(run.errors) as BulkError[];
      if (!match) errors.push({ wsCode: product.ws_code, message: NO_CATEGORY_MATCH });
      await db.transaction().execute(async (trx) => {
        if (match && !alreadyFiled(product, match))
          await trx
            .updateTable("products")
            .set({
              category_id: match.categoryId,
              subcategory_id: match.subcategoryId,
              auto_category_assigned: 1,
              auto_subcategory_assigned: match.subcategoryId ? 1 : 0,
              updated_at: nowAfter(product.updated_at),
            })
            .where("id", "=", product.id)
            .execute();
        await trx
          .updateTable("bulk_category_runs")
          .set({
            processed: run.processed + 1,
            successful: run.successful + (match ? 1 : 0),
            failed: run.failed + (match ? 0 : 1),
            last_number: product.number,
            current_product: product.ws_code,
            ...(match ? {} : { errors: JSON.stringify(errors) }),
          })
          .where("id", "=", runId)
          .where("last_number", "=", run.last_number)
          .execute();
      });
      lastNumber = product.number;
      await options.afterProduct?.(product.ws_code);
    }
    if (batch.length < BATCH) {
      const run = await db
        .selectFrom("bulk_category_runs")
        .selectAll()
        .where("id", "=", runId)
        .executeTakeFirstOrThrow();
      if (run.status === "processing") await finishRun(db, run, "complete");
      return;
    }
  }
}

type RunRow = Awaited<ReturnType<typeof loadRunRow>>;
function loadRunRow(db: Database, runId: string) {
  return db.selectFrom("bulk_category_runs").selectAll().where("id", "=", runId).executeTakeFirstOrThrow();
}

function alreadyFiled(
  product: {
    category_id: string | null;
    subcategory_id: string | null;
    auto_category_assigned: number;
    auto_subcategory_assigned: number;
  },
  match: { categoryId: string; subcategoryId: string | null },
): boolean {
  return (
    product.category_id === match.categoryId &&
    product.subcategory_id === match.subcategoryId &&
    product.auto_category_assigned === 1 &&
    product.auto_subcategory_assigned === (match.subcategoryId ? 1 : 0)
  );
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
        successful: run.successful,
        failed: run.failed,
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

/**
 * At start-up: a run whose worker died mid-way is queued again at once (not after the job lock's
 * five minutes); it resumes after the last product it committed.
 */
export async function resumeInterruptedBulkRuns(db: Database): Promise<number> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "queued", locked_at: null, run_at: nowIso() })
    .where("type", "=", BULK_JOB)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type StopOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

export async function requestStop(db: Database, actor: Actor, runId: string, meta: Meta): Promise<StopOutcome> {
  const result = await db
    .updateTable("bulk_category_runs")
    .set({ stop_requested: 1 })
    .where("id", "=", runId)
    .where("status", "=", "processing")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const exists = await db.selectFrom("bulk_category_runs").select("id").where("id", "=", runId).executeTakeFirst();
    return exists
      ? { ok: false, status: 409, message: "This run has already ended." }
      : { ok: false, status: 404, message: "Run not found" };
  }
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
      "r.failed",
      "r.created_at",
      "u.email as createdByEmail",
    ])
    .orderBy("r.created_at", "desc")
    .limit(limit)
    .execute();
}
