import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { getCurrentUser, signOut } from "~/accounts/auth.server";
import { signInMessages } from "~/accounts/sign-in-catalogue.server";
import { requestTranslator } from "~/locales/translator.server";
import { requestLanguage } from "~/platform/language.server";
import { requireSameOrigin } from "~/platform/request.server";
import { SignOutButton } from "~/ui/sign-out-button";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "signin:logout.heading") },
  { name: "robots", content: "noindex" },
];

/** Sign out is a POST (a link could be triggered by another site). */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return signOut(request, requestTranslator(request, ["signin"]).t, "/");
}

/**
 * A GET (a text browser that sends the header's form as a GET, or an address typed in) shows a
 * page with the Sign out button rather than doing it: signed out, it just goes home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) return redirect("/");
  return { email: user.email, messages: signInMessages(requestLanguage(request), ["logout."]) };
}

export default function SignOutPage() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-sm">
      <h1 className="text-2xl font-bold">{t("signin:logout.heading")}</h1>
      <p className="mt-2">{t("signin:logout.signedInAs", { email })}</p>
      <Form method="post" action="/logout" className="mt-6">
        <SignOutButton className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          {t("signin:logout.heading")}
        </SignOutButton>
      </Form>
    </div>
  );
}
