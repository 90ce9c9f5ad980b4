/** The back-office spec's stock messages, and ours where it is silent. */
export const STOCK_UPDATED = { title: "Stock Updated", description: "Stock level has been updated successfully" };
export const UPDATE_FAILED = "Update Failed";
export const QUANTITY_MESSAGE =
  "Please enter a quantity of 0 or more, with at most two decimals (for example 12 or 2.5).";
