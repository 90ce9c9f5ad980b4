import iconv from "iconv-lite";

/** A CSV file's bytes as text: staff's files come from Excel as often as from the accounting system. */

export type DecodedText = { text: string; encoding: "utf-8" | "windows-1252" };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252, as Excel saves. */
export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    // Not TextDecoder: Node's reads 'windows-1252' as Latin-1, turning Excel's – and € into controls.
    return { text: iconv.decode(Buffer.from(body), "win1252"), encoding: "windows-1252" };
  }
}

/** A file that is text at all: no NUL bytes (a spreadsheet, an image or a zip has them early). */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}
