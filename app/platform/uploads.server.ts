import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
  | { ok: false; problem: "too-large"; field: string; size: number }
  | { ok: false; problem: "unreadable" };

/**
 * Reads a multipart form whose files may be large (videos): each named file part is written to
 * a temporary file as it streams in, counted, and never held whole in memory. A part past its
 * limit stops being written (its partial file is removed) and is counted on so the refusal can
 * say how large it was; counting stops at twice the limit. Unnamed parts are read past.
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
  if (announced > allowed) {
    // Refused before a byte is read: the largest file is the one that cannot fit.
    const [field] = limits.reduce((big, entry) => (entry[1] > big[1] ? entry : big));
    return { ok: false, problem: "too-large", field, size: announced };
  }

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
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
      const entry: DiskFile = { path: target, size: 0, filename: info.filename, declaredType: info.mimeType };
      files[name] = entry;
      const sink = fs.createWriteStream(target);
      sinks.push(sink);
      writes.push(
        new Promise<void>((resolveWrite, rejectWrite) => {
          sink.on("close", resolveWrite);
          sink.on("error", rejectWrite);
        }),
      );
      let over = false;
      stream.on("data", (chunk: Buffer) => {
        entry.size += chunk.length;
        if (over) return;
        if (entry.size > max) {
          over = true;
          sink.end();
          return;
        }
        // Back-pressure: the request is paused while the disk catches up.
        if (!sink.write(chunk)) {
          stream.pause();
          sink.once("drain", () => stream.resume());
        }
      });
      stream.on("limit", () => {
        over = true;
      });
      stream.on("end", () => {
        if (over && !tooLarge) tooLarge = { field: name, size: entry.size };
        if (!over) sink.end();
      });
      stream.on("error", (error) => sink.destroy(error));
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  try {
    Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>).pipe(parser);
    await done;
    await Promise.all(writes);
  } catch {
    for (const sink of sinks) sink.destroy();
    await cleanup();
    return { ok: false, problem: "unreadable" };
  }
  if (tooLarge) {
    await cleanup();
    const refused: { field: string; size: number } = tooLarge;
    return { ok: false, problem: "too-large", field: refused.field, size: refused.size };
  }
  return { ok: true, form: { fields, files, cleanup } };
}
