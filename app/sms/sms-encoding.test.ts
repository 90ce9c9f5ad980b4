import { fitsGsm, smsLayout, unicodeCharacters, withPlainCharacters } from "./sms-encoding";

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

describe("the characters that force Unicode", () => {
  it("names nothing in a plain GSM text", () => {
    expect(unicodeCharacters("It's R95 - Café, [20%] {x} €5\r\nJa")).toEqual([]);
  });

  it("names each typographic character once, in order, with how often it occurs and its plain stand-in", () => {
    expect(unicodeCharacters("It’s here — don’t wait…")).toEqual([
      { character: "’", name: "curly apostrophe", count: 2, plain: "'", visible: true },
      { character: "—", name: "long dash", count: 1, plain: "-", visible: true },
      { character: "…", name: "ellipsis", count: 1, plain: "...", visible: true },
    ]);
    expect(unicodeCharacters("“Ja” ‘nee’ – 5×2").map((found) => [found.character, found.name, found.plain])).toEqual([
      ["“", "curly opening double quote", '"'],
      ["”", "curly closing double quote", '"'],
      ["‘", "curly opening quote", "'"],
      ["’", "curly apostrophe", "'"],
      ["–", "short dash", "-"],
      ["×", "multiplication sign", "x"],
    ]);
  });

  it("names spaces and invisible characters without showing them", () => {
    expect(unicodeCharacters("R\u00a095\u200b\u202Fnow")).toEqual([
      { character: "\u00a0", name: "non-breaking space", count: 1, plain: " ", visible: false },
      { character: "\u200b", name: "zero-width space", count: 1, plain: "", visible: false },
      { character: "\u202f", name: "narrow non-breaking space", count: 1, plain: " ", visible: false },
    ]);
  });

  it("names emoji, other scripts and accented letters outside GSM, with no stand-in", () => {
    const found = unicodeCharacters("Dankie 👍🏽 hoë prys, ê, Ωμέγα, привет ❤️");
    expect(found.map((entry) => [entry.character, entry.name, entry.plain])).toEqual([
      ["👍🏽", "emoji", null],
      ["ë", "e with diaeresis", null],
      ["ê", "e with circumflex", null],
      ["μ", "Greek letter", null],
      ["έ", "Greek letter", null],
      ["γ", "Greek letter", null],
      ["α", "Greek letter", null],
      ["п", "Cyrillic letter", null],
      ["р", "Cyrillic letter", null],
      ["и", "Cyrillic letter", null],
      ["в", "Cyrillic letter", null],
      ["е", "Cyrillic letter", null],
      ["т", "Cyrillic letter", null],
      ["❤️", "emoji", null],
    ]);
  });

  it("replaces what has a plain stand-in, so the SMS goes in GSM", () => {
    const typed = "It’s here — don’t wait… “Now” R\u00a095 ŉ Café";
    const plain = withPlainCharacters(typed);
    expect(plain).toBe(`It's here - don't wait... "Now" R 95 'n Café`);
    expect(smsLayout(typed).encoding).toBe("ucs2");
    expect(smsLayout(plain).encoding).toBe("gsm7");
    // An accent typed as a second character becomes the GSM letter.
    expect(withPlainCharacters("Cafe\u0301")).toBe("Café");
    expect(unicodeCharacters("Cafe\u0301")[0]).toMatchObject({ name: "é written as two characters", plain: "é" });
  });

  it("leaves emoji and letters with no stand-in as they are", () => {
    expect(withPlainCharacters("Hoë prys’ 👍")).toBe("Hoë prys' 👍");
    expect(smsLayout(withPlainCharacters("Hoë prys’ 👍")).encoding).toBe("ucs2");
  });
});
