import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { csvFileEncoding, csvTextDecoder, decodeCsvStart } from "./csv-import-decode.server";
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
  const fileOf = (bytes: Uint8Array) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "csv-decode-")), "prices.csv");
    fs.writeFileSync(file, bytes);
    return file;
  };
  const streamed = async (chunks: Uint8Array[], encoding: "utf-8" | "windows-1252") => {
    let text = "";
    for await (const piece of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(csvTextDecoder(encoding)))
      text += String(piece);
    return text;
  };

  it("drops a UTF-8 byte-order mark", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("WS Code,Crème")]);
    expect(await csvFileEncoding(fileOf(bytes))).toBe("utf-8");
    expect(decodeCsvStart(bytes, "utf-8")).toBe("WS Code,Crème");
    expect(await streamed([bytes], "utf-8")).toBe("WS Code,Crème");
  });

  it("reads Windows-1252 from Excel when the bytes are not UTF-8, so Crème stays Crème", async () => {
    const bytes = new Uint8Array([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x96, 0x20, 0x80]);
    expect(await csvFileEncoding(fileOf(bytes))).toBe("windows-1252");
    expect(decodeCsvStart(bytes, "windows-1252")).toBe("Crème – €");
    expect(await streamed([bytes.subarray(0, 3), bytes.subarray(3)], "windows-1252")).toBe("Crème – €");
  });

  it("reads a character split between two chunks whole, and leaves out one cut off at the end of the start", async () => {
    const bytes = new TextEncoder().encode("Crème");
    expect(await csvFileEncoding(fileOf(bytes))).toBe("utf-8");
    expect(await streamed([bytes.subarray(0, 3), bytes.subarray(3)], "utf-8")).toBe("Crème");
    expect(decodeCsvStart(bytes.subarray(0, 3), "utf-8")).toBe("Cr");
    // A file cut off in the middle of a character is not UTF-8.
    expect(await csvFileEncoding(fileOf(bytes.subarray(0, 3)))).toBe("windows-1252");
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
