import { parseListingQuery, parseSpecialsQuery } from "./listing-query";
import { NO_FILTERS } from "./listing-url";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("parseListingQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(NO_FILTERS);
  });

  it("reads every parameter", () => {
    expect(
      parse(
        "search=creme&category=tack-and-saddlery&subcategory=grooming&sort=price-low&min=100&max=250.5&in_stock=1&page=3",
      ),
    ).toEqual({
      search: "creme",
      category: "tack-and-saddlery",
      subcategory: "grooming",
      sort: "price-low",
      min: 100,
      max: 250.5,
      inStock: true,
      page: 3,
    });
  });

  it("falls back to featured for an unknown sort", () => {
    expect(parse("sort=bogus").sort).toBe("featured");
    expect(parse("sort=").sort).toBe("featured");
  });

  it("drops prices that are not amounts", () => {
    expect(parse("min=abc&max=").min).toBeNull();
    expect(parse("min=abc&max=").max).toBeNull();
    expect(parse("min=-5").min).toBeNull();
    expect(parse("max=Infinity").max).toBeNull();
  });

  it("reads a decimal comma and rounds to the cent", () => {
    expect(parse("min=99,95").min).toBe(99.95);
    expect(parse("min=10.999").min).toBe(11);
  });

  it("swaps a minimum above the maximum", () => {
    const filters = parse("min=500&max=100");
    expect([filters.min, filters.max]).toEqual([100, 500]);
  });

  it("clamps the page to 1 and above, whole numbers only", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999999").page).toBe(100_000);
  });

  it("tidies the search text and keeps the first of repeated parameters", () => {
    expect(parse("search=%20%20horse%20%20%20feed%20").search).toBe("horse feed");
    expect(parse(`search=${"a".repeat(300)}`).search).toHaveLength(100);
    expect(parse("sort=newest&sort=popular").sort).toBe("newest");
  });

  it("reads the in-stock box only when ticked", () => {
    expect(parse("in_stock=1").inStock).toBe(true);
    expect(parse("in_stock=on").inStock).toBe(true);
    expect(parse("in_stock=0").inStock).toBe(false);
  });

  it("lowercases slugs and treats an empty one as none", () => {
    expect(parse("category=Animal-Feed").category).toBe("animal-feed");
    expect(parse("category=&subcategory=").subcategory).toBeNull();
  });
});

describe("parseSpecialsQuery", () => {
  it("allows only the specials sorts", () => {
    expect(parseSpecialsQuery(new URLSearchParams("sort=discount"))).toEqual({ sort: "discount", page: 1 });
    expect(parseSpecialsQuery(new URLSearchParams("sort=newest&page=2"))).toEqual({ sort: "featured", page: 2 });
  });
});
