import { parseRandToCents } from "~/platform/format";
import { INCL_BELOW_EXCL_ERROR, ZERO_PRICES_WARNING } from "./product-admin-messages";

/**
 * The product form's update rules (back-office spec section 5), on what the form sent: empty
 * category and subcategory become null, a subcategory is kept only within its category, the
 * special price only when above 0 and below the inclusive price, and prices become cents.
 */

/** An amount as typed ("1 234.50", "R99", "12,5") to cents; empty is 0; undefined when not an amount. */
export function priceToCents(typed: string | undefined): number | undefined {
  const text = (typed ?? "").trim();
  if (text === "") return 0;
  return parseRandToCents(text);
}

/** The special price to store: only a positive one below the inclusive price, else none. */
export function keptSpecialPrice(specialCents: number | null, inclCents: number): number | null {
  if (specialCents === null || specialCents <= 0) return null;
  return specialCents < inclCents ? specialCents : null;
}

/** Empty choices become null; a subcategory outside the chosen category is dropped. */
export function categoryChoice(
  categoryId: string | undefined,
  subcategoryId: string | undefined,
  subcategoryParent: (id: string) => string | undefined,
): { categoryId: string | null; subcategoryId: string | null } {
  const category = categoryId?.trim() || null;
  const subcategory = subcategoryId?.trim() || null;
  if (!category || !subcategory) return { categoryId: category, subcategoryId: null };
  return { categoryId: category, subcategoryId: subcategoryParent(subcategory) === category ? subcategory : null };
}

/** The form's notes on prices, shown beside them; they never block a save (spec). */
export function priceWarnings(exclCents: number, inclCents: number): string[] {
  const warnings: string[] = [];
  if (exclCents === 0 || inclCents === 0) warnings.push(ZERO_PRICES_WARNING);
  if (inclCents < exclCents) warnings.push(INCL_BELOW_EXCL_ERROR);
  return warnings;
}

/** "n / max" for the SEO counters. */
export function counterText(text: string | null | undefined, max: number): string {
  return `${(text ?? "").length} / ${max}`;
}
