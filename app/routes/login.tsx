import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { landingPath, requireAnonymous, signIn } from "~/accounts/auth.server";
import { type LoginFields, LoginForm, loginConstraint } from "~/accounts/login-form.server";
import { LOGIN_FAILED_TITLE, LOGIN_PAGE_MESSAGES } from "~/accounts/messages";
import { OAuthButtons } from "~/accounts/oauth-buttons";
import { oauthButtonProviders } from "~/accounts/oauth-providers.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { Alert, primaryButtonClass, TextField } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Sign in | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const key = new URL(request.url).searchParams.get("message") ?? "";
  return {
    constraint: loginConstraint,
    oauthProviders: oauthButtonProviders(),
    message: Object.hasOwn(LOGIN_PAGE_MESSAGES, key) ? LOGIN_PAGE_MESSAGES[key] : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, LoginForm);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), failed: false }, { status: 400 });
  }
  const { email, password, remember, redirectTo } = submission.value;
  const outcome = await signIn(request, { email, password, remember: remember === "on" });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), failed: true },
      { status: outcome.status },
    );
  }
  return redirect(landingPath(outcome.user, redirectTo ?? null), { headers: outcome.headers });
}

export default function LoginPage() {
  const { constraint, oauthProviders, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/login";
  const [form, fields] = useForm<LoginFields>({
    id: "login",
    lastResult: actionData?.result,
    constraint,
    shouldRevalidate: "onInput",
  });
  // `redirect` is the spec's name (/login?redirect=/orders); `redirectTo` this shop's.
  const redirectTo = searchParams.get("redirectTo") ?? searchParams.get("redirect") ?? "";

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p className="mt-1 text-sm text-stone-700">Welcome back. Sign in to order, track orders and leave reviews.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {message && !form.errors?.length ? (
          <Alert title="Please sign in" tone="info">
            {message}
          </Alert>
        ) : null}
        {form.errors?.length ? (
          <Alert title={actionData?.failed ? LOGIN_FAILED_TITLE : "Please check the form"}>
            {form.errors.join(" ")}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <div className="flex items-center gap-2">
          <input
            {...getInputProps(fields.remember, { type: "checkbox", value: "on" })}
            className="rounded border-stone-300 text-brand-700"
            key={fields.remember.key}
          />
          <label htmlFor={fields.remember.id} className="text-sm">
            Remember me for 30 days
          </label>
        </div>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={submitting}>
          {submitting ? "Signing In..." : "Sign In"}
        </button>
      </Form>
      <OAuthButtons providers={oauthProviders} />
      <p className="mt-4 text-sm">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="mt-2 text-sm">
        New here? <Link to="/register">Create an account</Link>
      </p>
    </div>
  );
}
