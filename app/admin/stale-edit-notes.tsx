import {
  OPENED_FIELD,
  STALE_CONFLICTS_INTRO,
  STALE_NOTES_TITLE,
  STALE_TAKEN_INTRO,
  type StaleNotes,
  staleTheySaved,
  staleYouTyped,
} from "./messages";

/** The hidden field with what the form was opened with (`openedSnapshot`), for a stale save's merge. */
export function OpenedValues({ snapshot }: { snapshot: string }) {
  return <input type="hidden" name={OPENED_FIELD} value={snapshot} />;
}

/**
 * After a refused stale save: per field, which of their saved values the form took, and where
 * you both changed a field, what they saved beside what you typed (the form keeps yours).
 */
export function StaleEditNotes({ notes }: { notes: StaleNotes | null | undefined }) {
  if (!notes || (notes.taken.length === 0 && notes.conflicts.length === 0)) return null;
  return (
    <section
      aria-label={STALE_NOTES_TITLE}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="stale-edit-notes"
    >
      <p className="font-semibold">{STALE_NOTES_TITLE}</p>
      {notes.conflicts.length > 0 ? (
        <div>
          <p>{STALE_CONFLICTS_INTRO}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {notes.conflicts.map((conflict) => (
              <li key={conflict.label} className="break-words">
                <span className="font-semibold">{conflict.label}</span>: {staleTheySaved(conflict.theirs)} —{" "}
                {staleYouTyped(conflict.yours)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notes.taken.length > 0 ? (
        <p className="break-words">
          {STALE_TAKEN_INTRO} {notes.taken.join(", ")}.
        </p>
      ) : null}
    </section>
  );
}
