import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * What the server really sends for a page to a browser that accepts gzip: the compressed bytes
 * on the wire (not the page compressed again by the test), and the page itself.
 */
export function servedPage(url: string): Promise<{ wireBytes: number; encoding: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        resolve({
          wireBytes: body.length,
          encoding,
          html: (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8"),
        });
      });
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
