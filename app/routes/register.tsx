import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AcceptTermsField } from "~/accounts/accept-terms-field";
import { requireAnonymous } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { NewPasswordFields, useBreachCheck } from "~/accounts/new-password-fields";
import { OAuthButtons } from "~/accounts/oauth-buttons";
import { oauthButtonProviders } from "~/accounts/oauth-providers.server";
import { registerCustomer } from "~/accounts/registration.server";
import { type RegistrationFields, RegistrationForm, registrationConstraint } from "~/accounts/registration-form.server";
import { oauthTexts, PASSWORD_FIELD_TEXTS, signInMessages } from "~/accounts/sign-in-catalogue.server";
import { registrationSuccessfulToast } from "~/accounts/sign-in-messages";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:register.heading")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

const REGISTRATIONS_PER_IP_PER_HOUR = 10;

export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const step = new URL(request.url).searchParams.get("type") === "basic" ? "basic" : "choose";
  const oauthProviders = oauthButtonProviders();
  // The texts of the step shown (decision 0110: only what the page renders).
  const stepTexts =
    step === "basic"
      ? [
          ...PASSWORD_FIELD_TEXTS,
          "email",
          "password.breachedSubmit",
          "register.basicHeading",
          "register.wantDelivery",
          "register.chooseFull",
          "register.failedTitle",
          "register.firstName",
          "register.lastName",
          "register.phone",
          "register.company",
          "register.notes",
          "register.submit",
          "register.submitting",
          "terms.",
        ]
      : ["register.chooseIntro", "register.full", "register.fullText", "register.basic", "register.basicText"];
  return {
    step,
    constraint: registrationConstraint,
    oauthProviders,
    messages: signInMessages(requestLanguage(request), [
      ...stepTexts,
      ...oauthTexts(oauthProviders),
      "register.heading",
      "register.already",
      "signIn",
    ]),
  } as const;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, RegistrationForm);
  await requireAnonymous(request);
  const { language, t } = requestTranslator(request, ["signin"]);
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  }
  const limit = await hitRateLimit(db(), `register:ip:${clientIp(request)}`, REGISTRATIONS_PER_IP_PER_HOUR, 3_600_000);
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: [t("signin:register.failed")],
          hideFields: hide,
        }),
      },
      { status: 429 },
    );
  }
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
  await registerCustomer(db(), { ...submission.value, language });
  return redirectWithToast(request, "/thank-you", registrationSuccessfulToast(t));
}

export default function RegisterPage() {
  const { step, oauthProviders } = useLoaderData<typeof loader>();
  return (
    <>
      {step === "basic" ? <BasicRegistration /> : <ChooseAccountType />}
      <div className="mx-auto max-w-sm">
        <OAuthButtons providers={oauthProviders} />
      </div>
    </>
  );
}

function ChooseAccountType() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{t("signin:register.heading")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("signin:register.chooseIntro")}</p>
      {/* A list, so a text browser (lynx, w3m) shows the two kinds of account apart. */}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/client-registration"
            className="block h-full rounded-lg border-2 border-brand-700 bg-white p-4 text-stone-900 no-underline hover:no-underline"
          >
            <span className="block text-lg font-semibold text-brand-800">{t("signin:register.full")}</span>{" "}
            <span className="mt-1 block text-sm">{t("signin:register.fullText")}</span>
          </Link>
        </li>{" "}
        <li>
          <Link
            to="/register?type=basic"
            className="block h-full rounded-lg border border-stone-300 bg-white p-4 text-stone-900 no-underline hover:no-underline"
          >
            <span className="block text-lg font-semibold text-brand-800">{t("signin:register.basic")}</span>{" "}
            <span className="mt-1 block text-sm">{t("signin:register.basicText")}</span>
          </Link>
        </li>
      </ul>
      <p className="mt-6 text-sm">
        {t("signin:register.already")}{" "}
        <Link to="/login" className="underline">
          {t("signin:signIn")}
        </Link>
      </p>
    </div>
  );
}

function BasicRegistration() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && isSendingForm(navigation);
  const [form, fields] = useForm<RegistrationFields>({
    id: "register",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  const breach = useBreachCheck();
  const breached = breach.breached;
  const { t } = useTranslation();

  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">{t("signin:register.basicHeading")}</h1>
      <p className="mt-1 text-sm">
        {t("signin:register.wantDelivery")}{" "}
        <Link to="/client-registration" className="font-semibold underline">
          {t("signin:register.chooseFull")}
        </Link>
        .
      </p>
      <Form method="post" action="/register?type=basic" {...getFormProps(form)} className="mt-6 space-y-4">
        {form.errors?.length ? <Alert title={t("signin:register.failedTitle")}>{form.errors.join(" ")}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("signin:register.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("signin:register.lastName")} autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label={t("signin:email")} type="email" autoComplete="email" />
        <TextField
          field={fields.phone}
          label={t("signin:register.phone")}
          type="tel"
          autoComplete="tel"
          placeholder="082 123 4567"
        />
        <TextField field={fields.companyName} label={t("signin:register.company")} autoComplete="organization" />
        <Field id={fields.deliveryNotes.id} label={t("signin:register.notes")} errors={fields.deliveryNotes.errors}>
          <textarea
            {...getTextareaProps(fields.deliveryNotes)}
            rows={3}
            className={inputClass}
            key={fields.deliveryNotes.key}
          />
        </Field>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} breach={breach} />
        <AcceptTermsField field={fields.acceptTerms} />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting || breached}>
          {t(submitting ? "signin:register.submitting" : "signin:register.submit")}
        </button>
        {breached ? <p className="text-sm text-red-700">{t("signin:password.breachedSubmit")}</p> : null}
      </Form>
      <p className="mt-4 text-sm">
        {t("signin:register.already")}{" "}
        <Link to="/login" className="underline">
          {t("signin:signIn")}
        </Link>
      </p>
    </div>
  );
}
