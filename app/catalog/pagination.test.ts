import { translatorFor } from "~/locales/translator.server";
import { pageNumbers, showingText } from "./pagination";

const english = translatorFor("en", ["catalog"]);

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("keeps the first, the last and two either side of the current page, with gaps", () => {
    expect(pageNumbers(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
  it("shows a page rather than a gap of one", () => {
    expect(pageNumbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageNumbers(16, 20)).toEqual([1, null, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe("showingText", () => {
  it("says which products of how many are on the page", () => {
    expect(showingText(1, 24, 164, english)).toBe("Showing 1–24 of 164 products");
    expect(showingText(7, 24, 164, english)).toBe("Showing 145–164 of 164 products");
    expect(showingText(1, 24, 1, english)).toBe("Showing 1–1 of 1 product");
  });
});

describe("showingText in Afrikaans", () => {
  it("counts the products with the Afrikaans plural", () => {
    const afrikaans = translatorFor("af", ["catalog"]);
    expect(showingText(1, 24, 164, afrikaans)).toBe("Wys 1–24 van 164 produkte");
    expect(showingText(1, 24, 1, afrikaans)).toBe("Wys 1–1 van 1 produk");
  });
});
