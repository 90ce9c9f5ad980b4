import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import {
  FAILED_TO_ADD_RESPONSE,
  FAILED_TO_APPROVE,
  FAILED_TO_REJECT,
  RESPONSE_MAX_LENGTH,
  RESPONSE_REQUIRED,
  RESPONSE_TOO_LONG,
  REVIEW_ALREADY_APPROVED,
  REVIEW_GONE,
} from "./messages";
import { type ModerationState, moderationState } from "./moderation";

/** One review as the moderation screen lists it, with its product's name and code. */
export type ModerationReview = {
  id: string;
  productName: string;
  productCode: string;
  rating: number;
  text: string;
  createdAt: string;
  state: ModerationState;
  adminResponse: string | null;
  adminResponseDate: string | null;
  reviewerName: string;
};

import { MODERATION_PAGE_SIZE } from "~/reviews/moderation";

export { MODERATION_PAGE_SIZE };

export const ModerationQuery = z.object({
  review: z.string().max(100).optional().catch(undefined),
  limit: z.coerce.number().int().min(MODERATION_PAGE_SIZE).max(1000).catch(MODERATION_PAGE_SIZE),
});

const trimmedResponse = z
  .string()
  .trim()
  .max(RESPONSE_MAX_LENGTH, RESPONSE_TOO_LONG)
  .optional()
  .transform((value) => value ?? "");

export const ModerationForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), reviewId: z.string().min(1).max(100), response: trimmedResponse }),
  z.object({ intent: z.literal("reject"), reviewId: z.string().min(1).max(100), response: trimmedResponse }),
  z.object({ intent: z.literal("respond"), reviewId: z.string().min(1).max(100), response: trimmedResponse }),
]);
export type ModerationFormValue = z.infer<typeof ModerationForm>;

function baseQuery(db: Database) {
  return db
    .selectFrom("product_reviews")
    .innerJoin("products", "products.id", "product_reviews.product_id")
    .leftJoin("users", "users.id", "product_reviews.user_id")
    .select([
      "product_reviews.id",
      "product_reviews.rating",
      "product_reviews.review_text",
      "product_reviews.created_at",
      "product_reviews.is_approved",
      "product_reviews.rejected_at",
      "product_reviews.admin_response",
      "product_reviews.admin_response_date",
      "products.product_name",
      "products.ws_code",
      "users.first_name",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toReview(row: Row): ModerationReview {
  return {
    id: row.id,
    productName: row.product_name,
    productCode: row.ws_code,
    rating: row.rating,
    text: row.review_text,
    createdAt: row.created_at,
    state: moderationState(row.is_approved === 1, row.rejected_at),
    adminResponse: row.admin_response?.trim() || null,
    adminResponseDate: row.admin_response_date,
    reviewerName: row.first_name?.trim() || "Customer",
  };
}

/** The screen: counts, the pending reviews (oldest waiting first) and all reviews, newest first. */
export async function loadModeration(db: Database, limit: number) {
  const [counts, pending, all] = await Promise.all([
    db
      .selectFrom("product_reviews")
      .select((eb) => [
        eb.fn
          .countAll<number>()
          .filterWhere("is_approved", "=", 0)
          .filterWhere("rejected_at", "is", null)
          .as("pending"),
        eb.fn.countAll<number>().filterWhere("is_approved", "=", 1).as("approved"),
        eb.fn.countAll<number>().as("total"),
      ])
      .executeTakeFirstOrThrow(),
    baseQuery(db)
      .where("product_reviews.is_approved", "=", 0)
      .where("product_reviews.rejected_at", "is", null)
      .orderBy("product_reviews.created_at", "desc")
      .orderBy("product_reviews.id")
      .limit(limit + 1)
      .execute(),
    baseQuery(db)
      .orderBy("product_reviews.created_at", "desc")
      .orderBy("product_reviews.id")
      .limit(limit + 1)
      .execute(),
  ]);
  return {
    counts: { pending: Number(counts.pending), approved: Number(counts.approved), total: Number(counts.total) },
    pending: pending.slice(0, limit).map(toReview),
    all: all.slice(0, limit).map(toReview),
    hasMore: pending.length > limit || all.length > limit,
  };
}

export async function findModerationReview(db: Database, id: string): Promise<ModerationReview | null> {
  const row = await baseQuery(db).where("product_reviews.id", "=", id).executeTakeFirst();
  return row ? toReview(row) : null;
}

export type ModerationOutcome =
  | { ok: true; intent: ModerationFormValue["intent"] }
  | { ok: false; status: 400 | 404 | 409; title: string; message: string };

const FAILURE_TITLES = { approve: FAILED_TO_APPROVE, reject: FAILED_TO_REJECT, respond: FAILED_TO_ADD_RESPONSE };

/**
 * Approve, Reject (only a review not yet approved) or Add Response & Approve (only with a
 * response that is not empty once trimmed). Every change is audited with what it was before.
 */
export async function moderateReview(
  db: Database,
  actor: { id: string; email: string },
  form: ModerationFormValue,
  options: { ipAddress?: string } = {},
): Promise<ModerationOutcome> {
  const title = FAILURE_TITLES[form.intent];
  const before = await db
    .selectFrom("product_reviews")
    .select(["id", "product_id", "is_approved", "rejected_at", "admin_response", "admin_response_date"])
    .where("id", "=", form.reviewId)
    .executeTakeFirst();
  if (!before) return { ok: false, status: 404, title, message: REVIEW_GONE };
  const now = nowIso();
  let changes: {
    is_approved: 0 | 1;
    rejected_at: string | null;
    admin_response?: string;
    admin_response_date?: string;
  };
  if (form.intent === "reject") {
    if (before.is_approved === 1) return { ok: false, status: 409, title, message: REVIEW_ALREADY_APPROVED };
    changes = { is_approved: 0, rejected_at: now };
  } else if (form.intent === "respond") {
    if (form.response === "") return { ok: false, status: 400, title, message: RESPONSE_REQUIRED };
    changes = { is_approved: 1, rejected_at: null, admin_response: form.response, admin_response_date: now };
  } else {
    changes = { is_approved: 1, rejected_at: null };
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("product_reviews")
      .set({ ...changes, updated_at: now })
      .where("id", "=", before.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: `review.${form.intent}`,
      entityType: "product_review",
      entityId: before.id,
      details: {
        productId: before.product_id,
        before: {
          is_approved: before.is_approved,
          rejected_at: before.rejected_at,
          admin_response: before.admin_response,
        },
        after: changes,
      },
      ipAddress: options.ipAddress,
    });
  });
  return { ok: true, intent: form.intent };
}
