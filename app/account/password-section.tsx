import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { Alert, primaryButtonClass, TextField } from "~/ui/field";
import { headingClass, sectionClass, useResultFor, useSubmitting } from "./account-form-state";
import type { ChangePasswordFields } from "./account-forms.server";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

/** The account screen's password form: change it, or set a first one after a Google or Facebook sign-up. */
export function PasswordSection({
  hasPassword,
  constraint,
}: {
  hasPassword: boolean;
  constraint: Record<string, Constraint>;
}) {
  const submitting = useSubmitting("change-password");
  const [form, fields] = useForm<ChangePasswordFields>({
    id: "change-password",
    lastResult: useResultFor("change-password"),
    constraint,
    shouldRevalidate: "onInput",
  });

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className={headingClass}>
        {hasPassword ? "Change password" : "Set a password"}
      </h2>
      {hasPassword ? null : (
        <p className="mt-1 text-sm text-stone-700">
          You signed up with Google or Facebook. Set a password to sign in with your e-mail address as well.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
        {form.errors?.length ? <Alert title="Password not changed">{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="intent" value="change-password" />
        {hasPassword ? (
          <TextField
            field={fields.currentPassword}
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel="New password"
          confirmLabel="Confirm new password"
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </section>
  );
}
