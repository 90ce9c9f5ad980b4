import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";

/**
 * How the server compresses what it sends (decision 0085). Loaded by the HTTP guard
 * (scripts/http-guard.ts), in front of remix-serve, whose own compression (Express's `compression`
 * with its defaults: brotli at quality 4) then finds nothing left to do.
 *
 * - Pages and data: brotli at quality 5 (gzip at zlib's default for a browser without brotli).
 *   Measured on the shop's pages: 8% fewer bytes than quality 4 (a product page 6.6 KB against
 *   6.1 KB), about 1 ms for a 30 KB page either way; 6 and 9 save a few bytes more for several
 *   times the time, 11 takes 100-400 ms a page.
 * - The build's scripts and stylesheet (public/build, immutable, named by their content): brotli
 *   at quality 11 once, when the app is built (scripts/build/precompress.mjs writes `name.br`
 *   beside each file), and sent as they are: 13% fewer bytes than quality 4 (React and Remix's
 *   file 74.6 KB against 86.6 KB), which would take 2 s of the server's time per request.
 */
export const PAGE_BROTLI_QUALITY = 5;

/** Only files the build names by their content, so a file sent once stays right for a year. */
const BUILD_PREFIX = "/build/";
const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Express's compression with the shop's settings; also used by the shared-page cache. */
export function pageCompression(): Middleware {
  return compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
  }) as unknown as Middleware;
}

function acceptsBrotli(request: http.IncomingMessage): boolean {
  const header = request.headers["accept-encoding"];
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== "br") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Where the precompressed copy of the build file the request asks for would be, if the browser
 * takes brotli: its path and content type; otherwise null (the request goes on as before). Whether
 * the build made one is found by the one `stat` that serves it (a file no smaller compressed has
 * none).
 */
export function precompressedFile(
  request: http.IncomingMessage,
  buildDirectory: string,
): { file: string; type: string } | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.range !== undefined || !acceptsBrotli(request)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/");
  } catch {
    return null;
  }
  if (!pathname.startsWith(BUILD_PREFIX) || pathname.includes("\0")) return null;
  const type = PRECOMPRESSED_TYPES[path.extname(pathname)];
  if (!type) return null;
  const root = path.resolve(buildDirectory);
  const file = path.resolve(root, `.${pathname.slice(BUILD_PREFIX.length - 1)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return { file: `${file}.br`, type };
}

/**
 * Wraps the server's listener: a build file with a precompressed copy is sent from that copy, with
 * the headers remix-serve gives build files (cached for a year, immutable); everything else is
 * compressed here with `pageCompression`. The listener inside sees no Accept-Encoding, so
 * remix-serve's compression (and the shared-page cache's) leaves the body as it is: the
 * compression middleware reads the header when the response's headers are written, so the one
 * here is handed the request's method and Accept-Encoding as they came.
 */
export function withCompression(listener: Listener, options: { buildDirectory: string }): Listener {
  const compress = pageCompression();
  const compressed: Listener = (request, response) => {
    const asked = {
      method: request.method,
      headers: { "accept-encoding": request.headers["accept-encoding"] },
    } as http.IncomingMessage;
    delete request.headers["accept-encoding"];
    compress(asked, response, () => listener(request, response));
  };
  return (request, response) => {
    const precompressed = precompressedFile(request, options.buildDirectory);
    if (!precompressed) return compressed(request, response);
    fs.stat(precompressed.file, (error, stats) => {
      // No copy (the build made none, or a new build is being copied in): compressed as a page is.
      if (error || !stats.isFile()) return compressed(request, response);
      response.writeHead(200, {
        "Content-Type": precompressed.type,
        "Content-Encoding": "br",
        "Content-Length": stats.size,
        // No Last-Modified: a file named by its content is never asked about again (decision 0101).
        "Cache-Control": "public, max-age=31536000, immutable",
        Vary: "Accept-Encoding",
      });
      if (request.method === "HEAD") {
        response.end();
        return;
      }
      fs.createReadStream(precompressed.file)
        .on("error", () => response.destroy())
        .pipe(response);
    });
  };
}
