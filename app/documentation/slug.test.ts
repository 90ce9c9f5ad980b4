import { headingSlug, SLUG_PATTERN, slugFromTitle } from "./slug";

describe("the slug of a new document (spec 5)", () => {
  it("lowercases, drops what is not a letter, digit, space or hyphen, and joins words with one hyphen", () => {
    expect(slugFromTitle("Daily Stock Take: How-To!")).toBe("daily-stock-take-how-to");
    expect(slugFromTitle("Feed   prices\t2026")).toBe("feed-prices-2026");
    expect(slugFromTitle("Lucerne -- and -- Teff")).toBe("lucerne-and-teff");
    expect(slugFromTitle("R 1 234.50 (VAT incl.)")).toBe("r-1-23450-vat-incl");
    expect(slugFromTitle("Crème brûlée")).toBe("crme-brle");
  });

  it("accepts only lowercase letters, digits and hyphens as a stored slug", () => {
    expect(SLUG_PATTERN.test("system-overview-2026")).toBe(true);
    expect(SLUG_PATTERN.test("System")).toBe(false);
    expect(SLUG_PATTERN.test("with space")).toBe(false);
    expect(SLUG_PATTERN.test("under_score")).toBe(false);
    expect(SLUG_PATTERN.test("")).toBe(false);
  });

  it("gives a heading an anchor without hyphens at its ends, and 'section' when nothing is left", () => {
    expect(headingSlug("  Step 1: open Products ")).toBe("step-1-open-products");
    expect(headingSlug("— Returns —")).toBe("returns");
    expect(headingSlug("!!!")).toBe("section");
  });
});
