import type http from "node:http";
import Database from "better-sqlite3";
import {
  cutAtNonce,
  fillNonce,
  isStorablePage,
  type NonceTemplate,
  PageStore,
  pageNonce,
  type StoredPage,
  sharedPageKey,
} from "./page-cache";
import { pageCompression } from "./response-compression.server";

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Pages kept at most, in bytes before compression: a /products page is about 140 KB. */
const MAX_BYTES = 16 * 1024 * 1024;

/** Headers that belong to one connection or one sending of the body, never to a stored page. */
const UNSTORED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/**
 * The database's version as SQLite counts it (`PRAGMA data_version`), read on a connection of its
 * own: it changes whenever any other connection (the app's, a script's, LiteFS applying the
 * primary's changes) commits a change. Null while the database cannot be opened: nothing is
 * cached then.
 */
function databaseVersion(databasePath: string): () => number | null {
  let read: (() => number) | null = null;
  return () => {
    try {
      if (!read) {
        const connection = new Database(databasePath, { readonly: true, fileMustExist: true });
        const statement = connection.prepare("PRAGMA data_version").pluck();
        read = () => statement.get() as number;
      }
      return read();
    } catch {
      read = null;
      return null;
    }
  };
}

/** The response as the app wrote it, held back instead of sent. */
type Captured = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };

/**
 * Holds back what the app writes to `response` and hands it to `done` when the app ends it; the
 * response's own methods are put back first, so `done` can send it.
 */
function captureResponse(response: http.ServerResponse, done: (page: Captured) => void): void {
  const own = { writeHead: response.writeHead, write: response.write, end: response.end };
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  const callbackOf = (...args: unknown[]) => args.find((arg) => typeof arg === "function") as (() => void) | undefined;

  response.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) this.setHeader(headers[index], headers[index + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    return this;
  } as typeof response.writeHead;
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    queueMicrotask(() => callbackOf(...rest)?.());
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    Object.assign(response, own);
    const callback = callbackOf(...args);
    if (callback) response.once("finish", callback);
    done({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) });
    return response;
  }) as typeof response.end;
}

function storedPage(page: Captured, nonce: string, version: number, renderedAt: number): StoredPage {
  const headers: [string, NonceTemplate][] = [];
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined || UNSTORED_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) {
      headers.push([name, cutAtNonce(Buffer.from(one), nonce)]);
    }
  }
  const body = cutAtNonce(page.body, nonce);
  return { headers, body, version, renderedAt, bytes: page.body.length };
}

/**
 * Wraps the server's listener (in the HTTP guard) with the shared-page cache, decision 0059: a
 * storefront page asked for by a visitor without an account, cart or message is rendered once and
 * served again to the next such visitors, each with a fresh nonce, until the database changes or
 * `maxAgeSeconds` pass. The app renders it uncompressed for the cache; every answer is compressed
 * here as the HTTP guard would have (decision 0085).
 */
export function withSharedPageCache(
  listener: Listener,
  options: { databasePath: string; maxAgeSeconds: number; createNonce: () => string },
): Listener {
  if (options.maxAgeSeconds <= 0) return listener;
  const store = new PageStore({ maxAgeMs: options.maxAgeSeconds * 1000, maxBytes: MAX_BYTES });
  const version = databaseVersion(options.databasePath);
  // Behind the HTTP guard the request reaches here without its Accept-Encoding (the guard
  // compresses), and this passes the body on as it is; on its own it compresses alike.
  const compress = pageCompression();

  const send = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    status: number,
    writeHeaders: () => void,
    body: Buffer,
  ) => {
    compress(request, response, () => {
      response.statusCode = status;
      writeHeaders();
      response.end(body);
    });
  };

  return (request, response) => {
    const key = sharedPageKey({
      method: request.method ?? "GET",
      url: request.url ?? "/",
      header: (name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      },
    });
    const versionNow = key === null ? null : version();
    if (key === null || versionNow === null) return listener(request, response);

    const now = Date.now();
    const stored = store.get(key, versionNow, now);
    if (stored) {
      const nonce = options.createNonce();
      return send(
        request,
        response,
        200,
        () => {
          for (const [name, value] of stored.headers) response.appendHeader(name, fillNonce(value, nonce).toString());
          response.setHeader("X-Page-Cache", "hit");
        },
        fillNonce(stored.body, nonce),
      );
    }

    // Rendered for this visitor, uncompressed so that it can be kept, then compressed here.
    const acceptEncoding = request.headers["accept-encoding"];
    delete request.headers["accept-encoding"];
    captureResponse(response, (page) => {
      if (acceptEncoding !== undefined) request.headers["accept-encoding"] = acceptEncoding;
      const nonce = pageNonce(String(page.headers["content-security-policy"] ?? ""));
      const storable = nonce !== null && isStorablePage({ status: page.status, header: (name) => page.headers[name] });
      if (storable) store.set(key, storedPage(page, nonce, versionNow, now));
      send(
        request,
        response,
        page.status,
        () => response.setHeader("X-Page-Cache", storable ? "miss" : "pass"),
        page.body,
      );
    });
    listener(request, response);
  };
}
