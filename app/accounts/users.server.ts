import type { Database } from "~/platform/db.server";
import { isPlaceholderEmail } from "~/platform/placeholder-email";
import { isRole, type Role } from "./roles";

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: Role[];
};

export async function findUserForSignIn(db: Database, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "password_hash", "suspended_at", "email_confirmed_at"])
    .where("email", "=", email.trim())
    .executeTakeFirst();
}

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
  return rows.map((row) => row.role).filter(isRole);
}

/** The signed-in user with roles, or undefined when unknown or suspended. */
export async function loadCurrentUser(db: Database, userId: string): Promise<CurrentUser | undefined> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "suspended_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || user.suspended_at) return undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: await rolesOf(db, user.id),
  };
}

export async function recordLoginAttempt(
  db: Database,
  attempt: { email: string; userId?: string; ipAddress: string; succeeded: boolean; deviceNonce?: string | null },
): Promise<void> {
  await db
    .insertInto("login_attempts")
    .values({
      email: attempt.email.trim(),
      user_id: attempt.userId ?? null,
      ip_address: attempt.ipAddress,
      succeeded: attempt.succeeded ? 1 : 0,
      device_nonce: attempt.deviceNonce ?? null,
    })
    .execute();
}

/** The sign-in attempts for an address since `since`, for the lockout rule. */
export async function recentSignInAttempts(db: Database, email: string, since: Date) {
  const rows = await db
    .selectFrom("login_attempts")
    .select(["attempted_at", "succeeded", "device_nonce"])
    .where("email", "=", email.trim())
    .where("attempted_at", ">=", since.toISOString())
    .orderBy("attempted_at", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    at: new Date(row.attempted_at),
    succeeded: row.succeeded === 1,
    device: row.device_nonce,
  }));
}

export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || (isPlaceholderEmail(user.email) ? "you" : user.email);
}
