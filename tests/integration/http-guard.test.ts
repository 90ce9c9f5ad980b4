import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The HTTP guard in front of Remix (scripts/http-guard.ts), loaded into this process as
 * remix-serve loads it: every server created afterwards is wrapped. No proxy is trusted here, as
 * on a machine serving the shop directly.
 */
let server: http.Server;
let base: string;

beforeAll(async () => {
  process.env.TRUST_PROXY = "none";
  await import("../../scripts/http-guard");
  server = http.createServer((request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({ client: request.headers["x-shop-client-address"] ?? null, method: request.method ?? "" }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the HTTP guard", () => {
  it("names the connection's address, whatever forwarding headers the client sends", async () => {
    const response = await fetch(`${base}/login`, {
      headers: {
        "X-Forwarded-For": "41.2.2.2",
        "Fly-Client-IP": "41.1.1.1",
        "x-shop-client-address": "41.3.3.3",
      },
    });
    expect(await response.json()).toEqual({ client: "127.0.0.1", method: "GET" });
  });

  it("refuses a post from another site, and believes X-Forwarded-Host only behind a trusted proxy", async () => {
    const crossSite = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(crossSite.status).toBe(403);

    const forwardedHost = await fetch(`${base}/contact`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        "X-Forwarded-Host": "evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "name=x",
    });
    expect(forwardedHost.status).toBe(403);

    const sameSite = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(sameSite.status).toBe(200);
  });
});
