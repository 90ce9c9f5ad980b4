import { USER_MESSAGES } from "./messages";
import type { Role } from "./roles";

/**
 * The rules of user management (/admin/users), kept apart from the database so they can be
 * tested on their own. Each returns the refusal's message, or null when the change is allowed.
 *
 * - Nobody takes the super admin role from the last active super admin (a shop with none could
 *   never manage users again), and nobody takes it from themself.
 * - Only a super admin gives or takes the super admin role, and only a super admin suspends or
 *   deletes a super admin: an admin cannot raise themself above an admin or lock one out.
 * - Nobody suspends or deletes their own account.
 */

export type Actor = { id: string; roles: readonly Role[] };
export type Target = { id: string; roles: readonly Role[] };

export function roleChangeRefusal(
  actor: Actor,
  target: Target,
  nextRoles: readonly Role[],
  activeSuperAdmins: number,
): string | null {
  const had = target.roles.includes("super_admin");
  const keeps = nextRoles.includes("super_admin");
  if (had === keeps) return null;
  // The last one is told first: whoever asks, that is the reason it cannot be done.
  if (had && activeSuperAdmins <= 1) return USER_MESSAGES.lastSuperAdmin;
  if (!actor.roles.includes("super_admin")) return USER_MESSAGES.superAdminOnly;
  if (had && actor.id === target.id) return USER_MESSAGES.ownSuperAdmin;
  return null;
}

/** Suspending or deleting an account (deleting is for super admins only, checked by the area). */
export function lockOutRefusal(actor: Actor, target: Target & { suspended: boolean }, activeSuperAdmins: number) {
  if (target.roles.includes("super_admin")) {
    if (!target.suspended && activeSuperAdmins <= 1) return USER_MESSAGES.lastSuperAdmin;
    if (actor.id === target.id) return USER_MESSAGES.notYourself;
    if (!actor.roles.includes("super_admin")) return USER_MESSAGES.superAdminOnly;
  }
  if (actor.id === target.id) return USER_MESSAGES.notYourself;
  return null;
}

/** A user's state in the table. */
export type UserStatus = "active" | "invited" | "suspended";

export function userStatus(user: { suspendedAt: string | null; invited: boolean }): UserStatus {
  if (user.suspendedAt) return "suspended";
  return user.invited ? "invited" : "active";
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Active",
  invited: "Invited",
  suspended: "Suspended",
};

/** What a user has done in the shop, for the delete check: nothing means the account may go. */
export type Activity = { orders: number; reviews: number; staffActions: number };

export function hasActivity(activity: Activity): boolean {
  return activity.orders + activity.reviews + activity.staffActions > 0;
}

export function activitySummary(activity: Activity): string[] {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const lines: string[] = [];
  if (activity.orders) lines.push(plural(activity.orders, "order", "orders"));
  if (activity.reviews) lines.push(plural(activity.reviews, "product review", "product reviews"));
  if (activity.staffActions) lines.push(plural(activity.staffActions, "staff action", "staff actions"));
  return lines;
}

/** How many users the table shows at first; Load more raises it. */
export const USERS_PAGE_SIZE = 25;
