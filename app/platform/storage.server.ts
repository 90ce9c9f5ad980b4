import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "./env.server";

/**
 * Files on disk under UPLOADS_DIR, behind one small interface so an S3-compatible store can take
 * its place later. Keys are made here, never taken from the client: `folder/uuid.ext`.
 */

const SAFE_FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-zA-Z0-9._-]+$/;

export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  csv: "text/csv",
};

function root(): string {
  return env().UPLOADS_DIR;
}

function resolveKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(root(), key);
}

/** A new key in `folder` with the given extension, e.g. newStorageKey("products", "webp"). */
export function newStorageKey(folder: string, extension: string, baseName: string = randomUUID()): string {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`Unsafe storage folder: ${folder}`);
  const ext = extension.toLowerCase().replace(/^\./, "");
  if (!SAFE_EXTENSION.test(ext)) throw new Error(`Unsafe file extension: ${extension}`);
  return `${folder}/${baseName}.${ext}`;
}

export async function saveFile(key: string, data: Buffer | Uint8Array): Promise<void> {
  const target = resolveKey(key);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.writeFile(target, data);
}

/** The whole file; throws when the key is unknown or unsafe. */
export async function readFile(key: string): Promise<Buffer> {
  return fsp.readFile(resolveKey(key));
}

export async function deleteFile(key: string): Promise<void> {
  await fsp.rm(resolveKey(key), { force: true });
}

export async function fileExists(key: string): Promise<boolean> {
  try {
    await fsp.access(resolveKey(key));
    return true;
  } catch {
    return false;
  }
}

/** The public address of a stored file (served by the /uploads/* route). */
export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

type Range = { start: number; end: number };

/** Parses a single `bytes=` range; undefined for none, "unsatisfiable" when it cannot be served. */
export function parseRange(header: string | null, size: number): Range | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return "unsatisfiable";
  let start: number;
  let end: number;
  if (startText === "") {
    const suffix = Number(endText);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  }
  if (start > end || start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Streams a stored file as an HTTP response, honouring Range requests (video and PDF viewers
 * ask for parts). Returns 404 when the key is unknown or unsafe.
 */
export async function streamFile(key: string, request: Request, cacheControl: string): Promise<Response> {
  let target: string;
  try {
    target = resolveKey(key);
  } catch {
    return new Response("Not found", { status: 404 });
  }
  let size: number;
  try {
    const stat = await fsp.stat(target);
    if (!stat.isFile()) return new Response("Not found", { status: 404 });
    size = stat.size;
  } catch {
    return new Response("Not found", { status: 404 });
  }
  const extension = path.extname(target).slice(1).toLowerCase();
  const headers = new Headers({
    "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
  });
  const range = parseRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  if (request.method === "HEAD" || size === 0) {
    return new Response(null, { status: range ? 206 : 200, headers });
  }
  const body = Readable.toWeb(fs.createReadStream(target, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status: range ? 206 : 200, headers });
}
