/**
 * The home page's Featured Products tabs (storefront spec): one list of up to 50 newest active
 * products flagged top seller, special, favourite or new arrival, split by tab, in stock only.
 */
import { isCurrentSpecial, savingCents } from "./pricing";

export const FEATURED_TABS = [
  { id: "featured", label: "Featured" },
  { id: "top-sellers", label: "Top Sellers" },
  { id: "specials", label: "Specials" },
  { id: "new", label: "New" },
] as const;
export type FeaturedTab = (typeof FEATURED_TABS)[number]["id"];

export const FEATURED_QUERY_LIMIT = 50;
export const FEATURED_PAGE_SIZE = 8;
export const FEATURED_MAX_SHOWN = 24;

export type FeaturedCandidate = {
  incl_price_cents: number;
  special_price_cents: number | null;
  is_special_discount: number;
  is_favorite: number;
  is_top_seller: number;
  is_new_arrival: number;
  stock_available: number;
};

export function parseFeaturedTab(value: string | null): FeaturedTab {
  return FEATURED_TABS.find((tab) => tab.id === value)?.id ?? "featured";
}

/** How many cards to show: 8, 16 or 24 (Load More adds 8, up to 24). */
export function parseShownCount(value: string | null): number {
  const requested = Number(value);
  if (!Number.isInteger(requested) || requested < FEATURED_PAGE_SIZE) return FEATURED_PAGE_SIZE;
  const rounded = Math.ceil(requested / FEATURED_PAGE_SIZE) * FEATURED_PAGE_SIZE;
  return Math.min(rounded, FEATURED_MAX_SHOWN);
}

/** The products of one tab, in the tab's order (the candidates come newest first). */
export function productsForTab<P extends FeaturedCandidate>(candidates: P[], tab: FeaturedTab): P[] {
  const inStock = candidates.filter((product) => product.stock_available === 1);
  switch (tab) {
    case "featured":
      return inStock.filter((product) => product.is_favorite === 1);
    case "top-sellers":
      return inStock.filter((product) => product.is_top_seller === 1);
    case "new":
      return inStock.filter((product) => product.is_new_arrival === 1);
    case "specials":
      return inStock
        .filter((product) => isCurrentSpecial(product) && (product.special_price_cents ?? 0) > 0)
        .sort((a, b) => savingCents(b) - savingCents(a));
  }
}
