/**
 * How many rows the back office's catalogue lists show at first and at most, shared by their
 * loaders and their 'Load More' links (so the links work the same in the browser).
 */
/** The product grid: 16 cards first, 16 more each time, up to 80 (spec section 9). */
export const ADMIN_GRID_FIRST = 16;
export const ADMIN_GRID_MAX = 80;
/** The stock list: 25 rows, then 25 more each time, as the other back-office lists (decision 0066). */
export const STOCK_PAGE_SIZE = 25;
export const STOCK_MAX = 1000;
/** The regular-price products on the specials screen. */
export const REGULAR_PAGE_SIZE = 50;
export const REGULAR_MAX = 1000;
