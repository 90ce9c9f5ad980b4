import { earliestDeliveryDay, isDeliveryDay, isoDay } from "./delivery-days";

describe("delivery days", () => {
  it("are weekdays that are not public holidays", () => {
    expect(isDeliveryDay({ year: 2026, month: 11, day: 23 })).toBe(true);
    expect(isDeliveryDay({ year: 2026, month: 11, day: 21 })).toBe(false);
    expect(isDeliveryDay({ year: 2026, month: 12, day: 16 })).toBe(false);
    // Christmas 2022 was a Sunday and the Monday the Day of Goodwill: Tuesday was the holiday.
    expect(isDeliveryDay({ year: 2022, month: 12, day: 27 })).toBe(false);
    expect(isDeliveryDay({ year: 2022, month: 12, day: 28 })).toBe(true);
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
