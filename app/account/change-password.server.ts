import { isBreachedPassword } from "~/accounts/breached-password.server";
import { hashPassword } from "~/accounts/password.server";
import { type Database, nowIso } from "~/platform/db.server";
import { endUserSessions } from "~/platform/session.server";
import { checkOwnPassword, type OwnerCheckRefused } from "./owner-check.server";

export type ChangePasswordOutcome = "updated" | "current-required" | "current-wrong" | "breached" | OwnerCheckRefused;

/**
 * Sets a new password (already checked against the registration rules) after the current one is
 * confirmed; a user who signed up with Google or Facebook has none and sets a first one. Every
 * other session of the user ends: whoever else knew the old password is signed out. The session
 * in use stays.
 */
export async function changePassword(
  db: Database,
  change: { userId: string; currentPassword: string | undefined; newPassword: string; keepSessionId: string },
): Promise<ChangePasswordOutcome> {
  const owner = await checkOwnPassword(db, change.userId, change.currentPassword);
  if (owner === "missing") return "current-required";
  if (owner === "wrong") return "current-wrong";
  if (typeof owner === "object") return owner;
  if (await isBreachedPassword(change.newPassword)) return "breached";
  const passwordHash = await hashPassword(change.newPassword);
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where("id", "=", change.userId)
    .execute();
  await endUserSessions(db, change.userId, change.keepSessionId);
  return "updated";
}
