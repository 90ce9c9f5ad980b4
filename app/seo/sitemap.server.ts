import { sql } from "kysely";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { categoryListingPath, productPath, renderSitemap, SITEMAP_PAGE_LIMIT, type SitemapEntry } from "./sitemap";
import { createTtlCache } from "./ttl-cache";
import { latest } from "./xml";

/** Crawlers may ask often; the database is asked at most once in this time (and so may they cache). */
export const SEO_CACHE_SECONDS = 300;

const cache = createTtlCache<string>(SEO_CACHE_SECONDS * 1000);

/** The sitemap, from the cache or freshly built (docs/decisions/0012-sitemap-from-database.md). */
export function sitemapXml(db: Database): Promise<string> {
  return cache.get(async () => renderSitemap(await sitemapEntries(db), env().APP_URL));
}

/** Forgets the cached sitemap (tests; nothing in the shop needs it sooner than five minutes). */
export function clearSitemapCache(): void {
  cache.clear();
}

/**
 * Every page a search engine should know: home and the static pages, category and subcategory
 * listings that have active products, every active product at its canonical address, published
 * blog posts and active policies. A listing page's lastmod is its newest content's; pages without
 * content of their own (contact, tools) take the newest date in the shop.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [products, categories, subcategories, posts, policies, about] = await Promise.all([
    db.selectFrom("products").select(["ws_code", "updated_at"]).where("is_active", "=", 1).orderBy("ws_code").execute(),
    db
      .selectFrom("product_categories as c")
      .innerJoin("products as p", (join) => join.onRef("p.category_id", "=", "c.id").on("p.is_active", "=", 1))
      .select(["c.slug", "c.updated_at", sql<string>`max(p.updated_at)`.as("products_updated_at")])
      .groupBy("c.id")
      .orderBy("c.display_order")
      .orderBy("c.name")
      .execute(),
    db
      .selectFrom("product_subcategories as s")
      .innerJoin("product_categories as c", "c.id", "s.category_id")
      .innerJoin("products as p", (join) => join.onRef("p.subcategory_id", "=", "s.id").on("p.is_active", "=", 1))
      .select([
        "c.slug as category_slug",
        "s.slug",
        "s.updated_at",
        sql<string>`max(p.updated_at)`.as("products_updated_at"),
      ])
      .groupBy("s.id")
      .orderBy("c.display_order")
      .orderBy("s.display_order")
      .orderBy("s.name")
      .execute(),
    db
      .selectFrom("blog_posts")
      .select(["slug", "updated_at", "published_at"])
      .where("published", "=", 1)
      .orderBy("published_at", "desc")
      .execute(),
    db.selectFrom("policies").select(["slug", "updated_at"]).where("is_active", "=", 1).orderBy("slug").execute(),
    db.selectFrom("about_content").select("updated_at").where("is_active", "=", 1).executeTakeFirst(),
  ]);

  const newestOf = (dates: ReadonlyArray<string | null>) =>
    dates.reduce<string | null>((newest, date) => latest(newest, date), null);
  const productsChanged = newestOf(products.map((row) => row.updated_at));
  const postEntries = posts.map((row) => ({
    path: `/blog/${encodeURIComponent(row.slug)}`,
    lastmod: latest(row.updated_at, row.published_at) ?? row.updated_at,
  }));
  const blogChanged = newestOf(postEntries.map((entry) => entry.lastmod));
  const policiesChanged = newestOf(policies.map((row) => row.updated_at));
  const anythingChanged =
    newestOf([productsChanged, blogChanged, policiesChanged, about?.updated_at ?? null]) ?? new Date().toISOString();

  const staticPages: SitemapEntry[] = [
    { path: "/", lastmod: productsChanged ?? anythingChanged },
    { path: "/products", lastmod: productsChanged ?? anythingChanged },
    { path: "/specials", lastmod: productsChanged ?? anythingChanged },
    { path: "/about", lastmod: about?.updated_at ?? anythingChanged },
    { path: "/blog", lastmod: blogChanged ?? anythingChanged },
    { path: "/policies", lastmod: policiesChanged ?? anythingChanged },
    { path: "/contact", lastmod: anythingChanged },
    { path: "/tools", lastmod: anythingChanged },
  ];

  const entries: SitemapEntry[] = [
    ...staticPages,
    ...categories.map((row) => ({
      path: categoryListingPath(row.slug),
      lastmod: latest(row.updated_at, row.products_updated_at) ?? row.updated_at,
    })),
    ...subcategories.map((row) => ({
      path: categoryListingPath(row.category_slug, row.slug),
      lastmod: latest(row.updated_at, row.products_updated_at) ?? row.updated_at,
    })),
    ...postEntries,
    ...policies.map((row) => ({ path: `/policy/${encodeURIComponent(row.slug)}`, lastmod: row.updated_at })),
    ...products.map((row) => ({ path: productPath(row.ws_code), lastmod: row.updated_at })),
  ];
  if (entries.length > SITEMAP_PAGE_LIMIT) {
    // Products come last, so only they are left out; the decision record names the way past this.
    logger.warn("Sitemap over the protocol's limit: products left out", {
      entries: entries.length,
      limit: SITEMAP_PAGE_LIMIT,
    });
    return entries.slice(0, SITEMAP_PAGE_LIMIT);
  }
  return entries;
}
