import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
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
} from "~/accounts/client-registration-form.server";
import {
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  REGISTRATION_ERROR_MESSAGE,
  REGISTRATION_ERROR_TITLE,
  REGISTRATION_FAILED_MESSAGE,
  REGISTRATION_FAILED_TITLE,
  REGISTRATION_SUCCESSFUL,
  STEP_TITLES,
} from "~/accounts/client-registration-rules";
import { LocationPicker } from "~/accounts/location-picker";
import { NewPasswordFields, useBreachCheck } from "~/accounts/new-password-fields";
import { hashPassword } from "~/accounts/password.server";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { SOUTH_AFRICAN_PROVINCES } from "~/accounts/provinces";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, secondaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

export const meta: MetaFunction = () => [
  { title: "Client registration | Donkerhoek Farm Supplies" },
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
  const step = RegistrationStepQuery.parse(new URL(request.url).searchParams.get("step") ?? undefined);
  const draft = await readClientRegistration(request);
  if (step === "done") {
    if (!draft.outcome) throw redirect(PAGE);
    return { step, outcome: draft.outcome } as const;
  }
  if (step === "location") {
    if (!draft.personal) throw redirect(PAGE);
    const { firstName, lastName, email } = draft.personal;
    return {
      step,
      applicant: { name: `${firstName} ${lastName}`, email },
      defaults: draft.location ?? {},
      constraint: locationConstraint,
    } as const;
  }
  const { passwordHash: _hash, passwordChecked: _checked, ...kept } = draft.personal ?? {};
  return {
    step: "personal",
    returning: Boolean(draft.personal),
    defaults: draft.personal ? { ...kept, acceptTerms: "on" } : {},
    constraint: personalConstraint,
  } as const;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ClientRegistrationForm);
  await requireAnonymous(request);
  if (submission.status !== "success") {
    const step = submission.payload.intent === "submit" ? "location" : "personal";
    return data({ step, title: null, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
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
          title: REGISTRATION_FAILED_TITLE,
          result: submission.reply({ formErrors, fieldErrors, hideFields: PASSWORD_FIELDS }),
        },
        { status },
      );
    const limit = await hitRateLimit(db(), `client-registration:ip:${ip}`, PERSONAL_STEPS_PER_IP_PER_HOUR, HOUR_MS);
    if (!limit.allowed) return refuse(429, [REGISTRATION_FAILED_MESSAGE]);
    if (await isBreachedPassword(form.password)) {
      return refuse(400, [BREACHED_PASSWORD_SUBMIT_MESSAGE], { password: [BREACHED_PASSWORD_MESSAGE] });
    }
    const { intent: _intent, password, confirmPassword: _confirm, acceptTerms: _terms, ...details } = form;
    const personal = { ...details, passwordHash: await hashPassword(password), passwordChecked: true as const };
    const setCookie = await keepClientRegistration(request, { personal, location: draft.location });
    return redirect(`${PAGE}?step=location`, { headers: { "Set-Cookie": setCookie } });
  }

  if (!draft.personal?.passwordChecked) {
    return redirectWithToast(request, PAGE, {
      title: REGISTRATION_FAILED_TITLE,
      description: "Your personal information was no longer kept. Please fill it in again.",
      variant: "destructive",
    });
  }
  const refuse = (status: 429 | 500, title: string, message: string) =>
    data({ step: "location" as const, title, result: submission.reply({ formErrors: [message] }) }, { status });
  const limit = await hitRateLimit(db(), `register:ip:${ip}`, REGISTRATIONS_PER_IP_PER_HOUR, HOUR_MS);
  if (!limit.allowed) return refuse(429, REGISTRATION_FAILED_TITLE, REGISTRATION_FAILED_MESSAGE);
  try {
    await registerClient(db(), draft.personal, form);
  } catch (error) {
    logger.error("Client registration failed", { error: String(error) });
    return refuse(500, REGISTRATION_ERROR_TITLE, REGISTRATION_ERROR_MESSAGE);
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
  if (page.step === "done") return <RegistrationDone email={page.outcome.email} />;
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">Client registration</h1>
      <p className="mt-1 text-sm text-stone-700">
        A client account with your delivery location. Only want an account?{" "}
        <Link to="/register?type=basic" className="underline">
          Choose Basic Account
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
        Already registered?{" "}
        <Link to="/login" className="underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

function Steps({ current }: { current: "personal" | "location" }) {
  return (
    <ol className="mt-4 flex gap-4 border-b border-stone-200 pb-2 text-sm">
      {(["personal", "location"] as const).map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={step === current ? "font-semibold text-brand-800" : "text-stone-600"}
        >
          Step {index + 1} of 2: {STEP_TITLES[step]}
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
  if (!errors?.length) return null;
  return (
    <Alert title={title ?? "Please check the form"}>
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

  return (
    <Form method="post" action={PAGE} {...getFormProps(form)} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{STEP_TITLES.personal}</h2>
      <FormErrors title={actionData?.title} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label="First Name" autoComplete="given-name" />
        <TextField field={fields.lastName} label="Last Name" autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label="Email Address" type="email" autoComplete="email" />
      <TextField
        field={fields.phone}
        label="Phone (optional)"
        type="tel"
        hint="A South African number, e.g. 082 123 4567"
        autoComplete="tel"
        placeholder="082 123 4567"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.companyName} label="Company Name (optional)" autoComplete="organization" />
        <TextField
          field={fields.vatNumber}
          label="VAT Number (optional)"
          inputMode="numeric"
          placeholder="4123456789"
        />
      </div>
      <Field
        id={fields.preferredContactMethod.id}
        label="Preferred Contact Method"
        errors={fields.preferredContactMethod.errors}
      >
        <select
          {...getSelectProps(fields.preferredContactMethod)}
          className={inputClass}
          key={fields.preferredContactMethod.key}
        >
          {CONTACT_METHODS.map((method) => (
            <option key={method} value={method}>
              {CONTACT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </Field>
      {page.returning ? (
        <Alert title="Please enter your password again" tone="info">
          Your other details are kept, but for your safety the password is never kept on this page.
        </Alert>
      ) : null}
      <NewPasswordFields
        password={fields.password}
        confirmPassword={fields.confirmPassword}
        confirmLabel="Confirm Password"
        breach={breach}
      />
      <AcceptTermsField field={fields.acceptTerms} />
      {/* The step's one button: its intent rides in a hidden field, so a text browser reads "Next",
          not "(next) Next" (a button with a value is shown by it in lynx). */}
      <input type="hidden" name="intent" value="next" />
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting || breached}>
        {submitting ? "Checking..." : "Next"}
      </button>
      {breached ? <p className="text-sm text-red-700">{BREACHED_PASSWORD_SUBMIT_MESSAGE}</p> : null}
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

  return (
    <Form method="post" action={`${PAGE}?step=location`} {...getFormProps(form)} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold">{STEP_TITLES.location}</h2>
      <p className="text-sm text-stone-700">
        Registering {page.applicant.name} ({page.applicant.email}). Where should we deliver?
      </p>
      <FormErrors title={actionData?.title} errors={form.errors} />
      <TextField field={fields.locationName} label="Location Name" hint="For example Home, Farm or Smallholding" />
      <TextField field={fields.addressLine1} label="Address Line 1" autoComplete="address-line1" />
      <TextField field={fields.addressLine2} label="Address Line 2 (optional)" autoComplete="address-line2" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.city} label="City" autoComplete="address-level2" />
        <TextField
          field={fields.postalCode}
          label="Postal Code"
          autoComplete="postal-code"
          inputMode="numeric"
          pattern="[0-9]{4}"
          maxLength={4}
          title="Four digits, e.g. 1001"
        />
      </div>
      <Field id={fields.province.id} label="Province" errors={fields.province.errors}>
        <select {...getSelectProps(fields.province)} className={inputClass} key={fields.province.key}>
          <option value="">Choose a province</option>
          {SOUTH_AFRICAN_PROVINCES.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </select>
      </Field>
      <LocationPicker latitude={fields.latitude} longitude={fields.longitude} />
      <Field
        id={fields.deliveryInstructions.id}
        label="Delivery Instructions (optional)"
        errors={fields.deliveryInstructions.errors}
        hint="Gate codes, landmarks, when someone is there"
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
          {submitting ? "Registering..." : "Complete Registration"}
        </button>
        <button type="submit" name="back" formNoValidate className={secondaryButtonClass}>
          Back
        </button>
      </div>
    </Form>
  );
}

function RegistrationDone({ email }: { email: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-stone-200 bg-white p-6">
      <h1 className="text-2xl font-bold">{REGISTRATION_SUCCESSFUL}</h1>
      <p className="mt-3">
        Your client code is shown when you confirm your e-mail address. Please keep it: quote it when you phone or
        e-mail us.
      </p>
      <p className="mt-3">
        Please check your e-mail ({email}) and confirm your address with the link we sent you before you log in. It may
        take 1-10 minutes to arrive; if you cannot find it, check your spam or junk folder.
      </p>
      <p className="mt-2 text-sm">
        Need help? <Link to="/contact">Contact us</Link>.
      </p>
      <p className="mt-6">
        <Link to="/login" className={`${primaryButtonClass} no-underline hover:no-underline`}>
          Go to Login
        </Link>
      </p>
    </div>
  );
}
