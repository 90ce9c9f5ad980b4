import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { Alert, primaryButtonClass, TextField } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
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
  const { t } = useTranslation();
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
        {hasPassword ? t("account:password.change") : t("account:password.set")}
      </h2>
      {hasPassword ? null : <p className="mt-1 text-sm text-stone-700">{t("account:password.setIntro")}</p>}
      <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
        {form.errors?.length ? <Alert title={t("account:password.notChanged")}>{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="intent" value="change-password" />
        {hasPassword ? (
          <TextField
            field={fields.currentPassword}
            label={t("account:password.current")}
            type="password"
            required
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("account:password.new")}
          confirmLabel={t("account:password.confirm")}
        />
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? t("account:password.updating") : t("account:password.update")}
        </button>
      </Form>
    </section>
  );
}
