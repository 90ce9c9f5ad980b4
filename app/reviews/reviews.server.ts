import { randomUUID } from "node:crypto";
import { type Database, nowIso } from "~/platform/db.server";

/** A review as the product page shows it. */
export type ReviewView = {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  approved: boolean;
  /** Turned down by the shop's moderators: never shown to others, and no longer waiting. */
  rejected: boolean;
  /** Written by the person looking at the page (their unapproved review is shown to them only). */
  own: boolean;
  /** The reviewer's first name; never the e-mail or surname. */
  authorName: string;
  adminResponse: string | null;
  adminResponseDate: string | null;
};

/**
 * The reviews a visitor may see on a product, newest first: the approved ones, plus the
 * viewer's own review whatever its state. One query.
 */
export async function reviewsForProduct(db: Database, productId: string, viewerId?: string): Promise<ReviewView[]> {
  const rows = await db
    .selectFrom("product_reviews")
    .leftJoin("users", "users.id", "product_reviews.user_id")
    .select([
      "product_reviews.id",
      "product_reviews.rating",
      "product_reviews.review_text",
      "product_reviews.created_at",
      "product_reviews.is_approved",
      "product_reviews.rejected_at",
      "product_reviews.user_id",
      "product_reviews.admin_response",
      "product_reviews.admin_response_date",
      "users.first_name",
    ])
    .where("product_reviews.product_id", "=", productId)
    .where((eb) =>
      viewerId
        ? eb.or([eb("product_reviews.is_approved", "=", 1), eb("product_reviews.user_id", "=", viewerId)])
        : eb("product_reviews.is_approved", "=", 1),
    )
    .orderBy("product_reviews.created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.review_text,
    createdAt: row.created_at,
    approved: row.is_approved === 1,
    rejected: row.is_approved !== 1 && row.rejected_at !== null,
    own: viewerId !== undefined && row.user_id === viewerId,
    authorName: row.first_name?.trim() || "Customer",
    adminResponse: row.admin_response?.trim() || null,
    adminResponseDate: row.admin_response_date,
  }));
}

/** Average and count of the approved reviews; null when there are none. */
export function approvedRating(reviews: readonly ReviewView[]): { average: number; count: number } | null {
  const approved = reviews.filter((review) => review.approved);
  if (approved.length === 0) return null;
  const total = approved.reduce((sum, review) => sum + review.rating, 0);
  return { average: total / approved.length, count: approved.length };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}

/**
 * Stores a new review, unapproved. One review per user and product is kept by the unique index
 * (product_id, user_id), so two tabs posting at once cannot both get in.
 */
export async function addReview(
  db: Database,
  review: { productId: string; userId: string; rating: number; text: string },
): Promise<"added" | "already-reviewed"> {
  const now = nowIso();
  try {
    await db
      .insertInto("product_reviews")
      .values({
        id: randomUUID(),
        product_id: review.productId,
        user_id: review.userId,
        rating: review.rating,
        review_text: review.text,
        is_approved: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A review written on the product page answers the Leave Reviews request for it too.
    await db
      .updateTable("pending_reviews")
      .set({ status: "submitted", reviewed_at: now })
      .where("user_id", "=", review.userId)
      .where("product_id", "=", review.productId)
      .where("status", "=", "pending")
      .execute();
    return "added";
  } catch (error) {
    if (isUniqueViolation(error)) return "already-reviewed";
    throw error;
  }
}
