import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requestPasswordReset } from "~/accounts/password-reset.server";
import {
  type ForgotPasswordFields,
  ForgotPasswordForm,
  forgotPasswordConstraint,
} from "~/accounts/password-reset-form.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { Alert, Field, inputClass, primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Forgot password | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export function loader(_args: LoaderFunctionArgs) {
  return { constraint: forgotPasswordConstraint };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ForgotPasswordForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  }
  const limit = await hitRateLimit(db(), `forgot-password:ip:${clientIp(request)}`, 10, 3_600_000);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: ["Failed to send reset email"] }), sentTo: null },
      { status: 429 },
    );
  }
  await requestPasswordReset(db(), submission.value.email);
  // The same answer whether or not the address has an account.
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
}

export default function ForgotPasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<ForgotPasswordFields>({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint,
  });

  if (actionData?.sentTo) {
    return (
      <div className="mx-auto max-w-sm rounded-lg border border-stone-200 bg-white p-6">
        <h1 className="text-2xl font-bold">Check Your Email</h1>
        <p className="mt-2">
          If <strong>{actionData.sentTo}</strong> has an account, we have sent it a link to reset the password. The link
          works once and expires in 1 hour.
        </p>
        <p className="mt-2 text-sm text-stone-700">Nothing arrived? Check your spam or junk folder.</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/forgot-password"
            reloadDocument
            className="rounded-md border border-stone-300 px-4 py-2 font-semibold no-underline hover:no-underline"
          >
            Try Again
          </Link>
          <Link
            to="/login"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            Back to Login
          </Link>
        </p>
      </div>
    );
  }

  const emailErrors = fields.email.errors;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-1 text-sm text-stone-700">
        Enter your e-mail address and we will send you a link to choose a new one.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {emailErrors?.includes("Please enter your email address") ? (
          <Alert title="Email Required">Please enter your email address</Alert>
        ) : null}
        {form.errors?.length ? <Alert title="Error">{form.errors.join(" ")}</Alert> : null}
        <Field id={fields.email.id} label="Email" errors={emailErrors}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            className={inputClass}
            key={fields.email.key}
          />
        </Field>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Sending..." : "Send Reset Email"}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/login">Back to Login</Link>
      </p>
    </div>
  );
}
