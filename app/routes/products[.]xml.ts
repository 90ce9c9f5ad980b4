import { db } from "~/platform/db.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { productFeedXml } from "~/seo/feed.server";
import { SEO_CACHE_SECONDS } from "~/seo/sitemap.server";

/** The product feed for shopping engines (RSS 2.0 with Google's g: namespace). */
export async function loader() {
  const headers = applySecurityHeaders(
    new Headers({
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SEO_CACHE_SECONDS}`,
    }),
  );
  return new Response(await productFeedXml(db()), { status: 200, headers });
}
