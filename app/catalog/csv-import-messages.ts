/** The CSV import's messages: the back-office spec's words (section 5 and the error catalogue). */
import { countOf, formatCount } from "~/platform/format";

export const SELECT_CSV_FILE = "Please select a CSV file";
export const INVALID_ROW_RANGE = "Please enter valid start and end row numbers";
export const START_AFTER_END = "Start row must be less than or equal to end row";
export const EMPTY_OR_UNPARSEABLE = "CSV file is empty or could not be parsed";
export const MISSING_REQUIRED_COLUMNS = "Missing required columns";
export const FAILED_TO_PARSE = "Failed to parse CSV";
export const PROCESSING_FAILED = "Processing failed";
export const UPLOAD_COMPLETE = "Upload Complete";
export const UPLOAD_FAILED = "Upload Failed";

/** Ours, where the spec is silent (decision 0032). */
export const FILE_TOO_LARGE = "The file is larger than 10 MB: split it into smaller files and import them one by one.";
export const RANGE_TOO_WIDE = `At most ${formatCount(10_000)} rows can be imported at once: choose a range of ${formatCount(10_000)} rows or fewer.`;
export const NOT_READY_TO_APPLY = "This import is not waiting to be applied any more.";
export const IMPORT_INTERRUPTED =
  "The server stopped while this import was running. Nothing was changed: the catalogue is as it was before. Run it again when you are ready.";
export const IMPORT_CANCELLED = "Import cancelled: nothing was changed.";

/** What an import's page says about its rows (issue 48: the range the file really has, counts agreeing). */
export type ImportRows = {
  startRow: number | null;
  endRow: number | null;
  /** Rows read in the range (0 until the check has read the file). */
  rowsRead: number;
  rowsAfterRange: number;
  /** True once the file has been read (checked, applying, completed). */
  read: boolean;
};

/**
 * "rows 1 to 2 889": the rows an import read, ending at the file's last row when the range asked
 * for more than the file has (a 2,889-row file imported with the default range 1 to 10 000). While
 * the file is still being read: "rows from 1 (up to 10 000)".
 */
export function importRangeWords(rows: ImportRows): string {
  const start = rows.startRow ?? 1;
  if (!rows.read)
    return rows.endRow
      ? `rows from ${formatCount(start)} (up to ${formatCount(rows.endRow)})`
      : `rows from ${formatCount(start)}`;
  if (rows.rowsRead === 0) return `no rows from row ${formatCount(start)}`;
  const last = rows.rowsAfterRange > 0 && rows.endRow ? rows.endRow : start + rows.rowsRead - 1;
  return last === start ? `row ${formatCount(start)}` : `rows ${formatCount(start)} to ${formatCount(last)}`;
}

/** "2 889 rows read: 2 889 new (inactive), 0 updated, 0 unchanged, 0 failed." */
export function importReadSummary(counts: {
  rowsRead: number;
  newCount: number;
  updatedCount: number;
  unchangedCount: number;
  failedCount: number;
}): string {
  return `${countOf(counts.rowsRead, "row")} read: ${formatCount(counts.newCount)} new (inactive), ${formatCount(counts.updatedCount)} updated, ${formatCount(counts.unchangedCount)} unchanged, ${formatCount(counts.failedCount)} failed.`;
}

/** "1 row after row 10 000 was not read" / "5 rows after row 10 000 were not read". */
export function rowsNotReadWords(rowsAfterRange: number, endRow: number): string {
  return `${countOf(rowsAfterRange, "row")} after row ${formatCount(endRow)} ${rowsAfterRange === 1 ? "was" : "were"} not read: import ${rowsAfterRange === 1 ? "it" : "them"} with a range starting at row ${formatCount(endRow + 1)}.`;
}
