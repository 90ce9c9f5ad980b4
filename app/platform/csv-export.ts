import { stringify } from "csv-stringify/sync";

/**
 * CSV files staff download and open in a spreadsheet. A cell that starts with = + - @ (or a tab
 * or carriage return) would be read by Excel or LibreOffice as a formula: a customer who types
 * `=HYPERLINK(...)` as their name must not get to run it on the shop's PC (OWASP, CSV injection).
 * Such text cells get a leading apostrophe, which the spreadsheet shows as plain text. Numbers
 * stay numbers.
 */
export function spreadsheetSafe(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV with a header row, every cell made safe, with a BOM so Excel reads it as UTF-8. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { header: true, columns: [...columns], bom: true },
  );
}

/** The response that downloads a CSV as a file of that name. */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9_.-]+/g, "-")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
