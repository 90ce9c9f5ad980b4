import { redirect } from "@remix-run/node";
import { commitSession, getSession } from "./session.server";
import type { Toast } from "./toast";

/** A redirect carrying a toast that the next page shows; works without JavaScript. */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init: ResponseInit = {}) {
  const session = await getSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { ...init, headers });
}

/**
 * Reads (and so consumes) the flashed toast. Returns the Set-Cookie header to send only when a
 * toast was there, so ordinary page views never create session rows.
 */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null, setCookie: null };
  return { toast, setCookie: await commitSession(session) };
}
