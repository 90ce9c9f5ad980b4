/** Paths crawlers are asked to leave alone (accounts spec: Robots). */
export const DISALLOWED_PATHS = [
  "/admin/",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  // The language switch (decision 0110): the pages in each language are named by hreflang.
  "/language",
] as const;

/**
 * robots.txt: everything else may be crawled, one request a second at most. The product feed is
 * listed as a second sitemap because the major search engines accept RSS feeds as sitemaps.
 */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "Crawl-delay: 1",
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "# Product feed (RSS 2.0 for shopping engines), also read as a sitemap:",
    `Sitemap: ${appUrl}/products.xml`,
    "",
  ].join("\n");
}
