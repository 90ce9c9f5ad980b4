/**
 * Price rules from the storefront spec, on integer cents. A product is "on special" only when it
 * is flagged and its special price is below the normal VAT-inclusive price.
 */
export type PricedProduct = {
  incl_price_cents: number;
  special_price_cents: number | null;
  is_special_discount: number | boolean;
};

/** The price a shopper pays: the special price when flagged and set, else incl_price. */
export function effectivePriceCents(product: PricedProduct): number {
  if (product.is_special_discount && product.special_price_cents != null && product.special_price_cents > 0) {
    return product.special_price_cents;
  }
  return product.incl_price_cents;
}

/** Flagged special and special_price below incl_price (the /specials rule). */
export function isCurrentSpecial(product: PricedProduct): boolean {
  return Boolean(
    product.is_special_discount &&
      product.special_price_cents != null &&
      product.special_price_cents > 0 &&
      product.special_price_cents < product.incl_price_cents,
  );
}

export function savingCents(product: PricedProduct): number {
  return isCurrentSpecial(product) ? product.incl_price_cents - (product.special_price_cents ?? 0) : 0;
}

/** Whole-number percentage saved, for the "discount" sort and the badge. */
export function discountPercent(product: PricedProduct): number {
  if (!isCurrentSpecial(product) || product.incl_price_cents === 0) return 0;
  return Math.round((savingCents(product) / product.incl_price_cents) * 100);
}

export const VAT_RATE = 0.15;

/** The VAT contained in a VAT-inclusive amount (15/115 of it), rounded to the cent. */
export function vatIncludedCents(inclusiveCents: number): number {
  return Math.round((inclusiveCents * 15) / 115);
}
