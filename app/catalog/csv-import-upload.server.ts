import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { parse } from "csv-parse";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { enqueueJob } from "~/platform/jobs.server";
import { newStorageKey, PRIVATE_FOLDER, saveFile } from "~/platform/storage.server";
import { type DiskFile, readFileStart, withSingleUpload } from "~/platform/uploads.server";
import { CHECK_JOB } from "./csv-import.server";
import { type CsvEncoding, csvFileEncoding, decodeCsvStart, looksLikeText } from "./csv-import-decode.server";
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from "./csv-import-limits";
import {
  EMPTY_OR_UNPARSEABLE,
  FILE_TOO_LARGE,
  INVALID_ROW_RANGE,
  MISSING_REQUIRED_COLUMNS,
  RANGE_TOO_WIDE,
  SELECT_CSV_FILE,
  START_AFTER_END,
} from "./csv-import-messages";
import { detectDelimiter, type HeadingMap, mapHeadings, missingRequiredColumns } from "./csv-import-text";

/**
 * Step 1 of a product CSV import (decision 0032; the steps are listed in csv-import.server.ts): the
 * upload. The request checks the form, the row range and the file's headings, stores the file in
 * the private folder and queues the check.
 */

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };

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
