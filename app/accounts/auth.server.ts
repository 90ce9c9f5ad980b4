import { redirect } from "@remix-run/node";
import { noAccessDocument, noAccessResponse, thrownNoAccess } from "~/admin/no-access.server";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp, requireSameOrigin, safeRedirectPath } from "~/platform/request.server";
import { commitSession, destroySession, getSession, newSession } from "~/platform/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { deviceNonceOf } from "./device-cookie.server";
import { LOCKOUT_LOOKBACK_MS, lockedUntilFor } from "./lockout";
import { NO_ACCESS_MESSAGE } from "./messages";
import { hasRecentOneTimeToken } from "./one-time-tokens.server";
import { verifyPassword } from "./password.server";
import { sendConfirmation } from "./registration.server";
import { type Area, canAccess, isStaff, refusalFor } from "./roles";
import { type SignInTranslate, signedInToast, signedOutToast, unconfirmedSignedInToast } from "./sign-in-messages";
import { sendUnlockLinkOnce } from "./sign-in-unlock.server";
import { startUserSession } from "./user-session.server";
import {
  type CurrentUser,
  displayName,
  findUserForSignIn,
  loadCurrentUser,
  recentSignInAttempts,
  recordLoginAttempt,
} from "./users.server";

/** Sign-in attempts allowed from one address per window, before anyone's password is checked. */
const LOGIN_ATTEMPTS_PER_IP = 20;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** A confirmation link younger than this is not replaced when its owner tries to sign in. */
const CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;

export async function getCurrentUser(request: Request): Promise<CurrentUser | undefined> {
  const session = await getSession(request);
  const userId = session.get("userId");
  return userId ? loadCurrentUser(db(), userId) : undefined;
}

function loginRedirect(request: Request, redirectTo?: string): never {
  const url = new URL(request.url);
  const back = redirectTo ?? `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);
}

export async function requireUser(request: Request, options: { redirectTo?: string } = {}): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) loginRedirect(request, options.redirectTo);
  return user;
}

/** Pages for visitors only (login, register): a signed-in user goes to the home page. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getCurrentUser(request)) throw redirect("/");
}

/** The admin sign-in, coming back to `path` afterwards. */
export function adminLoginPath(path: string): string {
  return `/admin/login?${new URLSearchParams({ redirectTo: path })}`;
}

/**
 * Staff pages: visitors are sent to the admin sign-in. A staff member whose roles do not open the
 * area gets the 403 page that names the roles that open it and who can give one, on every screen
 * and every action (issue 48, decision 0106): never a redirect. A signed-in customer (no staff
 * role) is answered as the spec says for that screen (`refusalFor`): the admin sign-in for
 * product management, the home page with a toast where the spec says "to home", else the same
 * 403 page. Every back-office loader and action starts with this (a file address with
 * `requireStaffFile`), and the route access table (app/admin/route-access.ts) lists it.
 */
export async function requireStaff(request: Request, area: Area): Promise<CurrentUser> {
  // A post from another site is refused before anyone is asked who they are.
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const user = await getCurrentUser(request);
  if (!user) throw redirect(adminLoginPath(here));
  if (canAccess(user.roles, area)) return user;
  if (isStaff(user.roles)) throw await noAccessResponse(db(), user, area);
  const refusal = refusalFor(area);
  if (refusal === "admin-login") throw redirect(adminLoginPath(here));
  if (refusal === "home") {
    throw await redirectWithToast(request, "/", {
      title: "No access",
      description: NO_ACCESS_MESSAGE,
      variant: "destructive",
    });
  }
  throw await noAccessResponse(db(), user, area);
}

/**
 * `requireStaff` for a file address (a resource route: CSV exports, downloads, a proof): the
 * same refusals, but a 403 answers the refusal's words as a page of its own, as there is no
 * layout to draw it in.
 */
export async function requireStaffFile(request: Request, area: Area): Promise<CurrentUser> {
  try {
    return await requireStaff(request, area);
  } catch (thrown) {
    const info = thrownNoAccess(thrown);
    throw info ? noAccessDocument(info) : thrown;
  }
}

export type SignInResult =
  | { ok: true; headers: Headers; user: CurrentUser }
  | { ok: false; status: 400 | 429; message: string; locked?: boolean };

/**
 * Checks the credentials and starts a new session. Refusals never say whether the e-mail has an
 * account: a wrong password, an unknown address and a suspended account read the same, and the
 * lockout counts attempts per address whether or not it exists.
 *
 * The lock (docs/decisions/0017): an attempt with this account's valid device cookie is judged
 * only by that device's own failures; any other attempt by the failures made without one. When
 * the lock refuses such an attempt, the account's owner (if there is one) is e-mailed a link that
 * lets a device sign in, once per lock; the answer is the same whether or not the account exists.
 * `t` gives the refusals and the toast in the page's language (English on the staff sign-in,
 * and by default).
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string; remember: boolean },
  t: SignInTranslate = translatorFor("en", ["signin"]),
): Promise<SignInResult> {
  const database = db();
  const ip = clientIp(request);
  const limit = await hitRateLimit(database, `login:ip:${ip}`, LOGIN_ATTEMPTS_PER_IP, LOGIN_WINDOW_MS);
  if (!limit.allowed) return { ok: false, status: 429, message: t("signin:error.tooManyAttempts") };

  const now = new Date();
  const account = await findUserForSignIn(database, credentials.email);
  const device = account ? await deviceNonceOf(request, account.id) : null;
  const recent = await recentSignInAttempts(database, credentials.email, new Date(now.getTime() - LOCKOUT_LOOKBACK_MS));
  const lockedUntil = lockedUntilFor(recent, device, now);
  if (lockedUntil) {
    logger.info("Sign-in refused: address locked", { ip, knownDevice: device !== null });
    // A device of the owner's locked by its own failures: a reset is the way on. Anyone else
    // gets the same answer whether or not the address has an account.
    if (device !== null) return { ok: false, status: 429, message: t("signin:error.deviceLocked"), locked: true };
    if (account) await sendUnlockLinkOnce(database, account, lockedUntil);
    return { ok: false, status: 429, message: t("signin:error.accountLocked"), locked: true };
  }

  const passwordOk = await verifyPassword(account?.password_hash ?? null, credentials.password);
  const user = account && passwordOk && !account.suspended_at ? await loadCurrentUser(database, account.id) : undefined;
  await recordLoginAttempt(database, {
    email: credentials.email,
    userId: account?.id,
    ipAddress: ip,
    succeeded: Boolean(user),
    deviceNonce: device,
  });
  if (!user || !account) {
    logger.info("Sign-in refused", { ip });
    return { ok: false, status: 400, message: t("signin:error.failed") };
  }
  let toast = signedInToast(t, displayName(user));
  if (!account.email_confirmed_at) {
    // Signed in all the same, to place a first order (decision 0097); the address is confirmed
    // by the e-mailed link. A link sent minutes ago is probably still on its way: a new one would
    // make it stop working.
    const since = new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS);
    const recent = await hasRecentOneTimeToken(database, "confirm_email", user.email, since);
    if (!recent) await sendConfirmation(database, { id: user.id, email: user.email, firstName: user.firstName });
    toast = unconfirmedSignedInToast(t, user.email, recent);
  }

  const headers = await startUserSession(request, user.id, { remember: credentials.remember, toast });
  return { ok: true, headers, user };
}

/** Ends the current session and clears its cookie; the goodbye in the page's language (`t`). */
export async function signOut(request: Request, t: SignInTranslate, redirectTo = "/"): Promise<Response> {
  // The signed-in session row goes; a fresh visitor session carries the goodbye toast.
  await destroySession(await getSession(request));
  const farewell = await newSession();
  farewell.flash("toast", signedOutToast(t));
  return redirect(safeRedirectPath(redirectTo), { headers: { "Set-Cookie": await commitSession(farewell) } });
}

/** Where a user lands after signing in: the page they came for, else staff to /admin. */
export function landingPath(user: CurrentUser, redirectTo: string | null): string {
  const fallback = user.roles.length > 0 ? "/admin" : "/";
  return safeRedirectPath(redirectTo, fallback);
}
