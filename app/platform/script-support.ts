/**
 * Scripts only for a browser that runs them (decision 0101). A page's scripts cost a phone with
 * JavaScript switched off about 2.5 KB a page for nothing: the data React would hydrate with, the
 * route manifest and the module preloads. So every page carries one line of inline script that
 * marks the browser (`js`, a cookie), and a browser that has had a page from the shop (it holds
 * the stylesheet's cookie, `css`, set by that page's answer) but not the mark ran no script on
 * it: its next pages come without scripts, as in Lite mode, with pictures as usual. A browser
 * that turns JavaScript on again runs the line on its next page and gets scripts from the one
 * after. A first page always comes whole: nothing is known of the browser yet.
 */
export const SCRIPTS_RAN_COOKIE = "js";

/** The stylesheet's cookie (app/platform/inline-stylesheet.server.ts): the browser has had a page. */
const HAD_A_PAGE_COOKIE = "css";

/** The inline line that marks the browser as one that runs scripts (a year; any page's path). */
export const MARK_SCRIPTS_RAN = `document.cookie="${SCRIPTS_RAN_COOKIE}=1;path=/;max-age=31536000;samesite=lax"`;

function cookieNames(cookieHeader: string | null): Set<string> {
  const names = new Set<string>();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const name = pair.split("=", 1)[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

export type ScriptSupport = {
  /** Whether the page sends its scripts (the browser ran the last page's, or nothing is known yet). */
  sendScripts: boolean;
  /** Whether the page carries the line that marks the browser (it is not marked yet). */
  markBrowser: boolean;
};

/** What the request's cookies say of the browser's scripts. */
export function scriptSupport(cookieHeader: string | null): ScriptSupport {
  const names = cookieNames(cookieHeader);
  const marked = names.has(SCRIPTS_RAN_COOKIE);
  return { sendScripts: marked || !names.has(HAD_A_PAGE_COOKIE), markBrowser: !marked };
}
