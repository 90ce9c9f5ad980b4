import { sql } from "kysely";
import { withPresentImages } from "~/catalog/image-presence.server";
import { type ProductCard, productCardsQuery, toProductCard } from "~/catalog/product-cards.server";
import { productNameIn } from "~/catalog/product-language";
import type { Database } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { getSession } from "~/platform/session.server";

/** The user's favourite active products, newest favourite first, and how many there are in all. */
export async function favoriteProducts(
  db: Database,
  userId: string,
  shown: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ products: ProductCard[]; total: number }> {
  const [rows, count] = await Promise.all([
    productCardsQuery(db)
      .innerJoin("favorites", "favorites.product_id", "products.id")
      .where("favorites.user_id", "=", userId)
      .orderBy("favorites.created_at", "desc")
      // Two favourites saved in the same millisecond keep the order they were saved in.
      .orderBy(sql`favorites.rowid`, "desc")
      .limit(shown)
      .execute(),
    db
      .selectFrom("favorites")
      .innerJoin("products", "products.id", "favorites.product_id")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("favorites.user_id", "=", userId)
      .where("products.is_active", "=", 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    products: await withPresentImages(rows.map((row) => toProductCard(row, language))),
    total: Number(count.total),
  };
}

async function isFavorite(db: Database, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom("favorites")
    .select("product_id")
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of these products the person looking at the page has favourited (none for a visitor):
 * for pages that show hearts. Reads only the session's user id; the root loader already refuses
 * unknown or suspended users.
 */
export async function viewerFavoriteIds(
  db: Database,
  request: Request,
  productIds: readonly string[],
): Promise<string[]> {
  const userId = (await getSession(request)).get("userId");
  if (!userId || productIds.length === 0) return [];
  const rows = await db
    .selectFrom("favorites")
    .select("product_id")
    .where("user_id", "=", userId)
    .where("product_id", "in", [...productIds])
    .execute();
  return rows.map((row) => row.product_id);
}

export type SetFavoriteResult = { ok: true; favorite: boolean; productName: string } | { ok: false };

/**
 * Adds or removes a favourite (`favorite` undefined: the opposite of what is stored). Only an
 * active product can be added; a withdrawn one can still be removed.
 */
export async function setFavorite(
  db: Database,
  userId: string,
  productId: string,
  favorite: boolean | undefined,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SetFavoriteResult> {
  const product = await db
    .selectFrom("products")
    .select(["id", "product_name", "website_title", "name_af", "is_active"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return { ok: false };
  const productName = productNameIn(product, language);
  const wanted = favorite ?? !(await isFavorite(db, userId, productId));
  if (wanted) {
    if (product.is_active !== 1) return { ok: false };
    await db
      .insertInto("favorites")
      .values({ user_id: userId, product_id: productId })
      .onConflict((conflict) => conflict.columns(["user_id", "product_id"]).doNothing())
      .execute();
  } else {
    await db.deleteFrom("favorites").where("user_id", "=", userId).where("product_id", "=", productId).execute();
  }
  return { ok: true, favorite: wanted, productName };
}
