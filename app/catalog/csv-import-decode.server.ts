import fs from "node:fs";
import type { Transform } from "node:stream";
import iconv from "iconv-lite";

/**
 * A CSV file's bytes as text: staff's files come from Excel as often as from the accounting
 * system. The file is read in chunks, never whole: once to tell its encoding when it is
 * uploaded, and as a stream of text when the import's jobs read its rows.
 */

export type CsvEncoding = "utf-8" | "windows-1252";

/** UTF-8 when the file's bytes are valid UTF-8, otherwise Windows-1252, as Excel saves. */
export async function csvFileEncoding(filePath: string): Promise<CsvEncoding> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const valid = (chunk?: Uint8Array) => {
    try {
      decoder.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  };
  for await (const chunk of fs.createReadStream(filePath)) {
    if (!valid(chunk as Buffer)) return "windows-1252";
  }
  return valid() ? "utf-8" : "windows-1252";
}

/**
 * The start of a file as text (for its headings): a UTF-8 byte-order mark is dropped, and a
 * character cut off at the end is left out rather than garbled.
 */
export function decodeCsvStart(bytes: Uint8Array, encoding: CsvEncoding): string {
  // Not TextDecoder for Windows-1252: Node's reads it as Latin-1, turning Excel's – and € into controls.
  if (encoding === "windows-1252") return iconv.decode(Buffer.from(bytes), "win1252");
  return new TextDecoder("utf-8").decode(bytes, { stream: true });
}

/** Turns the file's bytes into text as they stream past (a UTF-8 byte-order mark is dropped). */
export function csvTextDecoder(encoding: CsvEncoding): Transform {
  return iconv.decodeStream(encoding === "windows-1252" ? "win1252" : "utf-8") as Transform;
}

/** A file that is text at all: no NUL bytes (a spreadsheet, an image or a zip has them early). */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}
