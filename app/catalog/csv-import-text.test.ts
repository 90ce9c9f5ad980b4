import { decodeCsvBytes } from "./csv-import-decode.server";
import {
  detectDelimiter,
  headingKey,
  mapHeadings,
  missingRequiredColumns,
  parseAmount,
  parseFlag,
  toCents,
} from "./csv-import-text";

const amount = (text: string, commaIsDecimal = false) => {
  const reading = parseAmount(text, commaIsDecimal);
  return reading.ok ? reading.value : "not a number";
};

describe("reading amounts as people write them", () => {
  it.each([
    ["R 1 234.50", 1234.5],
    ["1,234.50", 1234.5],
    ["1 234,50", 1234.5],
    ["1.234,50", 1234.5],
    ["R1234", 1234],
    ["1,234,567.89", 1234567.89],
    ["0.01", 0.01],
    ["12,5", 12.5],
    ["1\u00a0234,50", 1234.5],
    ["-5", -5],
  ])("%s is %s", (text, expected) => {
    expect(amount(text)).toBe(expected);
  });

  it("reads a lone comma with three digits after it as thousands, unless the file uses decimal commas", () => {
    expect(amount("1,234")).toBe(1234);
    expect(amount("1,234", true)).toBe(1.234);
  });

  it.each(["abc", "12a", "1.2.3", "1,2,3", "", "R", "1.234.5"])("refuses %j instead of guessing", (text) => {
    expect(amount(text)).toBe("not a number");
  });

  it("turns rand into whole cents without drift", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234.5)).toBe(123_450);
  });
});

describe("decoding a file", () => {
  it("drops a UTF-8 byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("WS Code,Crème")]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "WS Code,Crème", encoding: "utf-8" });
  });

  it("reads Windows-1252 from Excel when the bytes are not UTF-8, so Crème stays Crème", () => {
    const bytes = new Uint8Array([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x96, 0x20, 0x80]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "Crème – €", encoding: "windows-1252" });
  });
});

describe("the headings", () => {
  it("finds the separator from the heading row", () => {
    expect(detectDelimiter("WS Code;Stock Code;Name\n1,2;3")).toBe(";");
    expect(detectDelimiter('WS Code,Stock Code,"Name; long"\n')).toBe(",");
  });

  it("knows a heading by any spelling and case", () => {
    expect(headingKey(" WS Code ")).toBe(headingKey("ws_code"));
    expect(headingKey("WSCode")).toBe("wscode");
    const map = mapHeadings(["ws_code", "STOCK CODE", "Description", "Price Excl", "Incl Price", "On Hand", "Colour"]);
    expect(map.columns).toMatchObject({
      ws_code: 0,
      stock_code: 1,
      product_name: 2,
      excl_price: 3,
      incl_price: 4,
      quantity: 5,
    });
    expect(map.ignored).toEqual(["Colour"]);
  });

  it("names the required columns a file lacks", () => {
    expect(missingRequiredColumns(mapHeadings(["Product Name", "Incl Price"]))).toEqual(["WS Code", "Stock Code"]);
    expect(missingRequiredColumns(mapHeadings(["WSCode", "Stock Code"]))).toEqual([]);
  });
});

describe("flags", () => {
  it("reads yes and no in the ways a spreadsheet writes them", () => {
    expect(parseFlag("Yes")).toEqual({ ok: true, value: 1 });
    expect(parseFlag("TRUE")).toEqual({ ok: true, value: 1 });
    expect(parseFlag("0")).toEqual({ ok: true, value: 0 });
    expect(parseFlag("maybe")).toEqual({ ok: false });
  });
});
