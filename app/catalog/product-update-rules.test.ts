import { INCL_BELOW_EXCL_ERROR, ZERO_PRICES_WARNING } from "./product-admin-messages";
import { categoryChoice, counterText, keptSpecialPrice, priceToCents, priceWarnings } from "./product-update-rules";

describe("the product form's update rules", () => {
  it("turns prices into cents, empty into 0, and refuses what is not an amount", () => {
    expect(priceToCents("1234.5")).toBe(123_450);
    expect(priceToCents("R 1 234.50")).toBe(123_450);
    expect(priceToCents("12,5")).toBe(1_250);
    expect(priceToCents("")).toBe(0);
    expect(priceToCents(undefined)).toBe(0);
    expect(priceToCents("-1")).toBeUndefined();
    expect(priceToCents("abc")).toBeUndefined();
  });

  it("keeps a special price only above 0 and below the inclusive price", () => {
    expect(keptSpecialPrice(39_995, 45_000)).toBe(39_995);
    expect(keptSpecialPrice(45_000, 45_000)).toBeNull();
    expect(keptSpecialPrice(50_000, 45_000)).toBeNull();
    expect(keptSpecialPrice(0, 45_000)).toBeNull();
    expect(keptSpecialPrice(null, 45_000)).toBeNull();
  });

  it("makes empty choices null and drops a subcategory outside the chosen category", () => {
    const parents: Record<string, string> = { layers: "poultry", calves: "cattle" };
    const parentOf = (id: string) => parents[id];
    expect(categoryChoice("poultry", "layers", parentOf)).toEqual({ categoryId: "poultry", subcategoryId: "layers" });
    expect(categoryChoice("poultry", "calves", parentOf)).toEqual({ categoryId: "poultry", subcategoryId: null });
    expect(categoryChoice("", "layers", parentOf)).toEqual({ categoryId: null, subcategoryId: null });
    expect(categoryChoice(" ", " ", parentOf)).toEqual({ categoryId: null, subcategoryId: null });
    expect(categoryChoice("poultry", "", parentOf)).toEqual({ categoryId: "poultry", subcategoryId: null });
  });

  it("warns of zero prices and an inclusive price below the exclusive one, without blocking", () => {
    expect(priceWarnings(0, 0)).toEqual([ZERO_PRICES_WARNING]);
    expect(priceWarnings(10_000, 9_000)).toEqual([INCL_BELOW_EXCL_ERROR]);
    expect(priceWarnings(10_000, 0)).toEqual([ZERO_PRICES_WARNING, INCL_BELOW_EXCL_ERROR]);
    expect(priceWarnings(10_000, 11_500)).toEqual([]);
  });

  it("counts the SEO fields' characters", () => {
    expect(counterText("Layer mash", 120)).toBe("10 / 120");
    expect(counterText(null, 300)).toBe("0 / 300");
  });
});
