import { CLIENT_ADDRESS_HEADER, clientAddress, trustsForwardedHost } from "./client-address";
import { CROSS_SITE_MESSAGE, CROSS_SITE_ORIGIN_HEADER, isCrossSiteSubmission } from "./cross-site";
import { env } from "./env.server";

/**
 * The visitor's address, as the HTTP guard worked it out (client-address.ts). Without the guard
 * in front (route modules called directly in tests) the same rule is applied to the headers.
 */
export function clientIp(request: Request): string {
  const fromGuard = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (fromGuard) return fromGuard;
  return clientAddress((name) => request.headers.get(name), undefined, env().trustProxy);
}

/** A state-changing request from another site (see cross-site.ts). */
export function isCrossSiteRequest(request: Request): boolean {
  // The guard let a possible one-click unsubscribe through, without its foreign Origin.
  if (request.headers.has(CROSS_SITE_ORIGIN_HEADER)) return true;
  const url = new URL(request.url);
  return isCrossSiteSubmission(
    request.method,
    (name) => (name === "host" ? (request.headers.get("host") ?? url.host) : request.headers.get(name)),
    new URL(env().APP_URL).host,
    trustsForwardedHost(env().trustProxy),
  );
}

/** Every action calls this first: a POST whose Origin names another site gets 403. */
export function requireSameOrigin(request: Request): void {
  if (isCrossSiteRequest(request)) {
    throw new Response(CROSS_SITE_MESSAGE, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** Any origin will do: a target is resolved against it only to see whether it leaves the site. */
const PROBE_ORIGIN = "http://shop.invalid";

/**
 * A redirect target from the query or a form, honoured only when it is a path on this site;
 * anything else gives `fallback`. Every `Location` and every link built from a parameter goes
 * through here (docs/decisions/0030-hardening.md).
 *
 * The target is resolved the way a browser would resolve it against this site (WHATWG URL, the
 * browsers' own algorithm): browsers drop tabs and line breaks and read a backslash as a slash, so
 * "/\t/evil.example" or "/\\evil" would leave the site although they start with one slash; such
 * characters are refused outright (a header cannot carry control characters anyway). Resolving
 * also removes dot segments, and that can make a path that starts with two slashes out of one that
 * did not ("/..//evil.example" is "//evil.example", which a browser reads as another site): the
 * result is checked again, and refused unless it is a single-slash path that stays on this site.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const resolved = resolveOnSite(target);
  if (resolved === null) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The path as it will be sent must itself stay here: one slash, then not a second one.
  if (!isSingleSlashPath(path) || resolveOnSite(path) === null) return fallback;
  return path;
}

function resolveOnSite(target: string): URL | null {
  try {
    const resolved = new URL(target, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN ? resolved : null;
  } catch {
    return null;
  }
}

/** "/orders" or "/", never "//host" or "/\\host" (a network-path reference). */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/**
 * Whether the request is a script's fetch (a client-side navigation's or revalidation's data), as
 * the browser says in `Sec-Fetch-Dest`, rather than a page. A request that does not say (an older
 * browser, a test) counts as a page: it gets everything a page needs.
 */
export function isDataFetch(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "empty";
}
