import { describe, expect, it } from "vitest";
import { proofsItem, waitedFor, weekStartOf } from "./dashboard.server";

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
});
