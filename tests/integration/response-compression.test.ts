import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { withCompression } from "~/platform/response-compression.server";
import { precompress } from "../../scripts/build/precompress.mjs";

/**
 * The HTTP guard's compression (decision 0085) in front of what remix-serve runs: Express with
 * its own compression, the build's files from public/build and the pages. The build folder is a
 * scratch copy holding React's own minified file, precompressed by the build's script.
 */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

const REACT_FILE = path.resolve("node_modules/react/cjs/react.production.min.js");
const PAGE = `<!DOCTYPE html><html><body>${Array.from({ length: 200 }, (_, index) => `<p class="price">Lucerne bale ${index}, R ${189 + index}.00</p>`).join("")}</body></html>`;

let server: http.Server;
let port: number;
let buildDirectory: string;

function request(method: string, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      // The address as written (a URL would resolve `..` before sending).
      .request({ host: "127.0.0.1", port, path: address, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const text =
            body.length === 0
              ? ""
              : (encoding === "br"
                  ? zlib.brotliDecompressSync(body)
                  : encoding === "gzip"
                    ? zlib.gunzipSync(body)
                    : body
                ).toString();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
        });
      })
      .on("error", reject)
      .end();
  });
}

const brotliAt = (text: string | Buffer, quality: number) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;

beforeAll(async () => {
  buildDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "compression-build-"));
  fs.mkdirSync(path.join(buildDirectory, "_shared"));
  fs.copyFileSync(REACT_FILE, path.join(buildDirectory, "_shared", "framework-AB12.js"));
  // Beside the build folder, not in it: `/build/../<folder>-secret.js` would name it.
  fs.writeFileSync(`${buildDirectory}-secret.js.br`, zlib.brotliCompressSync("a secret"));
  await precompress(buildDirectory);

  // As remix-serve sets itself up (node_modules/@remix-run/serve/dist/cli.js).
  const app = express();
  app.use(compression());
  app.use("/build", express.static(buildDirectory, { immutable: true, maxAge: "1y" }));
  app.get("/products", (_request, response) => {
    response.type("html");
    response.write(PAGE.slice(0, 1000));
    response.end(PAGE.slice(1000));
  });
  // `new http.Server`, not `http.createServer`: a test file before this one in the same worker
  // may have loaded the HTTP guard, which wraps every server made with the latter.
  server = new http.Server(withCompression(app as unknown as http.RequestListener, { buildDirectory }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(buildDirectory, { recursive: true, force: true });
  fs.rmSync(`${buildDirectory}-secret.js.br`, { force: true });
});

describe("compression in front of the shop", () => {
  it("sends a build file to a browser that takes brotli as the build compressed it, at quality 11", async () => {
    const original = fs.readFileSync(REACT_FILE);
    const answer = await request("GET", "/build/_shared/framework-AB12.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.text).toBe(original.toString());
    expect(answer.body.equals(fs.readFileSync(path.join(buildDirectory, "_shared", "framework-AB12.js.br")))).toBe(
      true,
    );
    // Fewer bytes than remix-serve's own compression made of it (brotli at quality 4).
    expect(answer.body.length).toBeLessThan(brotliAt(original, 4));
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");

    // The same file compressed on the fly to a browser without brotli, plain to one without either.
    const gzip = await request("GET", "/build/_shared/framework-AB12.js", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(original.toString());
    const plain = await request("GET", "/build/_shared/framework-AB12.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(original.toString());
  });

  it("answers HEAD with the headers alone", async () => {
    const answer = await request("HEAD", "/build/_shared/framework-AB12.js", { "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("compresses a build file the build left without a copy as it would a page", async () => {
    const script = "export const routeChunk = 'route chunk';\n".repeat(40);
    fs.writeFileSync(path.join(buildDirectory, "route-CD34.js"), script);
    const answer = await request("GET", "/build/route-CD34.js", { "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.text).toBe(script);
    const missing = await request("GET", "/build/no-such-chunk.js", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
  });

  it("never sends a file from outside the build folder", async () => {
    const address = `/build/%2e%2e/${path.basename(buildDirectory)}-secret.js`;
    const answer = await request("GET", address, { "Accept-Encoding": "br" });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain("a secret");
  });

  it("compresses a page once, with brotli at quality 5", async () => {
    const answer = await request("GET", "/products", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    // Decompressed once, the page: not compressed a second time by Express's compression.
    expect(answer.text).toBe(PAGE);
    expect(answer.body.length).toBeLessThan(brotliAt(PAGE, 4));
    expect(String(answer.headers.vary)).toContain("Accept-Encoding");
  });
});
