/** The back-office spec's stock messages, and ours where it is silent. */
export const STOCK_UPDATED = { title: "Stock Updated", description: "Stock level has been updated successfully" };
export const UPDATE_FAILED = "Update Failed";
export const QUANTITY_MESSAGE =
  "Please enter a quantity of 0 or more, with at most two decimals (for example 12 or 2.5).";

/** The optional reason given with a count (not in the spec, which has Quantity only). */
export const STOCK_NOTE_MAX = 100;
export const STOCK_NOTE_MESSAGE = `Please keep the reason to ${STOCK_NOTE_MAX} characters or fewer.`;
/** Offered as one types the reason; any other words are fine too. */
export const STOCK_NOTE_SUGGESTIONS = [
  "Counted",
  "Delivery received",
  "Damaged",
  "Expired",
  "Returned by customer",
  "Correction of an earlier count",
] as const;

/** The stock form's merged field as its label names it, for the notes of a refused stale save. */
export const STOCK_FIELD_LABELS = { quantity: "Quantity" };
