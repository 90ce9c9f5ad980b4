import client from "prom-client";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { collectProcessMetrics, registry, startMetricsServerOnce } from "~/platform/metrics.server";
import type { SystemHealth } from "./system-health";
import { readSystemHealth } from "./system-health.server";

/**
 * The health reading as Prometheus gauges (decision 0104), computed when Prometheus scrapes: one
 * reading per scrape, shared by every gauge's collect callback. The request histogram and the page
 * cache's counter come from the HTTP guard (app/platform/request-metrics.ts); Node's own figures
 * (rss, heap) from prom-client's default metrics.
 */

let reading: Promise<SystemHealth> | undefined;

/**
 * One reading for all the gauges of a scrape: prom-client collects them all at once, so they share
 * the reading in flight; the next scrape reads afresh.
 */
function currentHealth(): Promise<SystemHealth> {
  if (!reading) {
    const health = readSystemHealth(db());
    reading = health;
    const done = () => {
      if (reading === health) reading = undefined;
    };
    health.then(done, done);
  }
  return reading;
}

type Collect = (gauge: client.Gauge, health: SystemHealth) => void;

/** A gauge read at scrape time; registered anew each time, so a rebuilt app's reading replaces the old one's. */
function healthGauge(name: string, help: string, labelNames: string[], collect: Collect): void {
  registry.removeSingleMetric(name);
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      collect(this, await currentHealth());
    },
  });
}

const bool = (value: boolean) => (value ? 1 : 0);

/** Registers the shop's gauges (again after a development rebuild or in each test file). */
export function registerSystemMetrics(): void {
  collectProcessMetrics();
  healthGauge("shop_jobs_due", "Queued jobs whose time has come (the queue's depth).", [], (gauge, health) =>
    gauge.set(health.jobs.due),
  );
  healthGauge("shop_jobs_running", "Jobs being run now.", [], (gauge, health) => gauge.set(health.jobs.running));
  healthGauge(
    "shop_jobs_oldest_due_seconds",
    "How long the oldest due job has waited (0 when none waits).",
    [],
    (gauge, health) => gauge.set(health.jobs.oldestDueSeconds ?? 0),
  );
  healthGauge(
    "shop_emails",
    "E-mails in the outbox by status (sent includes logged-only).",
    ["status"],
    (gauge, health) => {
      gauge.set({ status: "queued" }, health.emails.queued);
      gauge.set({ status: "sent" }, health.emails.sent);
      gauge.set({ status: "failed" }, health.emails.failed);
    },
  );
  healthGauge(
    "shop_sms",
    "SMS in the outbox by status (sent includes delivered and logged-only).",
    ["status"],
    (gauge, health) => {
      gauge.set({ status: "queued" }, health.sms.queued);
      gauge.set({ status: "sent" }, health.sms.sent);
      gauge.set({ status: "failed" }, health.sms.failed);
    },
  );
  healthGauge(
    "shop_messages_failing",
    "1 when the newest 5 finished messages of the channel all failed.",
    ["channel"],
    (gauge, health) => {
      gauge.set({ channel: "email" }, bool(health.emails.failing));
      gauge.set({ channel: "sms" }, bool(health.sms.failing));
    },
  );
  healthGauge("shop_smpp_bound", "1 while the SMPP session with the SMS aggregator is bound.", [], (gauge, health) =>
    gauge.set(bool(health.smpp === "bound")),
  );
  healthGauge(
    "shop_backup_age_seconds",
    "Age of the newest good (checked) database backup; -1 when there is none.",
    [],
    (gauge, health) => gauge.set(health.backup.ageHours === null ? -1 : Math.round(health.backup.ageHours * 3600)),
  );
  healthGauge(
    "shop_backup_verified",
    "1 when the newest backup run succeeded and its copy was checked; 0 when it failed or none ran.",
    [],
    (gauge, health) => gauge.set(bool(health.backup.lastGoodAt !== null && health.backup.lastFailedAt === null)),
  );
  healthGauge("shop_database_bytes", "The database file's size.", ["file"], (gauge, health) => {
    gauge.set({ file: "db" }, health.database.bytes);
    gauge.set({ file: "wal" }, health.database.walBytes);
  });
  healthGauge("shop_volume_bytes", "The data volume's size and free space.", ["kind"], (gauge, health) => {
    if (!health.volume) return;
    gauge.set({ kind: "total" }, health.volume.totalBytes);
    gauge.set({ kind: "free" }, health.volume.freeBytes);
  });
  healthGauge(
    "shop_litefs_primary",
    "1 on the LiteFS primary (or without LiteFS), 0 on a read replica.",
    [],
    (gauge, health) => gauge.set(bool(health.litefs.kind !== "replica")),
  );
}

/**
 * Registers the gauges and serves them on METRICS_PORT (off when unset): called once at the
 * server's start, beside the background work, on every machine (replicas too).
 */
export function startSystemMetrics(): void {
  const { METRICS_PORT, METRICS_PATH } = env();
  if (!METRICS_PORT) return;
  registerSystemMetrics();
  startMetricsServerOnce({ port: METRICS_PORT, path: METRICS_PATH });
}
