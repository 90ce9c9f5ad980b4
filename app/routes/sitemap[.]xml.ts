import { db } from "~/platform/db.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { SEO_CACHE_SECONDS, sitemapXml } from "~/seo/sitemap.server";

/** The sitemap, built from the database (docs/decisions/0012-sitemap-from-database.md). */
export async function loader() {
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SEO_CACHE_SECONDS}`,
    }),
  );
  return new Response(await sitemapXml(db()), { status: 200, headers });
}
