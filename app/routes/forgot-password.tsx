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
import { Sentence } from "~/accounts/sentence";
import { signInMessages } from "~/accounts/sign-in-catalogue.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, Field, inputClass, primaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:forgot.title")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  return {
    constraint: forgotPasswordConstraint,
    messages: signInMessages(requestLanguage(request), [
      "email",
      "sending",
      "errorTitle",
      "forgot.",
      "error.resetEmailRequired",
    ]),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ForgotPasswordForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  }
  const limit = await hitRateLimit(db(), `forgot-password:ip:${clientIp(request)}`, 10, 3_600_000);
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: [requestTranslator(request, ["signin"]).t("signin:forgot.sendFailed")],
        }),
        sentTo: null,
      },
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
  const { t } = useTranslation();
  const [form, fields] = useForm<ForgotPasswordFields>({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint,
  });

  if (actionData?.sentTo) {
    return (
      <div className="mx-auto max-w-sm rounded-lg border border-stone-200 bg-white p-6">
        <h1 className="text-2xl font-bold">{t("signin:forgot.checkEmail")}</h1>
        <p className="mt-2">
          <Sentence text={t("signin:forgot.sent")} parts={{ email: <strong>{actionData.sentTo}</strong> }} />
        </p>
        <p className="mt-2 text-sm text-stone-700">{t("signin:forgot.spam")}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/forgot-password"
            reloadDocument
            className="rounded-md border border-stone-300 px-4 py-2 font-semibold no-underline hover:no-underline"
          >
            {t("signin:forgot.tryAgain")}
          </Link>
          <Link
            to="/login"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:no-underline"
          >
            {t("signin:forgot.back")}
          </Link>
        </p>
      </div>
    );
  }

  const emailErrors = fields.email.errors;
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:forgot.heading")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("signin:forgot.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {emailErrors?.includes(t("signin:error.resetEmailRequired")) ? (
          <Alert title={t("signin:forgot.emailRequiredTitle")}>{t("signin:error.resetEmailRequired")}</Alert>
        ) : null}
        {form.errors?.length ? <Alert title={t("signin:errorTitle")}>{form.errors.join(" ")}</Alert> : null}
        <Field id={fields.email.id} label={t("signin:email")} errors={emailErrors}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            className={inputClass}
            key={fields.email.key}
          />
        </Field>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === "submitting"}>
          {t(navigation.state === "submitting" ? "signin:sending" : "signin:forgot.submit")}
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/login">{t("signin:forgot.back")}</Link>
      </p>
    </div>
  );
}
