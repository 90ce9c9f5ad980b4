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

/**
 * The mark the root loader puts on its answer when its data carries the flashed toast: a cookie
 * that expires at once, named for nothing the browser holds. It is a Set-Cookie header because
 * that is the one header Remix carries from every loader into the answer whatever the routes'
 * `headers` functions say (a page's data request keeps only what `headers` returns, and the
 * cart's returns only its Cache-Control, so an ordinary header was lost: the data request showed
 * the toast without using it up, and the next page showed it again). A loader that redirects
 * replaces the whole answer, mark and all, so a redirect never uses a toast up. The entry takes
 * the mark off (`consumeShownToast`) before anything is sent; were it ever sent, it would only
 * delete a cookie nobody has.
 */
export const TOAST_SHOWN_COOKIE = "toast-shown";
export const TOAST_SHOWN_MARK = `${TOAST_SHOWN_COOKIE}=; Max-Age=0; Path=/`;

/**
 * The flashed toast, read without consuming it. The root loader runs beside every page's loaders,
 * also when one of them redirects (/profile to /account, the OAuth callback onwards); consuming
 * the toast there would lose it to a redirect. It is consumed where the root's data is really
 * sent: `consumeShownToast` from entry.server, for a rendered document or a data request.
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

/** Whether a Set-Cookie value is the root loader's mark. */
function isToastShownMark(setCookie: string): boolean {
  return setCookie.trimStart().startsWith(`${TOAST_SHOWN_COOKIE}=`);
}

/**
 * For the entry, on every answer that carries the root's data (a document, a single-fetch data
 * request, a `?_data=` request): when the root loader marked it as carrying the toast, the mark
 * is taken off and the toast used up (its Set-Cookie added), since this answer shows it. Returns
 * whether it did.
 */
export async function consumeShownToast(request: Request, headers: Headers): Promise<boolean> {
  const cookies = headers.getSetCookie();
  if (!cookies.some(isToastShownMark)) return false;
  headers.delete("Set-Cookie");
  for (const cookie of cookies) if (!isToastShownMark(cookie)) headers.append("Set-Cookie", cookie);
  const setCookie = await consumeToast(request);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return true;
}
