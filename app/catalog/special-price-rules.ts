import { formatRand, parseRandToCents } from "~/platform/format";

/** The back-office spec's special-price messages, and ours where it is silent. */
export const VALID_PRICE_MESSAGE = "Please enter a valid price";
export const SPECIAL_PRICE_UPDATED = "Special price updated successfully";
export const OUT_OF_STOCK_SPECIAL_MESSAGE = "An out-of-stock product cannot be put on special.";

export function failedToUpdateSpecial(message: string): string {
  return `Failed to update special price: ${message}`;
}

export function specialNotBelowRegular(regularCents: number): string {
  return `The special price must be below the regular price of ${formatRand(regularCents)}.`;
}

/** The back office's view of a special (spec section 4): a positive special price or the flag. */
export function isListedAsSpecial(product: {
  special_price_cents: number | null;
  is_special_discount: number;
}): boolean {
  return (product.special_price_cents ?? 0) > 0 || product.is_special_discount === 1;
}

export type SpecialPriceDecision = { ok: true; specialPriceCents: number | null } | { ok: false; message: string };

/**
 * What a typed special price means (spec section 5): empty removes the special; otherwise a
 * number above 0, below the regular (incl) price. Adding a special to a product that is out of
 * stock is refused (the screen disables that button; the server says why).
 */
export function decideSpecialPrice(
  typed: string | undefined,
  product: { incl_price_cents: number; stock_available: number; listedAsSpecial: boolean },
): SpecialPriceDecision {
  const text = (typed ?? "").trim();
  if (text === "") return { ok: true, specialPriceCents: null };
  const cents = parseRandToCents(text);
  if (cents === undefined || cents <= 0) return { ok: false, message: VALID_PRICE_MESSAGE };
  if (cents >= product.incl_price_cents)
    return { ok: false, message: specialNotBelowRegular(product.incl_price_cents) };
  if (!product.listedAsSpecial && product.stock_available !== 1)
    return { ok: false, message: OUT_OF_STOCK_SPECIAL_MESSAGE };
  return { ok: true, specialPriceCents: cents };
}

/** A price set marks the product as a special discount; a removed one clears both (spec section 4). */
export function specialColumns(specialPriceCents: number | null) {
  return { special_price_cents: specialPriceCents, is_special_discount: specialPriceCents === null ? 0 : 1 } as const;
}

/** The inline special price form's value for a product as stored (empty: no special price). */
export function specialFormValues(product: { special_price_cents: number | null }): { specialPrice: string } {
  return { specialPrice: product.special_price_cents ? (product.special_price_cents / 100).toFixed(2) : "" };
}

/** The special price form's field as its label names it, for the notes of a refused stale save. */
export const SPECIAL_FIELD_LABELS = { specialPrice: "Special price (R)" };
