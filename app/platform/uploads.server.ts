import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "busboy";

/** Room for the boundaries and the text fields around a file at the limit. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/**
 * A form announced past its limit is still read, its files only counted, up to this many bytes
 * beyond what it may hold, so its typed fields come back with the refusal (a picture of 6 MB
 * must not empty the form around it); a larger one is refused unread.
 */
const READ_PAST_LIMIT_BYTES = 32 * 1024 * 1024;

/** A file part written to a temporary file as it arrived; `size` is the bytes received. */
export type DiskFile = { path: string; size: number; filename: string | null; declaredType: string };
export type DiskUploadForm = {
  fields: Record<string, string>;
  files: Record<string, DiskFile>;
  /** Removes the temporary files; call it once they have been stored (or refused). */
  cleanup(): Promise<void>;
};
export type DiskUploadOutcome =
  | { ok: true; form: DiskUploadForm }
  /** `fields`: what was typed around the file, for the form to show again (empty when it was not read). */
  | { ok: false; problem: "too-large"; field: string; size: number; fields: Record<string, string> }
  | { ok: false; problem: "unreadable" };

/**
 * Reads a multipart form as it streams in: each named file part is written to a temporary file,
 * counted, and never held whole in memory, whether a video or a proof of payment. busboy parses
 * the parts (file names with '=' or ';' included, which Remix's own parser refused). A part past its
 * limit stops being written (its partial file is removed) and is counted on so the refusal can
 * say how large it was; counting stops at twice the limit. Unnamed parts are read past. A refusal
 * for size carries the text fields read, so the form comes back as it was typed.
 */
export async function readUploadFormToDisk(
  request: Request,
  options: { files: Record<string, number>; fields: readonly string[] },
): Promise<DiskUploadOutcome> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    return { ok: false, problem: "unreadable" };
  }
  const limits = Object.entries(options.files);
  const allowed = limits.reduce((sum, [, max]) => sum + max, 0) + FORM_OVERHEAD_BYTES;
  const announced = Number(request.headers.get("Content-Length") ?? 0);
  // The largest file is the one that cannot fit.
  const [largest] = limits.reduce((big, entry) => (entry[1] > big[1] ? entry : big));
  if (announced > allowed + READ_PAST_LIMIT_BYTES) {
    // Refused before a byte is read.
    return { ok: false, problem: "too-large", field: largest, size: announced, fields: {} };
  }
  // Past its limit but not by much: read for its fields, the files only counted (none is kept).
  const announcedTooLarge = announced > allowed;

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // The name as sent: cleanUploadName takes the folders off (busboy would lose "a\" whole).
      preservePath: true,
      limits: {
        fileSize: Math.max(...limits.map(([, max]) => max)) * 2,
        files: 5,
        fields: 20,
        fieldSize: 16 * 1024,
        parts: 30,
      },
    });
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), "upload-"));
  const cleanup = () => fsp.rm(folder, { recursive: true, force: true });
  const wanted = new Set(options.fields);
  const maxOf = new Map(limits);
  const fields: Record<string, string> = {};
  const files: Record<string, DiskFile> = {};
  const writes: Promise<void>[] = [];
  const sinks: fs.WriteStream[] = [];
  let tooLarge: { field: string; size: number } | null = null;

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      if (wanted.has(name) && !(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      const max = maxOf.get(name);
      // Only the first file of each named field is used; an empty file input sends a part with no name.
      if (max === undefined || name in files || !info.filename) {
        stream.resume();
        return;
      }
      const target = path.join(folder, name);
      const filename = cleanUploadName(info.filename);
      const entry: DiskFile = { path: target, size: 0, filename, declaredType: info.mimeType };
      files[name] = entry;
      const sink = fs.createWriteStream(target);
      sinks.push(sink);
      if (announcedTooLarge) sink.end();
      writes.push(
        new Promise<void>((resolveWrite, rejectWrite) => {
          sink.on("close", resolveWrite);
          sink.on("error", rejectWrite);
        }),
      );
      let over = announcedTooLarge;
      // Past the limit the file is no longer written, only counted. busboy may say 'limit' before
      // the data it has let through arrives (a large chunk), or while the stream waits for the
      // disk: the file is ended and the stream let go either way, or the form would never finish.
      const stopWriting = () => {
        if (over) return;
        over = true;
        sink.end();
        stream.resume();
      };
      stream.on("data", (chunk: Buffer) => {
        entry.size += chunk.length;
        if (over) return;
        if (entry.size > max) {
          stopWriting();
          return;
        }
        // Back-pressure: the request is paused while the disk catches up.
        if (!sink.write(chunk)) {
          stream.pause();
          sink.once("drain", () => stream.resume());
        }
      });
      stream.on("limit", stopWriting);
      stream.on("end", () => {
        if (entry.size > max && !tooLarge) tooLarge = { field: name, size: entry.size };
        if (!over) sink.end();
      });
      stream.on("error", (error) => sink.destroy(error));
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    const boundary = multipartBoundary(contentType);
    (boundary ? body.pipe(cleanPartHeaders(boundary)) : body).pipe(parser);
    await done;
    await Promise.all(writes);
  } catch {
    for (const sink of sinks) sink.destroy();
    await cleanup();
    return { ok: false, problem: "unreadable" };
  }
  if (tooLarge || announcedTooLarge) {
    await cleanup();
    const refused: { field: string; size: number } = tooLarge ?? { field: largest, size: announced };
    return { ok: false, problem: "too-large", field: refused.field, size: refused.size, fields };
  }
  return { ok: true, form: { fields, files, cleanup } };
}

/**
 * The name an uploaded file came with, cleaned (decision 0062): no control characters (a NUL),
 * no folders (an old browser's "C:\fakepath\", or a Linux name holding a backslash: the part
 * after the last "/" or "\", trailing ones dropped first), trimmed; null when nothing is left.
 * The file is judged by its content, never by this name, which is only shown to staff.
 */
export function cleanUploadName(raw: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const printable = (raw ?? "").replace(/[\u0000-\u001f\u007f]/g, "");
  const base =
    printable
      .replace(/[/\\\s]+$/, "")
      .split(/[/\\]/)
      .pop()
      ?.trim() ?? "";
  return base === "" || base === "." || base === ".." ? null : base;
}

/** The boundary a multipart Content-Type names; null when it names none. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

const BACKSLASH = 0x5c;
const HEADERS_END = Buffer.from("\r\n\r\n");
/** A part's headers longer than this are passed on as they are (busboy refuses them). */
const MAX_PART_HEADERS = 16 * 1024;

/**
 * A part's header block as browsers write it, made readable by busboy: control characters (a
 * NUL in a file name) are dropped, where busboy would refuse the whole form, and each backslash
 * is doubled, since browsers send a name's backslashes as they are (only CR, LF and '"' are
 * escaped, as %0D, %0A and %22) while busboy reads a backslash as escaping the next character:
 * a name ending in one would swallow the closing quote and the file would be dropped.
 */
function cleanHeaderBlock(block: Buffer): Buffer {
  const out: number[] = [];
  for (const byte of block) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f) continue;
    out.push(byte);
    if (byte === BACKSLASH) out.push(BACKSLASH);
  }
  return Buffer.from(out);
}

/**
 * Passes a multipart body on unchanged but for each part's header block, cleaned by
 * `cleanHeaderBlock`. The parts' contents stream through as they arrive: only a delimiter's
 * length is held back between chunks, and a header block until its end.
 */
export function cleanPartHeaders(boundary: string): Transform {
  // As busboy reads it: a delimiter is a line break and the boundary; the body's first line is
  // read as if a line break came before it (held here, and never passed on).
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = Buffer.from("\r\n");
  let unsent = 2;
  let inHeaders = false;
  const withoutUnsent = (out: Buffer): Buffer => {
    const skipped = Math.min(unsent, out.length);
    unsent -= skipped;
    return out.subarray(skipped);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const out: Buffer[] = [];
      for (;;) {
        if (inHeaders) {
          const end = pending.indexOf(HEADERS_END);
          if (end === -1) {
            if (pending.length > MAX_PART_HEADERS) {
              out.push(pending);
              pending = Buffer.alloc(0);
              inHeaders = false;
            }
            break;
          }
          out.push(cleanHeaderBlock(pending.subarray(0, end)), HEADERS_END);
          pending = pending.subarray(end + HEADERS_END.length);
          inHeaders = false;
        } else {
          const at = pending.indexOf(delimiter);
          if (at === -1) {
            // The end may be the start of a delimiter cut by the chunk's edge: it waits for the next.
            const kept = Math.min(pending.length, delimiter.length - 1);
            out.push(pending.subarray(0, pending.length - kept));
            pending = pending.subarray(pending.length - kept);
            break;
          }
          out.push(pending.subarray(0, at + delimiter.length));
          pending = pending.subarray(at + delimiter.length);
          inHeaders = true;
        }
      }
      next(null, withoutUnsent(Buffer.concat(out)));
    },
    flush(next) {
      next(null, withoutUnsent(inHeaders ? cleanHeaderBlock(pending) : pending));
    },
  });
}

/** A form with one file (or none chosen), its file in a temporary file until `cleanup()`. */
export type SingleUploadForm = { fields: Record<string, string>; file: DiskFile | null; cleanup(): Promise<void> };
export type SingleUploadOutcome =
  | { ok: true; form: SingleUploadForm }
  /** `fields`: what was typed around the file, for the form to show again. */
  | { ok: false; problem: "too-large"; fields: Record<string, string> }
  | { ok: false; problem: "unreadable" };

/**
 * Reads a form with one file field (a picture, a PDF, a proof, a CSV) through
 * `readUploadFormToDisk`: only the first file of `fileField` is kept, at most `maxFileBytes`.
 */
export async function readSingleUpload(
  request: Request,
  options: { fileField: string; maxFileBytes: number; fields: readonly string[] },
): Promise<SingleUploadOutcome> {
  const upload = await readUploadFormToDisk(request, {
    files: { [options.fileField]: options.maxFileBytes },
    fields: options.fields,
  });
  if (!upload.ok) {
    return upload.problem === "too-large"
      ? { ok: false, problem: "too-large", fields: upload.fields }
      : { ok: false, problem: "unreadable" };
  }
  const { fields, files, cleanup } = upload.form;
  return { ok: true, form: { fields, file: files[options.fileField] ?? null, cleanup } };
}

/**
 * Reads a one-file form and hands the outcome to `use`; the temporary file is removed once `use`
 * is done, whether it stored the file, refused it or threw.
 */
export async function withSingleUpload<T>(
  request: Request,
  options: { fileField: string; maxFileBytes: number; fields: readonly string[] },
  use: (outcome: SingleUploadOutcome) => Promise<T>,
): Promise<T> {
  const outcome = await readSingleUpload(request, options);
  try {
    return await use(outcome);
  } finally {
    if (outcome.ok) await outcome.form.cleanup();
  }
}

/** The first `count` bytes of a file (fewer when it is shorter), without reading the rest. */
export async function readFileStart(filePath: string, count: number): Promise<Uint8Array> {
  const handle = await fsp.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
