import { FAVORITES_MAX_SHOWN, FAVORITES_PAGE_SIZE, nextShown, parseShownFavorites } from "./paging";

describe("parseShownFavorites", () => {
  it("shows one page of 12 when nothing or nonsense is asked", () => {
    for (const value of [null, "", "abc", "-12", "1e3", "12.5", "0", "5", " 24"]) {
      expect(parseShownFavorites(value)).toBe(FAVORITES_PAGE_SIZE);
    }
  });

  it("rounds up to whole pages", () => {
    expect(parseShownFavorites("12")).toBe(12);
    expect(parseShownFavorites("13")).toBe(24);
    expect(parseShownFavorites("24")).toBe(24);
    expect(parseShownFavorites("30")).toBe(36);
  });

  it("never shows more than the maximum", () => {
    expect(parseShownFavorites("240")).toBe(FAVORITES_MAX_SHOWN);
    expect(parseShownFavorites("241")).toBe(FAVORITES_MAX_SHOWN);
    expect(parseShownFavorites("999999")).toBe(FAVORITES_MAX_SHOWN);
  });
});

describe("nextShown", () => {
  it("adds a page while there are more favourites", () => {
    expect(nextShown(12, 13)).toBe(24);
    expect(nextShown(24, 100)).toBe(36);
  });

  it("offers no more when all are shown or the maximum is reached", () => {
    expect(nextShown(12, 12)).toBeNull();
    expect(nextShown(12, 3)).toBeNull();
    expect(nextShown(FAVORITES_MAX_SHOWN, 500)).toBeNull();
  });
});
