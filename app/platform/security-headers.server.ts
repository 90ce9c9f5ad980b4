import { randomBytes } from "node:crypto";
import { type Env, env } from "./env.server";

// The origins a form's POST may be redirected to, given by the domain that knows them (the
// sign-in providers: app/accounts/oauth-providers.server.ts), so the ground floor names none.
const formRedirectSources = new Set<(config: Env) => string[]>();

/** Adds origins a form's POST may be redirected to (CSP form-action), read for every page. */
export function allowFormRedirectsTo(origins: (config: Env) => string[]): void {
  formRedirectSources.add(origins);
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy for a page: scripts only from this site or carrying the request's
 * nonce (Remix's inline hydration scripts get it), no framing, no plugins, forms post only here.
 * `formRedirects` are the sign-in providers' origins: Chrome applies form-action to the redirect
 * that follows a form's POST, and the 'Continue with Google' POST is answered with one.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { development: boolean; https: boolean; formRedirects?: string[] },
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Inline style attributes (React style props, a map library later) are harmless without script.
    "style-src": ["'self'", "'unsafe-inline'"],
    // OpenStreetMap tiles for the location map (app/shop/location-map.tsx).
    "img-src": ["'self'", "data:", "blob:", "https://tile.openstreetmap.org"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": options.development ? ["'self'", "ws://localhost:*"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...(options.formRedirects ?? [])],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * The headers for files that are never shown as a page (scripts, styles, images): only what
 * matters for them, since every byte of headers is paid on each of a page's many requests.
 */
export function staticFileSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** Headers every page and data response carries; pages add the CSP with their nonce. */
export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Geolocation stays allowed for this site: the delivery page offers 'use current location'.
    "Permissions-Policy": "camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * The headers of a client-side navigation's data (`/cart.data`): never shown as a page (a
 * script type, not sniffed: a browser that opens one shows it as text), so, as for the build's
 * scripts and the pictures, only `nosniff` (and HSTS over https): none of a page's CSP, referrer,
 * frame, opener and permissions policies, which cost about 300 bytes on each of a purchase's
 * twenty data answers (decision 0101).
 */
export function applyDataSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(staticFileSecurityHeaders({ https: env().isHttps }))) {
    headers.set(name, value);
  }
  return headers;
}

/** Sets the security headers on a response; pass the page's nonce for documents. */
export function applySecurityHeaders(headers: Headers, options: { nonce?: string } = {}): Headers {
  const config = env();
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: config.isHttps }))) headers.set(name, value);
  if (options.nonce) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(options.nonce, {
        development: !config.isProduction,
        https: config.isHttps,
        formRedirects: [...formRedirectSources].flatMap((origins) => origins(config)),
      }),
    );
  } else {
    // Data and resource responses are never rendered as pages, so they need no script at all.
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
  return headers;
}
