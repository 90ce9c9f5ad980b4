import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getCurrentUser } from "~/accounts/auth.server";
import { consumeOneTimeToken, peekOneTimeToken } from "~/accounts/one-time-tokens.server";
import { confirmEmail } from "~/accounts/registration.server";
import { isStaff } from "~/accounts/roles";
import { Sentence } from "~/accounts/sentence";
import { signInMessages } from "~/accounts/sign-in-catalogue.server";
import { startUserSession } from "~/accounts/user-session.server";
import { loadCurrentUser } from "~/accounts/users.server";
import { loadCart } from "~/cart/cart.server";
import { requestTranslator, type ServerTranslate } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { primaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateIn(matches, "signin:confirm.heading") },
  { name: "robots", content: "noindex" },
];

const invalidLink = (t: ServerTranslate) => ({
  title: t("signin:confirm.invalidTitle"),
  description: t("signin:confirm.invalidText"),
  variant: "destructive" as const,
});

/**
 * Where e-mailed confirmation links and OAuth sign-ins land (accounts spec): the page asked for
 * before the round trip (`redirectTo`), else staff to /admin, `type=signup` to /thank-you,
 * everyone else home; no session or a bad link to /login.
 *
 * A confirmation link only shows a page with a button: opening a link (a GET, which another site
 * or a mail scanner can trigger) never signs anyone in. The button's POST confirms the address
 * and signs its owner in, so nobody can be signed into someone else's account by a link alone.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const type = url.searchParams.get("type");
  const token = url.searchParams.get("token");

  if (token) {
    const owner = await peekOneTimeToken(db(), "confirm_email", token);
    if (!owner?.user_id)
      return redirectWithToast(request, "/login", invalidLink(requestTranslator(request, ["signin"]).t));
    return { token, email: owner.email, messages: signInMessages(requestLanguage(request), ["confirm."]) };
  }

  const user = await getCurrentUser(request);
  if (!user) return redirect("/login");
  // The page the person was going to before Google or Facebook (decision 0018), else the spec's.
  const asked = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  if (asked) return redirect(asked);
  if (isStaff(user.roles)) return redirect("/admin");
  return redirect(type === "signup" ? "/thank-you" : "/");
}

const ConfirmForm = z.object({ token: z.string().trim().min(1).max(200) });

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, ConfirmForm);
  const { t } = requestTranslator(request, ["signin"]);
  if (submission.status !== "success") return redirectWithToast(request, "/login", invalidLink(t));
  const owner = await consumeOneTimeToken(db(), "confirm_email", submission.value.token);
  const user = owner?.user_id ? await loadCurrentUser(db(), owner.user_id) : undefined;
  if (!user) return redirectWithToast(request, "/login", invalidLink(t));
  await confirmEmail(db(), user.id);
  const headers = await startUserSession(request, user.id, {
    remember: false,
    toast: { title: t("signin:confirm.doneTitle"), description: t("signin:confirm.doneText"), variant: "success" },
  });
  if (isStaff(user.roles)) return redirect("/admin", { headers });
  // Back to the cart the customer filled before confirming (issue 44): this browser's and the
  // account's carts are one now.
  const cart = await loadCart(db(), { userId: user.id });
  return redirect(cart.lines.length > 0 ? "/cart" : "/thank-you?confirmed=1", { headers });
}

export default function ConfirmEmail() {
  const { token, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-sm space-y-4 py-8">
      <h1 className="text-2xl font-bold">{t("signin:confirm.heading")}</h1>
      <p>
        <Sentence text={t("signin:confirm.text")} parts={{ email: <strong className="break-all">{email}</strong> }} />
      </p>
      <Form method="post" action="/auth/callback">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          {t("signin:confirm.button")}
        </button>
      </Form>
      <p className="text-sm text-stone-700">{t("signin:confirm.notYou")}</p>
    </div>
  );
}
