import {
  audienceLabel,
  canEnd,
  estimateBulkSms,
  grewPastConfirmation,
  marketingSmsText,
  monthsAgoIso,
  mostRecipientsAllowed,
  OPT_OUT_LINE,
  sendPhase,
} from "./bulk-sms";

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

describe("a send's growth since it was confirmed", () => {
  it("may grow by 10%, rounded down; more waits for a fresh confirmation", () => {
    expect(mostRecipientsAllowed(2)).toBe(2);
    expect(mostRecipientsAllowed(10)).toBe(11);
    expect(mostRecipientsAllowed(303)).toBe(333);
    const confirmed = { recipients: 2, costCents: 50 };
    expect(grewPastConfirmation({ recipients: 2, costCents: 50 }, confirmed)).toBe(false);
    expect(grewPastConfirmation({ recipients: 2002, costCents: 50_050 }, confirmed)).toBe(true);
    expect(grewPastConfirmation({ recipients: 110, costCents: 2750 }, { recipients: 100, costCents: 2500 })).toBe(
      false,
    );
    expect(grewPastConfirmation({ recipients: 111, costCents: 2775 }, { recipients: 100, costCents: 2500 })).toBe(true);
    // The same recipients at a dearer part price: the cost grew.
    expect(grewPastConfirmation({ recipients: 100, costCents: 3000 }, { recipients: 100, costCents: 2500 })).toBe(true);
  });
});

describe("a send's phase on its progress page", () => {
  const sast = (local: string) => new Date(`${local}+02:00`);
  const saturdayAfternoon = sast("2026-06-13T14:00:00");
  const mondayMorning = sast("2026-06-15T10:00:00");
  const mondayEight = sast("2026-06-15T08:00:00").toISOString();

  it("is scheduled until it starts, with the day and time it starts", () => {
    expect(sendPhase({ status: "scheduled", scheduled_for: mondayEight }, 3, saturdayAfternoon)).toEqual({
      kind: "scheduled",
      startsAt: "Monday 08:00",
    });
    // Its moment has come within the hours: the job is starting it.
    expect(sendPhase({ status: "scheduled", scheduled_for: mondayEight }, 3, mondayMorning)).toEqual({
      kind: "running",
    });
  });

  it("is paused outside the hours while SMS are to go, and says when it resumes", () => {
    const friday = sast("2026-06-12T21:00:00");
    expect(sendPhase({ status: "queued", scheduled_for: mondayEight }, 214, friday)).toEqual({
      kind: "paused",
      pause: "night",
      resumesAt: "tomorrow 09:00",
    });
    expect(sendPhase({ status: "queuing", scheduled_for: mondayEight }, 214, saturdayAfternoon)).toEqual({
      kind: "paused",
      pause: "weekend",
      resumesAt: "Monday 08:00",
    });
    expect(sendPhase({ status: "queued", scheduled_for: mondayEight }, 214, mondayMorning)).toEqual({
      kind: "running",
    });
    expect(sendPhase({ status: "queued", scheduled_for: mondayEight }, 0, saturdayAfternoon)).toEqual({
      kind: "finished",
    });
  });

  it("can be ended until it is over", () => {
    expect(canEnd("scheduled", 0)).toBe(true);
    expect(canEnd("awaiting_confirmation", 0)).toBe(true);
    expect(canEnd("queuing", 0)).toBe(true);
    expect(canEnd("queued", 5)).toBe(true);
    expect(canEnd("queued", 0)).toBe(false);
    expect(canEnd("stopped", 5)).toBe(false);
    expect(canEnd("cancelled", 0)).toBe(false);
  });
});
