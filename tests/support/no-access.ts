import { expect } from "vitest";
import { AREAS, type Area, ROLE_LABELS, type Role } from "~/accounts/roles";
import { isNoAccess, NO_ACCESS_ASK, NO_ACCESS_ASK_ADMIN, noAccessOpensFor } from "~/admin/no-access";

/**
 * A staff member's refusal (decision 0106): 403 with the page that names the roles that open the
 * address and who can give one. A screen throws it as data for the admin layout's error boundary;
 * a file address answers it as a page of its own (`requireStaffFile`). No redirect, no toast.
 */
export async function expectNoAccessPage(response: Response, opens: Area | readonly Role[], label = "") {
  expect(response.status, `${label} answers 403`).toBe(403);
  expect(response.headers.get("Location"), label).toBeNull();
  const roles: readonly Role[] = typeof opens === "string" ? AREAS[opens] : opens;
  const openedBy = roles.map((role) => ROLE_LABELS[role]);
  const body = (await response.text()).replaceAll("&apos;", "'").replaceAll("&amp;", "&");
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    expect(body, label).toContain(noAccessOpensFor({ kind: "no-access", openedBy, askNames: [] }));
    // Whom to ask: the people who give roles, or (on a database with none) the shop's administrator.
    expect(body.includes(NO_ACCESS_ASK) || body.includes(NO_ACCESS_ASK_ADMIN), label).toBe(true);
    return;
  }
  const info: unknown = JSON.parse(body);
  expect(isNoAccess(info), label).toBe(true);
  expect(info, label).toMatchObject({ openedBy });
  // Whom to ask: the active admins and super admins by name (none on a test database without any).
  expect(Array.isArray((info as { askNames?: unknown }).askNames), label).toBe(true);
}
