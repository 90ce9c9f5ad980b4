import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { LANGUAGES, type Language, languageName, languageTag } from "~/platform/language";
import { Alert, Field, FieldErrors, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { headingClass, sectionClass, useResultFor, useSubmitting, useUnknownAction } from "./account-form-state";
import type { ProfileFields } from "./account-forms.server";
import { CONTACT_METHODS, type ContactMethod } from "./messages";
import type { AccountProfile } from "./profile.server";

/** SMS and WhatsApp are their names in both languages; the others are words. */
function useContactMethodLabel(): (method: ContactMethod) => string {
  const { t } = useTranslation();
  return (method) =>
    method === "email"
      ? t("account:profile.contact.email")
      : method === "phone"
        ? t("account:profile.contact.phone")
        : (CONTACT_METHODS.find((known) => known.value === method)?.label ?? method);
}

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

/** The account screen's profile form: names, phone, company, and a client's VAT number and contact method. */
export function ProfileSection({
  profile,
  language,
  constraint,
}: {
  profile: AccountProfile;
  /** The language the page is in: the choice the form shows. */
  language: Language;
  constraint: Record<string, Constraint>;
}) {
  const { t } = useTranslation();
  const contactMethodLabel = useContactMethodLabel();
  const submitting = useSubmitting("profile");
  const [form, fields] = useForm<ProfileFields>({
    id: "profile",
    lastResult: useResultFor("profile"),
    constraint,
    shouldRevalidate: "onInput",
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      companyName: profile.companyName,
      vatNumber: profile.client?.vatNumber ?? "",
      preferredContactMethod: profile.client?.preferredContactMethod ?? "email",
      language,
    },
  });
  const unknownAction = useUnknownAction();

  return (
    <section aria-labelledby="profile-heading" className={sectionClass}>
      <h2 id="profile-heading" className={headingClass}>
        {t("account:profile.heading")}
      </h2>
      {unknownAction ? <Alert title={t("account:profile.tryAgain")}>{t("account:error.unknownAction")}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("account:profile.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("account:profile.lastName")} autoComplete="family-name" />
        </div>
        <TextField
          field={fields.phone}
          label={t("account:profile.phone")}
          type="tel"
          hint={t("account:profile.phoneHint")}
          autoComplete="tel"
          placeholder="082 123 4567"
        />
        <TextField field={fields.companyName} label={t("account:profile.companyName")} autoComplete="organization" />
        {profile.client ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.vatNumber}
              label={t("account:profile.vatNumber")}
              hint={t("account:profile.vatNumberHint")}
              inputMode="numeric"
            />
            <Field
              id={fields.preferredContactMethod.id}
              label={t("account:profile.contactMethod")}
              errors={fields.preferredContactMethod.errors}
            >
              <select
                {...getSelectProps(fields.preferredContactMethod)}
                className={inputClass}
                key={fields.preferredContactMethod.key}
              >
                {CONTACT_METHODS.map((method) => (
                  <option key={method.value} value={method.value}>
                    {contactMethodLabel(method.value)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : (
          <p className="text-sm text-stone-700">{t("account:profile.noClient")}</p>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t("account:profile.language")}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {LANGUAGES.map((value) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-2">
                <input
                  {...getInputProps(fields.language, { type: "radio", value })}
                  key={`${fields.language.key ?? ""}-${value}`}
                  className="border-stone-400 text-brand-700"
                />
                {/* Each language named in its own words, as the footer's switch does. */}
                <span lang={languageTag(value)}>{languageName(value)}</span>
              </label>
            ))}
          </div>
          <FieldErrors id={`${fields.language.id}-error`} errors={fields.language.errors} />
        </fieldset>
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? t("account:profile.saving") : t("account:profile.save")}
        </button>
      </Form>
    </section>
  );
}
