import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { requireAnonymous } from "~/accounts/auth.server";
import { loginConstraint } from "~/accounts/login-form.server";
import { OAuthButtons } from "~/accounts/oauth-buttons";
import { oauthButtonProviders } from "~/accounts/oauth-providers.server";
import { signInAction } from "~/accounts/sign-in-action.server";
import { oauthTexts, SIGN_IN_FORM_TEXTS, signInMessages } from "~/accounts/sign-in-catalogue.server";
import { SignInForm } from "~/accounts/sign-in-form";
import { loginPageMessageKey } from "~/accounts/sign-in-messages";
import { requestLanguage } from "~/platform/language.server";
import { shopNameIn } from "~/shop/use-shop";
import { Alert, secondaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:signIn")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const oauthProviders = oauthButtonProviders();
  // Only the catalogue's messages (`signin:login.message.*`): a link cannot put words of its own here.
  const message = loginPageMessageKey(new URL(request.url).searchParams.get("message"));
  return {
    constraint: loginConstraint,
    oauthProviders,
    message,
    messages: signInMessages(requestLanguage(request), [
      ...SIGN_IN_FORM_TEXTS,
      ...oauthTexts(oauthProviders),
      ...(message ? ["login.noticeTitle", `login.message.${message}`] : []),
      "signIn",
      "login.intro",
      "login.cellphone",
      "login.newHere",
      "login.createAccount",
      "forgot.heading",
    ]),
  };
}

export function action({ request }: ActionFunctionArgs) {
  return signInAction(request, requestLanguage(request));
}

export default function LoginPage() {
  const { constraint, oauthProviders, message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { t } = useTranslation();
  // `redirect` is the spec's name (/login?redirect=/orders); `redirectTo` this shop's.
  const redirectTo = searchParams.get("redirectTo") ?? searchParams.get("redirect") ?? "";

  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:signIn")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("signin:login.intro")}</p>
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
            <Alert title={t("signin:login.noticeTitle")} tone="info">
              {t(`signin:login.message.${message}`)}
            </Alert>
          ) : null
        }
      />
      <p className="mt-4">
        <Link
          to={`/login/cellphone?${new URLSearchParams({ ...(redirectTo ? { next: redirectTo } : {}), ...(message === "checkout" ? { for: "checkout" } : {}) })}`}
          className={secondaryButtonClass}
        >
          {t("signin:login.cellphone")}
        </Link>
      </p>
      <OAuthButtons providers={oauthProviders} redirectTo={redirectTo} />
      <p className="mt-4 text-sm">
        {/* discover="none": a page rarely followed from here is found when tapped, not asked about
            with every sign-in (about 0.6 KB of a purchase; decision 0101). */}
        <Link to="/forgot-password" discover="none">
          {t("signin:forgot.heading")}
        </Link>
      </p>
      <p className="mt-2 text-sm">
        {t("signin:login.newHere")}{" "}
        <Link to={redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register"} discover="none">
          {t("signin:login.createAccount")}
        </Link>
      </p>
    </div>
  );
}
