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
import { PASSWORD_FIELD_TEXTS, signInMessages } from "~/accounts/sign-in-catalogue.server";
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
  { title: `${translateIn(matches, "signin:reset.heading")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

const invalidLink = (t: ServerTranslate) =>
  ({
    title: t("signin:reset.invalidTitle"),
    description: t("signin:reset.invalidText"),
    variant: "destructive",
  }) as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await peekOneTimeToken(db(), "reset_password", token))) {
    throw await redirectWithToast(request, "/forgot-password", invalidLink(requestTranslator(request, ["signin"]).t));
  }
  return {
    token,
    constraint: resetPasswordConstraint,
    messages: signInMessages(requestLanguage(request), [
      ...PASSWORD_FIELD_TEXTS,
      "password.new",
      "password.confirmNew",
      "reset.heading",
      "reset.mismatchTitle",
      "reset.submit",
      "reset.submitting",
      "errorTitle",
      "error.passwordsSame",
    ]),
  };
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
  const userId = await resetPassword(db(), submission.value.token, submission.value.password, clientIp(request));
  if (!userId) return redirectWithToast(request, "/forgot-password", invalidLink(t));
  // The link proved the mailbox: this browser is the owner's, and the sign-in lock spares it.
  return redirectWithToast(
    request,
    "/login",
    {
      title: t("signin:reset.doneTitle"),
      description: t("signin:reset.doneText"),
      variant: "success",
    },
    { headers: { "Set-Cookie": await trustThisDevice(request, userId) } },
  );
}

export default function ResetPasswordPage() {
  const { token, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const sending = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<ResetPasswordFields>({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  const mismatch = fields.confirmPassword.errors?.includes(t("signin:error.passwordsSame"));

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:reset.heading")}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {mismatch ? <Alert title={t("signin:reset.mismatchTitle")}>{t("signin:error.passwordsSame")}</Alert> : null}
        {form.errors?.length ? <Alert title={t("signin:errorTitle")}>{form.errors.join(" ")}</Alert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("signin:password.new")}
          confirmLabel={t("signin:password.confirmNew")}
        />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={sending}>
          {t(sending ? "signin:reset.submitting" : "signin:reset.submit")}
        </button>
      </Form>
    </div>
  );
}
