import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { requireAnonymous } from "~/accounts/auth.server";
import { loginConstraint } from "~/accounts/login-form.server";
import { LOGIN_PAGE_MESSAGES } from "~/accounts/messages";
import { OAuthButtons } from "~/accounts/oauth-buttons";
import { oauthButtonProviders } from "~/accounts/oauth-providers.server";
import { signInAction } from "~/accounts/sign-in-action.server";
import { SignInForm } from "~/accounts/sign-in-form";
import { Alert, secondaryButtonClass } from "~/ui/field";

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

export function action({ request }: ActionFunctionArgs) {
  return signInAction(request);
}

export default function LoginPage() {
  const { constraint, oauthProviders, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // `redirect` is the spec's name (/login?redirect=/orders); `redirectTo` this shop's.
  const redirectTo = searchParams.get("redirectTo") ?? searchParams.get("redirect") ?? "";

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p className="mt-1 text-sm text-stone-700">Welcome back. Sign in to order, track orders and leave reviews.</p>
      <SignInForm
        // The address keeps its query: after a refused try the page still knows where to go next
        // and what it was asked to say (redirectTo, message).
        action={`/login${location.search}`}
        lastResult={actionData?.result}
        failed={actionData?.failed ?? false}
        locked={actionData?.locked ?? false}
        constraint={constraint}
        redirectTo={redirectTo}
        notice={
          message ? (
            <Alert title="Please sign in" tone="info">
              {message}
            </Alert>
          ) : null
        }
      />
      <p className="mt-4">
        <Link
          to={`/login/cellphone?${new URLSearchParams({ ...(redirectTo ? { next: redirectTo } : {}), ...(message && searchParams.get("message") === "checkout" ? { for: "checkout" } : {}) })}`}
          className={secondaryButtonClass}
        >
          Sign in with a code by SMS (no password)
        </Link>
      </p>
      <OAuthButtons providers={oauthProviders} redirectTo={redirectTo} />
      <p className="mt-4 text-sm">
        {/* discover="none": a page rarely followed from here is found when tapped, not asked about
            with every sign-in (about 0.6 KB of a purchase; decision 0101). */}
        <Link to="/forgot-password" discover="none">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-2 text-sm">
        New here?{" "}
        <Link to={redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register"} discover="none">
          Create an account
        </Link>
      </p>
    </div>
  );
}
