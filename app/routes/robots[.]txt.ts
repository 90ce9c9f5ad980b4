import { env } from "~/platform/env.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { robotsTxt } from "~/seo/robots";

/** The crawler rules (accounts spec: Robots), with the sitemap and the product feed. */
export function loader() {
  const headers = applySecurityHeaders(
    new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  );
  return new Response(robotsTxt(env().APP_URL), { status: 200, headers });
}
