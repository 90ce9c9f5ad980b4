import { Field, inputClass } from "./field";

/**
 * The field a one-time code is typed into (the 6 digits from an SMS or an e-mail): numeric
 * keyboard, and `one-time-code` so a phone offers the code from the message it just got.
 */
export function CodeField({ label, errors }: { label: string; errors?: string[] | undefined }) {
  return (
    <Field id="code" label={label} errors={errors}>
      <input
        id="code"
        name="code"
        className={inputClass}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={20}
        required
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? "code-error" : undefined}
      />
    </Field>
  );
}
