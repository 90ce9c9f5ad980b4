import { describe, expect, it } from "vitest";
import { type BackupEntry, type BackupReason, backupsToKeep } from "./backup-retention";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function backup(iso: string, reason: BackupReason = "daily"): BackupEntry {
  return { name: `shop-${iso}-${reason}`, takenAt: new Date(iso), reason };
}

/** One daily backup at 02:00 UTC (04:00 SAST) for `days` days up to and including `last`. */
function dailyBackups(last: string, days: number): BackupEntry[] {
  const end = new Date(last).getTime();
  return Array.from({ length: days }, (_, i) => backup(new Date(end - i * DAY_MS).toISOString()));
}

const kept = (backups: BackupEntry[], now: string) => [...backupsToKeep(backups, new Date(now))].sort();

describe("which backups to keep", () => {
  it("keeps everything while there are fewer backups than the rules ask for", () => {
    const backups = dailyBackups("2026-11-25T02:00:00.000Z", 5);
    expect(kept(backups, "2026-11-25T03:00:00Z")).toEqual(backups.map((b) => b.name).sort());
  });

  it("keeps nothing of an empty list", () => {
    expect(backupsToKeep([], new Date()).size).toBe(0);
  });

  it("after a year of daily backups keeps 7 daily, 4 weekly and 12 monthly copies, overlapping", () => {
    const backups = dailyBackups("2026-11-25T02:00:00.000Z", 400);
    const keep = backupsToKeep(backups, new Date("2026-11-25T03:00:00Z"));
    const days = [...keep].map((name) => name.slice(5, 15)).sort();
    expect(days).toEqual([
      // Monthly: the newest of each of the last 12 months (the last day of each month).
      "2025-12-31",
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      // Weekly: this week's and last week's newest are daily copies already (25 and 22
      // November); the two weeks before end on Sundays 15 and 8 November.
      "2026-11-08",
      "2026-11-15",
      // Daily: the last seven days, today (Wednesday 25 November) included.
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    // 7 daily + 2 weekly not already daily + 11 monthly not already daily or weekly.
    expect(keep.size).toBe(20);
  });

  it("keeps the newest backup of a day, not the first", () => {
    const morning = backup("2026-11-25T05:00:00.000Z", "manual");
    const evening = backup("2026-11-25T16:00:00.000Z", "manual");
    const keep = backupsToKeep([morning, evening], new Date("2026-11-25T18:00:00Z"), {
      daily: 1,
      weekly: 1,
      monthly: 1,
      preMigration: 0,
    });
    expect([...keep]).toEqual([evening.name]);
  });

  it("counts days in SAST: 23:30 UTC is already the next day in Pretoria", () => {
    // 21:30 UTC on 24 November is 23:30 SAST, the 24th; 22:30 UTC is 00:30 on the 25th.
    const late24 = backup("2026-11-24T21:30:00.000Z");
    const early25 = backup("2026-11-24T22:30:00.000Z");
    const policy = { daily: 2, weekly: 0, monthly: 0, preMigration: 0 };
    expect([...backupsToKeep([late24, early25], new Date("2026-11-25T06:00:00Z"), policy)].sort()).toEqual(
      [early25.name, late24.name].sort(),
    );
    // In UTC both would be the 24th and only one would survive.
    const sameSastDay = backup("2026-11-24T20:30:00.000Z");
    expect([...backupsToKeep([sameSastDay, late24], new Date("2026-11-25T06:00:00Z"), policy)]).toEqual([late24.name]);
  });

  it("puts a backup late on the last UTC day of a month into the next month, as Pretoria's calendar does", () => {
    const march = backup("2026-03-31T21:00:00.000Z"); // 23:00 SAST, 31 March
    const april = backup("2026-03-31T23:30:00.000Z"); // 01:30 SAST, 1 April
    const keep = backupsToKeep([march, april], new Date("2026-04-10T00:00:00Z"), {
      daily: 0,
      weekly: 0,
      monthly: 2,
      preMigration: 0,
    });
    expect(keep.size).toBe(2);
  });

  it("runs weeks from Monday to Sunday in SAST", () => {
    const sunday = backup("2026-11-22T21:00:00.000Z"); // 23:00 SAST Sunday 22 November
    const monday = backup("2026-11-22T22:30:00.000Z"); // 00:30 SAST Monday 23 November
    const policy = { daily: 0, weekly: 2, monthly: 0, preMigration: 0 };
    expect(backupsToKeep([sunday, monday], new Date("2026-11-25T00:00:00Z"), policy).size).toBe(2);
    const saturday = backup("2026-11-21T08:00:00.000Z");
    expect([...backupsToKeep([saturday, sunday], new Date("2026-11-25T00:00:00Z"), policy)]).toEqual([sunday.name]);
  });

  it("keeps the last copies when backups stopped: the periods counted are those that have a backup", () => {
    const beforeGap = dailyBackups("2026-10-01T02:00:00.000Z", 30);
    const keep = backupsToKeep(beforeGap, new Date("2026-11-25T03:00:00Z"));
    for (const b of beforeGap.slice(0, 7)) expect(keep.has(b.name)).toBe(true);
  });

  it("keeps the last three backups taken before a migration besides the periods' newest", () => {
    const premigration = [
      backup("2026-11-20T08:00:00.000Z", "pre-migration"),
      backup("2026-11-22T08:00:00.000Z", "pre-migration"),
      backup("2026-11-24T08:00:00.000Z", "pre-migration"),
      backup("2026-11-25T08:00:00.000Z", "pre-migration"),
    ];
    const daily = dailyBackups("2026-11-25T12:00:00.000Z", 10);
    const keep = backupsToKeep([...premigration, ...daily], new Date("2026-11-25T13:00:00Z"));
    expect(keep.has(premigration[0]?.name ?? "")).toBe(false);
    for (const b of premigration.slice(1)) expect(keep.has(b.name)).toBe(true);
  });

  it("keeps a backup dated in the future and does not let it take a day's place", () => {
    const future = backup("2026-12-01T02:00:00.000Z");
    const daily = dailyBackups("2026-11-25T02:00:00.000Z", 7);
    const keep = backupsToKeep([future, ...daily], new Date("2026-11-25T03:00:00Z"));
    expect(keep.has(future.name)).toBe(true);
    for (const b of daily) expect(keep.has(b.name)).toBe(true);
  });

  it("does not depend on the order of the list", () => {
    const backups = dailyBackups("2026-11-25T02:00:00.000Z", 100);
    const now = new Date("2026-11-25T03:00:00Z");
    expect([...backupsToKeep([...backups].reverse(), now)].sort()).toEqual([...backupsToKeep(backups, now)].sort());
  });
});
