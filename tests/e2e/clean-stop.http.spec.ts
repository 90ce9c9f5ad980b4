import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "../support/e2e-test";
import { startLoopbackSmpp } from "../support/smpp-server";
import { startLoopbackSmtp } from "../support/smtp-server";

/**
 * Issue 47, point 1 (decision 0102): a deploy stops the shop with a signal and Fly kills it 10 s
 * later (fly.toml kill_timeout). The production build runs here as Fly runs it (remix-serve with
 * the HTTP guard, `npm run build`'s output, made by the Playwright web server), on a database of
 * its own, with SMS bound to a real SMPP server on loopback and an e-mail job in hand (a slow SMTP
 * server on loopback). SIGTERM, then: the request in flight is answered, no new connection is
 * taken, the job finishes once (not lost, not doubled), the SMPP session unbinds, and the process
 * exits with 0 well within 10 s, with nothing left holding it.
 *
 * Before the stop, the same server is asked what a stranger may ask (issue 47, points 4 and 6):
 * malformed addresses answer the shop's not-found page, old `?_data=` requests are answered, each
 * answer carries its X-Request-Id, and each request leaves one JSON access line and no ERROR.
 *
 * Only what the server does is checked (no page is drawn): it runs once (`*.http.spec.ts`).
 */

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, read: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Waited 20 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Shop = {
  env: NodeJS.ProcessEnv;
  base: string;
  appUrl: string;
  server: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null; at: number }>;
  database: Database.Database;
  smsc: Awaited<ReturnType<typeof startLoopbackSmpp>>;
  smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  scratch: string;
};

test.describe.configure({ mode: "serial" });

let shop: Shop;

test.beforeAll(async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-clean-stop-"));
  const smsc = await startLoopbackSmpp();
  // A slow provider: the e-mail job is still in hand when the signal comes.
  const smtp = await startLoopbackSmtp(0, { answerAfterMs: 1_500 });
  const port = await freePort();
  const shopEnv = {
    ...process.env,
    NODE_ENV: "production" as const,
    DATABASE_PATH: path.join(scratch, "shop.db"),
    UPLOADS_DIR: path.join(scratch, "uploads"),
    BACKUP_DIR: path.join(scratch, "backups"),
    SESSION_SECRET: "clean-stop-test-secret-not-for-production",
    APP_URL: `http://localhost:${port}`,
    PORT: String(port),
    TRUST_PROXY: "none",
    SMTP_URL: smtp.url,
    SMS_URL: smsc.url,
    SMS_FROM: "Donkerhoek",
    LOG_LEVEL: "info",
    JOBS_WORKER: "true",
    NODE_OPTIONS: "--import ./build/http-guard.mjs",
  };
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/migrate.ts"], { env: shopEnv, stdio: "ignore" });

  const database = new Database(shopEnv.DATABASE_PATH);

  let output = "";
  const server = spawn(path.resolve("node_modules/.bin/remix-serve"), ["./build/index.js"], {
    env: shopEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    server.on("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  shop = {
    env: shopEnv,
    base: `http://localhost:${port}`,
    appUrl: shopEnv.APP_URL,
    server,
    output: () => output,
    exited,
    database,
    smsc,
    smtp,
    scratch,
  };
  await until("the shop to answer", () =>
    fetch(`${shop.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ),
  );
});

let restarted: ChildProcess | undefined;

test.afterAll(async () => {
  if (shop.server.exitCode === null) shop.server.kill("SIGKILL");
  if (restarted && restarted.exitCode === null) restarted.kill("SIGKILL");
  shop.database.close();
  await shop.smsc.close();
  await shop.smtp.close();
  fs.rmSync(shop.scratch, { recursive: true, force: true });
});

/** The JSON access lines the shop wrote. */
function accessLines(): { requestId: string; method: string; path: string; status: number; ms: number }[] {
  return shop
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === "request");
}

test("a malformed address answers the shop's not-found page, with its request id, and no ERROR", async () => {
  for (const address of ["/%5c", "/%5C", "/%5c%5c", "/products/%5c", "/%E0%A4%A", "/products/%E0%A4%A", "/%00"]) {
    const response = await fetch(`${shop.base}${address}`);
    expect(response.status, address).toBe(404);
    expect(await response.text(), address).toContain("Oops! Page not found");
    const requestId = response.headers.get("x-request-id");
    expect(requestId, address).toMatch(/^[a-z0-9]{16}$/);
    await until(`the access line of ${address}`, () =>
      accessLines().some((line) => line.requestId === requestId && line.path === address && line.status === 404),
    );
  }
  // A Host header that names no host: 400 in plain words, not the adapter's 500.
  const badHost = await new Promise<number>((resolve, reject) =>
    http
      .get(`${shop.base}/`, { headers: { Host: "exa mple" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject),
  );
  expect(badHost).toBe(400);
  // A method a fetch Request cannot carry: 405, not the adapter's 500.
  const trace = await new Promise<number>((resolve, reject) =>
    http
      .request(`${shop.base}/`, { method: "TRACE" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject)
      .end(),
  );
  expect(trace).toBe(405);
  expect(shop.output()).not.toMatch(/ ERROR |Error:|\n\s+at /);
});

test("a ?_data= request left over from Remix before single fetch is answered without an ERROR", async () => {
  for (const address of ["/?_data=root", "/?_data=routes%2F_index", "/products?_data=routes%2Fproducts._index"]) {
    const response = await fetch(`${shop.base}${address}`);
    expect(response.status, address).toBeLessThan(500);
    expect(response.headers.get("x-request-id"), address).toBeTruthy();
  }
  await until(
    "the access lines",
    () => accessLines().filter((line) => line.path === "/" || line.path === "/products").length >= 3,
  );
  expect(shop.output()).not.toMatch(/ ERROR |status 500/);
  // remix-serve's own request log (morgan's `GET / 200 - - 1.2 ms`) is not written beside them.
  expect(shop.output()).not.toMatch(/^(GET|POST|HEAD) \//m);
});

test("SIGTERM stops the built shop cleanly within 10 s: the request answered, the job done once, SMPP unbound", async () => {
  const { base, server, database, smsc, smtp } = shop;
  {
    // An e-mail queued as the shop queues one (mailer.server.ts sendEmail), for the worker to take.
    const emailId = randomUUID();
    const jobId = randomUUID();
    database
      .prepare("INSERT INTO outgoing_emails (id, kind, to_address, subject, text_body) VALUES (?, ?, ?, ?, ?)")
      .run(emailId, "contact_reply", "farmer@example.co.za", "Your question", "We have it in stock.");
    database
      .prepare("INSERT INTO jobs (id, type, payload, max_attempts, run_at) VALUES (?, 'send-email', ?, 6, ?)")
      .run(jobId, JSON.stringify({ emailId }), new Date(Date.now() - 60_000).toISOString());
    const jobRow = () =>
      database.prepare("SELECT status, attempts FROM jobs WHERE id = ?").get(jobId) as {
        status: string;
        attempts: number;
      };
    await until("the shop to answer", () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    await until("the SMPP session", () => smsc.boundSessions() === 1);
    await until("the e-mail job in hand", () => jobRow().status === "running");

    // A form post whose body is still on its way: the shop has its headers (it said 100 Continue).
    const form = "name=Thandi&email=thandi%40example.co.za&message=Do+you+stock+lucerne%3F";
    const inFlight = http.request(`${base}/contact`, {
      method: "POST",
      headers: {
        Origin: shop.appUrl,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(form)),
        Expect: "100-continue",
      },
    });
    const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      inFlight.on("response", (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
      inFlight.on("error", reject);
    });
    await new Promise<void>((resolve) => inFlight.once("continue", resolve));

    const signalled = performance.now();
    server.kill("SIGTERM");
    await until("the shop to begin its stop", () => shop.output().includes("INFO Stopping"));
    // Stopping: no new connection is taken.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    // The request in flight gets its body now, and its answer.
    inFlight.end(form);
    const answer = await answered;
    expect(answer.status).toBeLessThan(500);
    expect(answer.connection).toBe("close");

    const { code, signal, at } = await shop.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(at - signalled).toBeLessThan(10_000);

    // The job finished once: done, one run, one e-mail out.
    expect(jobRow()).toEqual({ status: "done", attempts: 1 });
    expect(smtp.messages.map((message) => message.subject)).toEqual(["Your question"]);
    // No job is left marked running: each finished or was handed back.
    expect(database.prepare("SELECT COUNT(*) AS n FROM jobs WHERE status = 'running'").get() as { n: number }).toEqual({
      n: 0,
    });
    // The SMPP session said goodbye.
    expect(smsc.unbinds()).toBe(1);
    expect(smsc.boundSessions()).toBe(0);

    expect(shop.output()).toContain("INFO Stopped");
    expect(shop.output()).not.toMatch(/ ERROR /);
  }
});

test("SIGINT (fly.toml's kill_signal, which LiteFS passes on) stops it the same way, and it starts again", async () => {
  let output = "";
  const server = spawn(path.resolve("node_modules/.bin/remix-serve"), ["./build/index.js"], {
    env: shop.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  restarted = server;
  server.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.on("exit", (code) => resolve({ code, at: performance.now() })),
  );
  await until("the shop to answer again", () =>
    fetch(`${shop.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  await until("the SMPP session again", () => shop.smsc.boundSessions() === 1);

  const signalled = performance.now();
  server.kill("SIGINT");
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(10_000);
  expect(shop.smsc.unbinds()).toBe(2);
  expect(output).toContain('INFO Stopping {"signal":"SIGINT"');
  expect(output).toContain("INFO Stopped");
  expect(output).not.toMatch(/ ERROR /);
});
