import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Link } from "@remix-run/react";

/** The registration forms' required terms checkbox, with its error beneath. */
export function AcceptTermsField<Schema>({
  field,
}: {
  field: FieldMetadata<Schema, Record<string, unknown>, string[]>;
}) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(field, { type: "checkbox", value: "on" })}
          className="mt-1 rounded border-stone-300 text-brand-700"
          key={field.key}
        />
        <label htmlFor={field.id} className="text-sm">
          I accept the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>
        </label>
      </div>
      {field.errors?.length ? <p className="text-sm text-red-700">{field.errors.join(" ")}</p> : null}
    </div>
  );
}
