import { stringify } from "csv-stringify/sync";

/**
 * The one writer of every CSV the shop produces (staff download them and open them in a
 * spreadsheet). A cell that starts with = + - @ (or a tab or carriage return) is read by Excel or
 * LibreOffice as a formula: a customer who types `=HYPERLINK(...)` as their name must not get to
 * run it on the shop's PC (OWASP, CSV injection). Decision 0063 has the rule:
 *  - such a text cell gets a leading apostrophe, which the spreadsheet shows as plain text; so do
 *    the full-width ＝ ＋ － ＠ (spreadsheets in some locales read them as their ASCII forms) and
 *    these characters after leading spaces;
 *  - the same for every part of a cell after a `;` or a `,`: a spreadsheet that splits on `;`
 *    would read `Jan;=5+5` as two cells, the second a formula (`Jan;'=5+5` is written);
 *  - a cell (or part) that is only a negative number, such as -12.50, is left as it is: a
 *    spreadsheet reads it as that number, no formula runs. Numbers stay numbers.
 * Cells holding a `;` are also quoted, so a spreadsheet splitting on `;` keeps them whole.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const PLAIN_NEGATIVE_NUMBER = /^\s*-\d+(?:\.\d+)?\s*$/;

/** True when a spreadsheet would read this text (a whole cell, or a part of one) as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text);
}

/** The text of a cell made safe to open: an apostrophe before every part that starts like a formula. */
export function neutraliseFormulas(text: string): string {
  return text.replace(/(^|[;,])([^;,]*)/g, (_whole, separator: string, part: string) =>
    startsLikeFormula(part) ? `${separator}'${part}` : `${separator}${part}`,
  );
}

export type CsvCell = string | number | null | undefined;

/** A CSV with a header row, every text cell made safe, with a BOM so Excel reads it as UTF-8. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      header: true,
      columns: [...columns],
      bom: true,
      quoted_match: /;/,
      cast: {
        string: (value) => neutraliseFormulas(value),
        number: (value) => (Number.isFinite(value) ? String(value) : ""),
      },
    },
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
