import { importRangeWords, importReadSummary, RANGE_TOO_WIDE, rowsNotReadWords } from "./csv-import-messages";

const NBSP = "\u00a0";

describe("an import's rows in words", () => {
  it("ends the range at the file's last row when the range asked for more", () => {
    expect(importRangeWords({ startRow: 1, endRow: 10_000, rowsRead: 2889, rowsAfterRange: 0, read: true })).toBe(
      `rows 1 to 2${NBSP}889`,
    );
  });

  it("keeps the asked end when the file goes on past it, and says one row as one row", () => {
    expect(importRangeWords({ startRow: 1, endRow: 100, rowsRead: 100, rowsAfterRange: 5, read: true })).toBe(
      "rows 1 to 100",
    );
    expect(importRangeWords({ startRow: 7, endRow: 7, rowsRead: 1, rowsAfterRange: 0, read: true })).toBe("row 7");
    expect(importRangeWords({ startRow: 50, endRow: 80, rowsRead: 0, rowsAfterRange: 0, read: true })).toBe(
      "no rows from row 50",
    );
  });

  it("says what was asked while the file is still being read", () => {
    expect(importRangeWords({ startRow: 1, endRow: 10_000, rowsRead: 0, rowsAfterRange: 0, read: false })).toBe(
      `rows from 1 (up to 10${NBSP}000)`,
    );
  });

  it("counts with the thousands space and nouns that agree", () => {
    expect(
      importReadSummary({ rowsRead: 2889, newCount: 2889, updatedCount: 0, unchangedCount: 0, failedCount: 0 }),
    ).toBe(`2${NBSP}889 rows read: 2${NBSP}889 new (inactive), 0 updated, 0 unchanged, 0 failed.`);
    expect(importReadSummary({ rowsRead: 1, newCount: 1, updatedCount: 0, unchangedCount: 0, failedCount: 0 })).toBe(
      "1 row read: 1 new (inactive), 0 updated, 0 unchanged, 0 failed.",
    );
    expect(rowsNotReadWords(1, 10_000)).toBe(
      `1 row after row 10${NBSP}000 was not read: import it with a range starting at row 10${NBSP}001.`,
    );
    expect(rowsNotReadWords(3, 100)).toBe(
      "3 rows after row 100 were not read: import them with a range starting at row 101.",
    );
    expect(RANGE_TOO_WIDE).toContain(`10${NBSP}000 rows`);
  });
});
