import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "../../app/accounts/password.server";
import type { Role } from "../../app/accounts/roles";
import type { Database } from "../../app/platform/db.server";
import { serializeSessionCookie } from "../../app/platform/session.server";

/** Inserts a confirmed user (and roles) for integration tests; returns its id and password. */
export async function insertUser(
  db: Database,
  options: { email?: string; roles?: Role[]; password?: string; suspended?: boolean } = {},
) {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.com`;
  const password = options.password ?? "Correct-Horse-Battery-9";
  await db
    .insertInto("users")
    .values({
      id,
      email,
      password_hash: await hashPassword(password),
      first_name: "Sipho",
      last_name: "Dlamini",
      email_confirmed_at: new Date().toISOString(),
      suspended_at: options.suspended ? new Date().toISOString() : null,
    })
    .execute();
  for (const role of options.roles ?? []) await db.insertInto("user_roles").values({ user_id: id, role }).execute();
  return { id, email, password };
}

/** A session row for the user, and the cookie a browser would send with it. */
export async function insertSession(db: Database, userId: string): Promise<string> {
  const sessionId = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: userId,
      data: JSON.stringify({ userId, remember: false }),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  return (await serializeSessionCookie(sessionId, false)).split(";")[0] ?? "";
}
