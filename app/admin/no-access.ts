import { AREAS, type Area, ROLE_LABELS, type Role } from "~/accounts/roles";

/**
 * What a signed-in person is told when a back-office screen is not theirs to open (the areas the
 * spec gives no other answer for, `refusalFor` "forbidden"): which roles open it, and, for a staff
 * member, who can give them one. Thrown by `requireStaff` as a 403 whose data the root's error
 * page renders; never a bare "403".
 */
export type NoAccess = {
  kind: "no-access";
  /** The roles that open the screen, as people read them. */
  openedBy: string[];
  /** Who can give a role (people with user management), shown to staff only. */
  askNames: string[];
};

/** `opens`: the screen's area, or the roles that open it when it is narrower than an area (a guide in Help). */
export function noAccessInfo(opens: Area | readonly Role[], askNames: string[]): NoAccess {
  const roles: readonly Role[] = typeof opens === "string" ? AREAS[opens] : opens;
  return { kind: "no-access", openedBy: roles.map((role) => ROLE_LABELS[role]), askNames };
}

export function isNoAccess(value: unknown): value is NoAccess {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "no-access";
}

/** "Jane Smith (Admin)": the names a staff member may ask, each with the role that lets them. */
export function askName(person: { firstName: string | null; lastName: string | null; email: string; roles: Role[] }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;
  const role = person.roles.includes("super_admin") ? "super_admin" : "admin";
  return `${name} (${ROLE_LABELS[role]})`;
}
