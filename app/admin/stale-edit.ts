import { formatAdminDateTime } from "~/platform/format";

/**
 * Edits never silently overwrite: a form carries the `updated_at` of the row it was opened on,
 * and a save is refused when the row has changed since (someone else saved in between).
 */
export function isStale(openedAt: string | null | undefined, currentUpdatedAt: string): boolean {
  return !openedAt || openedAt !== currentUpdatedAt;
}

/** The refusal shown above the form, which keeps what was typed. */
export function staleEditMessage(change: { by: string | null; at: string }): string {
  const who = change.by ?? "someone else";
  return `This record was changed by ${who} at ${formatAdminDateTime(change.at)} after you opened it. Nothing was saved: your changes are still in the form. Compare them with the current version (open it in another tab); saving again replaces that version with what is in this form.`;
}
