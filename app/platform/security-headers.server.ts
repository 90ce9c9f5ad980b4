import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy for a page: scripts only from this site or carrying the request's
 * nonce (Remix's inline hydration scripts get it), no framing, no plugins, forms post only here.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Inline style attributes (React style props, a map library later) are harmless without script.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": options.development ? ["'self'", "ws://localhost:*"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (!options.development) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers every response carries; pages add the CSP with their nonce. */
export function baseSecurityHeaders(options: { production: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Geolocation stays allowed for this site: the delivery page offers 'use current location'.
    "Permissions-Policy": "camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)",
    ...(options.production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

export function applySecurityHeaders(headers: Headers, options: { production: boolean; nonce?: string }): Headers {
  for (const [name, value] of Object.entries(baseSecurityHeaders(options))) headers.set(name, value);
  if (options.nonce) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(options.nonce, { development: !options.production }),
    );
  } else {
    // Data and resource responses are never rendered as pages, so they need no script at all.
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  }
  return headers;
}
