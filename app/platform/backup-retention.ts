import { shopDayOf } from "./shop-days";

/**
 * Which database backups to keep: the newest of each of the last 7 days, 4 weeks and 12 months
 * that have a backup, and the last 3 taken before a migration (decision 0043).
 *
 * Days are shop days (SAST, UTC+2, the same days as the shop's reports), weeks run Monday to
 * Sunday and months are calendar months, all in SAST. A backup at 23:30 UTC on 31 March is
 * taken at 01:30 on 1 April in Pretoria, so it is April's.
 *
 * The periods counted are the last ones that *have* a backup, not the last ones on the
 * calendar: when backups stop for a fortnight, the 7 daily copies from before the gap are all
 * still there, instead of ageing out while nothing replaces them.
 */

export type BackupReason = "daily" | "manual" | "pre-migration";

export type BackupEntry = { name: string; takenAt: Date; reason: BackupReason };

export type RetentionPolicy = { daily: number; weekly: number; monthly: number; preMigration: number };

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12, preMigration: 3 };

/** The Monday (YYYY-MM-DD) of the week that holds a shop day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const PERIODS: { rule: "daily" | "weekly" | "monthly"; of: (day: string) => string }[] = [
  { rule: "daily", of: (day) => day },
  { rule: "weekly", of: weekOf },
  { rule: "monthly", of: (day) => day.slice(0, 7) },
];

/**
 * The names of the backups to keep; every other backup in the list may be deleted. A backup
 * dated after `now` (a clock that was wrong) is kept and not counted: it is not ours to judge.
 */
export function backupsToKeep(
  backups: readonly BackupEntry[],
  now: Date,
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Set<string> {
  const keep = new Set<string>();
  const newestFirst = [...backups]
    .filter((backup) => !Number.isNaN(backup.takenAt.getTime()))
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || (a.name < b.name ? 1 : -1));
  const past = newestFirst.filter((backup) => {
    if (backup.takenAt.getTime() <= now.getTime()) return true;
    keep.add(backup.name);
    return false;
  });

  for (const { rule, of } of PERIODS) {
    const seen = new Set<string>();
    for (const backup of past) {
      if (seen.size >= policy[rule]) break;
      const period = of(shopDayOf(backup.takenAt));
      if (seen.has(period)) continue;
      seen.add(period);
      keep.add(backup.name);
    }
  }

  for (const backup of past.filter((entry) => entry.reason === "pre-migration").slice(0, policy.preMigration))
    keep.add(backup.name);
  return keep;
}
