import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "./translation";

/** A labelled form control with its errors beneath, linked for screen readers. */
export function Field({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: string[] | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      {/* The space after the label: a text browser (lynx) printed a list box straight after it, "Label[choice]". */}
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>{" "}
      {children}
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** An error that is a catalogue key ("namespace:error.emailRequired") rather than words (decision 0110). */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.-]+$/;

/**
 * A field's errors. A customer form's schema names its messages by catalogue key, so the same
 * schema answers in English or Afrikaans; staff forms' errors are words and show as written.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm text-red-700">
      {errors.map((error) => (
        <li key={error}>{MESSAGE_KEY.test(error) ? t(error) : error}</li>
      ))}
    </ul>
  );
}

export function Alert({
  title,
  children,
  tone = "error",
}: {
  title: string;
  children?: ReactNode;
  tone?: "error" | "info" | "success";
}) {
  const tones = {
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-sky-300 bg-sky-50 text-sky-900",
    success: "border-brand-600 bg-brand-50 text-brand-900",
  };
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${tones[tone]}`}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1">{children}</div> : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border-stone-300 text-base shadow-sm focus:border-brand-600 focus:ring-brand-600";
export const primaryButtonClass =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50 focus:outline-none focus:ring-2 focus:ring-brand-600";

type TextInputType = "text" | "email" | "tel" | "password" | "number" | "url" | "search";

/**
 * A labelled text input bound to a conform field: its name, id, constraints, errors and value
 * come from the field; the rest (autoComplete, placeholder...) is passed through.
 */
export function TextField<Schema>({
  field,
  label,
  hint,
  type = "text",
  ...input
}: {
  field: FieldMetadata<Schema, Record<string, unknown>, string[]>;
  label: ReactNode;
  hint?: ReactNode;
  type?: TextInputType;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">) {
  return (
    <Field id={field.id} label={label} errors={field.errors} hint={hint}>
      <input {...getInputProps(field, { type })} className={inputClass} {...input} key={field.key} />
    </Field>
  );
}
