/** Bulk category assignment's constants (back-office spec, section 9). */
export const DEFAULT_START_CODE = "WS000001";
export const DEFAULT_END_CODE = "WS001000";
/** The first 10 errors are shown, with a count of the rest. */
export const BULK_ERRORS_SHOWN = 10;
/**
 * A range of more products than this is checked by a job with its progress page, not inside the
 * request (decision 0109: about 0.45 ms a product on the shop's machine, so this many take about
 * half a second).
 */
export const CHECK_IN_REQUEST = 1000;
/** Products not filed listed on a run's page, each a link to file it by hand. */
export const NOT_FILED_SHOWN = 50;
