import { data } from "@remix-run/node";
import { NO_ACCESS_MESSAGE } from "~/accounts/messages";
import { AREAS, type Area, isRole, type Role } from "~/accounts/roles";
import type { Database } from "~/platform/db.server";
import { escapeXml } from "~/seo/xml";
import {
  askName,
  isNoAccess,
  NO_ACCESS_ASK,
  NO_ACCESS_ASK_ADMIN,
  type NoAccess,
  noAccessInfo,
  noAccessOpensFor,
} from "./no-access";

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
  return data(noAccessInfo(area, names), { status: 403, headers: { "Cache-Control": NO_STORE } });
}

const NO_STORE = "private, no-store";

/**
 * The refusal of a file address (a CSV export, a download, a proof's picture): it has no page of
 * its own to draw the layout's 403 in, so it answers the same words as a small page, readable on
 * a phone, with the same links on.
 */
export function noAccessDocument(info: NoAccess): Response {
  const ask =
    info.askNames.length > 0
      ? `<p>${escapeXml(NO_ACCESS_ASK)}</p><ul>${info.askNames.map((name) => `<li>${escapeXml(name)}</li>`).join("")}</ul>`
      : `<p>${escapeXml(NO_ACCESS_ASK_ADMIN)}</p>`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeXml(NO_ACCESS_MESSAGE)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.5"><p style="font-size:2.5rem;font-weight:700;margin:0">403</p><h1 style="font-size:1.5rem">${escapeXml(NO_ACCESS_MESSAGE)}</h1><p>${escapeXml(noAccessOpensFor(info))}</p>${ask}<p><a href="/admin" style="display:inline-block;padding:.5rem 0;margin-right:1rem">Back-office start page</a> <a href="/" style="display:inline-block;padding:.5rem 0">Return to Home</a></p></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": NO_STORE,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

/** A refusal thrown by `noAccessResponse` (a `data()` 403 with NoAccess), else undefined. */
export function thrownNoAccess(thrown: unknown): NoAccess | undefined {
  const single = thrown as { type?: unknown; data?: unknown; init?: { status?: number } | null } | null;
  if (!single || typeof single !== "object" || single.type !== "DataWithResponseInit") return undefined;
  return single.init?.status === 403 && isNoAccess(single.data) ? single.data : undefined;
}
