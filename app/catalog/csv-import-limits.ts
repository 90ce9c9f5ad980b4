/** The CSV import's limits, shared by the server and the pages (the guides: 10 MB and 10,000 rows). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;
export const DEFAULT_END_ROW = CSV_MAX_ROWS;
/** The result shows this many errors and 'and n more' (spec); all of them download as CSV. */
export const ERRORS_SHOWN = 5;
/** Planned or applied changes kept on the record to show staff. */
export const CHANGES_KEPT = 1000;
