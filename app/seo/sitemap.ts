import { escapeXml, w3cDate } from "./xml";

/** A page for the sitemap: its path on this site (with any query) and when it last changed. */
export type SitemapEntry = { path: string; lastmod: string };

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The sitemap document (sitemaps.org protocol 0.9): absolute, escaped addresses with W3C dates. */
export function renderSitemap(entries: readonly SitemapEntry[], appUrl: string): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${appUrl}${entry.path}`)}</loc><lastmod>${w3cDate(entry.lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The product list filtered to a category (and subcategory), in the listing's own parameter order. */
export function categoryListingPath(categorySlug: string, subcategorySlug?: string): string {
  const params = new URLSearchParams({ category: categorySlug });
  if (subcategorySlug) params.set("subcategory", subcategorySlug);
  return `/products?${params.toString()}`;
}

/** A product's canonical address (storefront spec: /product/{ws_code}). */
export function productPath(wsCode: string): string {
  return `/product/${encodeURIComponent(wsCode)}`;
}
