import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { StaleNotes } from "~/admin/messages";
import { OpenedValues, StaleEditNotes } from "~/admin/stale-edit-notes";
import { Alert, Field, FieldErrors, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import {
  EDIT_THAT_SET,
  KIND_CHOICES,
  KIND_LABEL,
  SYNONYM_NOT_SAVED,
  type SynonymKind,
  TARGETS_HINT,
  TARGETS_LABEL,
  WORDS_HINT,
  WORDS_LABEL,
} from "./search-synonyms-messages";

export const SYNONYMS_PAGE = "/admin/search-synonyms";

/** What the new and edit pages' actions answer with when they refuse a save. */
export type SynonymReply = {
  result: SubmissionResult<string[]>;
  clash?: { id: string; words: string } | null;
  stale?: (StaleNotes & { opened: string }) | null;
  currentUpdatedAt?: string | null;
};

/**
 * The synonym form of the new and edit pages: the kind (two radio buttons), the words and the
 * targets (one-way only). Plain HTML that posts to the page it is on; conform shows the server's
 * messages beside each field.
 */
export function SynonymEditor({
  id,
  defaultValue,
  reply,
  constraint,
  updatedAt,
  opened,
  cancelHref,
  submitLabel,
}: {
  id: string;
  defaultValue: { kind: SynonymKind; words: string; targets: string };
  reply: SynonymReply | undefined;
  constraint: Record<string, { required?: boolean; maxLength?: number }>;
  /** The version the edit form stands on (absent for a new synonym). */
  updatedAt?: string;
  opened?: string | null;
  cancelHref: string;
  submitLabel: string;
}) {
  const saving = useNavigation().state === "submitting";
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult: reply?.result,
    defaultValue,
    constraint,
    shouldRevalidate: "onBlur",
  });
  const { kind, words, targets } = fields;
  if (!kind || !words || !targets) return null;
  const formErrors = reply?.result.error?.[""] ?? [];
  const snapshot = reply?.stale?.opened ?? opened;
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-4">
      {formErrors.length ? <Alert title={SYNONYM_NOT_SAVED}>{formErrors.join(" ")}</Alert> : null}
      <StaleEditNotes notes={reply?.stale} />
      {updatedAt !== undefined ? (
        <>
          <input type="hidden" name="intent" value="save" />
          {/* After a refused stale save this carries the newer version: saving again replaces it on purpose. */}
          <input type="hidden" name="updatedAt" value={updatedAt} />
        </>
      ) : null}
      {snapshot ? <OpenedValues snapshot={snapshot} /> : null}
      <fieldset className="space-y-2" aria-describedby={kind.errors?.length ? `${kind.id}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">{KIND_LABEL}</legend>
        {(Object.keys(KIND_CHOICES) as SynonymKind[]).map((choice) => (
          <label key={choice} className="flex items-start gap-2 rounded-md border border-stone-200 p-2">
            <input
              type="radio"
              name={kind.name}
              value={choice}
              defaultChecked={kind.initialValue === choice}
              className="mt-1 border-stone-300 text-brand-700"
              key={`${kind.key}-${choice}`}
            />
            <span>
              <span className="block font-medium">{KIND_CHOICES[choice].label}</span>
              <span className="block text-xs text-stone-600">{KIND_CHOICES[choice].hint}</span>
            </span>
          </label>
        ))}
        <FieldErrors id={`${kind.id}-error`} errors={kind.errors} />
      </fieldset>
      <Field id={words.id} label={WORDS_LABEL} errors={words.errors} hint={WORDS_HINT}>
        <input {...getInputProps(words, { type: "text" })} className={inputClass} key={words.key} />
      </Field>
      {reply?.clash ? (
        <p className="text-sm">
          <Link to={`${SYNONYMS_PAGE}/${reply.clash.id}`}>
            {EDIT_THAT_SET}: {reply.clash.words}
          </Link>
        </p>
      ) : null}
      <Field id={targets.id} label={TARGETS_LABEL} errors={targets.errors} hint={TARGETS_HINT}>
        <input {...getInputProps(targets, { type: "text" })} className={inputClass} key={targets.key} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </button>
        <Link to={cancelHref} className={`${secondaryButtonClass} no-underline`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
