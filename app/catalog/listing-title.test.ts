import { listingTitle } from "./listing-title";

describe("listingTitle", () => {
  it("prefers the subcategory, then the category, then the search", () => {
    expect(listingTitle({ subcategory: "Grooming", category: "Tack & Saddlery", search: "creme" })).toBe("Grooming");
    expect(listingTitle({ category: "Tack & Saddlery", search: "creme" })).toBe("Tack & Saddlery");
    expect(listingTitle({ search: "creme" })).toBe('Search Results for "creme"');
  });
  it("is All Products with nothing chosen", () => {
    expect(listingTitle({})).toBe("All Products");
    expect(listingTitle({ subcategory: null, category: null, search: "" })).toBe("All Products");
  });
});
