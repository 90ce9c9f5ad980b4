import { mergeVisitorCart } from "~/cart/cart.server";
import { clearVisitorCartCookie, visitorCartId } from "~/cart/cart-count.server";
import { lastVisitSignInToast } from "~/cart/messages";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { commitSession, destroySession, getSession, newSession } from "~/platform/session.server";
import type { Toast } from "~/platform/toast";
import { trustThisDevice } from "./device-cookie.server";

/**
 * Signs a user in, however they proved who they are (password, e-mailed link, Google or
 * Facebook): a new session id (the one the browser had is destroyed, against session fixation),
 * the visitor's cart merged into theirs, an optional toast for the next page (saying so when
 * items from the account's earlier cart joined this visit's: decision 0094), and the sign-in
 * device cookie with a new nonce (so strangers' failed guesses never lock this browser out:
 * docs/decisions/0017). Returns the Set-Cookie headers to send with the redirect.
 */
export async function startUserSession(
  request: Request,
  userId: string,
  options: { remember: boolean; toast?: Toast },
): Promise<Headers> {
  const headers = new Headers();
  const previous = await getSession(request);
  if (previous.id) await destroySession(previous);
  const cartId = await visitorCartId(request);
  const fromLastVisit = cartId ? await mergeVisitorCart(db(), cartId, userId) : 0;
  const toast =
    fromLastVisit > 0
      ? lastVisitSignInToast(requestTranslator(request, ["cart"]).t, fromLastVisit, options.toast)
      : options.toast;
  const session = await newSession();
  session.set("userId", userId);
  session.set("remember", options.remember);
  if (toast) session.flash("toast", toast);
  headers.append("Set-Cookie", await commitSession(session));
  headers.append("Set-Cookie", await trustThisDevice(request, userId));
  if (cartId) headers.append("Set-Cookie", await clearVisitorCartCookie());
  return headers;
}
