import { redirect } from "@remix-run/node";
import { isStaff } from "~/accounts/roles";
import type { CurrentUser } from "~/accounts/users.server";
import type { Database } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { commitSession, newSession } from "~/platform/session.server";
import {
  ACCOUNT_DELETED,
  DELETE_EMAIL_MISMATCH,
  DELETE_PASSWORD_REQUIRED,
  DELETE_PASSWORD_WRONG,
  STAFF_CANNOT_DELETE,
  tooManyPasswordAttempts,
} from "./messages";
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
): Promise<{ ok: false; refusal: FormRefusal } | { ok: true; response: Response }> {
  if (isStaff(user.roles)) return { ok: false, refusal: { status: 403, formErrors: [STAFF_CANNOT_DELETE] } };
  const owner = await checkOwnPassword(db, user.id, proof.password);
  if (typeof owner === "object") {
    return { ok: false, refusal: { status: 429, formErrors: [tooManyPasswordAttempts(owner.retryAfterSeconds)] } };
  }
  if (owner === "missing")
    return { ok: false, refusal: { status: 400, fieldErrors: { password: [DELETE_PASSWORD_REQUIRED] } } };
  if (owner === "wrong")
    return { ok: false, refusal: { status: 400, fieldErrors: { password: [DELETE_PASSWORD_WRONG] } } };
  if (owner === "no-password" && proof.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    return { ok: false, refusal: { status: 400, fieldErrors: { email: [DELETE_EMAIL_MISMATCH] } } };
  }

  await deleteAccount(db, user);
  logger.info("Account deleted by its owner");
  // The session row went with the user; a fresh visitor session carries the goodbye toast.
  const farewell = await newSession();
  farewell.flash("toast", {
    title: ACCOUNT_DELETED,
    description: "Your account and personal details have been deleted. Thank you for shopping with us.",
    variant: "success",
  });
  return {
    ok: true,
    response: redirect("/", { status: 303, headers: { "Set-Cookie": await commitSession(farewell) } }),
  };
}
