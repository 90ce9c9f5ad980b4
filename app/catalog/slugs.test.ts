import { describe, expect, it } from "vitest";
import { categorySlug } from "./slugs";

describe("categorySlug", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(categorySlug("Animal Feed")).toBe("animal-feed");
    expect(categorySlug("Water & Irrigation")).not.toContain(" ");
  });

  it("spells out an ampersand as 'and'", () => {
    expect(categorySlug("Sheep & Goat Feed")).toBe("sheep-and-goat-feed");
    expect(categorySlug("Tack & Saddlery")).toBe("tack-and-saddlery");
    expect(categorySlug("R&D")).toBe("r-and-d");
  });

  it("collapses repeated and surrounding whitespace", () => {
    expect(categorySlug("  Dips   &  Sprays ")).toBe("dips-and-sprays");
    expect(categorySlug("Pet\tAccessories")).toBe("pet-accessories");
  });

  it("keeps a single word as it is, lowercased", () => {
    expect(categorySlug("Hardware")).toBe("hardware");
    expect(categorySlug("")).toBe("");
  });
});
