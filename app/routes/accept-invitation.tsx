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
import { PASSWORD_FIELD_TEXTS, signInMessages } from "~/accounts/sign-in-catalogue.server";
import { acceptInvitation } from "~/accounts/user-admin.server";
import { requestTranslator, type ServerTranslate } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, primaryButtonClass } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { translateIn, useTranslation } from "~/ui/translation";

// The password fields' breach check on blur changes nothing this page reads.
export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:invite.heading")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

/** The invitation e-mail's link: choose a password (the shop's full rules), once, before it expires. */
const invalidLink = (t: ServerTranslate) =>
  ({
    title: t("signin:invite.invalidTitle"),
    description: t("signin:invite.invalidText"),
    variant: "destructive",
  }) as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await peekOneTimeToken(db(), "invitation", token);
  const messages = signInMessages(requestLanguage(request), [
    ...PASSWORD_FIELD_TEXTS,
    "password.new",
    "password.confirmNew",
    "invite.",
    "errorTitle",
    "saving",
  ]);
  if (invitation) {
    return { used: false as const, token, email: invitation.email, constraint: resetPasswordConstraint, messages };
  }
  // Opened again after the password was chosen: say so, and where staff sign in.
  if (await wasOneTimeTokenUsed(db(), "invitation", token)) return { used: true as const, messages };
  throw await redirectWithToast(request, "/login", invalidLink(requestTranslator(request, ["signin"]).t));
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ResetPasswordForm);
  const { t } = requestTranslator(request, ["signin"]);
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  if (await isBreachedPassword(submission.value.password)) {
    return data(
      {
        result: submission.reply({
          formErrors: [t("signin:password.breachedSubmit")],
          fieldErrors: { password: [t("signin:password.breached")] },
          hideFields: hide,
        }),
      },
      { status: 400 },
    );
  }
  const accepted = await acceptInvitation(db(), submission.value.token, submission.value.password, clientIp(request));
  if (!accepted) return redirectWithToast(request, "/login", invalidLink(t));
  // The link proved the mailbox: this browser is the new staff member's, spared by the sign-in lock.
  return redirectWithToast(
    request,
    `/admin/login?${new URLSearchParams({ redirectTo: "/admin" })}`,
    {
      title: t("signin:reset.doneTitle"),
      description: t("signin:invite.doneText", { email: accepted.email }),
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
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:invite.used")}</h1>
      <p className="mt-2">{t("signin:invite.usedText")}</p>
      <p className="mt-6">
        <Link to="/admin/login" className={`${primaryButtonClass} no-underline`}>
          {t("signin:invite.staffSignIn")}
        </Link>
      </p>
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="inline-block py-1">
          {t("signin:invite.forgot")}
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
  const { t } = useTranslation();
  const sending = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<ResetPasswordFields>({
    id: "accept-invitation",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:invite.heading")}</h1>
      <p className="mt-2 text-sm">{t("signin:invite.choose", { email })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {form.errors?.length ? <Alert title={t("signin:errorTitle")}>{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("signin:password.new")}
          confirmLabel={t("signin:password.confirmNew")}
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={sending}>
          {t(sending ? "signin:saving" : "signin:invite.submit")}
        </button>
      </Form>
    </div>
  );
}
