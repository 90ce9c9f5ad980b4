import { alertConditions, alertIsDue, BACKUP_LATE_HOURS, keepsFailing, type OutboxHealth } from "./system-health";
import { backupLine, bytesInWords, durationInWords, jobsLine, memoryLine, volumeLine } from "./system-messages";

const quiet: OutboxHealth = { queued: 0, sent: 10, failed: 0, sentLastDay: 2, failedLastDay: 0, failing: false };
const backupAt = (ageHours: number | null, lastFailedAt: string | null = null) => ({
  backup: { lastGoodAt: ageHours === null ? null : "2026-11-28T05:00:00.000Z", ageHours, lastFailedAt },
});

describe("the health rules", () => {
  it("call e-mails or SMS failing only when the newest five finished all failed", () => {
    const failed = { failed: true };
    const sent = { failed: false };
    expect(keepsFailing([failed, failed, failed, failed, failed, sent])).toBe(true);
    expect(keepsFailing([failed, failed, failed, failed, sent, failed])).toBe(false);
    expect(keepsFailing([failed, failed, failed, failed])).toBe(false);
  });

  it("alert about a backup older than 26 hours, or none, and about failing channels", () => {
    expect(alertConditions({ ...backupAt(BACKUP_LATE_HOURS), emails: quiet, sms: quiet })).toEqual([]);
    expect(alertConditions({ ...backupAt(BACKUP_LATE_HOURS + 0.1), emails: quiet, sms: quiet })).toEqual([
      "backup-late",
    ]);
    expect(alertConditions({ ...backupAt(null), emails: { ...quiet, failing: true }, sms: quiet })).toEqual([
      "backup-late",
      "emails-failing",
    ]);
  });

  it("repeat an alert only once a day has passed", () => {
    const now = new Date("2026-11-28T12:00:00.000Z");
    expect(alertIsDue(undefined, now)).toBe(true);
    expect(alertIsDue("2026-11-27T12:00:01.000Z", now)).toBe(false);
    expect(alertIsDue("2026-11-27T12:00:00.000Z", now)).toBe(true);
  });
});

describe("the System screen's words", () => {
  it("say a backup's age, checked and green, or late and red", () => {
    expect(backupLine(backupAt(3))).toMatchObject({ text: "Last backup 3 hours ago, checked.", ok: true });
    expect(backupLine(backupAt(30))).toMatchObject({ text: "Last backup 1 day and 6 hours ago.", ok: false });
    expect(backupLine(backupAt(null))).toMatchObject({ text: "No backup yet.", ok: false });
  });

  it("say how long the oldest job waited, red past 15 minutes", () => {
    const jobs = (due: number, seconds: number | null) => ({
      jobs: { due, running: 0, oldestDueSeconds: seconds, failedLastDay: 0 },
    });
    expect(jobsLine(jobs(0, null))).toMatchObject({ text: "No jobs waiting.", ok: true });
    expect(jobsLine(jobs(1, 120))).toMatchObject({ text: "1 job waiting. The oldest has waited 2 minutes.", ok: true });
    expect(jobsLine(jobs(40, 3 * 3600)).ok).toBe(false);
  });

  it("say how full the disk is and how much memory is used", () => {
    const gb = 1024 ** 3;
    expect(volumeLine({ volume: { totalBytes: 3 * gb, freeBytes: 2 * gb } })).toMatchObject({
      text: "33% full: 2.0 GB free of 3.0 GB.",
      ok: true,
    });
    expect(volumeLine({ volume: { totalBytes: 10 * gb, freeBytes: 0.5 * gb } }).ok).toBe(false);
    expect(memoryLine({ memory: { rssBytes: 180 * 1024 ** 2, heapUsedBytes: 90 * 1024 ** 2 } })).toMatchObject({
      text: "180 MB in use (90 MB of it JavaScript).",
      ok: true,
    });
    expect(memoryLine({ memory: { rssBytes: 320 * 1024 ** 2, heapUsedBytes: 90 * 1024 ** 2 } }).ok).toBe(false);
  });

  it("put durations and sizes in words", () => {
    expect(durationInWords(30)).toBe("less than a minute");
    expect(durationInWords(3600)).toBe("1 hour");
    expect(durationInWords(49 * 3600)).toBe("2 days and 1 hour");
    expect(bytesInWords(850 * 1024)).toBe("850 KB");
    expect(bytesInWords(45.23 * 1024 ** 2)).toBe("45.2 MB");
  });
});
