import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import { db } from "~/platform/db.server";
import { createNonce } from "~/platform/security-headers.server";
import { withSharedPageCache } from "~/platform/shared-page-cache.server";

/**
 * The shared-page cache (decision 0059) in front of a stand-in for the app that renders as Remix
 * does behind remix-serve: a fresh nonce in the policy and in the page, compressed by Express's
 * compression when asked, on this test file's own database.
 */
type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void;

let renders = 0;
let server: http.Server;
let base: string;

const appCompression = compression() as unknown as (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => void,
) => void;

const app: Listener = (request, response) =>
  appCompression(request, response, () => {
    renders += 1;
    const nonce = randomBytes(16).toString("base64");
    response.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
    response.setHeader("Vary", "Save-Data");
    if (request.url === "/product/NOPE") {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(`<script nonce="${nonce}"></script><h1>Oops! Page not found</h1>`);
      return;
    }
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader(
      "Set-Cookie",
      request.url === "/specials" ? ["css=abc; Path=/", "toast=hi; Path=/"] : ["css=abc; Path=/"],
    );
    // Written in pieces, as Remix writes a page.
    response.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head>`);
    response.write(`<body>${"<p>Lucerne bales, R 189.00</p>".repeat(100)}`);
    response.end(`<script nonce="${nonce}" type="module">import "/build/a.js"</script></body></html>`);
  });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const text = (
            encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body
          ).toString();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text });
        });
      })
      .on("error", reject);
  });
}

function nonceOf(answer: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  if (!nonce) throw new Error("no nonce in the policy");
  return nonce;
}

beforeAll(async () => {
  server = http.createServer(
    withSharedPageCache(app, { databasePath: String(process.env.DATABASE_PATH), maxAgeSeconds: 60, createNonce }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  renders = 0;
});

describe("the shared-page cache", () => {
  it("serves the next anonymous visitor the page rendered for the first, with a nonce of its own", async () => {
    const first = await get("/products?page=7");
    const second = await get("/products?page=7");
    expect(renders).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.status).toBe(200);

    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.text).not.toContain(firstNonce);
    expect(second.text.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${secondNonce}"`, `nonce="${secondNonce}"`]);
    expect(second.text.replaceAll(secondNonce, "N")).toBe(first.text.replaceAll(firstNonce, "N"));
    expect(second.headers["set-cookie"]).toEqual(["css=abc; Path=/"]);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(String(second.headers.vary)).toContain("Save-Data");
  });

  it("renders the page again once anything in the database has changed", async () => {
    await get("/product/WS000012");
    await get("/product/WS000012");
    expect(renders).toBe(1);
    await db()
      .updateTable("products")
      .set({ product_name: "Lucerne bales, small" })
      .where("ws_code", "=", "WS000012")
      .execute();
    const after = await get("/product/WS000012");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(renders).toBe(2);
  });

  it("compresses a kept page as the browser asks, as the app would have", async () => {
    const miss = await get("/blog", { "Accept-Encoding": "gzip" });
    const hit = await get("/blog", { "Accept-Encoding": "br, gzip" });
    expect(renders).toBe(1);
    expect(miss.headers["content-encoding"]).toBe("gzip");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.body.length).toBeLessThan(hit.text.length / 5);
    expect(hit.text.replaceAll(nonceOf(hit), "N")).toBe(miss.text.replaceAll(nonceOf(miss), "N"));
    expect(String(hit.headers.vary)).toContain("Accept-Encoding");
  });

  it("renders the page for every visitor who carries a session, a cart or a message", async () => {
    for (const cookie of ["__session=abc", "css=abc; cart=1", "toast=hello"]) {
      const answer = await get("/about", { Cookie: cookie });
      expect(answer.headers["x-page-cache"], cookie).toBeUndefined();
    }
    expect(renders).toBe(3);
  });

  it("keeps visitors with a different stylesheet cookie or network hints apart", async () => {
    await get("/policies");
    await get("/policies", { Cookie: "css=abc" });
    await get("/policies", { "Save-Data": "on" });
    expect(renders).toBe(3);
    await get("/policies", { "Save-Data": "on" });
    expect(renders).toBe(3);
  });

  it("never keeps an error page or a page that sets another cookie", async () => {
    const missing = [await get("/product/NOPE"), await get("/product/NOPE")];
    expect(missing.map((answer) => answer.status)).toEqual([404, 404]);
    expect(missing.map((answer) => answer.headers["x-page-cache"])).toEqual(["pass", "pass"]);
    await get("/specials");
    const again = await get("/specials");
    expect(again.headers["set-cookie"]).toEqual(["css=abc; Path=/", "toast=hi; Path=/"]);
    expect(renders).toBe(4);
  });

  it("leaves the app alone when its age is 0", () => {
    expect(withSharedPageCache(app, { databasePath: "x", maxAgeSeconds: 0, createNonce })).toBe(app);
  });
});
