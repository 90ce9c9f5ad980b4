import type { Database } from "~/platform/db.server";
import { endUserSessions } from "~/platform/session.server";
import { sendPasswordResetEmail } from "./account-emails.server";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens.server";
import { hashPassword } from "./password.server";
import { recordLoginAttempt } from "./users.server";

/** E-mails a reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "suspended_at"])
    .where("email", "=", email.trim())
    .executeTakeFirst();
  if (!user || user.suspended_at) return;
  const token = await createOneTimeToken(db, "reset_password", { userId: user.id, email: user.email });
  await sendPasswordResetEmail(db, user.email, token);
}

/**
 * Sets the new password from a valid reset link (used once), confirms the address (the link
 * proved the mailbox), lifts a sign-in lock (the reset is recorded as a successful proof of
 * ownership from `ipAddress`) and ends every session of the user, wherever they were signed in.
 * Returns the user's id (the route marks the browser as one of theirs), or undefined for a bad link.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  ipAddress: string,
): Promise<string | undefined> {
  const owner = await consumeOneTimeToken(db, "reset_password", token);
  if (!owner?.user_id) return undefined;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(password);
  await db
    .updateTable("users")
    .set((eb) => ({
      password_hash: passwordHash,
      locked_until: null,
      updated_at: now,
      email_confirmed_at: eb.fn.coalesce("email_confirmed_at", eb.val(now)),
    }))
    .where("id", "=", owner.user_id)
    .execute();
  const user = await db.selectFrom("users").select("email").where("id", "=", owner.user_id).executeTakeFirstOrThrow();
  await recordLoginAttempt(db, { email: user.email, userId: owner.user_id, ipAddress, succeeded: true });
  await endUserSessions(db, owner.user_id);
  return owner.user_id;
}
