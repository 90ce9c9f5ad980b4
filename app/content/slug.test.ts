import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lower-cases, drops other characters, turns spaces into hyphens and merges repeated hyphens", () => {
    expect(slugify("Terms of Service")).toBe("terms-of-service");
    expect(slugify("Returns & Refunds (2026)!")).toBe("returns-refunds-2026");
    expect(slugify("Feed -- the  flock")).toBe("feed-the-flock");
    expect(slugify("  -Winter: lambs-  ")).toBe("winter-lambs");
  });

  it("takes accents off letters and leaves nothing for a title without letters or digits", () => {
    expect(slugify("Café Crème")).toBe("cafe-creme");
    expect(slugify("!!!")).toBe("");
  });

  it("keeps a slug to 120 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("numbers a slug already taken", () => {
    expect(uniqueSlug("hay", new Set())).toBe("hay");
    expect(uniqueSlug("hay", new Set(["hay", "hay-2"]))).toBe("hay-3");
  });
});
