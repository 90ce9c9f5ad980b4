import { verifyPassword } from "~/accounts/password.server";
import type { Database } from "~/platform/db.server";
import { hitRateLimit } from "~/platform/rate-limit.server";

/**
 * Changing the password and deleting the account ask for the current password. A stolen
 * session must not be able to guess it: 10 tries per user per 15 minutes, shared by both forms.
 */
const OWNER_CHECKS_PER_WINDOW = 10;
const OWNER_CHECK_WINDOW_MS = 15 * 60 * 1000;

/** Refused by the rate limit: `retryAfterSeconds` says when a try is let through again. */
export type OwnerCheckRefused = { rateLimited: true; retryAfterSeconds: number };
export type OwnerCheck = "ok" | "no-password" | "missing" | "wrong" | OwnerCheckRefused;

export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Checks the password a signed-in user typed; "no-password" for accounts made with Google or Facebook. */
export async function checkOwnPassword(
  db: Database,
  userId: string,
  password: string | undefined,
): Promise<OwnerCheck> {
  const hash = await passwordHashOf(db, userId);
  if (hash === null) return "no-password";
  if (!password) return "missing";
  const limit = await hitRateLimit(
    db,
    `account-password:user:${userId}`,
    OWNER_CHECKS_PER_WINDOW,
    OWNER_CHECK_WINDOW_MS,
  );
  if (!limit.allowed) return { rateLimited: true, retryAfterSeconds: limit.retryAfterSeconds };
  return (await verifyPassword(hash, password)) ? "ok" : "wrong";
}
