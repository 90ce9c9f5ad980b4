// Messages of the back office's shell people see (a domain's own messages live in its messages.ts).

/** After a refused stale save (app/admin/stale-edit.ts): the per-field notes beside the form. */
export const STALE_NOTES_TITLE = "Their save and your changes";
export const STALE_TAKEN_INTRO = "Their saved value was taken for the fields you did not change:";
export const STALE_CONFLICTS_INTRO = "You both changed these fields; the form keeps what you typed:";
export const staleTheySaved = (value: string) => `They saved: ${value}`;
export const staleYouTyped = (value: string) => `you typed: ${value}`;
export const STALE_EMPTY = "(empty)";
export const STALE_TICKED = "ticked";
export const STALE_NOT_TICKED = "not ticked";

/** The notes shown with a re-shown stale form, as text. */
export type StaleNotes = {
  taken: string[];
  conflicts: { label: string; theirs: string; yours: string }[];
};

/** The hidden field every edit form carries: a fingerprint of each field's value as opened (stale-edit.ts). */
export const OPENED_FIELD = "opened";
