import { discountPercent, effectivePriceCents, isCurrentSpecial, savingCents, vatIncludedCents } from "./pricing";

const product = (incl: number, special: number | null, flagged: boolean) => ({
  incl_price_cents: incl,
  special_price_cents: special,
  is_special_discount: flagged ? 1 : 0,
});

describe("effective price", () => {
  it("is the special price when flagged and set", () => {
    expect(effectivePriceCents(product(10000, 8000, true))).toBe(8000);
  });
  it("is incl_price when not flagged, or no special price", () => {
    expect(effectivePriceCents(product(10000, 8000, false))).toBe(10000);
    expect(effectivePriceCents(product(10000, null, true))).toBe(10000);
  });
});

describe("current special", () => {
  it("needs the flag and a special price below incl_price", () => {
    expect(isCurrentSpecial(product(10000, 8000, true))).toBe(true);
    expect(isCurrentSpecial(product(10000, 8000, false))).toBe(false);
    expect(isCurrentSpecial(product(10000, 10000, true))).toBe(false);
    expect(isCurrentSpecial(product(10000, 12000, true))).toBe(false);
    expect(isCurrentSpecial(product(10000, null, true))).toBe(false);
  });
  it("saves the difference, as a rounded percentage", () => {
    expect(savingCents(product(10000, 7500, true))).toBe(2500);
    expect(discountPercent(product(10000, 7500, true))).toBe(25);
    expect(discountPercent(product(29999, 19999, true))).toBe(33);
    expect(discountPercent(product(10000, null, false))).toBe(0);
  });
});

describe("VAT", () => {
  it("is 15/115 of an inclusive amount", () => {
    expect(vatIncludedCents(11500)).toBe(1500);
    expect(vatIncludedCents(10000)).toBe(1304);
  });
});
