import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/ui/translation";
import { Sentence } from "./sentence";
import { textOr } from "./sign-in-messages";

/**
 * The registration forms' required terms checkbox, with its error beneath. Its words are the
 * `signin` catalogue's (English where the page does not carry it yet: /client-registration); the
 * two links go where the sentence puts them in either language.
 */
export function AcceptTermsField<Schema>({
  field,
}: {
  field: FieldMetadata<Schema, Record<string, unknown>, string[]>;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(field, { type: "checkbox", value: "on" })}
          className="mt-1 rounded border-stone-300 text-brand-700"
          key={field.key}
        />
        <label htmlFor={field.id} className="text-sm">
          <Sentence
            text={textOr(t, "signin:terms.accept", "I accept the {{terms}} and the {{privacy}}")}
            parts={{
              terms: <Link to="/terms">{textOr(t, "signin:terms.terms", "Terms of Service")}</Link>,
              privacy: <Link to="/privacy">{textOr(t, "signin:terms.privacy", "Privacy Policy")}</Link>,
            }}
          />
        </label>
      </div>
      {field.errors?.length ? <p className="text-sm text-red-700">{field.errors.join(" ")}</p> : null}
    </div>
  );
}
