import type { ExpressionBuilder } from "kysely";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import type { Language } from "~/platform/language";
import { discountPercent, effectivePriceCents, isCurrentSpecial } from "./pricing";
import { productNameIn } from "./product-language";

/** What a product card shows: the same shape on the home page, listings, specials and favourites. */
export type ProductCard = {
  id: string;
  wsCode: string;
  name: string;
  imageUrl: string | null;
  imageAlt: string;
  inclPriceCents: number;
  priceCents: number;
  isSpecial: boolean;
  discountPercent: number;
  stockAvailable: boolean;
  rating: number | null;
  isNewArrival: boolean;
  isTopSeller: boolean;
};

/** A product's main picture (the lowest image_order) as `image_url` and `image_alt` columns. */
export function firstImageColumns(eb: ExpressionBuilder<DB, "products">) {
  const first = () =>
    eb
      .selectFrom("product_images")
      .whereRef("product_images.product_id", "=", "products.id")
      .orderBy("product_images.image_order")
      .limit(1);
  return [
    first().select("product_images.image_url").as("image_url"),
    first().select("product_images.alt_text").as("image_alt"),
  ] as const;
}

/**
 * Products with the columns a card needs and their first image, as a query to filter, sort
 * and page further. Only active products unless the caller widens it.
 */
export function productCardsQuery(db: Database) {
  return db
    .selectFrom("products")
    .select((eb) => [
      "products.id",
      "products.ws_code",
      "products.product_name",
      "products.website_title",
      "products.name_af",
      "products.incl_price_cents",
      "products.special_price_cents",
      "products.is_special_discount",
      "products.stock_available",
      "products.customer_rating",
      "products.is_new_arrival",
      "products.is_top_seller",
      "products.created_at",
      ...firstImageColumns(eb),
    ])
    .where("products.is_active", "=", 1);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof productCardsQuery>["execute"]>>[number];

/** A card as a reader of `language` sees it: the product's name in that language when staff wrote one. */
export function toProductCard(row: CardRow, language: Language): ProductCard {
  const name = productNameIn(row, language);
  return {
    id: row.id,
    wsCode: row.ws_code,
    name,
    imageUrl: row.image_url ?? null,
    imageAlt: row.image_alt || name,
    inclPriceCents: row.incl_price_cents,
    priceCents: effectivePriceCents(row),
    isSpecial: isCurrentSpecial(row),
    discountPercent: discountPercent(row),
    stockAvailable: row.stock_available === 1,
    rating: row.customer_rating,
    isNewArrival: row.is_new_arrival === 1,
    isTopSeller: row.is_top_seller === 1,
  };
}
