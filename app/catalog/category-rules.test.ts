import { cleanDescription, uniqueSlug } from "./category-rules";

describe("category slugs", () => {
  it("follows the storefront's rule and adds a number when the slug is taken", () => {
    expect(uniqueSlug("Sheep & Goat Feed", new Set())).toBe("sheep-and-goat-feed");
    expect(uniqueSlug("Sheep & Goat Feed", new Set(["sheep-and-goat-feed"]))).toBe("sheep-and-goat-feed-2");
    expect(uniqueSlug("Sheep  & goat feed", new Set(["sheep-and-goat-feed", "sheep-and-goat-feed-2"]))).toBe(
      "sheep-and-goat-feed-3",
    );
  });

  it("never makes an empty slug", () => {
    expect(uniqueSlug("   ", new Set())).toBe("category");
  });
});

describe("category descriptions", () => {
  it("are trimmed, and an empty one is stored as null", () => {
    expect(cleanDescription("  Pellets and meal  ")).toBe("Pellets and meal");
    expect(cleanDescription("   ")).toBeNull();
    expect(cleanDescription(undefined)).toBeNull();
  });
});
