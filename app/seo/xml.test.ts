import { clipText, escapeXml, latest, plainText, stripControlCharacters, w3cDate } from "./xml";

describe("escaping text for XML", () => {
  it("escapes the five characters XML gives a meaning", () => {
    expect(escapeXml(`Horse & Pony <Feed> "Premium" 'Gold'`)).toBe(
      "Horse &amp; Pony &lt;Feed&gt; &quot;Premium&quot; &apos;Gold&apos;",
    );
  });

  it("escapes an ampersand that already looks like an entity, so it reads back unchanged", () => {
    expect(escapeXml("/products?category=a&amp;b")).toBe("/products?category=a&amp;amp;b");
    expect(escapeXml("/products?category=feed&subcategory=horse")).toBe(
      "/products?category=feed&amp;subcategory=horse",
    );
  });

  it("drops control characters XML 1.0 forbids but keeps tabs, newlines and all other text", () => {
    expect(stripControlCharacters("a\u0000b\u0008c\u000Bd\u001Fe\uFFFF")).toBe("abcde");
    expect(escapeXml("line one\nline\ttwo\r")).toBe("line one\nline\ttwo\r");
    expect(escapeXml("Lusern – 25 kg 🐄 ñ")).toBe("Lusern – 25 kg 🐄 ñ");
  });

  it("drops half of a broken surrogate pair but keeps whole ones", () => {
    expect(stripControlCharacters("a\uD83Db")).toBe("ab");
    expect(stripControlCharacters("a\uDC04b")).toBe("ab");
    expect(stripControlCharacters("🐄")).toBe("🐄");
  });
});

describe("plain text for the product feed", () => {
  it("removes tags, decodes entities and collapses whitespace", () => {
    expect(
      plainText("<p>Fresh <strong>lucerne</strong>&nbsp;bales &amp; <em>teff</em></p>\n\n<ul><li>25 kg</li></ul>"),
    ).toBe("Fresh lucerne bales & teff 25 kg");
    expect(plainText("Size #3 &#39;quoted&#x27; A_B")).toBe("Size #3 'quoted' A_B");
    expect(plainText("<script>alert(1)</script>Safe")).toBe("Safe");
  });

  it("gives an empty string for nothing", () => {
    expect(plainText(null)).toBe("");
    expect(plainText(undefined)).toBe("");
    expect(plainText("   ")).toBe("");
  });

  it("cuts long text on a word boundary with an ellipsis, within the limit", () => {
    const text = plainText("word ".repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith("word…")).toBe(true);
  });

  it("keeps a title's angle brackets as text, on one line without control characters", () => {
    expect(clipText("Mix <50kg>\n\u0007 Gold ")).toBe("Mix <50kg> Gold");
    expect(clipText("a".repeat(200), 150)).toHaveLength(150);
  });

  it("leaves unknown or impossible entities as they are", () => {
    expect(plainText("&bogus; &#99999999;")).toBe("&bogus; &#99999999;");
  });
});

describe("dates", () => {
  it("writes a stored timestamp as a W3C date in UTC", () => {
    expect(w3cDate("2026-03-04T22:59:00.000Z")).toBe("2026-03-04");
    expect(() => w3cDate("yesterday")).toThrow();
  });

  it("picks the later of two timestamps", () => {
    expect(latest("2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z")).toBe("2026-02-01T00:00:00.000Z");
    expect(latest(null, "2026-02-01T00:00:00.000Z")).toBe("2026-02-01T00:00:00.000Z");
    expect(latest(undefined, null)).toBeNull();
  });
});
