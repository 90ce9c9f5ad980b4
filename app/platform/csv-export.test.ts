import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { spreadsheetSafe, toCsv } from "./csv-export";

describe("CSV export", () => {
  it("keeps a spreadsheet from reading customer text as a formula", () => {
    expect(spreadsheetSafe('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(spreadsheetSafe("+27 82 555 0199")).toBe("'+27 82 555 0199");
    expect(spreadsheetSafe("-5")).toBe("'-5");
    expect(spreadsheetSafe("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(spreadsheetSafe("Thandi Mokoena")).toBe("Thandi Mokoena");
    expect(spreadsheetSafe(-1250)).toBe(-1250);
    expect(spreadsheetSafe(null)).toBe("");
  });

  it("writes a header and quotes what needs quoting", () => {
    const csv = toCsv(["Name", "Total"], [["Smith, J", 12.5]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(parse(csv.slice(1), { columns: true })).toEqual([{ Name: "Smith, J", Total: "12.5" }]);
  });
});
