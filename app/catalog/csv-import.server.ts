import type { Selectable } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import type { CsvImports } from "~/platform/db-schema";
import { enqueueJob } from "~/platform/jobs.server";
import { deleteFile, fileExists } from "~/platform/storage.server";
import { NOT_READY_TO_APPLY } from "./csv-import-messages";
import type { Change } from "./csv-import-plan";

/**
 * A product CSV import, from upload to applied (decision 0032):
 * 1. upload: the request checks the form and the headings, stores the file and queues a check
 *    (csv-import-upload.server.ts);
 * 2. check (a job): reads every row in the range and records what would happen, changing nothing
 *    (csv-import-check.server.ts, reading the stored file through csv-import-read.server.ts);
 * 3. staff apply (or cancel); apply (a job) works the rows out again against the catalogue as it
 *    is then and carries them out in one transaction, so a server that dies halfway leaves the
 *    catalogue as it was, and the import is shown as interrupted, to be run again
 *    (csv-import-apply.server.ts; the recovery in csv-import-recovery.server.ts).
 * This file holds the import as staff see and steer it: its record, their steps (apply, cancel,
 * run again), the import's page, the list of imports and the uploaded file's download.
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
