import { earliestDeliveryDay, easterSunday, isDeliveryDay, isoDay, publicHolidays } from "./delivery-days";

describe("South African public holidays", () => {
  it("knows Easter", () => {
    expect(isoDay(easterSunday(2026))).toBe("2026-04-05");
    expect(isoDay(easterSunday(2027))).toBe("2027-03-28");
  });

  it("lists the holidays, with Sunday holidays observed on the Monday", () => {
    const holidays = publicHolidays(2026);
    expect(holidays.get("2026-04-03")).toBe("Good Friday");
    expect(holidays.get("2026-04-06")).toBe("Family Day");
    expect(holidays.get("2026-12-16")).toBe("Day of Reconciliation");
    // Freedom Day 2025 fell on a Sunday: Monday 28 April was the holiday.
    expect(publicHolidays(2025).get("2025-04-28")).toBe("Freedom Day (observed)");
  });
});

describe("delivery days", () => {
  it("are weekdays that are not public holidays", () => {
    expect(isDeliveryDay({ year: 2026, month: 11, day: 23 })).toBe(true);
    expect(isDeliveryDay({ year: 2026, month: 11, day: 21 })).toBe(false);
    expect(isDeliveryDay({ year: 2026, month: 12, day: 16 })).toBe(false);
  });

  it("start the day after ordering, skipping weekends and holidays", () => {
    // Friday 20 November 2026 -> Monday 23 November.
    expect(isoDay(earliestDeliveryDay(new Date("2026-11-20T10:00:00Z")))).toBe("2026-11-23");
    // Thursday 24 December -> Christmas, Goodwill, the weekend -> Monday 28 December.
    expect(isoDay(earliestDeliveryDay(new Date("2026-12-24T08:00:00Z")))).toBe("2026-12-28");
    // Late Thursday evening UTC is already Friday in Johannesburg: Monday next.
    expect(isoDay(earliestDeliveryDay(new Date("2026-11-19T22:30:00Z")))).toBe("2026-11-23");
  });
});
