import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import type { Selectable } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { CsvImports } from "~/platform/db-schema";
import { enqueueJob } from "~/platform/jobs.server";
import { logger } from "~/platform/logger.server";
import { deleteFile, fileExists, newStorageKey, openFile, PRIVATE_FOLDER, saveFile } from "~/platform/storage.server";
import { type DiskFile, readFileStart, withSingleUpload } from "~/platform/uploads.server";
import {
  type CsvEncoding,
  csvFileEncoding,
  csvTextDecoder,
  decodeCsvStart,
  looksLikeText,
} from "./csv-import-decode.server";
import { CHANGES_KEPT, CSV_MAX_BYTES, CSV_MAX_ROWS, DEFAULT_END_ROW } from "./csv-import-limits";
import {
  EMPTY_OR_UNPARSEABLE,
  FAILED_TO_PARSE,
  FILE_TOO_LARGE,
  INVALID_ROW_RANGE,
  MISSING_REQUIRED_COLUMNS,
  NOT_READY_TO_APPLY,
  PROCESSING_FAILED,
  RANGE_TOO_WIDE,
  SELECT_CSV_FILE,
  START_AFTER_END,
} from "./csv-import-messages";
import {
  type CategoryIndex,
  type Change,
  type ExistingProduct,
  type PlanContext,
  planRow,
  type RowPlan,
} from "./csv-import-plan";
import { detectDelimiter, type HeadingMap, mapHeadings, missingRequiredColumns } from "./csv-import-text";
import { recordStockCounts, type StockCount } from "./stock.server";

/**
 * A product CSV import, from upload to applied (decision 0032):
 * 1. upload: the request checks the form and the headings, stores the file and queues a check;
 * 2. check (a job): reads every row in the range and records what would happen, changing nothing;
 * 3. staff apply (or cancel); apply (a job) works the rows out again against the catalogue as it
 *    is then and carries them out in one transaction, so a server that dies halfway leaves the
 *    catalogue as it was, and the import is shown as interrupted, to be run again.
 */

export const CHECK_JOB = "csv-import.check";
export const APPLY_JOB = "csv-import.apply";

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };

export type ImportRecord = Selectable<CsvImports>;
export type ImportError = { row: number | null; wsCode: string | null; message: string };
/** One change shown to staff: a new product, or an existing one's changed fields and stock. */
export type ImportChange =
  | { kind: "new"; row: number; wsCode: string; name: string; inclPriceCents: number; quantity: number | null }
  | {
      kind: "update";
      row: number;
      wsCode: string;
      productId: string;
      fields: Record<string, Change>;
      stock: { from: number; to: number } | null;
    };

const RowNumber = z.number({ error: INVALID_ROW_RANGE }).int(INVALID_ROW_RANGE).min(1, INVALID_ROW_RANGE);

export const RowRange = z
  .object({
    startRow: z.string().trim().min(1, INVALID_ROW_RANGE).transform(Number).pipe(RowNumber),
    endRow: z.string().trim().min(1, INVALID_ROW_RANGE).transform(Number).pipe(RowNumber),
  })
  .check((context) => {
    const { startRow, endRow } = context.value;
    if (startRow > endRow)
      context.issues.push({ code: "custom", message: START_AFTER_END, input: context.value, path: ["startRow"] });
    else if (endRow - startRow + 1 > CSV_MAX_ROWS)
      context.issues.push({ code: "custom", message: RANGE_TOO_WIDE, input: context.value, path: ["endRow"] });
  });

export type UploadProblem = { field: "file" | "startRow" | "endRow"; message: string };

/** The range's problem, if any: the spec's messages, the first that applies. */
export function rowRangeProblem(fields: { startRow?: string; endRow?: string }): UploadProblem | null {
  const parsed = RowRange.safeParse({ startRow: fields.startRow ?? "", endRow: fields.endRow ?? "" });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { field: issue?.path[0] === "endRow" ? "endRow" : "startRow", message: issue?.message ?? INVALID_ROW_RANGE };
}

/** A .csv name or a CSV type (browsers on Windows call .csv files 'application/vnd.ms-excel'). */
export function isCsvUpload(fileName: string, declaredType: string): boolean {
  const type = declaredType.toLowerCase();
  return (
    fileName.toLowerCase().endsWith(".csv") ||
    type === "text/csv" ||
    type === "application/csv" ||
    type === "text/comma-separated-values"
  );
}

type FileShape = { encoding: CsvEncoding; delimiter: "," | ";"; headings: HeadingMap };

/** How much of the file's start is read for its headings. */
const HEADINGS_BYTES = 64 * 1024;

/**
 * Reads the headings (the first record) with csv-parse from the start of the uploaded file, or
 * says why the file cannot be imported. The rest of the file is only read in chunks, to tell its
 * encoding.
 */
async function readShape(file: DiskFile): Promise<{ ok: true; shape: FileShape } | { ok: false; message: string }> {
  if (file.size === 0) return { ok: false, message: EMPTY_OR_UNPARSEABLE };
  const start = await readFileStart(file.path, HEADINGS_BYTES);
  if (!looksLikeText(start)) return { ok: false, message: EMPTY_OR_UNPARSEABLE };
  const encoding = await csvFileEncoding(file.path);
  const text = decodeCsvStart(start, encoding);
  if (text.trim() === "") return { ok: false, message: EMPTY_OR_UNPARSEABLE };
  const delimiter = detectDelimiter(text);
  let first: string[] | undefined;
  try {
    const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, to: 1 });
    parser.end(text);
    for await (const record of parser) {
      first = record as string[];
      break;
    }
  } catch {
    return { ok: false, message: EMPTY_OR_UNPARSEABLE };
  }
  if (!first || first.every((cell) => cell.trim() === "")) return { ok: false, message: EMPTY_OR_UNPARSEABLE };
  const headings = mapHeadings(first);
  const missing = missingRequiredColumns(headings);
  if (missing.length > 0) return { ok: false, message: `${MISSING_REQUIRED_COLUMNS}: ${missing.join(", ")}` };
  return { ok: true, shape: { encoding, delimiter, headings } };
}

/**
 * Where an upload waits for its check and apply. Imports uploaded before decision 0062 kept
 * theirs under the public `imports/` folder: their rows still name that key, the jobs and the
 * staff download read it from there, and `/uploads/*` refuses that folder like this one.
 */
export const IMPORTS_FOLDER = `${PRIVATE_FOLDER}/imports`;

export type StartOutcome = { ok: true; id: string } | { ok: false; status: 400 | 413; problem: UploadProblem };

/**
 * Step 1: the upload, in its temporary file. Checks what can be checked at once, streams the file
 * into storage and queues the check.
 */
export async function startImport(
  db: Database,
  actor: Actor,
  upload: { file: DiskFile | null; tooLarge: boolean },
  range: { startRow?: string; endRow?: string },
  meta: Meta,
): Promise<StartOutcome> {
  if (upload.tooLarge) return { ok: false, status: 413, problem: { field: "file", message: FILE_TOO_LARGE } };
  const rangeProblem = rowRangeProblem(range);
  const file = upload.file;
  if (!file?.filename || !isCsvUpload(file.filename, file.declaredType))
    return { ok: false, status: 400, problem: { field: "file", message: SELECT_CSV_FILE } };
  if (rangeProblem) return { ok: false, status: 400, problem: rangeProblem };
  const shape = await readShape(file);
  if (!shape.ok) return { ok: false, status: 400, problem: { field: "file", message: shape.message } };

  const { startRow, endRow } = RowRange.parse({ startRow: range.startRow, endRow: range.endRow });
  const id = randomUUID();
  // A price list is for staff only: kept in the private folder /uploads/* refuses (decision 0062).
  const fileKey = newStorageKey(IMPORTS_FOLDER, "csv", id);
  await saveFile(fileKey, fs.createReadStream(file.path));
  const fileName = file.filename.slice(0, 200);
  await db.transaction().execute(async (trx) => {
    const jobId = await enqueueJob(trx, CHECK_JOB, { importId: id }, { maxAttempts: 1 });
    await trx
      .insertInto("csv_imports")
      .values({
        id,
        file_name: fileName,
        import_type: "products",
        status: "checking",
        start_row: startRow,
        end_row: endRow,
        file_key: fileKey,
        file_bytes: file.size,
        encoding: shape.shape.encoding,
        delimiter: shape.shape.delimiter,
        job_id: jobId,
        created_by: actor.id,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "csv_import.upload",
      entityType: "csv_import",
      entityId: id,
      details: { fileName, bytes: file.size, startRow, endRow },
      ipAddress: meta.ipAddress,
    });
  });
  return { ok: true, id };
}

/**
 * The upload form (the file and the rows to import): the file is read as it streams in to a
 * temporary file, counted against 10 MB, and removed again once the import has started or been
 * refused, whatever happened. Also gives back the range as typed, to show it again.
 */
export async function receiveImportUpload(
  db: Database,
  actor: Actor,
  request: Request,
  meta: Meta,
): Promise<{ outcome: StartOutcome; range: { startRow?: string; endRow?: string } }> {
  const options = { fileField: "file", maxFileBytes: CSV_MAX_BYTES, fields: ["startRow", "endRow"] };
  return withSingleUpload(request, options, async (upload) => {
    const fields = upload.ok ? upload.form.fields : {};
    const range = { startRow: fields.startRow, endRow: fields.endRow };
    const file = upload.ok ? upload.form.file : null;
    const tooLarge = !upload.ok && upload.problem === "too-large";
    return { outcome: await startImport(db, actor, { file, tooLarge }, range, meta), range };
  });
}

type ParsedRows = {
  headings: HeadingMap;
  commaIsDecimal: boolean;
  /** The rows in the range, with their numbers (1 is the first row under the headings). */
  rows: { row: number; cells: string[] }[];
  rowsAfterRange: number;
};

/**
 * Reads the file's rows in the import's range with csv-parse, as a stream of records decoded as
 * the stored file streams in (never the whole file in memory, only the range's rows), reporting
 * how far it is (0 to 1). A file csv-parse cannot read throws, with its reason.
 */
async function readRows(
  file: { stream: Readable; bytes: number; encoding: CsvEncoding },
  delimiter: "," | ";",
  range: { start: number; end: number },
  onProgress: (fraction: number) => Promise<void>,
): Promise<ParsedRows> {
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true });
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytesRead += chunk.length;
      next(null, chunk);
    },
  });
  const reading = pipeline(file.stream, counter, csvTextDecoder(file.encoding), parser);
  // The loop below meets the same error (the parser is destroyed with it); this only keeps it handled.
  reading.catch(() => undefined);

  let headings: HeadingMap | null = null;
  const rows: ParsedRows["rows"] = [];
  let rowsAfterRange = 0;
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!headings) {
      headings = mapHeadings(record);
      continue;
    }
    if (record.every((cell) => cell.trim() === "")) continue;
    row += 1;
    if (row < range.start) continue;
    if (row > range.end) {
      rowsAfterRange += 1;
      continue;
    }
    rows.push({ row, cells: record });
    if (row % 500 === 0) await onProgress(Math.min(1, bytesRead / Math.max(1, file.bytes)));
  }
  await reading;
  if (!headings) throw new Error(EMPTY_OR_UNPARSEABLE);
  return { headings, commaIsDecimal: delimiter === ";", rows, rowsAfterRange };
}

const EXISTING_COLUMNS = [
  "p.id",
  "p.ws_code",
  "p.stock_code",
  "p.sage_code",
  "p.product_name",
  "p.website_title",
  "p.brand",
  "p.short_description",
  "p.long_description",
  "p.external_description",
  "p.seo_title",
  "p.seo_description",
  "p.seo_keywords",
  "p.excl_price_cents",
  "p.incl_price_cents",
  "p.sage_price_excl_cents",
  "p.sage_price_incl_cents",
  "p.product_volume",
  "p.product_size",
  "p.product_unit",
  "p.product_length",
  "p.product_width",
  "p.product_height",
  "p.product_diameter",
  "p.product_dimension_unit",
  "p.category_id",
  "p.subcategory_id",
  "p.is_special_discount",
  "p.is_favorite",
  "p.is_seasonal_special",
  "p.is_top_seller",
  "p.is_new_arrival",
  "p.is_eco_friendly",
  "p.is_subscription_eligible",
  "p.updated_at",
] as const;

type ExistingWithTime = ExistingProduct & { updated_at: string };

/** The catalogue as the plan needs it: every product by WS code, and categories by name. */
async function loadCatalogue(
  db: Database,
): Promise<{ existing: Map<string, ExistingWithTime>; categories: CategoryIndex }> {
  const products = await db
    .selectFrom("products as p")
    .leftJoin("product_stock_levels as s", "s.product_id", "p.id")
    .select([...EXISTING_COLUMNS, "s.quantity"])
    .execute();
  const existing = new Map<string, ExistingWithTime>();
  for (const product of products) existing.set(product.ws_code.toUpperCase(), product as ExistingWithTime);

  const [categories, subcategories] = await Promise.all([
    db.selectFrom("product_categories").select(["id", "name"]).execute(),
    db.selectFrom("product_subcategories").select(["id", "name", "category_id"]).execute(),
  ]);
  const index = new Map<string, { id: string; subcategories: Map<string, string> }>();
  for (const category of categories)
    index.set(category.name.trim().toLowerCase(), { id: category.id, subcategories: new Map() });
  const byId = new Map(categories.map((category) => [category.id, index.get(category.name.trim().toLowerCase())]));
  for (const subcategory of subcategories)
    byId.get(subcategory.category_id)?.subcategories.set(subcategory.name.trim().toLowerCase(), subcategory.id);
  return { existing, categories: index };
}

function planAll(parsed: ParsedRows, catalogue: Awaited<ReturnType<typeof loadCatalogue>>): RowPlan[] {
  const context: PlanContext = {
    headings: parsed.headings,
    commaIsDecimal: parsed.commaIsDecimal,
    existing: catalogue.existing,
    categories: catalogue.categories,
    seen: new Map(),
  };
  return parsed.rows.map(({ row, cells }) => planRow(cells, row, context));
}

type Summary = {
  records_processed: number;
  records_successful: number;
  records_failed: number;
  new_count: number;
  updated_count: number;
  unchanged_count: number;
  errors: string;
  changes: string;
};

function summarise(plans: readonly RowPlan[]): Summary {
  const errors: ImportError[] = [];
  const changes: ImportChange[] = [];
  const counts = { new: 0, update: 0, unchanged: 0 };
  for (const plan of plans) {
    if (plan.kind === "error") {
      errors.push({ row: plan.row, wsCode: plan.wsCode, message: plan.message });
      continue;
    }
    counts[plan.kind] += 1;
    if (changes.length >= CHANGES_KEPT) continue;
    if (plan.kind === "new")
      changes.push({
        kind: "new",
        row: plan.row,
        wsCode: plan.wsCode,
        name: plan.values.product_name,
        inclPriceCents: plan.values.incl_price_cents,
        quantity: plan.quantity,
      });
    else if (plan.kind === "update")
      changes.push({
        kind: "update",
        row: plan.row,
        wsCode: plan.wsCode,
        productId: plan.productId,
        fields: plan.changes as Record<string, Change>,
        stock: plan.stock,
      });
  }
  return {
    records_processed: plans.length,
    records_successful: plans.length - errors.length,
    records_failed: errors.length,
    new_count: counts.new,
    updated_count: counts.update,
    unchanged_count: counts.unchanged,
    errors: JSON.stringify(errors),
    changes: JSON.stringify(changes),
  };
}

async function setProgress(db: Database, id: string, percent: number): Promise<void> {
  await db
    .updateTable("csv_imports")
    .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
    .where("id", "=", id)
    .execute();
}

async function loadForJob(db: Database, id: string, status: "checking" | "applying") {
  const record = await db.selectFrom("csv_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!record || record.status !== status || !record.file_key) return null;
  return record;
}

async function readStoredRows(db: Database, record: ImportRecord, progressShare: number): Promise<ParsedRows> {
  const stream = await openFile(record.file_key ?? "");
  const encoding = record.encoding === "windows-1252" ? "windows-1252" : "utf-8";
  const delimiter = record.delimiter === ";" ? ";" : ",";
  return readRows(
    { stream, bytes: record.file_bytes, encoding },
    delimiter,
    { start: record.start_row ?? 1, end: record.end_row ?? DEFAULT_END_ROW },
    (fraction) => setProgress(db, record.id, fraction * progressShare),
  );
}

/** What a file-level failure records: 'Upload Failed' with the reason. */
async function failImport(db: Database, record: ImportRecord, failure: string): Promise<void> {
  await db
    .updateTable("csv_imports")
    .set({ status: "failed", failure, progress: 100, completed_at: nowIso(), updated_at: nowAfter(record.updated_at) })
    .where("id", "=", record.id)
    .execute();
  if (record.file_key) await deleteFile(record.file_key).catch(() => undefined);
}

function parseFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return reason === EMPTY_OR_UNPARSEABLE ? reason : `${FAILED_TO_PARSE}: ${reason}`;
}

/** Step 2, the check job: reads the whole range, records what would happen, changes nothing. */
export async function checkImport(db: Database, importId: string): Promise<void> {
  const record = await loadForJob(db, importId, "checking");
  if (!record) return;
  let parsed: ParsedRows;
  try {
    parsed = await readStoredRows(db, record, 90);
  } catch (error) {
    await failImport(db, record, parseFailure(error));
    return;
  }
  const plans = planAll(parsed, await loadCatalogue(db));
  const now = nowIso();
  await db
    .updateTable("csv_imports")
    .set({
      ...summarise(plans),
      rows_after_range: parsed.rowsAfterRange,
      status: "checked",
      progress: 100,
      checked_at: now,
      updated_at: nowAfter(record.updated_at),
    })
    .where("id", "=", importId)
    .where("status", "=", "checking")
    .execute();
}

export type ApplyOptions = {
  /** Told how far the transaction has gone (0 to 1), between batches of rows. */
  onApplying?: (fraction: number) => void;
};

const INSERT_BATCH = 200;

/**
 * Step 3, the apply job: the rows are worked out again against the catalogue as it is now, and
 * every change, the stock movements, the record's result and the audit entry are written in ONE
 * transaction: all of it lands, or (the process killed halfway) none of it.
 */
export async function applyImport(db: Database, importId: string, options: ApplyOptions = {}): Promise<void> {
  const record = await loadForJob(db, importId, "applying");
  if (!record) return;
  let parsed: ParsedRows;
  try {
    parsed = await readStoredRows(db, record, 50);
  } catch (error) {
    await failImport(db, record, parseFailure(error));
    return;
  }
  await setProgress(db, importId, 50);
  const actorId = record.applied_by;

  await db.transaction().execute(async (trx) => {
    const catalogue = await loadCatalogue(trx);
    const plans = planAll(parsed, catalogue);
    const now = nowIso();
    const total = Math.max(1, plans.length);
    let done = 0;
    const report = (count: number) => {
      done += count;
      options.onApplying?.(done / total);
    };

    const created = plans.filter((plan) => plan.kind === "new");
    const counts: StockCount[] = [];
    for (let start = 0; start < created.length; start += INSERT_BATCH) {
      const batch = created.slice(start, start + INSERT_BATCH);
      const rows = batch.map((plan) => {
        const id = randomUUID();
        if (plan.quantity !== null) counts.push({ productId: id, from: 0, to: plan.quantity });
        return {
          id,
          ws_code: plan.wsCode,
          ...plan.values,
          is_active: 0 as const,
          last_price_update: now,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto("products").values(rows).execute();
      report(batch.length);
    }

    for (const plan of plans) {
      if (plan.kind !== "update") continue;
      const set: Record<string, unknown> = {};
      for (const [field, change] of Object.entries(plan.changes)) set[field] = change?.to;
      if (Object.keys(set).length > 0) {
        if ("excl_price_cents" in set || "incl_price_cents" in set) set.last_price_update = now;
        set.updated_at = nowAfter(catalogue.existing.get(plan.wsCode)?.updated_at);
        await trx.updateTable("products").set(set).where("id", "=", plan.productId).execute();
      }
      if (plan.stock) counts.push({ productId: plan.productId, from: plan.stock.from, to: plan.stock.to });
      report(1);
    }

    await recordStockCounts(trx, counts, {
      reason: "csv_import",
      userId: actorId,
      reference: record.file_name,
      now,
    });
    report(0);

    const summary = summarise(plans);
    await trx
      .updateTable("csv_imports")
      .set({
        ...summary,
        rows_after_range: parsed.rowsAfterRange,
        status: "completed",
        progress: 100,
        completed_at: now,
        updated_at: nowAfter(record.updated_at),
      })
      .where("id", "=", importId)
      .execute();
    const actor = actorId
      ? await trx.selectFrom("users").select(["id", "email"]).where("id", "=", actorId).executeTakeFirst()
      : undefined;
    await recordAudit(trx, {
      actor: actor ?? null,
      action: "csv_import.apply",
      entityType: "csv_import",
      entityId: importId,
      details: {
        fileName: record.file_name,
        created: summary.new_count,
        updated: summary.updated_count,
        unchanged: summary.unchanged_count,
        failed: summary.records_failed,
        stockChanges: counts.length,
      },
    });
  });
  if (record.file_key) await deleteFile(record.file_key).catch(() => undefined);
}

/** A job that threw (a bug, a full disk) leaves the import failed with the spec's words. */
export async function markImportFailed(db: Database, importId: string, error: unknown): Promise<void> {
  const record = await db.selectFrom("csv_imports").selectAll().where("id", "=", importId).executeTakeFirst();
  if (!record || !["checking", "applying"].includes(record.status)) return;
  logger.error("CSV import failed", { importId, error: error instanceof Error ? error.message : String(error) });
  await failImport(db, record, PROCESSING_FAILED);
}

export type ActionOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Staff apply a checked import: it is queued at most once, whoever else presses Apply. */
export async function requestApply(db: Database, actor: Actor, importId: string, meta: Meta): Promise<ActionOutcome> {
  return db.transaction().execute(async (trx) => {
    const record = await trx.selectFrom("csv_imports").selectAll().where("id", "=", importId).executeTakeFirst();
    if (!record) return { ok: false, status: 404, message: "Import not found" };
    if (record.status !== "checked") return { ok: false, status: 409, message: NOT_READY_TO_APPLY };
    const jobId = await enqueueJob(trx, APPLY_JOB, { importId }, { maxAttempts: 1 });
    await trx
      .updateTable("csv_imports")
      .set({
        status: "applying",
        progress: 0,
        job_id: jobId,
        applied_by: actor.id,
        updated_at: nowAfter(record.updated_at),
      })
      .where("id", "=", importId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "csv_import.apply_requested",
      entityType: "csv_import",
      entityId: importId,
      details: { fileName: record.file_name },
      ipAddress: meta.ipAddress,
    });
    return { ok: true };
  });
}

export async function cancelImport(db: Database, actor: Actor, importId: string, meta: Meta): Promise<ActionOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<ActionOutcome & { fileKey?: string | null }> => {
    const record = await trx.selectFrom("csv_imports").selectAll().where("id", "=", importId).executeTakeFirst();
    if (!record) return { ok: false, status: 404, message: "Import not found" };
    if (record.status !== "checked" && record.status !== "interrupted")
      return { ok: false, status: 409, message: NOT_READY_TO_APPLY };
    await trx
      .updateTable("csv_imports")
      .set({ status: "cancelled", completed_at: nowIso(), updated_at: nowAfter(record.updated_at) })
      .where("id", "=", importId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "csv_import.cancel",
      entityType: "csv_import",
      entityId: importId,
      details: { fileName: record.file_name },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, fileKey: record.file_key };
  });
  if (outcome.ok && outcome.fileKey) await deleteFile(outcome.fileKey).catch(() => undefined);
  return outcome.ok ? { ok: true } : outcome;
}

/** An interrupted import runs again from where it stopped: its check, or its apply. */
export async function runImportAgain(db: Database, actor: Actor, importId: string, meta: Meta): Promise<ActionOutcome> {
  return db.transaction().execute(async (trx) => {
    const record = await trx.selectFrom("csv_imports").selectAll().where("id", "=", importId).executeTakeFirst();
    if (!record) return { ok: false, status: 404, message: "Import not found" };
    if (record.status !== "interrupted" || !record.file_key)
      return { ok: false, status: 409, message: NOT_READY_TO_APPLY };
    const applying = record.checked_at !== null;
    const jobId = await enqueueJob(trx, applying ? APPLY_JOB : CHECK_JOB, { importId }, { maxAttempts: 1 });
    await trx
      .updateTable("csv_imports")
      .set({
        status: applying ? "applying" : "checking",
        progress: 0,
        job_id: jobId,
        applied_by: applying ? actor.id : record.applied_by,
        updated_at: nowAfter(record.updated_at),
      })
      .where("id", "=", importId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "csv_import.run_again",
      entityType: "csv_import",
      entityId: importId,
      details: { fileName: record.file_name, step: applying ? "apply" : "check" },
      ipAddress: meta.ipAddress,
    });
    return { ok: true };
  });
}

export type ImportView = ImportRecord & {
  createdByEmail: string | null;
  errorList: ImportError[];
  changeList: ImportChange[];
};

export async function loadImport(db: Database, importId: string): Promise<ImportView | null> {
  const record = await db
    .selectFrom("csv_imports as i")
    .leftJoin("users as u", "u.id", "i.created_by")
    .selectAll("i")
    .select("u.email as createdByEmail")
    .where("i.id", "=", importId)
    .executeTakeFirst();
  if (!record) return null;
  return {
    ...record,
    errorList: JSON.parse(record.errors) as ImportError[],
    changeList: JSON.parse(record.changes) as ImportChange[],
  };
}

export const ImportListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).catch(20).default(20),
});

export async function listImports(db: Database, limit: number) {
  const rows = await db
    .selectFrom("csv_imports as i")
    .leftJoin("users as u", "u.id", "i.created_by")
    .select([
      "i.id",
      "i.file_name",
      "i.status",
      "i.created_at",
      "i.records_processed",
      "i.new_count",
      "i.updated_count",
      "i.records_failed",
      "u.email as createdByEmail",
    ])
    .orderBy("i.created_at", "desc")
    .orderBy("i.id")
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * An import's uploaded file as staff download it: its storage key (the private folder's, or the
 * old `imports/` one for an import uploaded before decision 0062) and a safe name to save it
 * under; null when there is no such import or its file is no longer kept (it is removed once the
 * import is applied, cancelled or has failed).
 */
export async function importUploadedFile(
  db: Database,
  importId: string,
): Promise<{ key: string; downloadName: string } | null> {
  const record = await db
    .selectFrom("csv_imports")
    .select(["file_key", "file_name"])
    .where("id", "=", importId)
    .executeTakeFirst();
  if (!record?.file_key || !(await fileExists(record.file_key))) return null;
  const base =
    record.file_name
      .replace(/\.csv$/i, "")
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .slice(0, 60) || "import";
  return { key: record.file_key, downloadName: `${base}.csv` };
}
