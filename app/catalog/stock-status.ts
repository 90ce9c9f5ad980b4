/**
 * The back-office spec's stock thresholds: out of stock at 0 or less, low up to 10. The owner can
 * change the low threshold on /admin/settings; this is the default.
 */
export const LOW_STOCK_THRESHOLD = 10;

export type StockBadge =
  | { kind: "out"; label: "Out of Stock" }
  | { kind: "low"; label: string }
  | { kind: "in"; label: string };

export function isInStock(quantity: number): boolean {
  return quantity > 0;
}

/** 'Out of Stock', 'Low Stock (n)' or 'In Stock (n)'. */
export function stockBadge(quantity: number, lowStock: number = LOW_STOCK_THRESHOLD): StockBadge {
  if (!isInStock(quantity)) return { kind: "out", label: "Out of Stock" };
  const shown = formatQuantity(quantity);
  if (quantity <= lowStock) return { kind: "low", label: `Low Stock (${shown})` };
  return { kind: "in", label: `In Stock (${shown})` };
}

/** 12, 2.5, 0.25: no trailing zeros (quantities may have two decimals: kilograms, metres). */
export function formatQuantity(quantity: number): string {
  return String(Math.round(quantity * 100) / 100);
}

/**
 * The inline stock form's values for a level as stored: the quantity (empty: never counted). The
 * reason is the person's own words for one change, never stored on the level, so it is not merged.
 */
export function stockFormValues(level: { quantity: number | null }): { quantity: string } {
  return { quantity: level.quantity === null ? "" : formatQuantity(level.quantity) };
}

/** The stock list's filter (its `level` parameter): the page's select shows these. */
export const STOCK_LEVEL_FILTERS = { all: "All products", low: "Low stock", out: "Out of stock" } as const;
