import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Alert, Field, inputClass, TextField } from "~/ui/field";
import { useResultFor, useSubmitting } from "./account-form-state";
import type { DeleteAccountFields } from "./account-forms.server";
import { STAFF_CANNOT_DELETE } from "./messages";

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
  const submitting = useSubmitting("delete-account");
  const [form, fields] = useForm<DeleteAccountFields>({
    id: "delete-account",
    lastResult: useResultFor("delete-account"),
    constraint,
    shouldRevalidate: "onInput",
  });

  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-semibold text-red-800">Delete my account</h3>
      {staff ? (
        <div className="mt-2">
          <Alert title="Not available for staff accounts" tone="info">
            {STAFF_CANNOT_DELETE}
          </Alert>
        </div>
      ) : (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            <li>
              Your profile, client profile, delivery locations, favourites, cart, loyalty points, reviews and sign-in
              history are deleted.
            </li>
            <li>
              Your orders stay in our books, as the tax law requires, but without your name, e-mail, phone or address.
            </li>
            <li>This cannot be undone.</li>
          </ul>
          {openOrders > 0 ? (
            <div className="mt-3">
              <Alert title="You have orders in progress" tone="info">
                {openOrders === 1 ? "One order is" : `${openOrders} orders are`} still being processed. Once your
                account is deleted we cannot contact you or deliver to you about {openOrders === 1 ? "it" : "them"}.
              </Alert>
            </div>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-3 max-w-sm space-y-4">
            {form.errors?.length ? <Alert title="Account not deleted">{form.errors.join(" ")}</Alert> : null}
            <input type="hidden" name="intent" value="delete-account" />
            {hasPassword ? (
              <TextField
                field={fields.password}
                label="Your password"
                type="password"
                required
                autoComplete="current-password"
              />
            ) : (
              <Field
                id={fields.email.id}
                label={`Type your e-mail address (${email}) to confirm`}
                errors={fields.email.errors}
              >
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
                  I understand that my account and personal data will be deleted for good.
                </label>
              </div>
              {fields.confirm.errors?.length ? (
                <p className="text-sm text-red-700">{fields.confirm.errors.join(" ")}</p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-600 focus:ring-offset-2 disabled:opacity-60"
            >
              {submitting ? "Deleting..." : "Delete my account"}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
