import { activeFilterCount, listingHref, listingQueryString, NO_FILTERS } from "./listing-url";

describe("listing addresses", () => {
  it("leave out every default", () => {
    expect(listingQueryString(NO_FILTERS)).toBe("");
    expect(listingHref(NO_FILTERS)).toBe("/products");
  });

  it("write the parameters in one order", () => {
    expect(
      listingHref({
        search: "horse feed",
        category: "animal-feed",
        subcategory: "horse-feed",
        sort: "price-high",
        min: 10,
        max: 99.5,
        inStock: true,
        page: 2,
      }),
    ).toBe(
      "/products?search=horse+feed&category=animal-feed&subcategory=horse-feed&sort=price-high&min=10&max=99.5&in_stock=1&page=2",
    );
  });

  it("change one thing and keep the rest", () => {
    const filters = { ...NO_FILTERS, search: "dog", sort: "newest" as const };
    expect(listingHref(filters, { page: 3 })).toBe("/products?search=dog&sort=newest&page=3");
  });

  it("count the filters that narrow the list", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, search: "x", inStock: true, sort: "newest", page: 4 })).toBe(2);
  });
});
