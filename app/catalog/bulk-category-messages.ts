/** Bulk category assignment's messages: the back-office spec's words. */
export const INVALID_WS_RANGE = {
  title: "Invalid WS Code Range",
  description: "Please check your WS code format and range",
} as const;
export const NO_PRODUCTS_FOUND = "No Products Found";
export const BULK_COMPLETE = "Bulk Assignment Complete";
export const BULK_FAILED = "Bulk Assignment Failed";
/**
 * A product the rule was not sure of (decision 0109): not a failure, but left where it was for a
 * person to file.
 */
export const NOT_FILED = "Not filed";
export const NOT_FILED_EXPLAINED =
  "The keywords did not say clearly where these go, so they were left where they were. Open each one to choose its category and subcategory.";
export const NO_CATEGORY_PRODUCTS = "All products with no category";
export const CHECK_FAILED = "The check stopped with an error, and nothing was changed";
export const CHECKING = "Checking: nothing is being changed";
/** A product someone re-filed between the check and the apply: the apply leaves it alone. */
export const CHANGED_SINCE_CHECK = "Changed since the check: left alone";
export const CHECK_COMPLETE = "Check complete: nothing has been changed yet";
export const BULK_CANCELLED = "Bulk Assignment Cancelled";
export const BULK_UNDONE = "Bulk Assignment Undone";
export const RUN_NOT_FOUND = "Run not found";
export const RUN_ENDED = "This run has already ended.";
export const NOT_CHECKED = "This run is no longer waiting to be applied.";
export const CANNOT_UNDO = "Only an applied run can be undone, and only once.";

export const BULK_STOPPED = "Bulk Assignment Stopped";

/** What an applied run did, in words: "164 processed: 150 filed, 14 not filed." */
export function runSummary(run: { processed: number; successful: number; not_filed: number; left_alone: number }) {
  const leftAlone = run.left_alone > 0 ? `, ${run.left_alone} left alone (changed since the check)` : "";
  return `${run.processed} processed: ${run.successful} filed, ${run.not_filed} not filed${leftAlone}.`;
}

/** A stopped run: where it stopped, also when Stop came before the first product. */
export function stoppedDescription(run: { current_product: string | null; processed: number; total: number }): string {
  const where = run.current_product ? `Stopped after ${run.current_product}` : "Stopped before the first product";
  return `${where}: ${run.processed} of ${run.total} processed.`;
}
