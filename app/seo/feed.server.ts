import { isCurrentSpecial } from "~/catalog/pricing";
import { imageAtWidth } from "~/catalog/product-images";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { FEED_DESCRIPTION_MAX, FEED_TITLE_MAX, type FeedItem, renderProductFeed } from "./feed";
import { productPath } from "./sitemap";
import { SEO_CACHE_SECONDS } from "./sitemap.server";
import { createTtlCache } from "./ttl-cache";
import { clipText, plainText } from "./xml";

const cache = createTtlCache<string>(SEO_CACHE_SECONDS * 1000);

/** The product feed (/products.xml), from the cache or freshly built. */
export function productFeedXml(db: Database): Promise<string> {
  return cache.get(async () => {
    const appUrl = env().APP_URL;
    const shop = await readShopDetails(db);
    return renderProductFeed(
      { title: shop.name, link: `${appUrl}/`, description: shop.tagline ? `${shop.tagline}.` : shop.name },
      await productFeedItems(db, appUrl, shop.name),
    );
  });
}

/** Forgets the cached feed (tests, and a change of the shop's details). */
export function clearProductFeedCache(): void {
  cache.clear();
}

/** Our own images come as paths; pictures kept elsewhere are already absolute. */
function absolute(src: string, appUrl: string): string {
  return src.startsWith("/") ? `${appUrl}${src}` : src;
}

/**
 * Every active product with a price, as shopping engines want it. A product without a price is
 * left out: an engine would show it as free.
 */
export async function productFeedItems(db: Database, appUrl: string, shopName: string): Promise<FeedItem[]> {
  const rows = await db
    .selectFrom("products")
    .select((eb) => [
      "ws_code",
      "product_name",
      "website_title",
      "brand",
      "short_description",
      "long_description",
      "incl_price_cents",
      "special_price_cents",
      "is_special_discount",
      "stock_available",
      eb
        .selectFrom("product_images")
        .select("product_images.image_url")
        .whereRef("product_images.product_id", "=", "products.id")
        .orderBy("product_images.image_order")
        .limit(1)
        .as("image_url"),
    ])
    .where("is_active", "=", 1)
    .where("incl_price_cents", ">", 0)
    .orderBy("ws_code")
    .execute();
  return rows.map((row) => {
    const title = clipText(row.website_title || row.product_name, FEED_TITLE_MAX);
    return {
      wsCode: row.ws_code,
      title,
      brand: clipText(row.brand?.trim() || shopName, 70),
      description:
        plainText(row.short_description, FEED_DESCRIPTION_MAX) ||
        plainText(row.long_description, FEED_DESCRIPTION_MAX) ||
        title,
      link: `${appUrl}${productPath(row.ws_code)}`,
      imageLink: row.image_url ? absolute(imageAtWidth(row.image_url, 800), appUrl) : null,
      priceCents: row.incl_price_cents,
      salePriceCents: isCurrentSpecial(row) ? row.special_price_cents : null,
      inStock: row.stock_available === 1,
    };
  });
}
