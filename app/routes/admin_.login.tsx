import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { getCurrentUser } from "~/accounts/auth.server";
import { loginConstraint } from "~/accounts/login-form.server";
import { ADMIN_LOGIN_WRONG_ACCOUNT } from "~/accounts/messages";
import { isStaff } from "~/accounts/roles";
import { signInAction } from "~/accounts/sign-in-action.server";
import { SIGN_IN_FORM_TEXTS, signInMessages } from "~/accounts/sign-in-catalogue.server";
import { SignInForm } from "~/accounts/sign-in-form";
import { safeRedirectPath } from "~/platform/request.server";
import { Alert } from "~/ui/field";

/**
 * The back office's own sign-in (back-office spec: "separate admin login"): the same accounts,
 * rules and lockout as /login, landing on the screen that was asked for. Someone already signed
 * in whose account cannot open that screen is told so here and may sign in with another.
 */
export const meta: MetaFunction = () => [
  { title: "Staff sign in | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  const asked = new URL(request.url).searchParams.get("redirectTo");
  const redirectTo = safeRedirectPath(asked, "/admin");
  if (user && isStaff(user.roles) && !asked) throw redirect("/admin");
  return {
    constraint: loginConstraint,
    redirectTo,
    signedInAs: user ? user.email : null,
    // The sign-in form's texts, in English: staff screens stay English (decision 0110).
    messages: signInMessages("en", SIGN_IN_FORM_TEXTS),
  };
}

export function action({ request }: ActionFunctionArgs) {
  return signInAction(request, "en");
}

export default function AdminLoginPage() {
  const { constraint, redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const location = useLocation();
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">Staff sign in</h1>
      <p className="mt-1 text-sm text-stone-700">The back office of Donkerhoek Farm Supplies, for the shop's staff.</p>
      <SignInForm
        // The address keeps its query: after a refused try the page still knows where to go next
        // and what it was asked to say (redirectTo, message).
        action={`/admin/login${location.search}`}
        lastResult={actionData?.result}
        failed={actionData?.failed ?? false}
        locked={actionData?.locked ?? false}
        constraint={constraint}
        redirectTo={redirectTo}
        notice={
          signedInAs ? (
            <Alert title={`Signed in as ${signedInAs}`} tone="info">
              {ADMIN_LOGIN_WRONG_ACCOUNT}
            </Alert>
          ) : null
        }
      />
      <p className="mt-4 text-sm">
        <Link to="/forgot-password">Forgot your password?</Link> · <Link to="/login">Customer sign in</Link>
      </p>
    </div>
  );
}
