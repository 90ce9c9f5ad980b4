import type { Database } from "~/platform/db.server";
import { sendUnlockSignInEmail } from "./account-emails.server";
import { lockStartedAt } from "./lockout";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens.server";
import { loadCurrentUser } from "./users.server";

/**
 * E-mails the owner of a locked address a link that lets a new device sign in
 * (docs/decisions/0017), once per lock: nothing when a link was already sent since the lock
 * began. The token and its e-mail are stored in one transaction. Only for an account that can
 * sign in with a password; the caller answers the same either way.
 */
export async function sendUnlockLinkOnce(
  db: Database,
  account: { id: string; email: string; password_hash: string | null; suspended_at: string | null },
  lockedUntil: Date,
): Promise<void> {
  if (!account.password_hash || account.suspended_at) return;
  await db.transaction().execute(async (trx) => {
    const sent = await trx
      .selectFrom("one_time_tokens")
      .select("id")
      .where("purpose", "=", "unlock_sign_in")
      .where("email", "=", account.email)
      .where("created_at", ">=", lockStartedAt(lockedUntil).toISOString())
      .executeTakeFirst();
    if (sent) return;
    const token = await createOneTimeToken(trx, "unlock_sign_in", { userId: account.id, email: account.email });
    await sendUnlockSignInEmail(trx, account.email, token);
  });
}

/** Uses an unlock link once: the user it was sent to, or undefined (unknown, used, expired, suspended). */
export async function redeemUnlockLink(db: Database, token: string) {
  const owner = await consumeOneTimeToken(db, "unlock_sign_in", token);
  return owner?.user_id ? loadCurrentUser(db, owner.user_id) : undefined;
}
