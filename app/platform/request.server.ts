import { env } from "./env.server";

/**
 * The visitor's address. On Fly the proxy sets Fly-Client-IP (and overwrites any the client
 * sent); elsewhere the first X-Forwarded-For hop; "local" when neither is present.
 */
export function clientIp(request: Request): string {
  const fly = request.headers.get("Fly-Client-IP");
  if (fly) return fly.trim();
  const forwarded = request.headers.get("X-Forwarded-For");
  const first = forwarded?.split(",")[0]?.trim();
  return first || "local";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a state-changing request comes from another site. Compared by host, because TLS
 * ends at the proxy and the app may see http:// while the browser says https://.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const requestHost = request.headers.get("Host") ?? new URL(request.url).host;
  const appHost = new URL(env().APP_URL).host;
  return originHost !== requestHost && originHost !== appHost;
}

/** Every action calls this first: a POST whose Origin names another site gets 403. */
export function requireSameOrigin(request: Request): void {
  if (isCrossSiteRequest(request)) {
    throw new Response("Cross-site form submissions are not accepted.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * A redirect target from the query or a form, honoured only for paths on this site: "//evil"
 * and "https://evil" fall back to `fallback`.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
