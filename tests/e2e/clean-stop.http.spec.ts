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

test("SIGTERM stops the built shop cleanly within 10 s: the request answered, the job done once, SMPP unbound", async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-clean-stop-"));
  const smsc = await startLoopbackSmpp();
  // A slow provider: the e-mail job is still in hand when the signal comes.
  const smtp = await startLoopbackSmtp(0, { answerAfterMs: 1_500 });
  const port = await freePort();
  let server: ChildProcess | undefined;
  try {
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

    // An e-mail queued as the shop queues one (mailer.server.ts sendEmail): its job is the first due.
    const emailId = randomUUID();
    const jobId = randomUUID();
    const database = new Database(shopEnv.DATABASE_PATH);
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

    let output = "";
    server = spawn(path.resolve("node_modules/.bin/remix-serve"), ["./build/index.js"], {
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
      server?.on("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
    );

    const base = `http://localhost:${port}`;
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
        Origin: shopEnv.APP_URL,
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
    await until("the shop to begin its stop", () => output.includes("INFO Stopping"));
    // Stopping: no new connection is taken.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    // The request in flight gets its body now, and its answer.
    inFlight.end(form);
    const answer = await answered;
    expect(answer.status).toBeLessThan(500);
    expect(answer.connection).toBe("close");

    const { code, signal, at } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(at - signalled).toBeLessThan(10_000);

    // The job finished once: done, one run, one e-mail out.
    expect(jobRow()).toEqual({ status: "done", attempts: 1 });
    expect(smtp.messages.map((message) => message.subject)).toEqual(["Your question"]);
    // Nothing else was claimed once the stop began: the backup queued at start-up still waits.
    expect(database.prepare("SELECT COUNT(*) AS n FROM jobs WHERE status = 'running'").get() as { n: number }).toEqual({
      n: 0,
    });
    // The SMPP session said goodbye.
    expect(smsc.unbinds()).toBe(1);
    expect(smsc.boundSessions()).toBe(0);
    database.close();

    expect(output).toContain("INFO Stopped");
    expect(output).not.toMatch(/ ERROR /);
  } finally {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    await smsc.close();
    await smtp.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
