import { CROSS_SITE_MESSAGE, isCrossSiteSubmission } from "./cross-site";
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

/** A state-changing request from another site (see cross-site.ts). */
export function isCrossSiteRequest(request: Request): boolean {
  const url = new URL(request.url);
  return isCrossSiteSubmission(
    request.method,
    (name) => (name === "host" ? (request.headers.get("host") ?? url.host) : request.headers.get(name)),
    new URL(env().APP_URL).host,
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
