import type { Database } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { categoryNameIn } from "./category-language";
import { FEATURED_QUERY_LIMIT, type FeaturedTab, productsForTab } from "./featured";
import { withPresentImages } from "./image-presence.server";
import { type ProductCard, productCardsQuery, toProductCard } from "./product-cards.server";
import { categorySlug } from "./slugs";

export const HOME_CATEGORY_LIMIT = 12;
export const SUBCATEGORIES_PER_CARD = 3;

export type CategoryTile = {
  name: string;
  slug: string;
  description: string | null;
  productCount: number;
  subcategories: { name: string; slug: string }[];
  moreSubcategories: number;
};

/**
 * The Shop by Category grid: at most 12 categories, 3 subcategories each then '+n more', named in
 * `language` (a category's Afrikaans name for an Afrikaans reader, when staff gave one).
 */
export async function categoryTiles(db: Database, language: Language = DEFAULT_LANGUAGE): Promise<CategoryTile[]> {
  const categories = await db
    .selectFrom("product_categories")
    .select((eb) => [
      "product_categories.id",
      "product_categories.name",
      "product_categories.name_af",
      "product_categories.slug",
      "product_categories.description",
      eb
        .selectFrom("products")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("products.category_id", "=", "product_categories.id")
        .where("products.is_active", "=", 1)
        .as("product_count"),
    ])
    .orderBy("display_order")
    .orderBy("name")
    .limit(HOME_CATEGORY_LIMIT)
    .execute();
  if (categories.length === 0) return [];
  const subcategories = await db
    .selectFrom("product_subcategories")
    .select(["category_id", "name", "name_af", "slug"])
    .where(
      "category_id",
      "in",
      categories.map((category) => category.id),
    )
    .orderBy("display_order")
    .orderBy("name")
    .execute();
  return categories.map((category) => {
    const own = subcategories.filter((sub) => sub.category_id === category.id);
    return {
      name: categoryNameIn(category, language),
      slug: category.slug || categorySlug(category.name),
      description: category.description,
      productCount: Number(category.product_count ?? 0),
      subcategories: own
        .slice(0, SUBCATEGORIES_PER_CARD)
        .map((sub) => ({ name: categoryNameIn(sub, language), slug: sub.slug })),
      moreSubcategories: Math.max(0, own.length - SUBCATEGORIES_PER_CARD),
    };
  });
}

export type FeaturedSection =
  | { status: "ok"; anyFeatured: boolean; products: ProductCard[]; total: number }
  | { status: "error" };

/** One tab of the Featured Products section, `shown` cards of it. */
export async function featuredSection(
  db: Database,
  tab: FeaturedTab,
  shown: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<FeaturedSection> {
  try {
    const candidates = await productCardsQuery(db)
      .select(["products.is_favorite"])
      .where((eb) =>
        eb.or([
          eb("products.is_top_seller", "=", 1),
          eb("products.is_special_discount", "=", 1),
          eb("products.is_favorite", "=", 1),
          eb("products.is_new_arrival", "=", 1),
        ]),
      )
      .orderBy("products.created_at", "desc")
      .limit(FEATURED_QUERY_LIMIT)
      .execute();
    const inTab = productsForTab(candidates, tab);
    return {
      status: "ok",
      anyFeatured: candidates.length > 0,
      products: await withPresentImages(inTab.slice(0, shown).map((row) => toProductCard(row, language))),
      total: inTab.length,
    };
  } catch (error) {
    logger.error("Featured products failed to load", { error: String(error) });
    return { status: "error" };
  }
}

export type HomeVideo = {
  name: string;
  mp4: string | null;
  webm: string | null;
  thumbnail: string | null;
};

/** The spec's fallback: a webm address derived from the mp4 one when none is given. */
export function webmFromMp4(mp4: string | null): string | null {
  return mp4 ? mp4.replace(/\.mp4(\?.*)?$/i, ".webm$1") : null;
}

/** The active homepage video, or null when none is active or it has no file. */
export async function activeHomeVideo(db: Database): Promise<HomeVideo | null> {
  try {
    const row = await db
      .selectFrom("home_videos")
      .select(["name", "video_url", "video_url_mp4", "video_url_webm", "thumbnail_url"])
      .where("active", "=", 1)
      .executeTakeFirst();
    const mp4 = row?.video_url_mp4 ?? row?.video_url ?? null;
    if (!row || !mp4) return null;
    return { name: row.name, mp4, webm: row.video_url_webm ?? webmFromMp4(mp4), thumbnail: row.thumbnail_url };
  } catch (error) {
    logger.error("Failed to fetch active homepage video", { error: String(error) });
    return null;
  }
}
