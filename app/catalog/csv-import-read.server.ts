import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { deleteFile, openFile } from "~/platform/storage.server";
import type { ImportRecord } from "./csv-import.server";
import { type CsvEncoding, csvTextDecoder } from "./csv-import-decode.server";
import { DEFAULT_END_ROW } from "./csv-import-limits";
import { EMPTY_OR_UNPARSEABLE, FAILED_TO_PARSE, PROCESSING_FAILED } from "./csv-import-messages";
import { type HeadingMap, mapHeadings } from "./csv-import-text";

/**
 * Reading a stored product CSV import for its jobs, the check and the apply (decision 0032): the
 * import's record, the rows of its range streamed from the stored file, the progress as it reads,
 * and what a job records when the file cannot be read or the job itself threw.
 */

export type ParsedRows = {
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
export async function readRows(
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

export async function setProgress(db: Database, id: string, percent: number): Promise<void> {
  await db
    .updateTable("csv_imports")
    .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
    .where("id", "=", id)
    .execute();
}

export async function loadForJob(db: Database, id: string, status: "checking" | "applying") {
  const record = await db.selectFrom("csv_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!record || record.status !== status || !record.file_key) return null;
  return record;
}

export async function readStoredRows(db: Database, record: ImportRecord, progressShare: number): Promise<ParsedRows> {
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
export async function failImport(db: Database, record: ImportRecord, failure: string): Promise<void> {
  await db
    .updateTable("csv_imports")
    .set({ status: "failed", failure, progress: 100, completed_at: nowIso(), updated_at: nowAfter(record.updated_at) })
    .where("id", "=", record.id)
    .execute();
  if (record.file_key) await deleteFile(record.file_key).catch(() => undefined);
}

export function parseFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return reason === EMPTY_OR_UNPARSEABLE ? reason : `${FAILED_TO_PARSE}: ${reason}`;
}

/** A job that threw (a bug, a full disk) leaves the import failed with the spec's words. */
export async function markImportFailed(db: Database, importId: string, error: unknown): Promise<void> {
  const record = await db.selectFrom("csv_imports").selectAll().where("id", "=", importId).executeTakeFirst();
  if (!record || !["checking", "applying"].includes(record.status)) return;
  logger.error("CSV import failed", { importId, error: error instanceof Error ? error.message : String(error) });
  await failImport(db, record, PROCESSING_FAILED);
}
