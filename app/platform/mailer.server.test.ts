import net from "node:net";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "./db.server";

const databasePath = process.env.DATABASE_PATH;
if (!databasePath) throw new Error("DATABASE_PATH is not set: run the tests through vitest.");
const db = createDatabase(databasePath);

type SmtpSink = { port: number; messages: string[]; close: () => Promise<void> };

/** Just enough of an SMTP server to accept mail on loopback and keep what it received. */
async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    socket.write("220 sink.test ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      while (buffer.length > 0) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.split(" ")[0]?.toUpperCase();
        if (command === "DATA") {
          inData = true;
          socket.write("354 end with <CRLF>.<CRLF>\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else {
          socket.write("250 ok\r\n");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on, so connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * env() reads process.env once per module instance, so each configuration gets a fresh module
 * graph; the mailer registers its job handler as it loads.
 */
async function loadPlatform(smtpUrl: string | undefined) {
  if (smtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = smtpUrl;
  vi.resetModules();
  const mailer = await import("./mailer.server");
  const jobs = await import("./jobs.server");
  return { ...mailer, ...jobs };
}

async function email(id: string) {
  return db.selectFrom("outgoing_emails").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function jobFor(emailId: string) {
  const jobs = await db.selectFrom("jobs").selectAll().where("type", "=", "send-email").execute();
  const matching = jobs.filter((job) => (JSON.parse(job.payload) as { emailId: string }).emailId === emailId);
  const [job, ...others] = matching;
  if (!job || others.length > 0)
    throw new Error(`expected one send-email job for ${emailId}, found ${matching.length}`);
  return job;
}

const originalSmtpUrl = process.env.SMTP_URL;

beforeEach(async () => {
  await db.deleteFrom("jobs").execute();
  await db.deleteFrom("outgoing_emails").execute();
});

afterEach(() => {
  if (originalSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = originalSmtpUrl;
  vi.restoreAllMocks();
});

afterAll(async () => {
  await db.destroy();
});

describe("sendEmail", () => {
  it("stores the e-mail as queued together with its delivery job", async () => {
    const { sendEmail } = await loadPlatform(undefined);
    const id = await sendEmail(db, {
      to: "koos@example.com",
      subject: "Your order DH-2026-0001",
      text: "Thank you for your order.",
      html: "<p>Thank you for your order.</p>",
      kind: "order-confirmation",
    });

    expect(await email(id)).toMatchObject({
      kind: "order-confirmation",
      to_address: "koos@example.com",
      subject: "Your order DH-2026-0001",
      text_body: "Thank you for your order.",
      html_body: "<p>Thank you for your order.</p>",
      status: "queued",
      attempts: 0,
      sent_at: null,
    });
    expect(await jobFor(id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("stores nothing when the surrounding transaction rolls back", async () => {
    const { sendEmail } = await loadPlatform(undefined);
    let id = "";
    await expect(
      db.transaction().execute(async (trx) => {
        id = await sendEmail(trx, { to: "a@example.com", subject: "s", text: "t", kind: "test" });
        throw new Error("order could not be placed");
      }),
    ).rejects.toThrow("order could not be placed");
    expect(id).not.toBe("");
    expect(await db.selectFrom("outgoing_emails").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("jobs").select("id").execute()).toEqual([]);
  });
});

describe("send-email job", () => {
  it("without SMTP_URL logs the e-mail and marks it logged", async () => {
    const { sendEmail, runDueJobs, outbox } = await loadPlatform(undefined);
    const { logger } = await import("./logger.server");
    const info = vi.spyOn(logger, "info");

    const id = await sendEmail(db, {
      to: "sanet@example.com",
      subject: "Reset your password",
      text: "Follow this link: x",
      kind: "password-reset",
    });
    expect(await runDueJobs(db)).toEqual({ done: 1, failed: 0, retried: 0 });

    const [latest] = await outbox(db, "sanet@example.com");
    expect(latest).toMatchObject({
      id,
      status: "logged",
      subject: "Reset your password",
      text_body: "Follow this link: x",
    });
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining("SMTP_URL is not set"),
      expect.objectContaining({ to: "sanet@example.com", subject: "Reset your password", text: "Follow this link: x" }),
    );
    expect((await jobFor(id)).status).toBe("done");
  });

  it("delivers through SMTP when SMTP_URL is set", async () => {
    const sink = await startSmtpSink();
    try {
      const { sendEmail, runDueJobs } = await loadPlatform(`smtp://127.0.0.1:${sink.port}`);
      const id = await sendEmail(db, {
        to: "piet@example.com",
        subject: "Order DH-2026-0042 is ready for collection",
        text: "Your feed is waiting at the depot.",
        kind: "order-ready",
      });

      expect(await runDueJobs(db)).toEqual({ done: 1, failed: 0, retried: 0 });

      expect(sink.messages).toHaveLength(1);
      const received = sink.messages[0] ?? "";
      expect(received).toContain("Subject: Order DH-2026-0042 is ready for collection");
      expect(received).toContain("Your feed is waiting at the depot.");
      expect(received).toMatch(/^To: piet@example\.com$/m);
      expect(received).toMatch(/^From: .*shop@example\.com/m);
      const row = await email(id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
    } finally {
      await sink.close();
    }
  });

  it("retries with back-off when the SMTP server cannot be reached, then marks the e-mail failed", async () => {
    const port = await closedPort();
    const { sendEmail, runDueJobs } = await loadPlatform(`smtp://127.0.0.1:${port}`);
    const id = await sendEmail(db, { to: "anna@example.com", subject: "Invoice", text: "Attached.", kind: "invoice" });
    const before = await jobFor(id);

    let now = new Date();
    expect(await runDueJobs(db, now)).toEqual({ done: 0, failed: 0, retried: 1 });
    let row = await email(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    let job = await jobFor(id);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(Date.parse(job.run_at)).toBeGreaterThanOrEqual(now.getTime() + 30_000);
    expect(Date.parse(job.run_at)).toBeGreaterThan(Date.parse(before.run_at));

    // Keep failing until the job runs out of attempts.
    while (job.status === "queued") {
      now = new Date(Date.parse(job.run_at));
      await runDueJobs(db, now);
      job = await jobFor(id);
    }
    expect(job).toMatchObject({ status: "failed", attempts: job.max_attempts });
    row = await email(id);
    expect(row).toMatchObject({ status: "failed", attempts: job.max_attempts });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
  });

  it("does not send an e-mail again that is no longer queued", async () => {
    const sink = await startSmtpSink();
    try {
      const { sendEmail, runDueJobs } = await loadPlatform(`smtp://127.0.0.1:${sink.port}`);
      const id = await sendEmail(db, { to: "b@example.com", subject: "Once", text: "Only once.", kind: "test" });
      // As if a worker sent it and died before marking the job done.
      await db.updateTable("outgoing_emails").set({ status: "sent" }).where("id", "=", id).execute();

      expect(await runDueJobs(db)).toEqual({ done: 1, failed: 0, retried: 0 });
      expect(sink.messages).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });
});

describe("outbox", () => {
  it("lists the newest e-mails first, optionally for one address", async () => {
    const { sendEmail, outbox } = await loadPlatform(undefined);
    const first = await sendEmail(db, { to: "one@example.com", subject: "1", text: "1", kind: "test" });
    const second = await sendEmail(db, { to: "two@example.com", subject: "2", text: "2", kind: "test" });
    const third = await sendEmail(db, { to: "one@example.com", subject: "3", text: "3", kind: "test" });

    expect((await outbox(db)).map((e) => e.id)).toEqual([third, second, first]);
    expect((await outbox(db, "one@example.com")).map((e) => e.id)).toEqual([third, first]);
    expect((await outbox(db, "one@example.com", 1)).map((e) => e.id)).toEqual([third]);
    expect(await outbox(db, "nobody@example.com")).toEqual([]);
  });
});
