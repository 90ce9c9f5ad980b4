import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { trustThisDevice } from "~/accounts/device-cookie.server";
import { NewPasswordFields } from "~/accounts/new-password-fields";
import { peekOneTimeToken, wasOneTimeTokenUsed } from "~/accounts/one-time-tokens.server";
import {
  type ResetPasswordFields,
  ResetPasswordForm,
  resetPasswordConstraint,
} from "~/accounts/password-reset-form.server";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { acceptInvitation } from "~/accounts/user-admin.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, primaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

// The password fields' breach check on blur changes nothing this page reads.
export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export const meta: MetaFunction = () => [
  { title: "Accept your invitation | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

/** The invitation e-mail's link: choose a password (the shop's full rules), once, before it expires. */
const INVALID_LINK = {
  title: "Invalid Invitation Link",
  description: "This invitation link is invalid, has expired or was already used. Ask for a new invitation.",
  variant: "destructive",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await peekOneTimeToken(db(), "invitation", token);
  if (invitation) return { used: false as const, token, email: invitation.email, constraint: resetPasswordConstraint };
  // Opened again after the password was chosen: say so, and where staff sign in.
  if (await wasOneTimeTokenUsed(db(), "invitation", token)) return { used: true as const };
  throw await redirectWithToast(request, "/login", INVALID_LINK);
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
  const accepted = await acceptInvitation(db(), submission.value.token, submission.value.password, clientIp(request));
  if (!accepted) return redirectWithToast(request, "/login", INVALID_LINK);
  // The link proved the mailbox: this browser is the new staff member's, spared by the sign-in lock.
  return redirectWithToast(
    request,
    `/admin/login?${new URLSearchParams({ redirectTo: "/admin" })}`,
    {
      title: "Password Updated",
      description: `Your account ${accepted.email} is ready. Please sign in with your new password.`,
      variant: "success",
    },
    { headers: { "Set-Cookie": await trustThisDevice(request, accepted.userId) } },
  );
}

export default function AcceptInvitationPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.used) return <InvitationUsed />;
  return <ChoosePassword token={loaded.token} email={loaded.email} constraint={loaded.constraint} />;
}

function InvitationUsed() {
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">This invitation was already used</h1>
      <p className="mt-2">
        The password for this account has been chosen. Staff sign in at the back office's sign-in page with that
        password.
      </p>
      <p className="mt-6">
        <Link to="/admin/login" className={`${primaryButtonClass} no-underline`}>
          Go to the staff sign-in
        </Link>
      </p>
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="inline-block py-1">
          Forgot the password?
        </Link>
      </p>
    </div>
  );
}

function ChoosePassword({
  token,
  email,
  constraint,
}: {
  token: string;
  email: string;
  constraint: typeof resetPasswordConstraint;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<ResetPasswordFields>({
    id: "accept-invitation",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Accept your invitation</h1>
      <p className="mt-2 text-sm">Choose a password for {email}.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {form.errors?.length ? <Alert title="Error">{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel="New Password"
          confirmLabel="Confirm New Password"
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={sending}>
          {sending ? "Saving..." : "Set Password"}
        </button>
      </Form>
    </div>
  );
}
