import { formatDateTime } from "~/platform/format";
import {
  BACKUP_LATE_HOURS,
  backupIsLate,
  FAILURES_IN_A_ROW,
  jobsAreLate,
  type OutboxHealth,
  type SystemHealth,
  VOLUME_FULL_SHARE,
  volumeShareUsed,
} from "./system-health";

/**
 * The System screen's words (decision 0104): each figure of a health reading as one line, green
 * or red, with what it means for the shop. The alert e-mails use the same words.
 */

export const SYSTEM_TITLE = "System";
export const SYSTEM_INTRO =
  "How the shop's machine is doing right now: green is well, red needs someone. The figures are read when the page opens.";

/** Memory the issue holds the server to (issue 47, point 5). */
export const MEMORY_LIMIT_MB = 300;

export type SystemLine = { key: string; label: string; text: string; meaning: string; ok: boolean };

const number = (n: number) => n.toLocaleString("en-ZA");
const plural = (n: number, word: string, words = `${word}s`) => `${number(n)} ${n === 1 ? word : words}`;

/** "less than a minute", "12 minutes", "3 hours", "2 days and 4 hours". */
export function durationInWords(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? plural(days, "day") : `${plural(days, "day")} and ${plural(rest, "hour")}`;
}

/** "850 KB", "45.2 MB", "2.9 GB". */
export function bytesInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("en-ZA")} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

export function backupLine(health: Pick<SystemHealth, "backup">): SystemLine {
  const { lastGoodAt, ageHours, lastFailedAt } = health.backup;
  const failed = lastFailedAt ? ` The backup at ${formatDateTime(lastFailedAt)} failed.` : "";
  const base = { key: "backup", label: "Database backup" };
  if (lastGoodAt === null || ageHours === null)
    return {
      ...base,
      text: `No backup yet.${failed}`,
      meaning: "The daily backup has never succeeded: the shop's data has no copy. See the logs.",
      ok: false,
    };
  const ago = `Last backup ${durationInWords(ageHours * 3600)} ago`;
  if (backupIsLate(health))
    return {
      ...base,
      text: `${ago}.${failed}`,
      meaning: `Older than ${BACKUP_LATE_HOURS} hours: the daily backup did not run or failed. See the logs.`,
      ok: false,
    };
  return {
    ...base,
    text: `${ago}, checked.${failed}`,
    meaning: "The daily copy of the database was taken, read back and stored.",
    ok: true,
  };
}

function outboxLine(key: string, label: string, what: string, outbox: OutboxHealth, fix: string): SystemLine {
  const waiting = outbox.queued > 0 ? ` ${number(outbox.queued)} waiting to go.` : "";
  if (outbox.failing)
    return {
      key,
      label,
      text: `${label} keep failing: the last ${FAILURES_IN_A_ROW} all failed.${waiting}`,
      meaning: `Customers are not getting their ${what}. ${fix}`,
      ok: false,
    };
  return {
    key,
    label,
    text: `${number(outbox.sentLastDay)} sent and ${number(outbox.failedLastDay)} failed in the last 24 hours.${waiting}`,
    meaning: `${label} are going out.`,
    ok: true,
  };
}

export function emailLine(health: Pick<SystemHealth, "emails">): SystemLine {
  return outboxLine("emails", "E-mails", "e-mails", health.emails, "Check SMTP_URL and the mail provider.");
}

export function smsLine(health: Pick<SystemHealth, "sms">): SystemLine {
  return outboxLine("sms", "SMS", "SMS", health.sms, "Check the SMS aggregator (SMS_URL) and its balance.");
}

export function smppLine(health: Pick<SystemHealth, "smpp" | "litefs">): SystemLine {
  const base = { key: "smpp", label: "SMS connection" };
  switch (health.smpp) {
    case "bound":
      return { ...base, text: "Connected to the SMS aggregator.", meaning: "SMS go out as they are queued.", ok: true };
    case "unbound":
      return {
        ...base,
        text: "Not connected to the SMS aggregator.",
        meaning: "SMS wait until the connection is back; the shop keeps trying.",
        ok: false,
      };
    case "log-only":
      return {
        ...base,
        text: "SMS are only written to the log.",
        meaning: "SMS_URL is not set, so no SMS reaches a phone.",
        ok: false,
      };
    default:
      return health.litefs.kind === "replica"
        ? { ...base, text: "SMS are sent by the primary machine.", meaning: "This machine only reads.", ok: true }
        : {
            ...base,
            text: "The SMS sender is not running.",
            meaning: "No SMS goes out from this machine. Restart it, or see the logs.",
            ok: false,
          };
  }
}

export function jobsLine(health: Pick<SystemHealth, "jobs">): SystemLine {
  const { due, running, oldestDueSeconds, failedLastDay } = health.jobs;
  const failed = failedLastDay > 0 ? ` ${plural(failedLastDay, "job")} failed in the last 24 hours.` : "";
  const base = { key: "jobs", label: "Background work" };
  if (due === 0)
    return {
      ...base,
      text: `No jobs waiting${running > 0 ? `, ${number(running)} running` : ""}.${failed}`,
      meaning: "E-mails, imports and other work are done as they come.",
      ok: true,
    };
  const oldest = ` The oldest has waited ${durationInWords(oldestDueSeconds ?? 0)}.`;
  if (jobsAreLate(health))
    return {
      ...base,
      text: `${plural(due, "job")} waiting.${oldest}${failed}`,
      meaning: "The background worker is stuck or far behind: e-mails and imports wait. See the logs.",
      ok: false,
    };
  return {
    ...base,
    text: `${plural(due, "job")} waiting.${oldest}${failed}`,
    meaning: "The background worker is working through them.",
    ok: true,
  };
}

export function databaseLine(health: Pick<SystemHealth, "database">): SystemLine {
  return {
    key: "database",
    label: "Database",
    text: `${bytesInWords(health.database.bytes)}, with ${bytesInWords(health.database.walBytes)} of recent changes not yet folded in.`,
    meaning: "The size of the shop's data on disk.",
    ok: true,
  };
}

export function volumeLine(health: Pick<SystemHealth, "volume">): SystemLine {
  const base = { key: "volume", label: "Disk" };
  const share = volumeShareUsed(health.volume);
  if (!health.volume || share === null)
    return { ...base, text: "Could not be read.", meaning: "The disk's size is unknown.", ok: false };
  const text = `${Math.round(share * 100)}% full: ${bytesInWords(health.volume.freeBytes)} free of ${bytesInWords(health.volume.totalBytes)}.`;
  if (share >= VOLUME_FULL_SHARE)
    return {
      ...base,
      text,
      meaning: "Nearly full: uploads and the database will soon fail. Extend the volume (fly volumes extend).",
      ok: false,
    };
  return { ...base, text, meaning: "Room for the database, uploads and backups.", ok: true };
}

export function machineLine(health: Pick<SystemHealth, "litefs" | "machine">): SystemLine {
  const { id, region } = health.machine;
  const machine = id ? `This machine (${id}${region ? `, ${region}` : ""})` : "This machine";
  const base = { key: "primary", label: "Primary machine", ok: true };
  switch (health.litefs.kind) {
    case "primary":
      return { ...base, text: `${machine} is the LiteFS primary.`, meaning: "It takes every change to the shop." };
    case "replica":
      return {
        ...base,
        text: `${machine} is a read-only copy; the primary is ${health.litefs.primary}.`,
        meaning: "Changes are sent on to the primary.",
      };
    default:
      return {
        ...base,
        text: `${machine} runs without LiteFS.`,
        meaning: "The database is a plain file on this machine.",
      };
  }
}

export function pageCacheLine(health: Pick<SystemHealth, "pageCache">): SystemLine {
  const { hits, misses } = health.pageCache;
  const total = hits + misses;
  const share = total > 0 ? ` (${Math.round((hits / total) * 100)}% answered from the cache)` : "";
  return {
    key: "page-cache",
    label: "Page cache",
    text: `${plural(hits, "hit")} and ${plural(misses, "miss", "misses")} since the server started${share}.`,
    meaning: "Storefront pages served to visitors without rendering them again.",
    ok: true,
  };
}

export function memoryLine(health: Pick<SystemHealth, "memory">): SystemLine {
  const megabytes = health.memory.rssBytes / 1024 ** 2;
  const text = `${Math.round(megabytes)} MB in use (${Math.round(health.memory.heapUsedBytes / 1024 ** 2)} MB of it JavaScript).`;
  const ok = megabytes <= MEMORY_LIMIT_MB;
  return {
    key: "memory",
    label: "Memory",
    text,
    meaning: ok
      ? `Within the ${MEMORY_LIMIT_MB} MB the server is held to.`
      : `Above the ${MEMORY_LIMIT_MB} MB the server is held to: if it stays there, restart the machine.`,
    ok,
  };
}

/** Every line of the System screen, in the order it shows them. */
export function systemLines(health: SystemHealth): SystemLine[] {
  return [
    backupLine(health),
    emailLine(health),
    smsLine(health),
    smppLine(health),
    jobsLine(health),
    volumeLine(health),
    databaseLine(health),
    machineLine(health),
    memoryLine(health),
    pageCacheLine(health),
  ];
}

/** The alert e-mails to the admins (at most one a day per condition). */
export const ALERT_SUBJECTS = {
  "backup-late": "The shop's database backup is late",
  "emails-failing": "The shop's e-mails keep failing",
  "sms-failing": "The shop's SMS keep failing",
} as const;

export const ALERT_FOOTER =
  "You get this e-mail at most once a day while it lasts. The System screen shows the shop's health:";

export const STATUS_GOOD = "Good";
export const STATUS_BAD = "Needs attention";
export const READ_AT = "Read at";
export const ALL_GOOD = "Everything is well.";
export const someBad = (count: number) =>
  `${count} ${count === 1 ? "thing needs" : "things need"} attention: ${count === 1 ? "it is" : "they are"} shown first, in red.`;
