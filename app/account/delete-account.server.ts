import { redirect } from "@remix-run/node";
import { isStaff } from "~/accounts/roles";
import type { CurrentUser } from "~/accounts/users.server";
import type { ServerTranslate } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { commitSession, newSession } from "~/platform/session.server";
import { checkOwnPassword } from "./owner-check.server";
import { deleteAccount } from "./personal-data-erasure.server";

export type FormRefusal = {
  status: 400 | 403 | 429;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
};

/**
 * 'Delete my account': staff are refused (their account carries back-office duties; a super admin
 * removes it), the person proves it is them (password, or the e-mail address typed out for an
 * account made with Google or Facebook), then everything goes in one transaction and the browser
 * is signed out with the 'Account deleted' toast on the home page.
 */
export async function deleteOwnAccount(
  db: Database,
  user: CurrentUser,
  proof: { password?: string | undefined; email?: string | undefined },
  /** The request's words (the account namespace): refusals and the goodbye toast. */
  t: ServerTranslate,
): Promise<{ ok: false; refusal: FormRefusal } | { ok: true; response: Response }> {
  if (isStaff(user.roles))
    return { ok: false, refusal: { status: 403, formErrors: [t("account:error.staffCannotDelete")] } };
  const owner = await checkOwnPassword(db, user.id, proof.password);
  if (typeof owner === "object") {
    const minutes = Math.max(1, Math.ceil(owner.retryAfterSeconds / 60));
    const message = t("account:error.tooManyPasswordAttempts", { count: minutes });
    return { ok: false, refusal: { status: 429, formErrors: [message] } };
  }
  if (owner === "missing")
    return { ok: false, refusal: { status: 400, fieldErrors: { password: ["account:error.deletePasswordRequired"] } } };
  if (owner === "wrong")
    return { ok: false, refusal: { status: 400, fieldErrors: { password: ["account:error.deletePasswordWrong"] } } };
  if (owner === "no-password" && proof.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    return { ok: false, refusal: { status: 400, fieldErrors: { email: ["account:error.deleteEmailMismatch"] } } };
  }

  await deleteAccount(db, user);
  logger.info("Account deleted by its owner");
  // The session row went with the user; a fresh visitor session carries the goodbye toast.
  const farewell = await newSession();
  farewell.flash("toast", {
    title: t("account:toast.accountDeleted"),
    description: t("account:toast.accountDeletedDetail"),
    variant: "success",
  });
  return {
    ok: true,
    response: redirect("/", { status: 303, headers: { "Set-Cookie": await commitSession(farewell) } }),
  };
}
