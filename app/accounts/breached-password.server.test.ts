import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { isBreachedPassword } from "./breached-password.server";

/** A stand-in for the range API on loopback, answering like the real one. */
function startRangeServer(handler: (prefix: string) => { status: number; body: string; delayMs?: number }) {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    const prefix = request.url?.split("/").pop() ?? "";
    requested.push(prefix);
    const answer = handler(prefix);
    setTimeout(() => {
      response.writeHead(answer.status, { "Content-Type": "text/plain" });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  return new Promise<{ url: string; requested: string[]; close: () => void }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/range/`, requested, close: () => server.close() });
    });
  });
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex").toUpperCase();

describe("the breached-password check", () => {
  it("sends only the first five characters of the hash and finds a listed password", async () => {
    const hash = sha1("Password123!");
    const stub = await startRangeServer(() => ({
      status: 200,
      body: `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${hash.slice(5)}:2413\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0`,
    }));
    expect(await isBreachedPassword("Password123!", stub.url)).toBe(true);
    expect(stub.requested).toEqual([hash.slice(0, 5)]);
    stub.close();
  });

  it("passes a password that is not listed, or listed with a padding count of 0", async () => {
    const hash = sha1("Veld-Kraal-2026");
    const stub = await startRangeServer(() => ({ status: 200, body: `${hash.slice(5)}:0\r\nABCDEF:3` }));
    expect(await isBreachedPassword("Veld-Kraal-2026", stub.url)).toBe(false);
    stub.close();
  });

  it("ignores failures and gives up after 1.5 s", async () => {
    const failing = await startRangeServer(() => ({ status: 503, body: "down" }));
    expect(await isBreachedPassword("Password123!", failing.url)).toBe(false);
    failing.close();

    const slow = await startRangeServer(() => ({
      status: 200,
      body: `${sha1("Password123!").slice(5)}:5`,
      delayMs: 3000,
    }));
    const started = Date.now();
    expect(await isBreachedPassword("Password123!", slow.url)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2500);
    slow.close();
  });

  it("can be switched off", async () => {
    expect(await isBreachedPassword("Password123!", "off")).toBe(false);
  });
});
