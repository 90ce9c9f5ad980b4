import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "busboy";

/**
 * Reads a multipart form with one file, as it streams in: the file is counted while it arrives
 * and reading stops at its limit, so no more than the limit is ever held in memory; other files
 * are read past and dropped, and only the named text fields are kept. busboy parses the parts
 * (file names with '=' or ';' included, which Remix's own parser refused).
 */
export type UploadedFile = { filename: string | null; bytes: Uint8Array<ArrayBuffer>; declaredType: string };
export type UploadForm = { fields: Record<string, string>; file: UploadedFile | null };
export type UploadOutcome = { ok: true; form: UploadForm } | { ok: false; problem: "too-large" | "unreadable" };

/** Room for the boundaries and the text fields around a file at the limit. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readUploadForm(
  request: Request,
  options: { fileField: string; maxFileBytes: number; fields: readonly string[] },
): Promise<UploadOutcome> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    return { ok: false, problem: "unreadable" };
  }
  // A body that announces far more than the file may weigh is refused before a byte is read.
  const announced = Number(request.headers.get("Content-Length") ?? 0);
  if (announced > options.maxFileBytes + FORM_OVERHEAD_BYTES) return { ok: false, problem: "too-large" };

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fileSize: options.maxFileBytes, files: 5, fields: 20, fieldSize: 16 * 1024, parts: 30 },
    });
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const wanted = new Set(options.fields);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let tooLarge = false;

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      if (wanted.has(name) && !(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // Only the first file of the named field is used (spec: "only the first selected file").
      if (name !== options.fileField || file !== null) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        tooLarge = true;
      });
      stream.on("end", () => {
        if (!tooLarge) {
          file = {
            filename: info.filename || null,
            bytes: new Uint8Array(Buffer.concat(chunks)),
            declaredType: info.mimeType,
          };
        }
      });
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>).pipe(parser);
    await done;
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (tooLarge) return { ok: false, problem: "too-large" };
  return { ok: true, form: { fields, file } };
}
