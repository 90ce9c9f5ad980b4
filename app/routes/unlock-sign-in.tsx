import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { trustThisDevice } from "~/accounts/device-cookie.server";
import { peekOneTimeToken } from "~/accounts/one-time-tokens.server";
import { Sentence } from "~/accounts/sentence";
import { signInMessages } from "~/accounts/sign-in-catalogue.server";
import { redeemUnlockLink } from "~/accounts/sign-in-unlock.server";
import { requestTranslator, type ServerTranslate } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { requestLanguage } from "~/platform/language.server";
import { redirectWithToast } from "~/platform/toast.server";
import { shopNameIn } from "~/shop/use-shop";
import { primaryButtonClass } from "~/ui/field";
import { translateIn, useTranslation } from "~/ui/translation";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${translateIn(matches, "signin:unlock.heading")} | ${shopNameIn(matches)}` },
  { name: "robots", content: "noindex" },
];

const invalidLink = (t: ServerTranslate) =>
  ({
    title: t("signin:unlock.invalidTitle"),
    description: t("signin:unlock.invalidText"),
    variant: "destructive",
  }) as const;

/**
 * The link e-mailed when sign-in for an address is paused (docs/decisions/0017). Opening it (a
 * GET, which a mail scanner may do) only shows a page with a button; the button's POST uses the
 * link once and marks this browser as one of the owner's devices, so their right password gets
 * through the lock here. It signs nobody in: the password is still needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const owner = await peekOneTimeToken(db(), "unlock_sign_in", token);
  if (!owner?.user_id) {
    throw await redirectWithToast(request, "/login", invalidLink(requestTranslator(request, ["signin"]).t));
  }
  return { token, email: owner.email, messages: signInMessages(requestLanguage(request), ["unlock."]) };
}

const UnlockForm = z.object({ token: z.string().trim().min(1).max(200) });

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, UnlockForm);
  const { t } = requestTranslator(request, ["signin"]);
  if (submission.status !== "success") return redirectWithToast(request, "/login", invalidLink(t));
  const user = await redeemUnlockLink(db(), submission.value.token);
  if (!user) return redirectWithToast(request, "/login", invalidLink(t));
  return redirectWithToast(
    request,
    "/login",
    {
      title: t("signin:unlock.doneTitle"),
      description: t("signin:unlock.doneText"),
      variant: "success",
    },
    { headers: { "Set-Cookie": await trustThisDevice(request, user.id) } },
  );
}

export default function UnlockSignIn() {
  const { token, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-sm space-y-4 py-8">
      <h1 className="text-2xl font-bold">{t("signin:unlock.heading")}</h1>
      <p>
        <Sentence text={t("signin:unlock.paused")} parts={{ email: <strong className="break-all">{email}</strong> }} />
      </p>
      <Form method="post" action="/unlock-sign-in">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          {t("signin:unlock.button")}
        </button>
      </Form>
      <p className="text-sm text-stone-700">{t("signin:unlock.notYou")}</p>
    </div>
  );
}
