import {
  isMarketingAllowed,
  marketingPause,
  marketingWindow,
  momentInWords,
  nextMarketingMoment,
} from "./marketing-hours";

/** A South African wall-clock time (SAST, UTC+2) as a Date. */
const sast = (local: string) => new Date(`${local}+02:00`);
const next = (local: string) => nextMarketingMoment(sast(local)).toISOString();
const at = (local: string) => sast(local).toISOString();

describe("the marketing hours", () => {
  it("has no window on Sundays and holidays, a short one on Saturdays", () => {
    expect(marketingWindow("2026-06-14")).toBeNull(); // Sunday
    expect(marketingWindow("2026-06-16")).toBeNull(); // Youth Day, a Tuesday
    expect(marketingWindow("2026-06-13")).toEqual({ from: 540, to: 780 }); // Saturday 09:00-13:00
    expect(marketingWindow("2026-06-15")).toEqual({ from: 480, to: 1200 }); // Monday 08:00-20:00
  });
});

describe("the next allowed moment for marketing", () => {
  it("is the moment itself within the hours, in South African time", () => {
    expect(next("2026-06-15T08:00:00")).toBe(at("2026-06-15T08:00:00"));
    expect(next("2026-06-15T19:59:59")).toBe(at("2026-06-15T19:59:59"));
    expect(next("2026-06-13T12:30:00")).toBe(at("2026-06-13T12:30:00"));
    // 06:30 UTC is 08:30 in South Africa.
    expect(isMarketingAllowed(new Date("2026-06-15T06:30:00Z"))).toBe(true);
    expect(isMarketingAllowed(new Date("2026-06-15T05:59:00Z"))).toBe(false);
  });

  it("waits for 08:00 before the day's window and for the next day after 20:00", () => {
    expect(next("2026-06-15T07:59:00")).toBe(at("2026-06-15T08:00:00"));
    expect(next("2026-06-15T20:00:00")).toBe(at("2026-06-17T08:00:00")); // Tuesday 16 June is Youth Day
    expect(next("2026-06-17T23:30:00")).toBe(at("2026-06-18T08:00:00"));
  });

  it("keeps Saturday to 09:00-13:00 and skips Sunday", () => {
    expect(next("2026-06-12T21:00:00")).toBe(at("2026-06-13T09:00:00")); // Friday night to Saturday 09:00
    expect(next("2026-06-13T08:30:00")).toBe(at("2026-06-13T09:00:00"));
    expect(next("2026-06-13T13:00:00")).toBe(at("2026-06-15T08:00:00")); // Saturday afternoon to Monday
    expect(next("2026-06-14T10:00:00")).toBe(at("2026-06-15T08:00:00")); // Sunday
  });

  it("skips the Easter weekend from Thursday night to Tuesday", () => {
    // Good Friday 3 April 2026, Saturday 4 April is open, Family Day Monday 6 April.
    expect(next("2026-04-02T20:30:00")).toBe(at("2026-04-04T09:00:00"));
    expect(next("2026-04-04T14:00:00")).toBe(at("2026-04-07T08:00:00"));
  });

  it("skips a Monday that is a Sunday holiday's day off, and Christmas to the New Year", () => {
    expect(next("2026-08-08T15:00:00")).toBe(at("2026-08-11T08:00:00")); // Women's Day Sunday, Monday off
    expect(next("2022-12-24T10:00:00")).toBe(at("2022-12-24T10:00:00")); // Saturday morning is open
    expect(next("2022-12-24T13:30:00")).toBe(at("2022-12-28T08:00:00")); // 25 Sun, 26 Goodwill, 27 observed
    expect(next("2026-12-31T20:15:00")).toBe(at("2027-01-02T09:00:00")); // New Year's Day, then Saturday
  });

  it("reads the moment in UTC+2 whatever the server's zone", () => {
    // 22:30 UTC on Friday is 00:30 on Saturday in South Africa: wait for 09:00 SAST (07:00 UTC).
    expect(nextMarketingMoment(new Date("2026-06-12T22:30:00Z")).toISOString()).toBe("2026-06-13T07:00:00.000Z");
  });
});

describe("a pause and the moment it ends, in words", () => {
  it("says today, tomorrow, the weekday within the week, and the date beyond it", () => {
    const words = (moment: string, now: string) => momentInWords(sast(moment), sast(now));
    expect(words("2026-06-15T08:00:00", "2026-06-15T06:10:00")).toBe("today 08:00");
    expect(words("2026-06-13T09:00:00", "2026-06-12T21:00:00")).toBe("tomorrow 09:00");
    // A minute before midnight in South Africa is still the day before.
    expect(words("2026-06-13T09:00:00", "2026-06-12T23:59:00")).toBe("tomorrow 09:00");
    expect(words("2026-06-15T08:00:00", "2026-06-13T14:00:00")).toBe("Monday 08:00");
    expect(words("2026-06-22T08:00:00", "2026-06-13T14:00:00")).toBe("Monday 22 June 08:00");
  });

  it("is the night, the weekend or the public holiday", () => {
    const pause = (local: string) => marketingPause(sast(local));
    expect(pause("2026-06-15T10:00:00")).toBeNull();
    expect(pause("2026-06-15T06:00:00")).toBe("night"); // Monday before 08:00
    expect(pause("2026-06-18T20:30:00")).toBe("night"); // Thursday evening
    expect(pause("2026-06-12T21:00:00")).toBe("night"); // Friday evening: Saturday 09:00
    expect(pause("2026-06-13T14:00:00")).toBe("weekend"); // Saturday afternoon
    expect(pause("2026-06-14T10:00:00")).toBe("weekend"); // Sunday
    expect(pause("2026-06-15T20:30:00")).toBe("public holiday"); // Monday evening, Youth Day next
    expect(pause("2026-06-16T10:00:00")).toBe("public holiday"); // Youth Day
  });
});
