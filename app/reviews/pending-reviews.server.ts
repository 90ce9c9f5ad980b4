import { randomUUID } from "node:crypto";
import { firstImageColumns } from "~/catalog/product-cards.server";
import { productNameIn } from "~/catalog/product-language";
import { type Database, nowIso } from "~/platform/db.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { UNKNOWN_PRODUCT } from "./messages";
import { type ReviewPhrase, reviewBonusPoints, reviewPhrases, reviewText } from "./review-phrases";

/** The loyalty entry's reason (accounts spec: loyalty points entry). */
export const REVIEW_BONUS_REASON = "Review Bonus";

/** The ids of the products this user has reviewed, as a subquery. */
function reviewedProducts(db: Database, userId: string) {
  return db
    .selectFrom("product_reviews")
    .select("product_reviews.product_id")
    .where("product_reviews.user_id", "=", userId);
}

/**
 * After an order is delivered: a pending review for each product in it that its customer has not
 * reviewed and was never asked about (pending_reviews is unique per user and product, so a product
 * bought again, or one skipped before, is not asked again). Products deleted since the order and
 * orders whose customer has gone are passed over. Returns how many were created. Safe to call
 * again: a second call creates none.
 */
export async function createPendingReviewsForOrder(
  db: Database,
  orderId: string,
  /** When the order was delivered; now unless the demo data replays an older delivery. */
  deliveredAt: string = nowIso(),
): Promise<number> {
  const order = await db.selectFrom("orders").select(["user_id"]).where("id", "=", orderId).executeTakeFirst();
  const userId = order?.user_id;
  if (!userId) return 0;
  const products = await db
    .selectFrom("order_items")
    .select("order_items.product_id")
    .distinct()
    .where("order_items.order_id", "=", orderId)
    .where("order_items.product_id", "is not", null)
    .where("order_items.product_id", "not in", reviewedProducts(db, userId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("pending_reviews")
            .select("pending_reviews.id")
            .whereRef("pending_reviews.product_id", "=", "order_items.product_id")
            .where("pending_reviews.user_id", "=", userId),
        ),
      ),
    )
    .execute();
  const productIds = products.flatMap((row) => (row.product_id ? [row.product_id] : []));
  if (productIds.length === 0) return 0;
  const result = await db
    .insertInto("pending_reviews")
    .values(
      productIds.map((productId) => ({
        id: randomUUID(),
        user_id: userId,
        product_id: productId,
        order_id: orderId,
        status: "pending" as const,
        points_awarded: 0,
        created_at: deliveredAt,
        reviewed_at: null,
      })),
    )
    // Two deliveries recorded at once must not ask twice about one product.
    .onConflict((conflict) => conflict.columns(["user_id", "product_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** One card on the Leave Reviews screen. */
export type PendingReviewCard = {
  productId: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string;
  phrases: ReviewPhrase[];
  createdAt: string;
};

/**
 * The user's reviews still to write, newest first: pending ones only, and not for a product the
 * user has meanwhile reviewed on its page. The phrases are made here, so the long descriptions
 * never travel to the browser.
 */
export async function pendingReviewsFor(
  db: Database,
  userId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PendingReviewCard[]> {
  const rows = await db
    .selectFrom("pending_reviews")
    .innerJoin("products", "products.id", "pending_reviews.product_id")
    .select((eb) => [
      "pending_reviews.product_id",
      "pending_reviews.created_at",
      "products.website_title",
      "products.product_name",
      "products.name_af",
      "products.long_description",
      ...firstImageColumns(eb),
    ])
    .where("pending_reviews.user_id", "=", userId)
    .where("pending_reviews.status", "=", "pending")
    .where("pending_reviews.product_id", "not in", reviewedProducts(db, userId))
    .orderBy("pending_reviews.created_at", "desc")
    .orderBy("pending_reviews.id")
    .execute();
  return rows.map((row) => {
    // The product's name in the reader's language (issue 49); a product without a name reads as unknown.
    const title = row.product_name?.trim() ? productNameIn(row, language) : UNKNOWN_PRODUCT;
    return {
      productId: row.product_id,
      title,
      imageUrl: row.image_url ?? null,
      imageAlt: row.image_alt || title,
      phrases: reviewPhrases(row.long_description),
      createdAt: row.created_at,
    };
  });
}

/** One product's review as posted: the rating, the ticked phrases and the comment. */
export type ReviewEntry = { productId: string; rating: number; phrases: string[]; comment: string };

export type SubmitReviewsOutcome =
  | { status: "nothing" }
  | { status: "submitted"; reviewed: number; alreadyReviewed: number; points: number };

/**
 * Submit All Reviews, in one transaction: a review (unapproved) for each entry whose product is
 * still pending for this user (other entries are ignored), the pending rows marked submitted,
 * and for every full 3 new reviews 10 loyalty points as one 'Review Bonus' entry, after which the
 * rows that earned them are marked points_awarded. A product the user already reviewed gets no
 * second review (one per user and product) and earns nothing; its pending row is closed all the
 * same. Ticked phrases the product does not offer are dropped.
 */
export async function submitReviews(
  db: Database,
  userId: string,
  entries: readonly ReviewEntry[],
): Promise<SubmitReviewsOutcome> {
  const byProduct = new Map<string, ReviewEntry>();
  for (const entry of entries) if (!byProduct.has(entry.productId)) byProduct.set(entry.productId, entry);
  if (byProduct.size === 0) return { status: "nothing" };

  const submit = async (trx: Database): Promise<SubmitReviewsOutcome> => {
    const pending = await trx
      .selectFrom("pending_reviews")
      .innerJoin("products", "products.id", "pending_reviews.product_id")
      .select(["pending_reviews.id", "pending_reviews.product_id", "products.long_description"])
      .where("pending_reviews.user_id", "=", userId)
      .where("pending_reviews.status", "=", "pending")
      .where("pending_reviews.product_id", "in", [...byProduct.keys()])
      .orderBy("pending_reviews.created_at", "desc")
      .orderBy("pending_reviews.id")
      .execute();
    if (pending.length === 0) return { status: "nothing" };

    const now = nowIso();
    const reviews = pending.flatMap((row) => {
      const entry = byProduct.get(row.product_id);
      if (!entry) return [];
      const offered = new Set(reviewPhrases(row.long_description).map((phrase) => phrase.text));
      return [
        {
          id: randomUUID(),
          product_id: row.product_id,
          user_id: userId,
          rating: entry.rating,
          review_text: reviewText(
            entry.phrases.filter((phrase) => offered.has(phrase)),
            entry.comment,
          ),
          is_approved: 0,
          created_at: now,
          updated_at: now,
        },
      ];
    });
    const inserted = await trx
      .insertInto("product_reviews")
      .values(reviews)
      .onConflict((conflict) => conflict.columns(["product_id", "user_id"]).doNothing())
      .returning(["id", "product_id"])
      .execute();

    await trx
      .updateTable("pending_reviews")
      .set({ status: "submitted", reviewed_at: now })
      .where(
        "id",
        "in",
        pending.map((row) => row.id),
      )
      .execute();

    const points = reviewBonusPoints(inserted.length);
    const [linked] = inserted;
    if (points > 0 && linked) {
      await trx
        .insertInto("loyalty_points")
        .values({
          id: randomUUID(),
          user_id: userId,
          points,
          reason: REVIEW_BONUS_REASON,
          related_review_id: linked.id,
          created_at: now,
        })
        .execute();
      await trx
        .updateTable("pending_reviews")
        .set({ points_awarded: 1 })
        .where("user_id", "=", userId)
        .where(
          "product_id",
          "in",
          inserted.map((row) => row.product_id),
        )
        .execute();
    }
    return {
      status: "submitted",
      reviewed: inserted.length,
      alreadyReviewed: pending.length - inserted.length,
      points,
    };
  };
  return db.isTransaction ? submit(db) : db.transaction().execute(submit);
}

/** Skip This Review: the product is not listed again. False when it was not pending for this user. */
export async function skipReview(db: Database, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .updateTable("pending_reviews")
    .set({ status: "ignored" })
    .where("user_id", "=", userId)
    .where("product_id", "=", productId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
