import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AcceptTermsField } from "~/accounts/accept-terms-field";
import { requireAnonymous } from "~/accounts/auth.server";
import { skipRevalidationAfterBreachCheck } from "~/accounts/breach-check";
import { isBreachedPassword } from "~/accounts/breached-password.server";
import { REGISTRATION_SUCCESSFUL_TOAST } from "~/accounts/messages";
import { NewPasswordFields, useBreachCheck } from "~/accounts/new-password-fields";
import { OAuthButtons } from "~/accounts/oauth-buttons";
import { oauthButtonProviders } from "~/accounts/oauth-providers.server";
import { BREACHED_PASSWORD_MESSAGE, BREACHED_PASSWORD_SUBMIT_MESSAGE } from "~/accounts/password-rules";
import { registerCustomer } from "~/accounts/registration.server";
import { type RegistrationFields, RegistrationForm, registrationConstraint } from "~/accounts/registration-form.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { Alert, Field, inputClass, primaryButtonClass, TextField } from "~/ui/field";
import { isSendingForm } from "~/ui/form-sending";

export const meta: MetaFunction = () => [
  { title: "Create an account | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

const REGISTRATIONS_PER_IP_PER_HOUR = 10;

export const shouldRevalidate = skipRevalidationAfterBreachCheck;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const step = new URL(request.url).searchParams.get("type") === "basic" ? "basic" : "choose";
  return { step, constraint: registrationConstraint, oauthProviders: oauthButtonProviders() } as const;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, RegistrationForm);
  await requireAnonymous(request);
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  }
  const limit = await hitRateLimit(db(), `register:ip:${clientIp(request)}`, REGISTRATIONS_PER_IP_PER_HOUR, 3_600_000);
  if (!limit.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: ["Registration failed. Please try again."],
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
          formErrors: [BREACHED_PASSWORD_SUBMIT_MESSAGE],
          fieldErrors: { password: [BREACHED_PASSWORD_MESSAGE] },
          hideFields: hide,
        }),
      },
      { status: 400 },
    );
  }
  await registerCustomer(db(), submission.value);
  return redirectWithToast(request, "/thank-you", REGISTRATION_SUCCESSFUL_TOAST);
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
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">Create an account</h1>
      <p className="mt-1 text-sm text-stone-700">Choose the account that suits you.</p>
      {/* A list, so a text browser (lynx, w3m) shows the two kinds of account apart. */}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            to="/client-registration"
            className="block h-full rounded-lg border-2 border-brand-700 bg-white p-4 text-stone-900 no-underline hover:no-underline"
          >
            <span className="block text-lg font-semibold text-brand-800">Full Registration</span>{" "}
            <span className="mt-1 block text-sm">
              A client account with your delivery location, so delivery fees are worked out for you. Best for farms and
              regular customers.
            </span>
          </Link>
        </li>{" "}
        <li>
          <Link
            to="/register?type=basic"
            className="block h-full rounded-lg border border-stone-300 bg-white p-4 text-stone-900 no-underline hover:no-underline"
          >
            <span className="block text-lg font-semibold text-brand-800">Basic Account</span>{" "}
            <span className="mt-1 block text-sm">Just your name, e-mail and a password. Add the rest later.</span>
          </Link>
        </li>
      </ul>
      <p className="mt-6 text-sm">
        Already registered?{" "}
        <Link to="/login" className="underline">
          Sign in
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

  return (
    <div className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold">Create a basic account</h1>
      <p className="mt-1 text-sm">
        Want delivery worked out for you?{" "}
        <Link to="/client-registration" className="font-semibold underline">
          Choose Full Registration
        </Link>
        .
      </p>
      <Form method="post" action="/register?type=basic" {...getFormProps(form)} className="mt-6 space-y-4">
        {form.errors?.length ? <Alert title="Registration Failed">{form.errors.join(" ")}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
          <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField
          field={fields.phone}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          placeholder="082 123 4567"
        />
        <TextField field={fields.companyName} label="Company name (optional)" autoComplete="organization" />
        <Field id={fields.deliveryNotes.id} label="Delivery notes (optional)" errors={fields.deliveryNotes.errors}>
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
          {submitting ? "Creating account..." : "Create account"}
        </button>
        {breached ? <p className="text-sm text-red-700">{BREACHED_PASSWORD_SUBMIT_MESSAGE}</p> : null}
      </Form>
      <p className="mt-4 text-sm">
        Already registered?{" "}
        <Link to="/login" className="underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
