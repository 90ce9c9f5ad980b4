import { type Role, STAFF_ROLES } from "~/accounts/roles";
import type { GuideRole, GuideType } from "./categories";

/**
 * Who a built-in guide is written for, as Help (/admin/help) opens them (docs/decisions/0070):
 *
 * - a guide with a role badge: that role, and admins and super admins (who see every guide); the
 *   "admin" badge marks a guide to screens only admins open (shop and delivery settings);
 * - a technical guide without a badge (architecture, schema, API, deployment, ...): admins and
 *   super admins, who run the shop;
 * - any other guide without a badge (daily tasks, error codes, shortcuts, finding your way
 *   around): every staff role.
 *
 * The management screen (/admin/documentation) is not judged by this: it stays the admins' own.
 */
export type GuideAudience = { type: GuideType; role: GuideRole | null };

const ADMINS: readonly Role[] = ["super_admin", "admin"];

export function guideOpensFor(guide: GuideAudience): readonly Role[] {
  if (guide.role) return ADMINS.includes(guide.role) ? ADMINS : [...ADMINS, guide.role];
  if (guide.type === "technical") return ADMINS;
  return STAFF_ROLES;
}

export function isGuideFor(guide: GuideAudience, roles: readonly Role[]): boolean {
  const opensFor = guideOpensFor(guide);
  return roles.some((role) => opensFor.includes(role));
}
