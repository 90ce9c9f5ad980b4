import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { trustThisDevice } from "~/accounts/device-cookie.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { peekOneTimeToken } from "~/accounts/one-time-tokens.server";
import { resetPassword } from "~/accounts/password-reset.server";
import {
  type ResetPasswordFields,
  ResetPasswordForm,
  resetPasswordConstraint,
} from "~/accounts/password-reset-form.server";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

// The password fields' breach check on blur changes nothing this page reads.
export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export const meta: MetaFunction = () => [
  { title: "Choose a new password | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

const INVALID_LINK = {
  title: "Invalid Reset Link",
  description: "This password reset link is invalid or has expired",
  variant: "destructive",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await peekOneTimeToken(db(), "reset_password", token))) {
    throw await redirectWithToast(request, "/forgot-password", INVALID_LINK);
  }
  return { token, constraint: resetPasswordConstraint };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ResetPasswordForm);
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  if (await isBreachedPassword(submission.value.password)) {
    return data(
      {
        result: submission.reply({
          formErrors: [BREACHED_PASSWORD_SUBMIT_MESSAGE],
          fieldErrors: { password: [BREACHED_PASSWORD_MESSAGE] },
          hideFields: hide,
        }),
      },
      { status: 400 },
    );
  }
  const userId = await resetPassword(db(), submission.value.token, submission.value.password, clientIp(request));
  if (!userId) return redirectWithToast(request, "/forgot-password", INVALID_LINK);
  // The link proved the mailbox: this browser is the owner's, and the sign-in lock spares it.
  return redirectWithToast(
    request,
    "/login",
    {
      title: "Password Updated",
      description: "Your password has been changed. Please sign in with the new one.",
      variant: "success",
    },
    { headers: { "Set-Cookie": await trustThisDevice(request, userId) } },
  );
}

export default function ResetPasswordPage() {
  const { token, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<ResetPasswordFields>({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  const mismatch = fields.confirmPassword.errors?.includes("Please make sure both passwords are the same");

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {mismatch ? <Alert title="Passwords Don't Match">Please make sure both passwords are the same</Alert> : null}
        {form.errors?.length ? <Alert title="Error">{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel="New Password"
          confirmLabel="Confirm New Password"
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={sending}>
          {sending ? "Updating..." : "Update Password"}
        </button>
      </Form>
    </div>
  );
}
