import { parseWithZod } from "@conform-to/zod/v4";
import { DEFAULT_FEATURES, emailSignature, openStreetMapUrl, upcomingClosures, whatsAppChatUrl } from "./shop-settings";
import { formValues, SETTINGS_FORMS, sectionFromForm } from "./shop-settings-form";
import { Features } from "./shop-settings-schemas";

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

describe("the shop's public details", () => {
  it("makes a wa.me link of a WhatsApp number as people write it, and none of an empty one", () => {
    expect(whatsAppChatUrl("+27 82 000 0000")).toBe("https://wa.me/27820000000");
    expect(whatsAppChatUrl("082 123 4567")).toBe("https://wa.me/27821234567");
    expect(whatsAppChatUrl("")).toBe("");
  });

  it("points the map at the shop's coordinates", () => {
    expect(openStreetMapUrl(-25.76837, 28.43424)).toBe(
      "https://www.openstreetmap.org/?mlat=-25.76837&mlon=28.43424#map=15/-25.76837/28.43424",
    );
  });

  it("announces closures from today to 60 days ahead, soonest first", () => {
    const closures = [
      { date: "2027-03-01", note: "Too far" },
      { date: "2026-12-25", note: "Christmas Day" },
      { date: "2026-11-30", note: "" },
      { date: "2026-11-24", note: "Yesterday" },
      { date: "2027-01-24", note: "Day 60" },
    ];
    expect(upcomingClosures(closures, "2026-11-25").map((closure) => closure.date)).toEqual([
      "2026-11-30",
      "2026-12-25",
      "2027-01-24",
    ]);
  });

  it("signs e-mails with the name, address and numbers, WhatsApp only when there is one", () => {
    const shop = { name: "Shop", addressLines: ["1 Road", "Town"], phone: "012 345 6789", whatsapp: "" };
    expect(emailSignature(shop)).toBe("\n\nShop\n1 Road, Town\n012 345 6789");
    expect(emailSignature({ ...shop, whatsapp: "082 000 0000" })).toBe(
      "\n\nShop\n1 Road, Town\n012 345 6789 · WhatsApp 082 000 0000",
    );
  });
});

describe("the settings forms", () => {
  it("reads the address a line per row, skipping blank rows, and back again", () => {
    const submission = parseWithZod(
      form({
        name: "Shop",
        legalName: "Shop Ltd",
        address: " 1 Road \r\n\r\nTown ",
        phone: "+27 12 802 0000",
        email: "a@example.com",
        ordersEmail: "b@example.com",
        vatNumber: "4000000001",
      }),
      { schema: SETTINGS_FORMS.details },
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const details = sectionFromForm("details", submission.value);
    expect(details).toMatchObject({ addressLines: ["1 Road", "Town"], whatsapp: "", tagline: "" });
    expect(formValues("details", details)).toMatchObject({ address: "1 Road\nTown" });
  });

  it("reads hours as 'days: hours' and closures as 'date note', sorted by date", () => {
    const submission = parseWithZod(
      form({ hours: "Mon-Fri: 8:00-17:00\nSat: 8:00-13:00", closures: "2026-12-26 Day of Goodwill\n2026-12-25" }),
      { schema: SETTINGS_FORMS.hours },
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value).toEqual({
      // No Afrikaans lines: the rows carry none (Afrikaans readers see the English).
      hours: [
        { days: "Mon-Fri", hours: "8:00-17:00", daysAf: "", hoursAf: "" },
        { days: "Sat", hours: "8:00-13:00", daysAf: "", hoursAf: "" },
      ],
      closures: [
        { date: "2026-12-25", note: "" },
        { date: "2026-12-26", note: "Day of Goodwill" },
      ],
    });
    expect(formValues("hours", submission.value)).toEqual({
      hours: "Mon-Fri: 8:00-17:00\nSat: 8:00-13:00",
      hoursAf: "",
      closures: "2026-12-25\n2026-12-26 Day of Goodwill",
    });
  });

  it("reads the Afrikaans hours line for line with the English ones, and back again", () => {
    const submission = parseWithZod(
      form({
        hours: "Mon-Fri: 8:00-17:00\nSunday: closed",
        hoursAf: "Maandag tot Vrydag: 8:00-17:00\n\nSondag: gesluit",
        closures: "",
      }),
      { schema: SETTINGS_FORMS.hours },
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value.hours).toEqual([
      { days: "Mon-Fri", hours: "8:00-17:00", daysAf: "Maandag tot Vrydag", hoursAf: "8:00-17:00" },
      { days: "Sunday", hours: "closed", daysAf: "Sondag", hoursAf: "gesluit" },
    ]);
    expect(formValues("hours", submission.value)).toMatchObject({
      hoursAf: "Maandag tot Vrydag: 8:00-17:00\nSondag: gesluit",
    });
  });

  it("refuses Afrikaans hours that do not match the English lines, or are not written as 'days: hours'", () => {
    const fewer = parseWithZod(
      form({ hours: "Mon-Fri: 8:00-17:00\nSunday: closed", hoursAf: "Maandag tot Vrydag: 8:00-17:00" }),
      { schema: SETTINGS_FORMS.hours },
    );
    expect(fewer.status === "error" && fewer.error?.hoursAf).toEqual([
      "Write one Afrikaans line for each line of store hours (2), in the same order, or leave it empty.",
    ]);
    const unwritten = parseWithZod(form({ hours: "Sunday: closed", hoursAf: "Sondag gesluit" }), {
      schema: SETTINGS_FORMS.hours,
    });
    expect(unwritten.status === "error" && unwritten.error?.hoursAf).toEqual([
      'Line 1 ("Sondag gesluit"): write the days, a colon and the hours, e.g. "Saterdag: 8:00-13:00".',
    ]);
  });

  it("refuses a date that does not exist and names the line", () => {
    const submission = parseWithZod(
      form({ hours: "Daily: 8-5", closures: "2026-12-25 Christmas\n2026-02-30 No such day" }),
      {
        schema: SETTINGS_FORMS.hours,
      },
    );
    if (submission.status !== "error") throw new Error("accepted a date that does not exist");
    expect(submission.error?.closures).toEqual([
      'Line 2 ("2026-02-30 No such day"): start with a date like 2026-12-25, then the note.',
    ]);
  });

  it("keeps the chosen Featured tabs in the storefront's order and refuses an unknown one", () => {
    const chosen = parseWithZod(
      form({ welcomeTitle: "Hi", welcomeText: "Welcome", featuredTabs: ["new", "featured"] }),
      {
        schema: SETTINGS_FORMS.home,
      },
    );
    expect(chosen.status === "success" && chosen.value.featuredTabs).toEqual(["featured", "new"]);
    const unknown = parseWithZod(form({ welcomeTitle: "Hi", welcomeText: "Welcome", featuredTabs: "bestsellers" }), {
      schema: SETTINGS_FORMS.home,
    });
    expect(unknown.status).toBe("error");
  });

  it("reads unticked feature boxes as off", () => {
    const submission = parseWithZod(form({ newsletterSignup: "on" }), { schema: SETTINGS_FORMS.features });
    expect(submission.status === "success" && submission.value).toEqual({
      welcomeDialog: false,
      newsletterSignup: true,
      payAtCounter: false,
    });
    const counter = parseWithZod(form({ payAtCounter: "on" }), { schema: SETTINGS_FORMS.features });
    expect(counter.status === "success" && counter.value.payAtCounter).toBe(true);
  });

  it("offers 'Pay when you collect' by default, also for features saved before the switch existed", () => {
    expect(DEFAULT_FEATURES.payAtCounter).toBe(true);
    expect(Features.parse({ welcomeDialog: false, newsletterSignup: true })).toEqual({
      welcomeDialog: false,
      newsletterSignup: true,
      payAtCounter: true,
    });
    expect(formValues("features", { welcomeDialog: false, newsletterSignup: false, payAtCounter: true })).toEqual({
      welcomeDialog: undefined,
      newsletterSignup: undefined,
      payAtCounter: "on",
    });
  });
});
