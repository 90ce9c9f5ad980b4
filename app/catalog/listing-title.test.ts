import { translatorFor } from "~/locales/translator.server";
import { listingTitle } from "./listing-title";

const english = translatorFor("en", ["catalog"]);
const afrikaans = translatorFor("af", ["catalog"]);

describe("listingTitle", () => {
  it("prefers the subcategory, then the category, then the search", () => {
    expect(listingTitle({ subcategory: "Grooming", category: "Tack & Saddlery", search: "creme" }, english)).toBe(
      "Grooming",
    );
    expect(listingTitle({ category: "Tack & Saddlery", search: "creme" }, english)).toBe("Tack & Saddlery");
    expect(listingTitle({ search: "creme" }, english)).toBe('Search Results for "creme"');
  });
  it("is All Products with nothing chosen", () => {
    expect(listingTitle({}, english)).toBe("All Products");
    expect(listingTitle({ subcategory: null, category: null, search: "" }, english)).toBe("All Products");
  });
  it("names a search and the whole list in Afrikaans", () => {
    expect(listingTitle({ search: "creme" }, afrikaans)).toBe('Soekresultate vir "creme"');
    expect(listingTitle({}, afrikaans)).toBe("Alle produkte");
  });
});
