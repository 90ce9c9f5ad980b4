import { describe, expect, it } from "vitest";
import { daysBetween, defaultRange, mondayOf, periodKey, periodKeys, periodLabel } from "./periods";

describe("report periods", () => {
  it("finds the Monday of a week, across months and years", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });

  it("keys a day by day, week or month", () => {
    expect(periodKey("2026-03-04", "day")).toBe("2026-03-04");
    expect(periodKey("2026-03-04", "week")).toBe("2026-03-02");
    expect(periodKey("2026-03-04", "month")).toBe("2026-03");
  });

  it("lists every period of a range, quiet ones included", () => {
    expect(periodKeys("2026-02-27", "2026-03-02", "day")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(periodKeys("2026-11-01", "2026-11-24", "week")).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(periodKeys("2025-12-15", "2026-02-01", "month")).toEqual(["2025-12", "2026-01", "2026-02"]);
  });

  it("names periods for people", () => {
    expect(periodLabel("2026-11-24", "day")).toBe("24 Nov");
    expect(periodLabel("2026-11-23", "week")).toBe("Week of 23 Nov");
    expect(periodLabel("2026-11", "month")).toBe("Nov 2026");
  });

  it("counts days and defaults to the last 30", () => {
    expect(daysBetween("2026-11-24", "2026-11-24")).toBe(1);
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(365);
    expect(defaultRange("2026-11-24")).toEqual({ from: "2026-10-26", to: "2026-11-24" });
  });
});
