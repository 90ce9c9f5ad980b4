/** Bulk category assignment's constants (back-office spec, section 9). */
export const DEFAULT_START_CODE = "WS000001";
export const DEFAULT_END_CODE = "WS001000";
/** The first 10 errors are shown, with a count of the rest. */
export const BULK_ERRORS_SHOWN = 10;
