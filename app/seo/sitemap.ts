import { addressIn, LANGUAGES, languageTag } from "~/platform/language";
import { escapeXml, w3cDate } from "./xml";

/** A page for the sitemap: its path on this site (with any query) and when it last changed. */
export type SitemapEntry = { path: string; lastmod: string };

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages the sitemap can name: each is listed once per language (decision 0110). */
export const SITEMAP_PAGE_LIMIT = Math.floor(SITEMAP_URL_LIMIT / LANGUAGES.length);

export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/**
 * The sitemap document (sitemaps.org protocol 0.9): absolute, escaped addresses with W3C dates,
 * each page in English (its bare address) and Afrikaans (`?lang=af`), each naming both and
 * x-default as its alternates, as Google reads hreflang in a sitemap (decision 0110).
 */
export function renderSitemap(entries: readonly SitemapEntry[], appUrl: string): string {
  const urls = entries.flatMap((entry) => {
    const address = (language: (typeof LANGUAGES)[number]) => escapeXml(`${appUrl}${addressIn(entry.path, language)}`);
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${languageTag(language)}" href="${address(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address("en")}"/>`,
    ].join("");
    return LANGUAGES.map(
      (language) =>
        `  <url><loc>${address(language)}</loc><lastmod>${w3cDate(entry.lastmod)}</lastmod>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
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
