import { type FieldMetadata, getInputProps, getTextareaProps, type useForm } from "@conform-to/react";
import { useState } from "react";
import { Field, inputClass } from "~/ui/field";
import { counterText } from "./product-update-rules";

/** The product form's inputs: text, text areas, amounts in rand, measures, and the counted SEO texts. */

export type Fields = ReturnType<typeof useForm<Record<string, string>>>[1];
type AnyField = FieldMetadata<string, Record<string, unknown>, string[]>;

export function TextInput({
  field,
  label,
  hint,
  ...rest
}: { field: AnyField | undefined; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  if (!field) return null;
  return (
    <Field id={field.id} label={label} errors={field.errors} hint={hint}>
      <input {...getInputProps(field, { type: "text" })} className={inputClass} {...rest} key={field.key} />
    </Field>
  );
}

export function TextArea({
  field,
  label,
  hint,
  rows = 4,
  lang,
}: {
  field: AnyField | undefined;
  label: string;
  hint?: string;
  rows?: number;
  /** The language staff write in here, when not the screen's English. */
  lang?: string;
}) {
  if (!field) return null;
  return (
    <Field id={field.id} label={label} errors={field.errors} hint={hint}>
      <textarea {...getTextareaProps(field)} rows={rows} lang={lang} className={inputClass} key={field.key} />
    </Field>
  );
}

/** An amount in rand: min 0, step 0.01 (spec). */
export function MoneyInput({
  field,
  label,
  hint,
  onValue,
}: {
  field: AnyField | undefined;
  label: string;
  hint?: string;
  onValue?: (value: string) => void;
}) {
  if (!field) return null;
  return (
    <Field id={field.id} label={label} errors={field.errors} hint={hint}>
      <input
        {...getInputProps(field, { type: "number" })}
        min="0"
        step="0.01"
        inputMode="decimal"
        className={inputClass}
        onChange={onValue ? (event) => onValue(event.currentTarget.value) : undefined}
        key={field.key}
      />
    </Field>
  );
}

export function MeasureInput({ field, label }: { field: AnyField | undefined; label: string }) {
  if (!field) return null;
  return (
    <Field id={field.id} label={label} errors={field.errors}>
      <input
        {...getInputProps(field, { type: "number" })}
        min="0"
        step="0.01"
        inputMode="decimal"
        className={inputClass}
        key={field.key}
      />
    </Field>
  );
}

/** A text box with a live character counter (the server renders the count as it was stored). */
export function CountedInput({
  field,
  label,
  max,
  recommended,
  multiline = false,
}: {
  field: AnyField | undefined;
  label: string;
  max: number;
  recommended: string;
  multiline?: boolean;
}) {
  const [text, setText] = useState(typeof field?.initialValue === "string" ? field.initialValue : "");
  if (!field) return null;
  const counterId = `${field.id}-counter`;
  const common = {
    maxLength: max,
    className: inputClass,
    "aria-describedby": counterId,
    key: field.key,
  };
  return (
    <Field
      id={field.id}
      label={label}
      errors={field.errors}
      hint={
        <span id={counterId} aria-live="polite">
          {counterText(text, max)} characters (recommended {recommended})
        </span>
      }
    >
      {multiline ? (
        <textarea
          {...getTextareaProps(field)}
          rows={3}
          {...common}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      ) : (
        <input
          {...getInputProps(field, { type: "text" })}
          {...common}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
