import {
  countOf,
  formatCount,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatDecimal,
  formatRand,
  formatShopDay,
  humanise,
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

  it("never pads the day with a zero (staff and customers read the same format)", () => {
    expect(formatDate("2026-12-01T08:00:00.000Z")).toBe("1 December 2026");
    expect(formatDateTime("2026-06-05T13:54:00.000Z")).toBe("5 June 2026, 15:54");
  });
});

describe("counts", () => {
  it("groups thousands with the shop's (no-break) space", () => {
    expect(formatCount(2889)).toBe("2\u00a0889");
    expect(formatCount(1234567)).toBe("1\u00a0234\u00a0567");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(0)).toBe("0");
    expect(formatCount(-1500)).toBe("-1\u00a0500");
  });

  it("writes a decimal as the language does", () => {
    expect(formatDecimal(12.46, 1)).toBe("12.5");
    expect(formatDecimal(12.46, 1, "af")).toBe("12,5");
    expect(formatDecimal(4, 1, "af")).toBe("4,0");
  });

  it("makes the noun agree with the count", () => {
    expect(countOf(1, "part")).toBe("1 part");
    expect(countOf(2, "part")).toBe("2 parts");
    expect(countOf(0, "row")).toBe("0 rows");
    expect(countOf(2889, "row")).toBe("2\u00a0889 rows");
    expect(countOf(2, "category", "categories")).toBe("2 categories");
    expect(countOf(1, "category", "categories")).toBe("1 category");
  });
});

describe("humanise", () => {
  it.each([
    ["stock_quantity", "Stock quantity"],
    ["orderNumber", "Order number"],
    ["opt-out-confirmation", "Opt out confirmation"],
    ["sms.bulk_send", "SMS bulk send"],
    ["ws_code", "WS code"],
    ["order_placed", "Order placed"],
    ["", ""],
  ])("%s -> %s", (code, words) => {
    expect(humanise(code)).toBe(words);
  });
});

describe("in Afrikaans (issue 49)", () => {
  it("writes amounts, counts and dates as Intl does for af-ZA", () => {
    expect(formatRand(123450, "af")).toBe("R\u00a01\u00a0234,50");
    expect(formatRand(-5, "af")).toBe("-R\u00a00,05");
    expect(formatCount(2889.5, "af")).toBe("2\u00a0889,5");
    expect(formatDate("2026-12-24T10:00:00Z", "af")).toBe("24 Desember 2026");
    expect(formatDateTime("2026-03-05T10:00:00Z", "af")).toBe("5 Maart 2026, 12:00");
    expect(formatShopDay("2026-12-25", "af")).toBe("Vrydag 25 Desember 2026");
  });
  it("keeps the English forms the specifications write", () => {
    expect(formatRand(123450)).toBe("R\u00a01\u00a0234.50");
    expect(formatRand(123450, "en")).toBe("R\u00a01\u00a0234.50");
    expect(formatRand(99)).toBe("R\u00a00.99");
    expect(formatDate("2026-12-24T10:00:00Z", "en")).toBe("24 December 2026");
  });
});
