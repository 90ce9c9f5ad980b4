import { easterSunday, publicHolidayOn, southAfricanPublicHolidays } from "./public-holidays";

describe("Easter (the Gregorian computus)", () => {
  it.each([
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
    [2285, 3, 22],
  ])("Easter Sunday %i is %i/%i", (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});

describe("South African public holidays", () => {
  it("lists the twelve of 2026 with Good Friday and Family Day from Easter", () => {
    const holidays = southAfricanPublicHolidays(2026);
    expect([...holidays.keys()].sort()).toEqual([
      "2026-01-01",
      "2026-03-21",
      "2026-04-03",
      "2026-04-06",
      "2026-04-27",
      "2026-05-01",
      "2026-06-16",
      "2026-08-09",
      "2026-08-10",
      "2026-09-24",
      "2026-12-16",
      "2026-12-25",
      "2026-12-26",
    ]);
    expect(holidays.get("2026-04-03")).toBe("Good Friday");
    expect(holidays.get("2026-04-06")).toBe("Family Day");
  });

  it("moves a holiday on a Sunday to the Monday (Public Holidays Act s2(1))", () => {
    // Women's Day 2026, Human Rights Day 2027 and Freedom Day 2025 fall on a Sunday.
    expect(publicHolidayOn("2026-08-10")).toBe("National Women's Day (observed)");
    expect(publicHolidayOn("2027-03-22")).toBe("Human Rights Day (observed)");
    expect(publicHolidayOn("2025-04-28")).toBe("Freedom Day (observed)");
    // Freedom Day 2026 is a Monday and Youth Day a Tuesday: the day after is a working day.
    expect(publicHolidayOn("2026-04-28")).toBeNull();
    expect(publicHolidayOn("2026-06-17")).toBeNull();
  });

  it("moves Christmas on a Sunday past the Day of Goodwill", () => {
    // 25 December 2022 was a Sunday: Monday is Goodwill already, so Tuesday is the day off.
    expect(publicHolidayOn("2022-12-26")).toBe("Day of Goodwill");
    expect(publicHolidayOn("2022-12-27")).toBe("Christmas Day (observed)");
  });
});
