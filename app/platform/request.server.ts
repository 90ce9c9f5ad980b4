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
 * anything else gives `fallback`. The target is resolved the way a browser would resolve it
 * against this site: browsers drop tabs and line breaks and read a backslash as a slash, so
 * "/\t/evil.example" or "/\\evil" would leave the site although they start with one slash.
 * Such characters are refused outright (a header cannot carry control characters anyway).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
