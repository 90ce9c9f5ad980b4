import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";

type ServedPage = { wireBytes: number; encoding: string | undefined; html: string; cookies: string[] };

/**
 * What the server really sends for a page to a browser that accepts gzip: the compressed bytes
 * on the wire (not the page compressed again by the test), and the page itself. A first visit
 * unless `cookie` says otherwise (see laterVisit).
 */
export function servedPage(url: string, cookie?: string): Promise<ServedPage> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) };
    const req = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        resolve({
          wireBytes: body.length,
          encoding,
          html: (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8"),
          cookies: (response.headers["set-cookie"] ?? []).map((header) => header.split(";")[0] ?? ""),
        });
      });
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * A page as a returning visitor's browser gets it: with the cookies a first visit set (the one
 * saying the stylesheet is cached, so the page links it instead of carrying it).
 */
export async function laterVisit(url: string): Promise<ServedPage> {
  const first = await servedPage(url);
  return servedPage(url, first.cookies.join("; "));
}
