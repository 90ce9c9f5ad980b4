import { data } from "@remix-run/node";
import { AREAS, type Area, isRole, type Role } from "~/accounts/roles";
import type { Database } from "~/platform/db.server";
import { askName, noAccessInfo } from "./no-access";

/** The people who can give roles: active staff with user management, by name. */
export async function roleGivers(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("user_roles", "user_roles.user_id", "users.id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "user_roles.role"])
    .where("user_roles.role", "in", [...AREAS.users])
    .where("users.suspended_at", "is", null)
    .where("users.password_hash", "is not", null)
    .orderBy("users.first_name")
    .orderBy("users.email")
    .execute();
  const people = new Map<string, { firstName: string | null; lastName: string | null; email: string; roles: Role[] }>();
  for (const row of rows) {
    const person = people.get(row.id) ?? {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roles: [],
    };
    if (isRole(row.role)) person.roles.push(row.role);
    people.set(row.id, person);
  }
  return [...people.values()].slice(0, 10).map(askName);
}

/**
 * The 403 for a signed-in person without a role for `area` (or without one of the roles a guide
 * is written for): the roles that open it, and for staff the names of who can give one (a
 * customer is not shown staff names).
 */
export async function noAccessResponse(db: Database, user: { roles: readonly Role[] }, area: Area | readonly Role[]) {
  const names = user.roles.length > 0 ? await roleGivers(db) : [];
  return data(noAccessInfo(area, names), { status: 403, headers: { "Cache-Control": "private, no-store" } });
}
