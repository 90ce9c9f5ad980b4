import { audienceLabel, estimateBulkSms, marketingSmsText, monthsAgoIso, OPT_OUT_LINE } from "./bulk-sms";

describe("a marketing SMS", () => {
  it("always ends with how to opt out, on its own line", () => {
    expect(marketingSmsText("  Lucerne in stock, R95 a bale.  ")).toBe(
      `Lucerne in stock, R95 a bale.\n${OPT_OUT_LINE}`,
    );
  });

  it("counts the opt-out line in its characters and parts, and the cost from parts and recipients", () => {
    // 138 characters + newline + 21 of the opt-out line = 160: one GSM part.
    const fits = estimateBulkSms("a".repeat(138), 40, 25);
    expect(fits).toMatchObject({ characters: 160, encoding: "gsm7", parts: 1, totalParts: 40, costCents: 1000 });
    // One more character and the opt-out line pushes it to two parts of 153.
    const spills = estimateBulkSms("a".repeat(139), 40, 25);
    expect(spills).toMatchObject({ characters: 161, parts: 2, perPart: 153, totalParts: 80, costCents: 2000 });
  });

  it("is UCS-2 when a character is outside the GSM alphabet, 70 to a part", () => {
    const estimate = estimateBulkSms("Kuier by ons ŉ Saterdag!", 3, 30);
    expect(estimate).toMatchObject({ encoding: "ucs2", characters: 46, parts: 1, perPart: 70, costCents: 90 });
    expect(estimateBulkSms(`${"ŉ".repeat(49)}`, 1, 30)).toMatchObject({ characters: 71, parts: 2, perPart: 67 });
  });

  it("costs nothing to nobody", () => {
    expect(estimateBulkSms("Hello", 0, 25)).toMatchObject({ recipients: 0, totalParts: 0, costCents: 0 });
  });
});

describe("the audience in words", () => {
  it("names each kind", () => {
    expect(audienceLabel({ kind: "all" })).toBe("Everyone opted in to SMS");
    expect(audienceLabel({ kind: "province", province: "Mpumalanga" })).toBe("Opted in, delivering in Mpumalanga");
    expect(audienceLabel({ kind: "area", area: "Cullinan" })).toBe("Opted in, delivering in Cullinan");
    expect(audienceLabel({ kind: "category", categoryId: "c1", months: 1 }, "Animal Feed")).toBe(
      "Opted in, bought from Animal Feed in the last 1 month",
    );
    expect(audienceLabel({ kind: "category", categoryId: "c1", months: 6 }, "Animal Feed")).toBe(
      "Opted in, bought from Animal Feed in the last 6 months",
    );
  });

  it("counts months back from now", () => {
    expect(monthsAgoIso(3, new Date("2026-06-15T10:00:00Z"))).toBe("2026-03-15T10:00:00.000Z");
  });
});
