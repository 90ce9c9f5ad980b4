import { randomUUID } from "node:crypto";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { endUserSessions } from "~/platform/session.server";
import { containsText } from "~/platform/text-search.server";
import { sendInvitationEmail, sendPasswordResetEmail } from "./account-emails.server";
import { USER_MESSAGES } from "./messages";
import { consumeOneTimeToken, createOneTimeToken } from "./one-time-tokens.server";
import { hashPassword } from "./password.server";
import { isRole, ROLE_LABELS, type Role } from "./roles";
import { type Activity, hasActivity, lockOutRefusal, roleChangeRefusal, userStatus } from "./user-admin";
import type { CurrentUser } from "./users.server";
import { recordLoginAttempt, rolesOf } from "./users.server";

/**
 * User management (/admin/users): the table of users, their roles, invitations, password
 * resets, suspension and deletion. Every change is audited as entity "user".
 */

import { USERS_PAGE_SIZE } from "~/accounts/user-admin";

export { USERS_PAGE_SIZE };

export const UsersQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  limit: z.coerce
    .number()
    .int()
    .catch(USERS_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, USERS_PAGE_SIZE), 500)),
});
export type UsersQueryValue = z.infer<typeof UsersQuery>;

export type UserRow = {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  createdAt: string;
  lastSignInAt: string | null;
  suspendedAt: string | null;
  status: ReturnType<typeof userStatus>;
};

export type Outcome =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 400 | 403 | 404 | 409; title: string; message: string };

type Actor = Pick<CurrentUser, "id" | "email" | "roles">;

const refused = (status: 400 | 403 | 404 | 409, title: string, message: string): Outcome => ({
  ok: false,
  status,
  title,
  message,
});

/** Users, newest first, searched on name and e-mail; with roles and the last successful sign-in. */
export async function listUsers(db: Database, query: UsersQueryValue) {
  const rows = await db
    .selectFrom("users")
    .select((eb) => [
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.created_at",
      "users.suspended_at",
      "users.password_hash",
      "users.email_confirmed_at",
      eb
        .selectFrom("login_attempts")
        .select((inner) => inner.fn.max("attempted_at").as("at"))
        .whereRef("login_attempts.user_id", "=", "users.id")
        .where("succeeded", "=", 1)
        .as("last_sign_in_at"),
    ])
    .$if(query.search !== "", (qb) =>
      qb.where(containsText(query.search, ["users.email", "users.first_name", "users.last_name"])),
    )
    .orderBy("users.created_at", "desc")
    .orderBy("users.id", "desc")
    .limit(query.limit + 1)
    .execute();
  const shown = rows.slice(0, query.limit);
  const roleRows = shown.length
    ? await db
        .selectFrom("user_roles")
        .select(["user_id", "role"])
        .where(
          "user_id",
          "in",
          shown.map((row) => row.id),
        )
        .execute()
    : [];
  return {
    users: shown.map(
      (row): UserRow => ({
        id: row.id,
        email: row.email,
        name: [row.first_name, row.last_name].filter(Boolean).join(" "),
        roles: roleRows.filter((role) => role.user_id === row.id).map((role) => role.role),
        createdAt: row.created_at,
        lastSignInAt: (row.last_sign_in_at as string | null) ?? null,
        suspendedAt: row.suspended_at,
        status: userStatus({ suspendedAt: row.suspended_at, invited: isInvited(row) }),
      }),
    ),
    hasMore: rows.length > query.limit,
  };
}

/** Invited and not yet accepted: no password, no confirmed address. */
function isInvited(row: { password_hash: string | null; email_confirmed_at: string | null }) {
  return row.password_hash === null && row.email_confirmed_at === null;
}

export async function findManagedUser(db: Database, id: string | undefined) {
  if (!id) return undefined;
  const row = await db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "first_name",
      "last_name",
      "created_at",
      "suspended_at",
      "password_hash",
      "email_confirmed_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(" "),
    createdAt: row.created_at,
    suspendedAt: row.suspended_at,
    status: userStatus({ suspendedAt: row.suspended_at, invited: isInvited(row) }),
    roles: await rolesOf(db, row.id),
  };
}

/** Super admins who can still sign in. */
export async function activeSuperAdminCount(db: Database): Promise<number> {
  const row = await db
    .selectFrom("user_roles")
    .innerJoin("users", "users.id", "user_roles.user_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_roles.role", "=", "super_admin")
    .where("users.suspended_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Replaces a user's roles with `nextRoles`, within the rules (user-admin.ts). */
export async function setUserRoles(
  db: Database,
  actor: Actor,
  userId: string,
  nextRoles: Role[],
  ipAddress: string,
): Promise<Outcome> {
  const target = await findManagedUser(db, userId);
  if (!target) return refused(404, USER_MESSAGES.rolesFailed, USER_MESSAGES.userNotFound);
  const wanted = [...new Set(nextRoles.filter(isRole))];
  return db.transaction().execute(async (trx) => {
    const refusal = roleChangeRefusal(actor, target, wanted, await activeSuperAdminCount(trx));
    if (refusal) return refused(409, USER_MESSAGES.rolesFailed, refusal);
    const added = wanted.filter((role) => !target.roles.includes(role));
    const removed = target.roles.filter((role) => !wanted.includes(role));
    if (removed.length) {
      await trx.deleteFrom("user_roles").where("user_id", "=", userId).where("role", "in", removed).execute();
    }
    for (const role of added) await trx.insertInto("user_roles").values({ user_id: userId, role }).execute();
    if (added.length || removed.length) {
      await recordAudit(trx, {
        actor,
        action: "user.roles",
        entityType: "user",
        entityId: userId,
        details: { email: target.email, changes: { roles: { from: target.roles, to: wanted } } },
        ipAddress,
      });
    }
    return { ok: true, title: USER_MESSAGES.rolesUpdated, description: `${target.email}: ${wanted.length} role(s).` };
  });
}

/** Suspends (sign-in stops and every session ends at once) or gives the account back. */
export async function setSuspended(
  db: Database,
  actor: Actor,
  userId: string,
  suspend: boolean,
  ipAddress: string,
): Promise<Outcome> {
  const target = await findManagedUser(db, userId);
  if (!target) return refused(404, USER_MESSAGES.suspendFailed, USER_MESSAGES.userNotFound);
  const refusal = lockOutRefusal(
    actor,
    { ...target, suspended: Boolean(target.suspendedAt) },
    await activeSuperAdminCount(db),
  );
  if (suspend && refusal) return refused(409, USER_MESSAGES.suspendFailed, refusal);
  if (!suspend && actor.id === target.id) return refused(409, USER_MESSAGES.suspendFailed, USER_MESSAGES.notYourself);
  if (!suspend && target.roles.includes("super_admin") && !actor.roles.includes("super_admin")) {
    return refused(403, USER_MESSAGES.suspendFailed, USER_MESSAGES.superAdminOnly);
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ suspended_at: suspend ? (target.suspendedAt ?? now) : null, updated_at: now })
      .where("id", "=", userId)
      .execute();
    if (suspend) await endUserSessions(trx, userId);
    await recordAudit(trx, {
      actor,
      action: suspend ? "user.suspend" : "user.unsuspend",
      entityType: "user",
      entityId: userId,
      details: {
        email: target.email,
        changes: { suspended: { from: Boolean(target.suspendedAt), to: suspend } },
      },
      ipAddress,
    });
  });
  return suspend
    ? {
        ok: true,
        title: USER_MESSAGES.suspended,
        description: `${target.email} can no longer sign in; every session has ended.`,
      }
    : { ok: true, title: USER_MESSAGES.unsuspended, description: `${target.email} can sign in again.` };
}

/**
 * Invites someone by e-mail with the roles they will have (at least one, so they never sign in to
 * a back office they cannot open): a user without a password (shown as Invited) and a one-time
 * link to choose one (7 days, used once). Inviting an address that is still invited sends a fresh
 * link and gives the roles asked for now. Only a super admin invites a super admin.
 */
export async function inviteUser(
  db: Database,
  actor: Actor,
  email: string,
  roles: readonly Role[],
  ipAddress: string,
): Promise<Outcome> {
  const address = email.trim().toLowerCase();
  const wanted = [...new Set(roles.filter(isRole))];
  if (wanted.length === 0) return refused(400, USER_MESSAGES.inviteFailed, USER_MESSAGES.inviteRolesRequired);
  if (wanted.includes("super_admin") && !actor.roles.includes("super_admin")) {
    return refused(403, USER_MESSAGES.inviteFailed, USER_MESSAGES.superAdminOnly);
  }
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select(["id", "password_hash", "email_confirmed_at"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .executeTakeFirst();
    if (existing && !isInvited(existing)) {
      return refused(409, USER_MESSAGES.inviteFailed, USER_MESSAGES.alreadyRegistered);
    }
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      await trx.insertInto("users").values({ id: userId, email: address, password_hash: null }).execute();
    }
    await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
    for (const role of wanted) await trx.insertInto("user_roles").values({ user_id: userId, role }).execute();
    const token = await createOneTimeToken(trx, "invitation", { userId, email: address });
    await sendInvitationEmail(
      trx,
      address,
      actor.email,
      token,
      wanted.map((role) => ROLE_LABELS[role]),
    );
    await recordAudit(trx, {
      actor,
      action: "user.invite",
      entityType: "user",
      entityId: userId,
      details: { email: address, roles: wanted },
      ipAddress,
    });
    return {
      ok: true as const,
      title: USER_MESSAGES.invited,
      description: `An invitation was sent to ${address} (${wanted.map((role) => ROLE_LABELS[role]).join(", ")}).`,
    };
  });
}

/** E-mails a password reset link to a user with that address (staff-facing: says when there is none). */
export async function sendResetFor(db: Database, actor: Actor, email: string, ipAddress: string): Promise<Outcome> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "suspended_at"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) return refused(404, USER_MESSAGES.resetFailed, USER_MESSAGES.noAccountForEmail);
  const token = await createOneTimeToken(db, "reset_password", { userId: user.id, email: user.email });
  await sendPasswordResetEmail(db, user.email, token);
  await recordAudit(db, {
    actor,
    action: "user.password-reset-sent",
    entityType: "user",
    entityId: user.id,
    details: { email: user.email },
    ipAddress,
  });
  return { ok: true, title: USER_MESSAGES.resetSent, description: `A reset link was sent to ${user.email}.` };
}

/** What a user has done that deleting would orphan: orders, reviews, staff actions. */
export async function userActivity(db: Database, userId: string): Promise<Activity> {
  const count = async (query: Promise<{ count: number | string | bigint }>) => Number((await query).count);
  const [orders, reviews, staffActions] = await Promise.all([
    count(
      db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom("product_reviews")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow(),
    ),
    count(
      db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("actor_id", "=", userId)
        .executeTakeFirstOrThrow(),
    ),
  ]);
  return { orders, reviews, staffActions };
}

/** Deletes an account without activity (with activity: refused, suspend instead). Super admins only (area). */
export async function deleteUser(db: Database, actor: Actor, userId: string, ipAddress: string): Promise<Outcome> {
  const target = await findManagedUser(db, userId);
  if (!target) return refused(404, USER_MESSAGES.deleteFailed, USER_MESSAGES.userNotFound);
  const refusal = lockOutRefusal(
    actor,
    { ...target, suspended: Boolean(target.suspendedAt) },
    await activeSuperAdminCount(db),
  );
  if (refusal) return refused(409, USER_MESSAGES.deleteFailed, refusal);
  if (hasActivity(await userActivity(db, userId)))
    return refused(409, USER_MESSAGES.deleteFailed, USER_MESSAGES.hasActivity);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    await recordAudit(trx, {
      actor,
      action: "user.delete",
      entityType: "user",
      entityId: userId,
      details: { email: target.email, roles: target.roles },
      ipAddress,
    });
  });
  return { ok: true, title: USER_MESSAGES.deleted, description: `${target.email} was deleted.` };
}

/** Sets a user's password (their own, or another's by a super admin); other sessions end. */
export async function setUserPassword(
  db: Database,
  actor: Actor,
  userId: string,
  password: string,
  options: { ipAddress: string; keepSessionId?: string },
): Promise<Outcome> {
  const target = await findManagedUser(db, userId);
  if (!target) return refused(404, USER_MESSAGES.passwordFailed, USER_MESSAGES.userNotFound);
  const now = new Date().toISOString();
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where("id", "=", userId)
    .execute();
  await endUserSessions(db, userId, actor.id === userId ? options.keepSessionId : undefined);
  await recordAudit(db, {
    actor,
    action: actor.id === userId ? "user.own-password" : "user.password",
    entityType: "user",
    entityId: userId,
    details: { email: target.email },
    ipAddress: options.ipAddress,
  });
  return {
    ok: true,
    title: USER_MESSAGES.passwordUpdated,
    description: `The password of ${target.email} was changed.`,
  };
}

/**
 * Accepts an invitation: the link (used once, unexpired) sets the password and confirms the
 * address (the link proved the mailbox). Returns the account's e-mail address and id, or undefined
 * for a bad link.
 */
export async function acceptInvitation(db: Database, token: string, password: string, ipAddress: string) {
  const owner = await consumeOneTimeToken(db, "invitation", token);
  if (!owner?.user_id) return undefined;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(password);
  const updated = await db
    .updateTable("users")
    .set({ password_hash: passwordHash, email_confirmed_at: now, updated_at: now })
    .where("id", "=", owner.user_id)
    .returning(["email"])
    .executeTakeFirst();
  if (!updated) return undefined;
  await recordLoginAttempt(db, { email: updated.email, userId: owner.user_id, ipAddress, succeeded: true });
  return { email: updated.email, userId: owner.user_id };
}
