import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "./env.server";
import {
  type Bucket,
  deleteObject,
  getObjectBytes,
  getObjectStream,
  headObject,
  putObject,
  shopBucket,
} from "./s3.server";

/**
 * Stored files behind one small interface with two backends (decision 0056): a folder on disk
 * (UPLOADS_DIR, the default) or an S3-compatible bucket when one is configured. Keys are made
 * here, never taken from the client: `folder/uuid.ext`. The bucket is private: every file is
 * served through the app's own routes, so payment proofs stay behind their access check.
 */

const SAFE_FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-zA-Z0-9._-]+$/;

export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  csv: "text/csv",
};

/** What a backend does with a key that has already been checked. */
export interface StorageBackend {
  readonly kind: "folder" | "bucket";
  write(key: string, body: Buffer | Uint8Array | Readable): Promise<void>;
  /** The whole file; rejects when there is none. */
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** The file's size; undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The bytes from `start` to `end` inclusive, as a stream. */
  open(key: string, range: { start: number; end: number }): Promise<Readable>;
}

/** Is `key` one this module could have made (and so safe to use as a path or object key)? */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream";
}

/** Files under a folder on this machine; `root` is asked each time (UPLOADS_DIR). */
export function folderStorage(root: () => string): StorageBackend {
  const fileOf = (key: string) => path.join(root(), key);
  return {
    kind: "folder",
    async write(key, body) {
      const target = fileOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      if (body instanceof Readable) await pipeline(body, fs.createWriteStream(target));
      else await fsp.writeFile(target, body);
    },
    read: (key) => fsp.readFile(fileOf(key)),
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async size(key) {
      try {
        const stat = await fsp.stat(fileOf(key));
        return stat.isFile() ? stat.size : undefined;
      } catch {
        return undefined;
      }
    },
    async open(key, { start, end }) {
      return fs.createReadStream(fileOf(key), { start, end });
    },
  };
}

/** Objects in an S3-compatible bucket, under the same keys as on disk. */
export function bucketStorage(bucket: Bucket): StorageBackend {
  return {
    kind: "bucket",
    write: (key, body) => putObject(bucket, key, body, contentTypeOf(key)),
    read: (key) => getObjectBytes(bucket, key),
    remove: (key) => deleteObject(bucket, key),
    async size(key) {
      return (await headObject(bucket, key))?.size;
    },
    open: (key, range) => getObjectStream(bucket, key, range),
  };
}

let chosen: StorageBackend | undefined;

/** The shop's storage: the bucket when one is configured, else UPLOADS_DIR. */
export function storage(): StorageBackend {
  if (chosen) return chosen;
  const bucket = shopBucket(env().s3);
  chosen = bucket ? bucketStorage(bucket) : folderStorage(() => env().UPLOADS_DIR);
  return chosen;
}

/** Puts another backend in place (tests against a loopback bucket); undefined: back to the configured one. */
export function useStorage(backend: StorageBackend | undefined): void {
  chosen = backend;
}

/** A new key in `folder` with the given extension, e.g. newStorageKey("products", "webp"). */
export function newStorageKey(folder: string, extension: string, baseName: string = randomUUID()): string {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`Unsafe storage folder: ${folder}`);
  const ext = extension.toLowerCase().replace(/^\./, "");
  if (!SAFE_EXTENSION.test(ext)) throw new Error(`Unsafe file extension: ${extension}`);
  return `${folder}/${baseName}.${ext}`;
}

/** Stores bytes, or a stream as it arrives (the bucket takes it in parts, never whole in memory). */
export async function saveFile(key: string, data: Buffer | Uint8Array | Readable): Promise<void> {
  await storage().write(checkedKey(key), data);
}

/** The whole file; throws when the key is unknown or unsafe. */
export async function readFile(key: string): Promise<Buffer> {
  return storage().read(checkedKey(key));
}

/** The whole file as a stream, never whole in memory; throws when the key is unknown or unsafe. */
export async function openFile(key: string): Promise<Readable> {
  const backend = storage();
  const size = await backend.size(checkedKey(key));
  if (size === undefined) throw new Error(`No stored file ${key}`);
  if (size === 0) return Readable.from([]);
  return backend.open(key, { start: 0, end: size - 1 });
}

export async function deleteFile(key: string): Promise<void> {
  await storage().remove(checkedKey(key));
}

export async function fileExists(key: string): Promise<boolean> {
  if (!isStorageKey(key)) return false;
  return (await storage().size(key)) !== undefined;
}

/**
 * The folders `/uploads/*` serves to anyone (decision 0062): what the storefront, the product
 * pages and the newsletters' e-mails show. Every other key is staff-only or internal and is
 * refused there: payment proofs (`payment-proofs/`, with their previews), the staff-only files
 * under `private/` (an import's uploaded price list), and any folder added later until it is
 * named here. Staff-only files are served by routes that check the role.
 */
export const PUBLIC_FOLDERS = [
  "products",
  "categories",
  "blog",
  "documents",
  "videos",
  "homepage-videos",
  "about-videos",
  "newsletter-images",
  "variants",
] as const;

/** The folder of staff-only files: never served at `/uploads/*`, each kind by its own route. */
export const PRIVATE_FOLDER = "private";

/** May anyone read this key at `/uploads/*`? Only keys in a public folder. */
export function isPublicKey(key: string): boolean {
  return isStorageKey(key) && PUBLIC_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
}

/** The public address of a stored file (served by the /uploads/* route). */
export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

/** The storage key behind a `publicUrl` address; null for any other address. */
export function storageKeyOf(url: string | null): string | null {
  const key = url?.startsWith("/uploads/") ? url.slice("/uploads/".length) : "";
  return isStorageKey(key) ? key : null;
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
  if (!isStorageKey(key)) return new Response("Not found", { status: 404 });
  const backend = storage();
  const size = await backend.size(key);
  if (size === undefined) return new Response("Not found", { status: 404 });
  const headers = new Headers({
    "Content-Type": contentTypeOf(key),
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
  const body = Readable.toWeb(await backend.open(key, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status: range ? 206 : 200, headers });
}
