import { redirect } from "@remix-run/node";
import { commitSession, getSession } from "./session.server";
import type { Toast } from "./toast";

/** Flashes a toast for the next page the root loader reads; returns the session's Set-Cookie. */
export async function flashToast(request: Request, toast: Toast): Promise<string> {
  const session = await getSession(request);
  session.flash("toast", toast);
  return commitSession(session);
}

/** A redirect carrying a toast that the next page shows; works without JavaScript. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, toast));
  return redirect(to, { ...init, headers });
}

/** Marks a root data response that shows a toast, so handleDataRequest consumes it (entry.server). */
export const TOAST_SHOWN_HEADER = "X-Toast-Shown";

/**
 * The flashed toast, read without consuming it. The root loader runs beside every page's loaders,
 * also when one of them redirects (/profile to /account, the OAuth callback onwards); consuming
 * the toast there would lose it to a redirect. It is consumed where a page is really sent:
 * `consumeToast` from entry.server, for a rendered document or the root's data.
 */
export async function peekToast(request: Request): Promise<Toast | null> {
  const session = await getSession(request);
  return (session.get("toast") as Toast | undefined) ?? null;
}

/**
 * Consumes the flashed toast once a page showing it is sent. Returns the Set-Cookie header to
 * send only when a toast was there, so ordinary page views never create session rows.
 */
export async function consumeToast(request: Request): Promise<string | null> {
  const session = await getSession(request);
  if (!session.get("toast")) return null;
  return commitSession(session);
}
