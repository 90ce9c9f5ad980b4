import { describe, expect, it } from "vitest";
import { BACKUP_WARNING_HOURS, backupItem, proofsItem, waitedFor, weekStartOf } from "./dashboard.server";

describe("the dashboard's rules", () => {
  it("starts the shop week on Monday", () => {
    expect(weekStartOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStartOf("2026-11-24")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-23"); // Sunday still belongs to it
    expect(weekStartOf("2026-03-01")).toBe("2026-02-23"); // across a month
  });

  it("says how long a proof has waited in words", () => {
    expect(waitedFor(0.4)).toBe("less than an hour");
    expect(waitedFor(1)).toBe("1 hour");
    expect(waitedFor(23.9)).toBe("23 hours");
    expect(waitedFor(24)).toBe("1 day");
    expect(waitedFor(50)).toBe("2 days and 2 hours");
  });

  it("measures the oldest proof against the 24-hour promise and warns before it breaks", () => {
    const now = new Date("2026-11-24T12:00:00.000Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    expect(proofsItem(0, null, now)).toMatchObject({ count: 0, urgent: false, detail: undefined });
    expect(proofsItem(2, hoursAgo(3), now)).toMatchObject({
      count: 2,
      urgent: false,
      detail: "The oldest has waited 3 hours of the 24 hours we promise.",
      to: "/admin/orders?payment=proof_uploaded",
    });
    expect(proofsItem(1, hoursAgo(21), now).urgent).toBe(true);
    expect(proofsItem(1, hoursAgo(30), now).detail).toBe(
      "The oldest has waited 1 day and 6 hours: past the 24-hour promise.",
    );
  });

  it("shows the age of the last good backup and warns after 26 hours, or when there is none", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const takenHoursAgo = (hours: number) => ({
      lastGood: { finishedAt: new Date(now.getTime() - hours * 3_600_000).toISOString(), location: "/b/x.db.gz" },
      lastFailed: null,
    });
    expect(BACKUP_WARNING_HOURS).toBe(26);

    const fresh = backupItem(takenHoursAgo(5), now);
    expect(fresh).toMatchObject({ count: 5, value: "5 hours", urgent: false });
    expect(fresh.detail).toBe("Taken 25 November 2026, 07:00.");

    expect(backupItem(takenHoursAgo(26), now).urgent).toBe(false);
    const late = backupItem(takenHoursAgo(26.5), now);
    expect(late).toMatchObject({ value: "1 day and 2 hours", urgent: true });
    expect(late.detail).toContain("Older than 26 hours");

    const none = backupItem({ lastGood: null, lastFailed: null }, now);
    expect(none).toMatchObject({ value: "No backup yet", urgent: true });

    const failedSince = backupItem({ ...takenHoursAgo(3), lastFailed: "2026-11-25T09:00:00.000Z" }, now);
    expect(failedSince.urgent).toBe(false);
    expect(failedSince.detail).toContain("The backup at 25 November 2026, 11:00 failed");
  });
});
