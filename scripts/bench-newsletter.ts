/**
 * npm run bench -- --newsletter [--subscribers 2000]: does a newsletter send slow the shop down?
 *
 * Starts the production build on a scratch copy of the demo data (bench-server.ts) with its job
 * worker on and SMTP_URL pointing at a real SMTP server (smtp-server) on loopback in this process,
 * adds N confirmed subscribers, and times /products (a storefront page) one request after another:
 * first with nothing going on, then while the newsletter goes out to all N, until the SMTP server
 * has them all. Prints p50/p99 of both, how long the send took and how many messages arrived.
 * Needs `npm run build` first.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startSend } from "../app/newsletter/newsletter-sending.server";
import { createDatabase } from "../app/platform/db.server";
import { startScratchShop } from "./bench-server";

const BASELINE_REQUESTS = 200;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} requests)`;
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function runNewsletterBench({ subscribers }: { subscribers: number }): Promise<void> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const shop = await startScratchShop("newsletter", {
    JOBS_WORKER: "true",
    // A pooled transport, as decision 0051 advises for sending to many subscribers.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true&pool=true`,
  });
  const db = createDatabase(path.join(shop.scratch, "shop.db"));
  const now = new Date().toISOString();
  const rows = Array.from({ length: subscribers }, (_, i) => ({
    id: randomUUID(),
    email: `bench-reader-${i}@example.com`,
    is_active: 1,
    consent_at: now,
    confirmed_at: now,
    unsubscribe_token: randomUUID().replace(/-/g, ""),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("newsletter_subscriptions")
      .values(rows.slice(i, i + 500))
      .execute();
  }
  const staff = await db.selectFrom("users").select(["id", "email"]).limit(1).executeTakeFirstOrThrow();
  const newsletterId = randomUUID();
  await db
    .insertInto("newsletters")
    .values({
      id: newsletterId,
      title: "Bench",
      subject: "Harvest news | Oesnuus",
      content: "Our **lucerne** is in.\n\n--- AFRIKAANS ---\n\nOns **lusern** is hier.",
      status: "published",
    })
    .execute();

  const url = `http://localhost:${shop.port}/products`;
  await timed(url);
  const before: number[] = [];
  for (let i = 0; i < BASELINE_REQUESTS; i++) before.push(await timed(url));

  const active = Number(
    (
      await db
        .selectFrom("newsletter_subscriptions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("is_active", "=", 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const started = performance.now();
  const outcome = await startSend(db, staff, newsletterId, { ipAddress: "127.0.0.1" });
  if (!outcome.ok) throw new Error(outcome.message);
  const during: number[] = [];
  const deadline = Date.now() + 15 * 60_000;
  while (received < active && Date.now() < deadline) during.push(await timed(url));
  const seconds = (performance.now() - started) / 1000;

  console.info(`\nNewsletter to ${active} subscribers over SMTP on loopback (remix-serve, production build)`);
  console.info(`/products before   ${summary(before)}`);
  console.info(`/products during   ${summary(during)}`);
  console.info(`send               ${received} of ${active} messages received in ${seconds.toFixed(1)} s`);
  await db.destroy();
  for (const child of shop.children) child.kill();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
