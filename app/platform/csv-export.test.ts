import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { neutraliseFormulas, startsLikeFormula, toCsv } from "./csv-export";

/** The cells of a CSV the writer made, read back with the given delimiter (BOM and header dropped). */
function cellsOf(csv: string, delimiter = ","): string[][] {
  return (parse(csv.slice(1), { delimiter, relax_column_count: true }) as string[][]).slice(1);
}

describe("the CSV writer", () => {
  it("keeps a spreadsheet from reading customer text as a formula", () => {
    expect(neutraliseFormulas('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(neutraliseFormulas("+27 82 555 0199")).toBe("'+27 82 555 0199");
    expect(neutraliseFormulas("-2+3")).toBe("'-2+3");
    expect(neutraliseFormulas("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseFormulas("\t=1+1")).toBe("'\t=1+1");
    expect(neutraliseFormulas("\rcmd")).toBe("'\rcmd");
    expect(neutraliseFormulas("  =1+1")).toBe("'  =1+1");
    expect(neutraliseFormulas("Thandi Mokoena")).toBe("Thandi Mokoena");
    expect(neutraliseFormulas("")).toBe("");
  });

  it("treats the full-width ＝ ＋ － ＠ as the formula characters they become", () => {
    expect(neutraliseFormulas("＝1+1")).toBe("'＝1+1");
    expect(neutraliseFormulas("＋27")).toBe("'＋27");
    expect(neutraliseFormulas("－5")).toBe("'－5");
    expect(neutraliseFormulas("＠SUM(A1)")).toBe("'＠SUM(A1)");
  });

  it("makes every part after a ; or a , safe too, for spreadsheets that split on them", () => {
    expect(neutraliseFormulas("Jan;=5+5")).toBe("Jan;'=5+5");
    expect(neutraliseFormulas("Smith, =1+1")).toBe("Smith,' =1+1");
    expect(neutraliseFormulas("a;@x,＋y")).toBe("a;'@x,'＋y");
    expect(neutraliseFormulas("Row 3, WS000012; price")).toBe("Row 3, WS000012; price");
  });

  it("leaves a plain negative number readable as a number", () => {
    expect(neutraliseFormulas("-12.50")).toBe("-12.50");
    expect(neutraliseFormulas("-5")).toBe("-5");
    expect(neutraliseFormulas("Jan;-12.50")).toBe("Jan;-12.50");
    expect(startsLikeFormula("-12.50")).toBe(false);
    expect(startsLikeFormula("-12.50+1")).toBe(true);
    expect(startsLikeFormula("-1e5")).toBe(true);
  });

  it("writes a header and quotes what needs quoting, numbers as numbers", () => {
    const csv = toCsv(["Name", "Total"], [["Smith, J", 12.5]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(parse(csv.slice(1), { columns: true })).toEqual([{ Name: "Smith, J", Total: "12.5" }]);
    expect(cellsOf(toCsv(["Total"], [[-1250], [null]]))).toEqual([["-1250"], [""]]);
  });

  it("writes no cell that starts like a formula, read with , or with ;", () => {
    const hostile = [
      '=HYPERLINK("http://evil","x")',
      "+1",
      "-1+1",
      "@A1",
      "\t=1",
      "\r=1",
      "＝1",
      "＋1",
      "－1",
      "＠A1",
      "Jan;=5+5",
      "x,=1",
      "-12.50",
    ];
    const csv = toCsv(["Cell", "Number"], [...hostile.map((cell) => [cell, -3])]);
    const cells = cellsOf(csv).flat();
    expect(cells).toHaveLength(hostile.length * 2);
    expect(cells.filter(startsLikeFormula)).toEqual([]);
    expect(cells).toContain("-12.50");
    // One column, read as a spreadsheet that splits on ; reads it: a cell holding a ; is quoted,
    // so it stays one cell, and its part after the ; is no formula either.
    const column = cellsOf(
      toCsv(
        ["Cell"],
        hostile.map((cell) => [cell]),
      ),
      ";",
    ).flat();
    expect(column).toHaveLength(hostile.length);
    expect(column.filter(startsLikeFormula)).toEqual([]);
    expect(column).toContain("Jan;'=5+5");
  });
});
