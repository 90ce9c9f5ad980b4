import { fitsGsm, smsLayout } from "./sms-encoding";

describe("SMS encoding and length", () => {
  it("sends plain English and Afrikaans in the GSM alphabet: 160 characters in one SMS", () => {
    const text = "a".repeat(160);
    expect(smsLayout(text)).toMatchObject({ encoding: "gsm7", units: 160, parts: 1, perPart: 160 });
    expect(smsLayout("Jou bestelling is gereed. Ons is oop tot 17:00.").encoding).toBe("gsm7");
  });

  it("splits a long GSM message into parts of 153", () => {
    const layout = smsLayout("b".repeat(161));
    expect(layout).toMatchObject({ encoding: "gsm7", units: 161, parts: 2, perPart: 153 });
    expect(layout.segments.map((part) => part.length)).toEqual([153, 8]);
    expect(smsLayout("c".repeat(306)).parts).toBe(2);
    expect(smsLayout("c".repeat(307)).parts).toBe(3);
  });

  it("keeps the accents the GSM alphabet has (é è à ä ö ü ñ Ç) in GSM", () => {
    expect(fitsGsm("Café, crème, à la, Ärger, Öl, über, niño, Ça")).toBe(true);
    expect(smsLayout("Kom kuier by ons: jou bestelling is gereed, mevrou Müller!").encoding).toBe("gsm7");
  });

  it("counts the extension table's characters (€ [ ] { } ^ ~ | \\) as two and never splits one", () => {
    expect(smsLayout("Total €10")).toMatchObject({ encoding: "gsm7", units: 10, parts: 1 });
    expect(smsLayout("[x]{y}^~|\\").units).toBe(18);
    expect(smsLayout("€".repeat(80))).toMatchObject({ units: 160, parts: 1 });
    const long = smsLayout(`${"a".repeat(152)}€${"b".repeat(10)}`);
    expect(long).toMatchObject({ units: 164, parts: 2 });
    expect(long.segments).toEqual(["a".repeat(152), `€${"b".repeat(10)}`]);
  });

  it("falls back to UCS-2 for accents outside the GSM alphabet: 70 in one SMS, 67 per part", () => {
    expect(smsLayout("ê")).toMatchObject({ encoding: "ucs2", units: 1, parts: 1, perPart: 70 });
    expect(smsLayout(`Hoë prys ${"x".repeat(61)}`)).toMatchObject({ encoding: "ucs2", units: 70, parts: 1 });
    const long = smsLayout(`Hoë prys ${"x".repeat(62)}`);
    expect(long).toMatchObject({ encoding: "ucs2", units: 71, parts: 2, perPart: 67 });
    expect(long.segments.map((part) => part.length)).toEqual([67, 4]);
  });

  it("sends Afrikaans ŉ in UCS-2", () => {
    expect(smsLayout("Dis ŉ goeie dag")).toMatchObject({ encoding: "ucs2", units: 15, parts: 1 });
  });

  it("sends curly quotes and apostrophes in UCS-2 (straight ones stay GSM)", () => {
    expect(smsLayout("Jou ‘bestelling’ is “gereed”").encoding).toBe("ucs2");
    expect(smsLayout("It’s ready").encoding).toBe("ucs2");
    expect(smsLayout('It\'s "ready"').encoding).toBe("gsm7");
  });

  it("counts an emoji as two units and never splits its pair", () => {
    expect(smsLayout("Dankie 👍")).toMatchObject({ encoding: "ucs2", units: 9, parts: 1 });
    const long = smsLayout(`${"a".repeat(66)}👍b`);
    expect(long).toMatchObject({ encoding: "ucs2", units: 69, parts: 1 });
    const split = smsLayout(`${"a".repeat(66)}👍${"b".repeat(10)}`);
    expect(split).toMatchObject({ units: 78, parts: 2 });
    expect(split.segments).toEqual(["a".repeat(66), `👍${"b".repeat(10)}`]);
  });

  it("puts one character outside GSM into UCS-2 for the whole message, € then counting once", () => {
    expect(smsLayout("€5 ŉ")).toMatchObject({ encoding: "ucs2", units: 4 });
  });
});
