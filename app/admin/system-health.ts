/**
 * The shop's health as figures, and the rules that call each good or bad (decision 0104): one
 * reading, made by `readSystemHealth` (system-health.server.ts), is what the metrics endpoint
 * exports, what the System screen shows in words and what the alert job judges.
 */

/** A day's backup plus two hours' grace (the start page's rule, decision 0043). */
export const BACKUP_LATE_HOURS = 26;
/** E-mails or SMS "keep failing" when this many of the newest finished ones all failed. */
export const FAILURES_IN_A_ROW = 5;
/** A due job waiting longer than this means the worker is stuck or behind. */
export const JOB_LATE_MINUTES = 15;
/** The volume is red from this share used (Fly's auto-extend starts at 80%, fly.toml). */
export const VOLUME_FULL_SHARE = 0.9;

export type OutboxHealth = {
  queued: number;
  sent: number;
  failed: number;
  /** Sent and failed in the last 24 hours. */
  sentLastDay: number;
  failedLastDay: number;
  /** The newest FAILURES_IN_A_ROW finished ones all failed. */
  failing: boolean;
};

export type SmppState = "bound" | "unbound" | "log-only" | "not-running";

export type LiteFsRole =
  | { kind: "primary" }
  | { kind: "replica"; primary: string }
  /** No LiteFS mount: the database is a plain file (development, tests, one machine without LiteFS). */
  | { kind: "none" };

export type SystemHealth = {
  /** ISO time of the reading. */
  at: string;
  jobs: { due: number; running: number; oldestDueSeconds: number | null; failedLastDay: number };
  emails: OutboxHealth;
  sms: OutboxHealth;
  smpp: SmppState;
  backup: {
    /** ISO time of the newest good (checked) backup. */
    lastGoodAt: string | null;
    ageHours: number | null;
    /** The newest run failed (after the last good one). */
    lastFailedAt: string | null;
  };
  database: { bytes: number; walBytes: number };
  volume: { totalBytes: number; freeBytes: number } | null;
  litefs: LiteFsRole;
  machine: { id: string | null; region: string | null };
  pageCache: { hits: number; misses: number };
  memory: { rssBytes: number; heapUsedBytes: number };
};

export function backupIsLate(health: Pick<SystemHealth, "backup">): boolean {
  return health.backup.ageHours === null || health.backup.ageHours > BACKUP_LATE_HOURS;
}

export function jobsAreLate(health: Pick<SystemHealth, "jobs">): boolean {
  return (health.jobs.oldestDueSeconds ?? 0) > JOB_LATE_MINUTES * 60;
}

export function volumeShareUsed(volume: SystemHealth["volume"]): number | null {
  if (!volume || volume.totalBytes <= 0) return null;
  return (volume.totalBytes - volume.freeBytes) / volume.totalBytes;
}

/** Whether the newest finished messages (newest first) all failed, FAILURES_IN_A_ROW of them. */
export function keepsFailing(newestFinished: readonly { failed: boolean }[]): boolean {
  const newest = newestFinished.slice(0, FAILURES_IN_A_ROW);
  return newest.length === FAILURES_IN_A_ROW && newest.every((message) => message.failed);
}

/** The conditions the admins are e-mailed about, at most once a day each. */
export type AlertCondition = "backup-late" | "emails-failing" | "sms-failing";

export function alertConditions(health: Pick<SystemHealth, "backup" | "emails" | "sms">): AlertCondition[] {
  const conditions: AlertCondition[] = [];
  if (backupIsLate(health)) conditions.push("backup-late");
  if (health.emails.failing) conditions.push("emails-failing");
  if (health.sms.failing) conditions.push("sms-failing");
  return conditions;
}

/** An alert is sent again only once a day has passed since the last for the same condition. */
export const ALERT_REPEAT_HOURS = 24;

export function alertIsDue(lastSentAt: string | undefined, now: Date): boolean {
  if (!lastSentAt) return true;
  const last = Date.parse(lastSentAt);
  return Number.isNaN(last) || now.getTime() - last >= ALERT_REPEAT_HOURS * 3_600_000;
}
