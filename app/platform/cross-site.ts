/**
 * The rule for refusing form posts from other sites, shared by the HTTP guard in front of Remix
 * (scripts/http-guard.ts) and the actions' own check (request.server.ts).
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type HeaderLookup = (name: string) => string | null | undefined;

/**
 * True when a state-changing request comes from another site: the browser says so
 * (Sec-Fetch-Site), or the Origin names a host other than the one asked for or the shop's own.
 * Hosts are compared, not origins, because TLS ends at the proxy (the app sees http, the browser
 * https). A request without Origin (curl, old browsers) is not judged here; SameSite=Lax session
 * cookies already keep it from acting for a signed-in user.
 */
export function isCrossSiteSubmission(
  method: string,
  header: HeaderLookup,
  appHost: string,
  trustForwardedHost: boolean,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (header("sec-fetch-site") === "cross-site") return true;
  const origin = header("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  // Anyone can send X-Forwarded-Host: only a proxy of ours may name the host that way.
  const forwardedHost = trustForwardedHost ? header("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const trusted = [forwardedHost, header("host"), appHost].filter(Boolean);
  return !trusted.includes(originHost);
}

/**
 * Set by the HTTP guard (to the foreign Origin) on the one cross-site request it lets through,
 * RFC 8058's one-click unsubscribe, after taking that request's Origin and Sec-Fetch-Site off so
 * that Remix's own origin check does not refuse it with a 500. The action still sees it as
 * cross-site through this header; the guard removes any copy a client sends.
 */
export const CROSS_SITE_ORIGIN_HEADER = "x-shop-cross-site-origin";

export const CROSS_SITE_MESSAGE = "Cross-site form submissions are not accepted.";
