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

/** Posts `megabytes` of form data as a client would stream it, until the server answers. */
function postLarge(path: string, megabytes: number): Promise<{ status: number; sentBytes: number; body: string }> {
  const chunk = Buffer.alloc(1024 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(`${base}${path}`, {
      method: "POST",
      headers: {
        Origin: base,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(megabytes * chunk.length),
      },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (data: Buffer) => {
        body += data.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, sentBytes, body }));
    });
    // The server closes the connection on a refused body: that is expected once it has answered.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sentBytes < megabytes * chunk.length) {
        sentBytes += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe("the HTTP guard", () => {
  it("answers a 100 MB form post with 413 at once, without reading it into memory", async () => {
    const before = process.memoryUsage().rss;
    const { status, sentBytes, body } = await postLarge("/contact", 100);
    expect(status).toBe(413);
    expect(body).toContain("This form is too large to send");
    // Refused on its announced length: nowhere near the whole body went out before the answer.
    expect(sentBytes).toBeLessThan(50 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
  });

  it("refuses a body that does not say how long it is", async () => {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("name=x"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it("lets a proof of payment through up to its own room", async () => {
    const small = await fetch(`${base}/orders/ORD-2026-000001`, {
      method: "POST",
      headers: { Origin: base },
      body: (() => {
        const form = new FormData();
        form.append("proof", new Blob([Buffer.alloc(6 * 1024 * 1024)]), "proof.pdf");
        return form;
      })(),
    });
    expect(small.status).toBe(200);
  });

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

  it("lets RFC 8058's one-click unsubscribe through from any site, to the action that judges its body", async () => {
    const { db } = await import("~/platform/db.server");
    const { remixApp, serveOverHttp } = await import("../support/remix-app");
    const unsubscribeRoute = await import("~/routes/newsletter_.unsubscribe");
    const token = "one-click-token-for-the-guard-test-0123456789";
    const email = "one.click@example.com";
    await db()
      .insertInto("newsletter_subscriptions")
      .values({
        id: "one-click",
        email,
        is_active: 1,
        confirmed_at: new Date().toISOString(),
        unsubscribe_token: token,
      })
      .execute();
    const active = async () =>
      (
        await db()
          .selectFrom("newsletter_subscriptions")
          .select("is_active")
          .where("email", "=", email)
          .executeTakeFirst()
      )?.is_active;
    // The guard, then Remix's own handler (which refuses a foreign Origin itself) and the route.
    const app = await serveOverHttp(
      remixApp([
        {
          id: "routes/newsletter_.unsubscribe",
          parentId: "root",
          path: "newsletter/unsubscribe",
          module: unsubscribeRoute,
        },
      ]),
    );
    const appHeaders = (more: Record<string, string>) => ({ Host: "localhost:3000", ...more });
    try {
      const post = (address: string, body: string, headers: Record<string, string>) =>
        fetch(`${app.base}${address}`, { method: "POST", headers: appHeaders(headers), body });
      const foreign = { Origin: "https://mail.google.com", "Content-Type": "application/x-www-form-urlencoded" };

      // Anything else from another site is refused: the button's body, another address, another type.
      const button = await post(`/newsletter/unsubscribe?token=${token}`, `token=${token}`, foreign);
      expect(button.status).toBe(403);
      expect(await button.text()).toContain("Cross-site form submissions are not accepted.");
      for (const [address, type] of [
        [`/newsletter/unsubscribe.data?token=${token}`, foreign["Content-Type"]],
        ["/newsletter/unsubscribe", foreign["Content-Type"]],
        [`/newsletter/unsubscribe?token=${token}`, "application/json"],
      ] as const) {
        const refused = await post(address, "List-Unsubscribe=One-Click", { ...foreign, "Content-Type": type });
        expect(refused.status).toBe(403);
      }
      expect(await active()).toBe(1);

      const oneClick = await post(`/newsletter/unsubscribe?token=${token}`, "List-Unsubscribe=One-Click", foreign);
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain("will receive no more newsletters");
      expect(await active()).toBe(0);
    } finally {
      await new Promise((resolve) => app.server.close(resolve));
    }
  });
});
