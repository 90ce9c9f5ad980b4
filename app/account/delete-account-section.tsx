import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Alert, Field, FieldErrors, inputClass, TextField } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { useResultFor, useSubmitting } from "./account-form-state";
import type { DeleteAccountFields } from "./account-forms.server";

type Constraint = { required?: boolean; maxLength?: number; minLength?: number; pattern?: string };

/** The account screen's delete form: the password (or the e-mail typed out) and a ticked box. */
export function DeleteAccountSection({
  hasPassword,
  constraint,
  staff,
  openOrders,
  email,
}: {
  hasPassword: boolean;
  constraint: Record<string, Constraint>;
  staff: boolean;
  openOrders: number;
  email: string;
}) {
  const { t } = useTranslation();
  const submitting = useSubmitting("delete-account");
  const [form, fields] = useForm<DeleteAccountFields>({
    id: "delete-account",
    lastResult: useResultFor("delete-account"),
    constraint,
    shouldRevalidate: "onInput",
  });

  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold text-red-800">{t("account:delete.heading")}</h3>
      {staff ? (
        <div className="mt-2">
          <Alert title={t("account:delete.staffTitle")} tone="info">
            {t("account:error.staffCannotDelete")}
          </Alert>
        </div>
      ) : (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            <li>{t("account:delete.whatGoes")}</li>
            <li>{t("account:delete.ordersStay")}</li>
            <li>{t("account:delete.noUndo")}</li>
          </ul>
          {openOrders > 0 ? (
            <div className="mt-3">
              <Alert title={t("account:delete.openOrdersTitle")} tone="info">
                {t("account:delete.openOrders", { count: openOrders })}
              </Alert>
            </div>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
            {form.errors?.length ? <Alert title={t("account:delete.notDeleted")}>{form.errors.join(" ")}</Alert> : null}
            <input type="hidden" name="intent" value="delete-account" />
            {hasPassword ? (
              <TextField
                field={fields.password}
                label={t("account:delete.password")}
                type="password"
                required
                autoComplete="current-password"
              />
            ) : (
              <Field id={fields.email.id} label={t("account:delete.typeEmail", { email })} errors={fields.email.errors}>
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  required
                  autoComplete="off"
                  className={inputClass}
                  key={fields.email.key}
                />
              </Field>
            )}
            <div>
              <div className="flex items-start gap-2">
                <input
                  {...getInputProps(fields.confirm, { type: "checkbox", value: "on" })}
                  className="mt-1 rounded border-stone-300 text-red-700"
                  key={fields.confirm.key}
                />
                <label htmlFor={fields.confirm.id} className="text-sm">
                  {t("account:delete.understand")}
                </label>
              </div>
              <FieldErrors id={`${fields.confirm.id}-error`} errors={fields.confirm.errors} />
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-600 focus:ring-offset-2 disabled:opacity-60"
            >
              {submitting ? t("account:delete.deleting") : t("account:delete.button")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
