import { isSlowNetwork } from "./network-hints";

/**
 * On a slow connection a link loads its page the plain way, as a new document, instead of
 * Remix's client-side navigation (issue 21). Measured on Slow 3G (2 s round trip, 400 kbps, 4x
 * slower CPU) from / to /products on a warm cache: the client-side navigation showed the page
 * 0.6 s after a plain page load did. It needs the same round trip for the page's data, then
 * builds the page in script on a slow phone, where the browser would have painted the HTML as it
 * arrived. "Slow" is the rule of Lite mode (`isSlowNetwork`), read from the browser's own
 * estimate of its connection (the Network Information API); where the browser has none, links
 * stay client-side.
 */

/** What the Network Information API says (`navigator.connection`), where the browser has it. */
export type ConnectionEstimate = { effectiveType?: string; rtt?: number; downlink?: number };

export function isSlowConnection(connection: ConnectionEstimate | undefined): boolean {
  if (!connection) return false;
  return isSlowNetwork({
    saveData: false,
    ect: connection.effectiveType,
    rtt: connection.rtt,
    downlink: connection.downlink,
  });
}

/** A click on a link, as far as the decision needs it. */
export type LinkClick = {
  /** The link's resolved address (`a.href`). */
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
};

/**
 * Whether the browser should follow this link itself: a plain left click on a link to another
 * page of this site, opened in this tab. A link to a place on the same page is left alone.
 */
export function isPlainPageLink(click: LinkClick, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return false;
  if (click.download || (click.target !== "" && click.target !== "_self")) return false;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return false;
  }
  if (url.origin !== current.origin) return false;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  return !(samePage && url.hash !== "");
}

/**
 * Listens before React does (on the window, in the capture phase): on a slow connection, a plain
 * page link's click never reaches Remix, and the browser follows the link.
 */
export function loadLinksPlainlyWhenSlow(window: Window): void {
  window.addEventListener(
    "click",
    (event) => {
      const connection = (window.navigator as Navigator & { connection?: ConnectionEstimate }).connection;
      if (!isSlowConnection(connection)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const click: LinkClick = {
        href: anchor.href,
        target: anchor.target,
        download: anchor.hasAttribute("download"),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
      };
      if (isPlainPageLink(click, new URL(window.location.href))) event.stopPropagation();
    },
    { capture: true },
  );
}
