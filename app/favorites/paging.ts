/** The favorites page (accounts spec §9): 12 a page, 'Load More Favorites' shows 12 more. */
export const FAVORITES_PAGE_SIZE = 12;

/**
 * The most one page shows. A link like ?show=100000 must not turn into one huge page; 240 is
 * twenty presses of Load More, more favourites than a customer keeps.
 */
export const FAVORITES_MAX_SHOWN = 240;

/** How many favourites to show for ?show=: a whole number of pages, 12 to 240; anything else 12. */
export function parseShownFavorites(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return FAVORITES_PAGE_SIZE;
  const requested = Number(value);
  if (requested < FAVORITES_PAGE_SIZE) return FAVORITES_PAGE_SIZE;
  const pages = Math.ceil(requested / FAVORITES_PAGE_SIZE);
  return Math.min(pages * FAVORITES_PAGE_SIZE, FAVORITES_MAX_SHOWN);
}

/** The ?show= of the Load More link, or null when everything is already shown. */
export function nextShown(shown: number, total: number): number | null {
  if (shown >= total || shown >= FAVORITES_MAX_SHOWN) return null;
  return Math.min(shown + FAVORITES_PAGE_SIZE, FAVORITES_MAX_SHOWN);
}
