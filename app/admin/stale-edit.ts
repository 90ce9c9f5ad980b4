import { z } from "zod";
import { formatDateTime } from "~/platform/format";
import { OPENED_FIELD, STALE_EMPTY, STALE_NOT_TICKED, STALE_TICKED, type StaleNotes } from "./messages";

export { OPENED_FIELD };

/**
 * Edits never silently overwrite: a form carries the `updated_at` of the row it was opened on,
 * and a save is refused when the row has changed since (someone else saved in between).
 */
export function isStale(openedAt: string | null | undefined, currentUpdatedAt: string): boolean {
  return !openedAt || openedAt !== currentUpdatedAt;
}

/**
 * The refusal shown above the form. The form is shown again merged (`mergeStaleEdit`): their
 * saved values where you changed nothing, yours where you did, both shown where both changed.
 */
export function staleEditMessage(change: { by: string | null; at: string }): string {
  const who = change.by ?? "someone else";
  return `This record was changed by ${who} at ${formatDateTime(change.at)} after you opened it. Nothing was saved. The form now holds their saved version of the fields you did not change, and your changes to the fields you did; where you both changed a field, what they saved is shown below beside what you typed. Saving again saves what is in this form.`;
}

/** A field's value as a form sends it: one string, several (checkboxes), or none. */
export type FormValue = string | string[] | null | undefined;
export type FormValues = Record<string, FormValue>;

/**
 * A field's value as compared: line endings as browsers send a textarea (CRLF) or not, spaces
 * around it, and the order of ticked boxes make no difference; no value and an empty one are the
 * same.
 */
export function canonicalValue(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map(canonicalValue)
      .filter((item) => item !== "")
      .sort()
      .join("\u0000");
  }
  if (typeof value === "string") return value.replace(/\r\n?/g, "\n").trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

// cyrb53 (a public-domain 53-bit string hash), twice with two seeds: a fingerprint to tell a
// changed field from an unchanged one, not a secret. Pure JavaScript, so it runs anywhere.
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function fingerprint(value: unknown): string {
  const text = canonicalValue(value);
  return `${cyrb53(text, 0).toString(36)}${cyrb53(text, 1).toString(36)}`;
}

/**
 * What an edit form was opened with, small enough for a hidden field whatever the texts' size:
 * each field's fingerprint, as JSON.
 */
export function openedSnapshot(values: FormValues): string {
  return JSON.stringify(Object.fromEntries(Object.keys(values).map((name) => [name, fingerprint(values[name])])));
}

const Snapshot = z.record(z.string().max(100), z.string().max(40));

/** The snapshot a form sent back, or null when it sent none (or one that cannot be read). */
export function readOpenedSnapshot(raw: unknown): Record<string, string> | null {
  if (typeof raw !== "string" || raw.length > 20_000) return null;
  try {
    const parsed = Snapshot.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type StaleMerge = {
  /** The form's values to show again. */
  values: FormValues;
  /** Fields they changed and you did not: their saved value was taken. */
  taken: string[];
  /** Fields you both changed to different values: yours kept, theirs to show beside it. */
  conflicts: { field: string; theirs: FormValue; yours: FormValue }[];
};

/**
 * A refused stale save, merged field by field. `opened` fingerprints what the form was opened
 * with, `typed` is what was sent, `current` the saved record's form values (its fields are the
 * ones merged). A field you did not change takes their saved value; a field you changed keeps
 * yours. Without a snapshot (a form opened before this existed) every field counts as yours.
 */
export function mergeStaleEdit(
  opened: Record<string, string> | null,
  typed: Record<string, unknown>,
  current: FormValues,
): StaleMerge {
  const values: FormValues = {};
  const taken: string[] = [];
  const conflicts: StaleMerge["conflicts"] = [];
  for (const [field, theirs] of Object.entries(current)) {
    const yours = typed[field] as FormValue;
    const openedPrint = opened?.[field];
    const youChanged = openedPrint === undefined || fingerprint(yours) !== openedPrint;
    const theyChanged = openedPrint === undefined || fingerprint(theirs) !== openedPrint;
    if (!youChanged) {
      values[field] = theirs;
      if (theyChanged) taken.push(field);
    } else {
      values[field] = yours;
      if (theyChanged && canonicalValue(theirs) !== canonicalValue(yours)) conflicts.push({ field, theirs, yours });
    }
  }
  return { values, taken, conflicts };
}

/** How a form names its fields in the notes; a checkbox shows as ticked or not, a choice by its name. */
export type StaleFieldLabels = Record<
  string,
  string | { label: string; checkbox?: boolean; choices?: Record<string, string> }
>;

export type { StaleNotes };

const SHOWN_MAX = 300;

function shown(value: FormValue, spec: StaleFieldLabels[string] | undefined): string {
  const text = canonicalValue(value);
  if (typeof spec === "object" && spec.checkbox) return text ? STALE_TICKED : STALE_NOT_TICKED;
  if (!text) return STALE_EMPTY;
  const named = Array.isArray(value)
    ? value.map((item) => (typeof spec === "object" && spec.choices?.[item]) || item).join(", ")
    : (typeof spec === "object" && spec.choices?.[text]) || text;
  return named.length > SHOWN_MAX ? `${named.slice(0, SHOWN_MAX)}…` : named;
}

const labelOf = (field: string, labels: StaleFieldLabels) => {
  const spec = labels[field];
  return typeof spec === "string" ? spec : (spec?.label ?? field);
};

export function staleNotes(merge: StaleMerge, labels: StaleFieldLabels): StaleNotes {
  return {
    taken: merge.taken.map((field) => labelOf(field, labels)),
    conflicts: merge.conflicts.map(({ field, theirs, yours }) => ({
      label: labelOf(field, labels),
      theirs: shown(theirs, labels[field]),
      yours: shown(yours, labels[field]),
    })),
  };
}

/** What a stale refusal sends back beside conform's reply: the notes and the new snapshot. */
export type StaleEditReport = StaleNotes & { opened: string };

type Reply = { initialValue?: Record<string, unknown> | null };

/**
 * The reply to a refused stale save, shared by every edit: conform's reply (from
 * `submission.reply({ formErrors: [message] })`) with the merged values in place of what was
 * typed, the version the form now stands on, and the report the form shows.
 */
export function staleEditReply<R extends Reply>(
  reply: R,
  payload: Record<string, unknown>,
  stale: { current: FormValues; version?: { field: string; value: string | null }; labels: StaleFieldLabels },
): { result: R; stale: StaleEditReport } {
  const merge = mergeStaleEdit(readOpenedSnapshot(payload[OPENED_FIELD]), payload, stale.current);
  const opened = openedSnapshot(stale.current);
  const initialValue: Record<string, unknown> = { ...payload, ...merge.values, [OPENED_FIELD]: opened };
  if (stale.version) initialValue[stale.version.field] = stale.version.value ?? "";
  for (const [field, value] of Object.entries(initialValue))
    if (value === undefined || value === null) delete initialValue[field];
  return { result: { ...reply, initialValue }, stale: { ...staleNotes(merge, stale.labels), opened } };
}
