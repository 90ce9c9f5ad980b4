import {
  formatAdminDate,
  formatAdminDateTime,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatRand,
  parseRandToCents,
} from "./format";

describe("formatRand", () => {
  it.each([
    [0, "R 0.00"],
    [5, "R 0.05"],
    [99_99, "R 99.99"],
    [1_234_50, "R 1 234.50"],
    [1_000_000_00, "R 1 000 000.00"],
    [-2_500, "-R 25.00"],
  ])("shows %i cents as %s, its spaces no-break spaces", (cents, shown) => {
    expect(formatRand(cents)).toBe(shown.replaceAll(" ", "\u00a0"));
  });

  it("never splits an amount over two lines: it holds no space a line may break at", () => {
    expect(formatRand(1_234_567_89)).not.toMatch(/[ \t\n]/);
  });
});

describe("parseRandToCents", () => {
  it("reads what staff type", () => {
    expect(parseRandToCents("1 234.50")).toBe(123450);
    expect(parseRandToCents("R99")).toBe(9900);
    expect(parseRandToCents("12,5")).toBe(1250);
    expect(parseRandToCents("abc")).toBeUndefined();
    expect(parseRandToCents("1.234")).toBeUndefined();
  });
});

describe("dates in Africa/Johannesburg", () => {
  // 22:30 UTC is already the next day in South Africa (UTC+2).
  const lateEvening = "2026-11-21T22:30:00.000Z";

  it("shows the South African calendar day", () => {
    expect(formatDate(lateEvening)).toBe("22 November 2026");
    expect(formatDateLong(lateEvening)).toBe("22 November 2026");
  });

  it("shows the time in South Africa", () => {
    expect(formatDateTime(lateEvening)).toBe("22 November 2026, 00:30");
  });

  it("uses the back office's MMM dd, yyyy", () => {
    expect(formatAdminDate(lateEvening)).toBe("Nov 22, 2026");
  });

  it("adds the time of day in South Africa where the time matters (the audit log)", () => {
    expect(formatAdminDateTime(lateEvening)).toBe("Nov 22, 2026 00:30");
  });
});
