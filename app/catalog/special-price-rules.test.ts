import {
  decideSpecialPrice,
  isListedAsSpecial,
  OUT_OF_STOCK_SPECIAL_MESSAGE,
  specialColumns,
  VALID_PRICE_MESSAGE,
} from "./special-price-rules";

const bag = { incl_price_cents: 45_000, stock_available: 1, listedAsSpecial: false };

describe("special prices", () => {
  it("takes a price above 0 and below the regular price, in rand as people type it", () => {
    expect(decideSpecialPrice("399.95", bag)).toEqual({ ok: true, specialPriceCents: 39_995 });
    expect(decideSpecialPrice(" R 399,5 ", bag)).toEqual({ ok: true, specialPriceCents: 39_950 });
  });

  it("removes the special when the price is empty", () => {
    expect(decideSpecialPrice("  ", bag)).toEqual({ ok: true, specialPriceCents: null });
    expect(decideSpecialPrice(undefined, bag)).toEqual({ ok: true, specialPriceCents: null });
  });

  it("refuses zero, negative and non-numbers with the spec's message", () => {
    for (const typed of ["0", "0.00", "-5", "abc", "1e3", "12.345"]) {
      expect(decideSpecialPrice(typed, bag), typed).toEqual({ ok: false, message: VALID_PRICE_MESSAGE });
    }
  });

  it("refuses a special at or above the regular price", () => {
    expect(decideSpecialPrice("450", bag)).toEqual({
      ok: false,
      message: "The special price must be below the regular price of R\u00a0450.00.",
    });
  });

  it("refuses a new special on a product out of stock, but lets an existing one be changed", () => {
    const out = { ...bag, stock_available: 0 };
    expect(decideSpecialPrice("300", out)).toEqual({ ok: false, message: OUT_OF_STOCK_SPECIAL_MESSAGE });
    expect(decideSpecialPrice("300", { ...out, listedAsSpecial: true })).toEqual({
      ok: true,
      specialPriceCents: 30_000,
    });
  });

  it("sets the flag with a price and clears both without one", () => {
    expect(specialColumns(30_000)).toEqual({ special_price_cents: 30_000, is_special_discount: 1 });
    expect(specialColumns(null)).toEqual({ special_price_cents: null, is_special_discount: 0 });
  });

  it("lists a product as a special with a positive price or the flag", () => {
    expect(isListedAsSpecial({ special_price_cents: 100, is_special_discount: 0 })).toBe(true);
    expect(isListedAsSpecial({ special_price_cents: null, is_special_discount: 1 })).toBe(true);
    expect(isListedAsSpecial({ special_price_cents: null, is_special_discount: 0 })).toBe(false);
  });
});
