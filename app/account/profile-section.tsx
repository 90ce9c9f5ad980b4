import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { headingClass, sectionClass, useResultFor, useSubmitting, useUnknownAction } from "./account-form-state";
import type { ProfileFields } from "./account-forms.server";
import { CONTACT_METHODS, PHONE_HINT, UNKNOWN_ACCOUNT_ACTION } from "./messages";
import type { AccountProfile } from "./profile.server";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

/** The account screen's profile form: names, phone, company, and a client's VAT number and contact method. */
export function ProfileSection({
  profile,
  constraint,
}: {
  profile: AccountProfile;
  constraint: Record<string, Constraint>;
}) {
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
    },
  });
  const unknownAction = useUnknownAction();

  return (
    <section aria-labelledby="profile-heading" className={sectionClass}>
      <h2 id="profile-heading" className={headingClass}>
        Profile
      </h2>
      {unknownAction ? <Alert title="Please try again">{UNKNOWN_ACCOUNT_ACTION}</Alert> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
          <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          field={fields.phone}
          label="Phone (optional)"
          type="tel"
          hint={PHONE_HINT}
          autoComplete="tel"
          placeholder="082 123 4567"
        />
        <TextField field={fields.companyName} label="Company name (optional)" autoComplete="organization" />
        {profile.client ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.vatNumber}
              label="VAT number (optional)"
              hint="10 digits, starting with 4"
              inputMode="numeric"
            />
            <Field
              id={fields.preferredContactMethod.id}
              label="Preferred contact method"
              errors={fields.preferredContactMethod.errors}
            >
              <select
                {...getSelectProps(fields.preferredContactMethod)}
                className={inputClass}
                key={fields.preferredContactMethod.key}
              >
                {CONTACT_METHODS.map((method) => (
                  <option key={method.value} value={method.value}>
                    {method.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            VAT number and preferred contact method are kept with a client account (Full Registration). Ask us and we
            will set one up for you.
          </p>
        )}
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Saving..." : "Save profile"}
        </button>
      </Form>
    </section>
  );
}
