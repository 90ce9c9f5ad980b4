import { AREAS, type Area, ROLE_LABELS, type Role } from "~/accounts/roles";

/**
 * What a signed-in person is told when a back-office address is not theirs to open: which roles
 * open it, and, for a staff member, who can give them one. Thrown by `requireStaff` as a 403 whose
 * data the admin layout's error boundary renders (NoAccessPage), for every screen and every action
 * a staff member's roles do not open (issue 48, decision 0106); a file address answers the same
 * words as a small page of its own (`noAccessDocument`). Never a bare "403", never a redirect.
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

/** The page's words, shared by the screen's page (no-access-page.tsx) and a file address's (no-access.server.ts). */
export const NO_ACCESS_OPENS_FOR = "This screen opens for:";
export const NO_ACCESS_ASK = "Ask one of these people to give you a role under Users, Manage:";
export const NO_ACCESS_ASK_ADMIN = "If you work at the shop, ask the shop's administrator to give your account a role.";
/** "This screen opens for: Super admin, Admin, Financial officer." as one sentence (tests read it so). */
export const noAccessOpensFor = (info: NoAccess) => `${NO_ACCESS_OPENS_FOR} ${info.openedBy.join(", ")}.`;
