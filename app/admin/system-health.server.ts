import fs from "node:fs";
import path from "node:path";
import { lastBackups } from "~/platform/backups.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { pageCacheCounts } from "~/platform/request-metrics";
import { smppSessionState } from "~/sms/sms-sender.server";
import {
  FAILURES_IN_A_ROW,
  keepsFailing,
  type LiteFsRole,
  type OutboxHealth,
  type SystemHealth,
} from "./system-health";

/**
 * One reading of the shop's health (decision 0104), cheap enough for every scrape: each count
 * goes through an index (jobs_due, outgoing_emails_status, sms_messages_queue) and the newest
 * finished messages are read a few per status, never by sorting a whole outbox.
 */

export type HealthOptions = {
  now?: Date;
  databasePath?: string;
  /** The folder whose disk is measured; default: UPLOADS_DIR when it exists (the volume on Fly), else the database's. */
  volumePath?: string;
  /** LiteFS's configuration file: when present (and no `.primary`), this machine is the primary. */
  liteFsConfig?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL_SENT = ["sent", "logged"] as const;
const SMS_SENT = ["sent", "delivered", "logged"] as const;
const SMS_PRIORITIES = ["transactional", "bulk"] as const;

async function jobsHealth(db: Database, now: Date): Promise<SystemHealth["jobs"]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("jobs")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("run_at").as("oldest")])
    .where("status", "=", "queued")
    .where("run_at", "<=", nowIso)
    .executeTakeFirstOrThrow();
  const running = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "running")
    .executeTakeFirstOrThrow();
  const failed = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "failed")
    .where("finished_at", ">=", new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  const oldest = due.oldest ? Date.parse(String(due.oldest)) : Number.NaN;
  return {
    due: Number(due.count),
    running: Number(running.count),
    oldestDueSeconds: Number.isNaN(oldest) ? null : Math.max(0, (now.getTime() - oldest) / 1000),
    failedLastDay: Number(failed.count),
  };
}

async function emailHealth(db: Database, now: Date): Promise<OutboxHealth> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const byStatus = await db
    .selectFrom("outgoing_emails")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const lastDay = await db
    .selectFrom("outgoing_emails")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("status", "in", [...EMAIL_SENT, "failed"])
    .where("created_at", ">=", dayAgo)
    .groupBy("status")
    .execute();
  const newest: { created_at: string; failed: boolean }[] = [];
  for (const status of [...EMAIL_SENT, "failed"] as const) {
    const rows = await db
      .selectFrom("outgoing_emails")
      .select("created_at")
      .where("status", "=", status)
      .orderBy("created_at", "desc")
      .limit(FAILURES_IN_A_ROW)
      .execute();
    for (const row of rows) newest.push({ created_at: row.created_at, failed: status === "failed" });
  }
  const count = (rows: { status: string; count: number }[], statuses: readonly string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  return {
    queued: count(byStatus, ["queued"]),
    sent: count(byStatus, EMAIL_SENT),
    failed: count(byStatus, ["failed"]),
    sentLastDay: count(lastDay, EMAIL_SENT),
    failedLastDay: count(lastDay, ["failed"]),
    failing: keepsFailing(newest.sort((a, b) => b.created_at.localeCompare(a.created_at))),
  };
}

async function smsHealth(db: Database, now: Date): Promise<OutboxHealth> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const byStatus = await db
    .selectFrom("sms_messages")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const lastDay = await db
    .selectFrom("sms_messages")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("status", "in", [...SMS_SENT, "failed"])
    .where("priority", "in", [...SMS_PRIORITIES])
    .where("created_at", ">=", dayAgo)
    .groupBy("status")
    .execute();
  const newest: { created_at: string; failed: boolean }[] = [];
  for (const status of [...SMS_SENT, "failed"] as const) {
    for (const priority of SMS_PRIORITIES) {
      const rows = await db
        .selectFrom("sms_messages")
        .select("created_at")
        .where("status", "=", status)
        .where("priority", "=", priority)
        .orderBy("created_at", "desc")
        .limit(FAILURES_IN_A_ROW)
        .execute();
      for (const row of rows) newest.push({ created_at: row.created_at, failed: status === "failed" });
    }
  }
  const count = (rows: { status: string; count: number }[], statuses: readonly string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  return {
    queued: count(byStatus, ["queued", "sending"]),
    sent: count(byStatus, SMS_SENT),
    failed: count(byStatus, ["failed"]),
    sentLastDay: count(lastDay, SMS_SENT),
    failedLastDay: count(lastDay, ["failed"]),
    failing: keepsFailing(newest.sort((a, b) => b.created_at.localeCompare(a.created_at))),
  };
}

function fileBytes(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

function volumeOf(folder: string): SystemHealth["volume"] {
  try {
    const stats = fs.statfsSync(folder);
    return { totalBytes: stats.blocks * stats.bsize, freeBytes: stats.bavail * stats.bsize };
  } catch {
    return null;
  }
}

/**
 * LiteFS writes `.primary` (holding the primary's name) beside the database on read replicas
 * only; a machine that runs LiteFS (its configuration is there) without that file is the primary.
 */
export function liteFsRole(databasePath: string, liteFsConfig = "/etc/litefs.yml"): LiteFsRole {
  try {
    const primary = fs.readFileSync(path.join(path.dirname(databasePath), ".primary"), "utf8").trim();
    return { kind: "replica", primary: primary || "another machine" };
  } catch {
    return fs.existsSync(liteFsConfig) ? { kind: "primary" } : { kind: "none" };
  }
}

export async function readSystemHealth(db: Database, options: HealthOptions = {}): Promise<SystemHealth> {
  const now = options.now ?? new Date();
  const config = env();
  const databasePath = options.databasePath ?? config.DATABASE_PATH;
  const volumePath =
    options.volumePath ?? (fs.existsSync(config.UPLOADS_DIR) ? config.UPLOADS_DIR : path.dirname(databasePath));
  const backups = await lastBackups(db);
  const memory = process.memoryUsage();
  return {
    at: now.toISOString(),
    jobs: await jobsHealth(db, now),
    emails: await emailHealth(db, now),
    sms: await smsHealth(db, now),
    smpp: smppSessionState(),
    backup: {
      lastGoodAt: backups.lastGood?.finishedAt ?? null,
      ageHours: backups.lastGood
        ? Math.max(0, (now.getTime() - Date.parse(backups.lastGood.finishedAt)) / 3_600_000)
        : null,
      lastFailedAt: backups.lastFailed,
    },
    database: { bytes: fileBytes(databasePath), walBytes: fileBytes(`${databasePath}-wal`) },
    volume: volumeOf(volumePath),
    litefs: liteFsRole(databasePath, options.liteFsConfig),
    machine: { id: process.env.FLY_MACHINE_ID ?? null, region: process.env.FLY_REGION ?? null },
    pageCache: await pageCacheCounts(),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
  };
}
