import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { trustThisDevice } from "~/accounts/device-cookie.server";
import { peekOneTimeToken } from "~/accounts/one-time-tokens.server";
import { redeemUnlockLink } from "~/accounts/sign-in-unlock.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { redirectWithToast } from "~/platform/toast.server";
import { primaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => [
  { title: "Sign in on this device | Donkerhoek Farm Supplies" },
  { name: "robots", content: "noindex" },
];

const INVALID_LINK = {
  title: "Invalid link",
  description: "This link is invalid, used or expired. Sign in, or reset your password.",
  variant: "destructive",
} as const;

/**
 * The link e-mailed when sign-in for an address is paused (docs/decisions/0017). Opening it (a
 * GET, which a mail scanner may do) only shows a page with a button; the button's POST uses the
 * link once and marks this browser as one of the owner's devices, so their right password gets
 * through the lock here. It signs nobody in: the password is still needed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const owner = await peekOneTimeToken(db(), "unlock_sign_in", token);
  if (!owner?.user_id) throw await redirectWithToast(request, "/login", INVALID_LINK);
  return { token, email: owner.email };
}

const UnlockForm = z.object({ token: z.string().trim().min(1).max(200) });

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormSubmission(request, UnlockForm);
  if (submission.status !== "success") return redirectWithToast(request, "/login", INVALID_LINK);
  const user = await redeemUnlockLink(db(), submission.value.token);
  if (!user) return redirectWithToast(request, "/login", INVALID_LINK);
  return redirectWithToast(
    request,
    "/login",
    {
      title: "You can sign in on this device",
      description: "Sign in with your e-mail address and password.",
      variant: "success",
    },
    { headers: { "Set-Cookie": await trustThisDevice(request, user.id) } },
  );
}

export default function UnlockSignIn() {
  const { token, email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-sm space-y-4 py-8">
      <h1 className="text-2xl font-bold">Sign in on this device</h1>
      <p>
        Sign-in for <strong className="break-all">{email}</strong> is paused after several wrong passwords. Press the
        button to let this device sign in with your password.
      </p>
      <Form method="post" action="/unlock-sign-in">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          Let this device sign in
        </button>
      </Form>
      <p className="text-sm text-stone-700">If you did not try to sign in, close this page.</p>
    </div>
  );
}
