import { randomUUID } from "node:crypto";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { endUserSessions } from "~/platform/session.server";
import type { OAuthProfile } from "./oauth-profile";

export type OAuthAccount =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; reason: "suspended" | "no-email" | "email-unverified" };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}

async function linkProvider(db: Database, userId: string, profile: OAuthProfile): Promise<void> {
  await db
    .insertInto("oauth_connections")
    .values({
      id: randomUUID(),
      user_id: userId,
      provider: profile.provider,
      provider_user_id: profile.providerUserId,
      email: profile.email,
    })
    .execute();
}

async function resolve(db: Database, profile: OAuthProfile, language: Language): Promise<OAuthAccount> {
  const connected = await db
    .selectFrom("oauth_connections")
    .innerJoin("users", "users.id", "oauth_connections.user_id")
    .select(["users.id", "users.suspended_at"])
    .where("oauth_connections.provider", "=", profile.provider)
    .where("oauth_connections.provider_user_id", "=", profile.providerUserId)
    .executeTakeFirst();
  if (connected)
    return connected.suspended_at
      ? { ok: false, reason: "suspended" }
      : { ok: true, userId: connected.id, created: false };

  if (!profile.email) return { ok: false, reason: "no-email" };
  // users.email is COLLATE NOCASE: the same address in any case is the same account.
  const existing = await db
    .selectFrom("users")
    .select(["id", "suspended_at", "email_confirmed_at"])
    .where("email", "=", profile.email)
    .executeTakeFirst();

  if (existing) {
    // Only a provider that vouches for the address may open an account someone made with it.
    if (!profile.emailVerified) return { ok: false, reason: "email-unverified" };
    if (existing.suspended_at) return { ok: false, reason: "suspended" };
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await linkProvider(trx, existing.id, profile);
      if (!existing.email_confirmed_at) {
        // Nobody proved this mailbox when the account was made, so its password may belong to
        // someone else waiting for the owner to confirm it (account pre-hijacking): the
        // password goes, and the owner can set one through 'Forgot password'.
        await trx
          .updateTable("users")
          .set({ email_confirmed_at: now, password_hash: null, updated_at: now })
          .where("id", "=", existing.id)
          .execute();
        await endUserSessions(trx, existing.id);
      }
    });
    return { ok: true, userId: existing.id, created: false };
  }

  const userId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("users")
      .values({
        id: userId,
        email: profile.email ?? "",
        password_hash: null,
        first_name: profile.firstName,
        last_name: profile.lastName,
        // An address the provider has not verified stays unconfirmed, as after registration.
        email_confirmed_at: profile.emailVerified ? new Date().toISOString() : null,
        // The language of the page the sign-up started from (issue 49): its e-mails and SMS in it.
        language,
      })
      .execute();
    await linkProvider(trx, userId, profile);
  });
  return { ok: true, userId, created: true };
}

/**
 * The account a Google or Facebook sign-in belongs to: the one already connected to that
 * provider identity; else the account with the same address, linked when the provider has
 * verified the address; else a new account, linked, reading `language` (the request's). Suspended
 * accounts are refused.
 */
export async function findOrCreateOAuthAccount(
  db: Database,
  profile: OAuthProfile,
  language: Language,
): Promise<OAuthAccount> {
  try {
    return await resolve(db, profile, language);
  } catch (error) {
    // Two sign-ins of the same person at once: the other one created the account or the link.
    if (isUniqueViolation(error)) return resolve(db, profile, language);
    throw error;
  }
}
