import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { registerSystemMetrics } from "~/admin/system-metrics.server";
import { db } from "~/platform/db.server";
import { parseSmsUrl } from "~/platform/env.server";
import { enqueueJob } from "~/platform/jobs.server";
import { startMetricsServer } from "~/platform/metrics.server";
import { observeRequest } from "~/platform/request-metrics";
import { startSmsSender } from "~/sms/sms-sender.server";
import { startLoopbackSmpp } from "../support/smpp-server";

/**
 * The Prometheus endpoint (decision 0104) read as Prometheus reads it: over HTTP on its own
 * loopback port, the gauges computed from the database at the moment of the scrape.
 */

let server: http.Server;
let base: string;

beforeAll(async () => {
  registerSystemMetrics();
  server = await startMetricsServer({ port: 0, host: "127.0.0.1", path: "/metrics" });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  for (const table of ["jobs", "outgoing_emails", "sms_messages", "backup_runs"] as const) {
    await db().deleteFrom(table).execute();
  }
});

function parseSmsUrlOrThrow(url: string) {
  const parsed = parseSmsUrl(url);
  if (!parsed) throw new Error(`Not an SMPP address: ${url}`);
  return parsed;
}

async function scrape(): Promise<string> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** The value of one series, e.g. value(text, 'shop_emails{status="failed"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function email(status: "sent" | "failed" | "queued", createdAt: string) {
  await db()
    .insertInto("outgoing_emails")
    .values({
      id: randomUUID(),
      kind: "test",
      to_address: "someone@example.com",
      subject: "Hello",
      text_body: "Hello",
      status,
      created_at: createdAt,
      sent_at: status === "sent" ? createdAt : null,
    })
    .execute();
}

describe("the metrics endpoint", () => {
  it("answers only its own path", async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../admin`)).status).toBe(404);
  });

  it("gives the queue, the outboxes, the backup, the database and the process's memory as the database holds them now", async () => {
    // Two jobs due (the oldest for ten minutes), one for tomorrow that is not yet due.
    await enqueueJob(db(), "test-job", {}, { runAt: new Date(Date.now() - 10 * 60_000) });
    await enqueueJob(db(), "test-job", {}, { runAt: new Date(Date.now() - 60_000) });
    await enqueueJob(db(), "test-job", {}, { runAt: new Date(Date.now() + 86_400_000) });
    await email("sent", hoursAgo(3));
    for (let minute = 5; minute > 0; minute--) await email("failed", hoursAgo(minute / 60));
    await email("queued", hoursAgo(0));
    await db()
      .insertInto("backup_runs")
      .values({
        id: randomUUID(),
        reason: "daily",
        status: "ok",
        started_at: hoursAgo(3),
        finished_at: hoursAgo(3),
      })
      .execute();

    const text = await scrape();
    expect(value(text, "shop_jobs_due")).toBe(2);
    expect(value(text, "shop_jobs_oldest_due_seconds")).toBeGreaterThanOrEqual(600);
    expect(value(text, "shop_jobs_oldest_due_seconds")).toBeLessThan(700);
    expect(value(text, 'shop_emails{status="sent"}')).toBe(1);
    expect(value(text, 'shop_emails{status="failed"}')).toBe(5);
    expect(value(text, 'shop_emails{status="queued"}')).toBe(1);
    expect(value(text, 'shop_messages_failing{channel="email"}')).toBe(1);
    expect(value(text, 'shop_messages_failing{channel="sms"}')).toBe(0);
    // Without SMS_URL's sender running in this test there is no SMPP session.
    expect(value(text, "shop_smpp_bound")).toBe(0);
    expect(value(text, "shop_backup_age_seconds")).toBeGreaterThanOrEqual(3 * 3600);
    expect(value(text, "shop_backup_age_seconds")).toBeLessThan(3 * 3600 + 60);
    expect(value(text, "shop_backup_verified")).toBe(1);
    expect(value(text, 'shop_database_bytes{file="db"}')).toBeGreaterThan(100_000);
    expect(value(text, 'shop_volume_bytes{kind="total"}')).toBeGreaterThan(0);
    expect(value(text, "shop_litefs_primary")).toBe(1);
    expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("reads a failed backup as unverified and no backup as -1", async () => {
    expect(value(await scrape(), "shop_backup_age_seconds")).toBe(-1);
    await db()
      .insertInto("backup_runs")
      .values([
        { id: randomUUID(), reason: "daily", status: "ok", started_at: hoursAgo(30), finished_at: hoursAgo(30) },
        { id: randomUUID(), reason: "daily", status: "failed", started_at: hoursAgo(6), finished_at: hoursAgo(6) },
      ])
      .execute();
    const text = await scrape();
    expect(value(text, "shop_backup_age_seconds")).toBeGreaterThanOrEqual(30 * 3600);
    expect(value(text, "shop_backup_verified")).toBe(0);
  });

  it("counts requests by route label and status, with durations, and the page cache's hits", async () => {
    observeRequest("products", 200, 12, "GET", "hit");
    observeRequest("products", 200, 80, "GET", "miss");
    observeRequest("admin/orders", 403, 30, "POST");
    const text = await scrape();
    expect(
      value(text, 'shop_http_request_duration_seconds_count{route="products",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value(text, 'shop_http_request_duration_seconds_bucket{le="0.025",route="products",method="GET",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'shop_http_request_duration_seconds_count{route="admin/orders",method="POST",status="403"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(value(text, 'shop_page_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'shop_page_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  });

  it("says whether the SMPP session with the aggregator is bound, over a real SMPP server", async () => {
    const smsc = await startLoopbackSmpp();
    const sender = startSmsSender(db(), {
      config: { ...parseSmsUrlOrThrow(smsc.url), from: "Donkerhoek", rate: 100 },
      pollMs: 50,
      connection: { minBackoffMs: 20, maxBackoffMs: 100, responseTimeoutMs: 2000, enquireLinkMs: 100 },
    });
    try {
      await sender.connection?.whenBound();
      expect(value(await scrape(), "shop_smpp_bound")).toBe(1);
      await smsc.goAway();
      await expect.poll(async () => value(await scrape(), "shop_smpp_bound"), { timeout: 5000 }).toBe(0);
    } finally {
      await sender.stop();
      await smsc.close();
    }
  });
});
