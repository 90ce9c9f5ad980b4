import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { accountMessages } from "~/account/account-messages.server";
import { AcceptTermsField } from "~/accounts/accept-terms-field";
import { requireAnonymous } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { keepClientRegistration, readClientRegistration, registerClient } from "~/accounts/client-registration.server";
import {
  ClientRegistrationForm,
  type LocationFields,
  locationConstraint,
  type PersonalFields,
  personalConstraint,
  RegistrationStepQuery,
  STEP_1_MANDATORY,
  STEP_2_MANDATORY,
} from "~/accounts/client-registration-form.server";
import { CONTACT_METHODS, MANDATORY_FIELDS_MESSAGE, missingFieldLabels } from "~/accounts/client-registration-rules";
import { LocationPicker } from "~/accounts/location-picker";
import { NewPasswordFields, useBreachCheck } from "~/accounts/new-password-fields";
import { hashPassword } from "~/accounts/password.server";
import { PROVINCE_NAME_KEYS, SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { translatedReply } from "~/locales/reply-words.server";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "account:registration.title") },
  { name: "robots", content: "noindex" },
];

const PAGE = "/client-registration";
/** Shared with /register: account creations per address and hour. */
const REGISTRATIONS_PER_IP_PER_HOUR = 10;
/** Step 1 hashes the password and asks the breach API, so it has its own, looser, limit. */
const PERSONAL_STEPS_PER_IP_PER_HOUR = 30;
const HOUR_MS = 3_600_000;
const PASSWORD_FIELDS = ["password", "confirmPassword"];

export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  // The password fields and the terms box speak the sign-in pages' words.
  const messages = accountMessages(
    requestTranslator(request, []).language,
    ["registration.", "error.", "coordinates.", "picker.", "province."],
    ["signin"],
  );
  const step = RegistrationStepQuery.parse(new URL(request.url).searchParams.get("step") ?? undefined);
  const draft = await readClientRegistration(request);
  if (step === "done") {
    if (!draft.outcome) throw redirect(PAGE);
    return { step, outcome: draft.outcome, messages } as const;
  }
  if (step === "location") {
    if (!draft.personal) throw redirect(PAGE);
    const { firstName, lastName, email } = draft.personal;
    return {
      step,
      applicant: { name: `${firstName} ${lastName}`, email },
      defaults: draft.location ?? {},
      constraint: locationConstraint,
      messages,
    } as const;
  }
  const { passwordHash: _hash, passwordChecked: _checked, ...kept } = draft.personal ?? {};
  return {
    step: "personal",
    returning: Boolean(draft.personal),
    defaults: draft.personal ? { ...kept, acceptTerms: "on" } : {},
    constraint: personalConstraint,
    messages,
  } as const;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ClientRegistrationForm);
  await requireAnonymous(request);
  const { language, t } = requestTranslator(request, ["account"]);
  if (submission.status !== "success") {
    const step = submission.payload.intent === "submit" ? "location" : "personal";
    // The spec's mandatory-fields message names the fields left empty, by their labels on the page.
    const missing = missingFieldLabels(submission.payload, step === "location" ? STEP_2_MANDATORY : STEP_1_MANDATORY);
    const values = { [MANDATORY_FIELDS_MESSAGE]: { fields: missing.map((label) => t(label)).join(", ") } };
    const result = translatedReply(submission.reply({ hideFields: PASSWORD_FIELDS }), t, values);
    return data({ step, title: null, result }, { status: 400 });
  }
  const form = submission.value;
  const draft = await readClientRegistration(request);
  const ip = clientIp(request);

  if (form.intent === "back") {
    const { intent: _intent, ...location } = form;
    return redirect(PAGE, { headers: { "Set-Cookie": await keepClientRegistration(request, { ...draft, location }) } });
  }

  if (form.intent === "next") {
    const refuse = (status: 400 | 429, formErrors: string[], fieldErrors?: Record<string, string[]>) =>
      data(
        {
          step: "personal" as const,
          title: t("account:registration.failedTitle"),
          result: submission.reply({ formErrors, fieldErrors, hideFields: PASSWORD_FIELDS }),
        },
        { status },
      );
    const limit = await hitRateLimit(db(), `client-registration:ip:${ip}`, PERSONAL_STEPS_PER_IP_PER_HOUR, HOUR_MS);
    if (!limit.allowed) return refuse(429, [t("account:registration.failed")]);
    if (await isBreachedPassword(form.password)) {
      return refuse(400, [t("account:error.breachedPasswordSubmit")], {
        password: [t("account:error.breachedPassword")],
      });
    }
    const { intent: _intent, password, confirmPassword: _confirm, acceptTerms: _terms, ...details } = form;
    const personal = { ...details, passwordHash: await hashPassword(password), passwordChecked: true as const };
    const setCookie = await keepClientRegistration(request, { personal, location: draft.location });
    return redirect(`${PAGE}?step=location`, { headers: { "Set-Cookie": setCookie } });
  }

  if (!draft.personal?.passwordChecked) {
    return redirectWithToast(request, PAGE, {
      title: t("account:registration.failedTitle"),
      description: t("account:registration.draftLost"),
      variant: "destructive",
    });
  }
  const refuse = (status: 429 | 500, title: string, message: string) =>
    data({ step: "location" as const, title, result: submission.reply({ formErrors: [message] }) }, { status });
  const limit = await hitRateLimit(db(), `register:ip:${ip}`, REGISTRATIONS_PER_IP_PER_HOUR, HOUR_MS);
  if (!limit.allowed) return refuse(429, t("account:registration.failedTitle"), t("account:registration.failed"));
  try {
    // The account reads the language of the page it was made on (its e-mails and SMS).
    await registerClient(db(), draft.personal, form, language);
  } catch (error) {
    logger.error("Client registration failed", { error: String(error) });
    return refuse(500, t("account:registration.errorTitle"), t("account:registration.error"));
  }
  const setCookie = await keepClientRegistration(request, {
    // The same page whether or not the address already had an account: the client code is shown
    // once the e-mailed link proves the mailbox (/thank-you), never to whoever typed the address.
    outcome: { email: draft.personal.email },
  });
  return redirect(`${PAGE}?step=done`, { headers: { "Set-Cookie": setCookie } });
}

export default function ClientRegistrationPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (page.step === "done") return <RegistrationDone email={page.outcome.email} />;
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">{t("account:registration.heading")}</h1>
      <p className="mt-1 text-sm text-stone-700">
        {t("account:registration.intro")}{" "}
        <Link to="/register?type=basic" className="underline">
          {t("account:registration.basic")}
        </Link>
        .
      </p>
      <Steps current={page.step} />
      {page.step === "location" ? (
        <LocationStepForm key="location" page={page} />
      ) : (
        <PersonalStepForm key="personal" page={page} />
      )}
      <p className="mt-4 text-sm">
        {t("account:registration.alreadyRegistered")}{" "}
        <Link to="/login" className="underline">
          {t("account:registration.signIn")}
        </Link>
      </p>
    </div>
  );
}

function Steps({ current }: { current: "personal" | "location" }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-4 flex gap-4 border-b border-stone-200 pb-2 text-sm">
      {(["personal", "location"] as const).map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={step === current ? "font-semibold text-brand-800" : "text-stone-600"}
        >
          {t("account:registration.step", { number: index + 1, title: t(`account:registration.steps.${step}`) })}
        </li>
      ))}
    </ol>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The action's answer for this step (errors to show), and whether a post is under way. */
function useStepSubmission(step: "personal" | "location") {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return {
    actionData: actionData?.step === step ? actionData : undefined,
    submitting: navigation.state !== "idle" && isSendingForm(navigation),
  };
}

function FormErrors({ title, errors }: { title: string | null | undefined; errors: string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert title={title ?? t("account:registration.checkForm")}>
      <ul>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </Alert>
  );
}

function PersonalStepForm({ page }: { page: Extract<PageData, { step: "personal" }> }) {
  const { actionData, submitting } = useStepSubmission("personal");
  const [form, fields] = useForm<PersonalFields>({
    id: "client-registration-personal",
    lastResult: actionData?.result,
    defaultValue: page.defaults,
    constraint: page.constraint,
    shouldRevalidate: "onInput",
  });
  const breach = useBreachCheck();
  const breached = breach.breached;
  const { t } = useTranslation();
  const breachedMessage = t("account:error.breachedPasswordSubmit");

  return (
    <Form method="post" action={PAGE} {...getFormProps(form)} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{t("account:registration.steps.personal")}</h2>
      <FormErrors title={actionData?.title} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("account:registration.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("account:registration.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("account:registration.email")} type="email" autoComplete="email" />
      <TextField
        field={fields.phone}
        label={t("account:registration.phone")}
        type="tel"
        hint={t("account:registration.phoneHint")}
        autoComplete="tel"
        placeholder="082 123 4567"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.companyName}
          label={t("account:registration.companyName")}
          autoComplete="organization"
        />
        <TextField
          field={fields.vatNumber}
          label={t("account:registration.vatNumber")}
          inputMode="numeric"
          placeholder="4123456789"
        />
      </div>
      <Field
        id={fields.preferredContactMethod.id}
        label={t("account:registration.contactMethod")}
        errors={fields.preferredContactMethod.errors}
      >
        <select
          {...getSelectProps(fields.preferredContactMethod)}
          className={inputClass}
          key={fields.preferredContactMethod.key}
        >
          {CONTACT_METHODS.map((method) => (
            <option key={method} value={method}>
              {method === "email" || method === "phone"
                ? t(`account:registration.contact.${method}`)
                : { sms: "SMS", whatsapp: "WhatsApp" }[method]}
            </option>
          ))}
        </select>
      </Field>
      {page.returning ? (
        <Alert title={t("account:registration.passwordAgainTitle")} tone="info">
          {t("account:registration.passwordAgain")}
        </Alert>
      ) : null}
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        passwordLabel={t("account:registration.password")}
        confirmLabel={t("account:registration.confirmPassword")}
        breach={breach}
      />
      <AcceptTermsField field={fields.acceptTerms} />
      {/* The step's one button: its intent rides in a hidden field, so a text browser reads "Next",
          not "(next) Next" (a button with a value is shown by it in lynx). */}
      <input type="hidden" name="intent" value="next" />
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting || breached}>
        {submitting ? t("account:registration.checking") : t("account:registration.next")}
      </button>
      {breached ? <p className="text-sm text-red-700">{breachedMessage}</p> : null}
    </Form>
  );
}

function LocationStepForm({ page }: { page: Extract<PageData, { step: "location" }> }) {
  const { actionData, submitting } = useStepSubmission("location");
  const [form, fields] = useForm<LocationFields>({
    id: "client-registration-location",
    lastResult: actionData?.result,
    defaultValue: page.defaults,
    constraint: page.constraint,
    shouldRevalidate: "onInput",
  });
  const { t } = useTranslation();

  return (
    <Form method="post" action={`${PAGE}?step=location`} {...getFormProps(form)} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{t("account:registration.steps.location")}</h2>
      <p className="text-sm text-stone-700">
        {t("account:registration.registering", { name: page.applicant.name, email: page.applicant.email })}
      </p>
      <FormErrors title={actionData?.title} errors={form.errors} />
      <TextField
        field={fields.locationName}
        label={t("account:registration.locationName")}
        hint={t("account:registration.locationNameHint")}
      />
      <TextField
        field={fields.addressLine1}
        label={t("account:registration.addressLine1")}
        autoComplete="address-line1"
      />
      <TextField
        field={fields.addressLine2}
        label={t("account:registration.addressLine2")}
        autoComplete="address-line2"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.city} label={t("account:registration.city")} autoComplete="address-level2" />
        <TextField
          field={fields.postalCode}
          label={t("account:registration.postalCode")}
          autoComplete="postal-code"
          inputMode="numeric"
          pattern="[0-9]{4}"
          maxLength={4}
          title={t("account:registration.postalCodeTitle")}
        />
      </div>
      <Field id={fields.province.id} label={t("account:registration.province")} errors={fields.province.errors}>
        <select {...getSelectProps(fields.province)} className={inputClass} key={fields.province.key}>
          <option value="">{t("account:registration.chooseProvince")}</option>
          {SOUTH_AFRICAN_PROVINCES.map((province) => {
            const nameKey = PROVINCE_NAME_KEYS[province];
            return (
              <option key={province} value={province}>
                {nameKey ? t(nameKey) : province}
              </option>
            );
          })}
        </select>
      </Field>
      <LocationPicker latitude={fields.latitude} longitude={fields.longitude} />
      <Field
        id={fields.deliveryInstructions.id}
        label={t("account:registration.instructions")}
        errors={fields.deliveryInstructions.errors}
        hint={t("account:registration.instructionsHint")}
      >
        <textarea
          {...getTextareaProps(fields.deliveryInstructions)}
          rows={3}
          className={inputClass}
          key={fields.deliveryInstructions.key}
        />
      </Field>
      {/* Complete comes first in the page, so Enter in a field submits rather than goes back. No
          value on either button (a text browser would read it): the intent rides in a hidden
          field, and Back, pressed, adds its name (client-registration-form.server.ts). */}
      <input type="hidden" name="intent" value="submit" />
      <div className="flex flex-row-reverse flex-wrap justify-between gap-3">
        <button type="submit" className={primaryButtonClass} disabled={submitting}>
          {submitting ? t("account:registration.completing") : t("account:registration.complete")}
        </button>
        <button type="submit" name="back" formNoValidate className={secondaryButtonClass}>
          {t("account:registration.back")}
        </button>
      </div>
    </Form>
  );
}

function RegistrationDone({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-stone-200 bg-white p-6">
      <h1 className="text-2xl font-bold">{t("account:registration.successful")}</h1>
      <p className="mt-3">{t("account:registration.done.code")}</p>
      <p className="mt-3">{t("account:registration.done.check", { email })}</p>
      <p className="mt-2 text-sm">
        {t("account:registration.done.help")} <Link to="/contact">{t("account:registration.done.contact")}</Link>.
      </p>
      <p className="mt-6">
        <Link to="/login" className={`${primaryButtonClass} no-underline hover:no-underline`}>
          {t("account:registration.done.login")}
        </Link>
      </p>
    </div>
  );
}
