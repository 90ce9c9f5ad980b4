import { z } from "zod";
import { REVIEW_TEXT_MAX_LENGTH } from "./messages";
import type { ReviewEntry } from "./pending-reviews.server";

// The schema stays on the server (docs/decisions/0010); the page carries the same rules as HTML
// attributes (a rating radio checked by default, maxLength on the comments). Its messages are
// catalogue ids (`orders` namespace, decision 0110): the page's action answers them in the
// customer's language.
const RATING_REQUIRED = "orders:reviews.ratingRequired";
const REVIEW_TOO_LONG = "orders:reviews.tooLong";
const NO_REVIEWS_TO_SUBMIT = "orders:reviews.nothingToSubmit";
const REVIEWS_NOT_UNDERSTOOD = "orders:reviews.notUnderstood";

/** More cards than anyone has pending; it bounds the work one post can ask for. */
const MAX_REVIEWS_PER_POST = 200;
/** A product offers at most 5 phrases; a few more are tolerated and dropped later. */
const MAX_PHRASES_PER_PRODUCT = 20;
const MAX_PHRASE_LENGTH = 300;

const productId = z.string({ error: REVIEWS_NOT_UNDERSTOOD }).trim().min(1, REVIEWS_NOT_UNDERSTOOD).max(100);

/** Checkboxes of one name: a single ticked one arrives as a string, several as a list. */
const phraseList = z.preprocess(
  (value) => (typeof value === "string" ? [value] : value),
  z.array(z.string().max(MAX_PHRASE_LENGTH)).max(MAX_PHRASES_PER_PRODUCT),
);

/**
 * Submit All Reviews: every card still listed posts its product id, and beside it fields named
 * after the product: `rating.<id>` (1-5), `phrase.<id>` (the ticked Quick Review Options) and
 * `comment.<id>`. Fields of products not listed in `productId` are ignored. Whether a phrase is
 * one the product offers is checked against the product itself when the reviews are stored.
 */
const SubmitReviews = z
  .object({
    intent: z.literal("submit"),
    productId: z
      .array(productId, { error: NO_REVIEWS_TO_SUBMIT })
      .min(1, NO_REVIEWS_TO_SUBMIT)
      .max(MAX_REVIEWS_PER_POST, REVIEWS_NOT_UNDERSTOOD),
    rating: z.record(z.string(), z.enum(["1", "2", "3", "4", "5"], { error: RATING_REQUIRED })).optional(),
    phrase: z.record(z.string(), phraseList).optional(),
    comment: z.record(z.string(), z.string().trim().max(REVIEW_TEXT_MAX_LENGTH, REVIEW_TOO_LONG)).optional(),
  })
  .transform((form, ctx) => {
    const entries: ReviewEntry[] = [];
    for (const id of new Set(form.productId)) {
      const rating = form.rating?.[id];
      if (rating === undefined) {
        ctx.issues.push({ code: "custom", message: RATING_REQUIRED, path: ["rating", id], input: form.rating });
        return z.NEVER;
      }
      entries.push({
        productId: id,
        rating: Number(rating),
        phrases: form.phrase?.[id] ?? [],
        comment: form.comment?.[id] ?? "",
      });
    }
    return { intent: form.intent, entries };
  });

/** Skip This Review: one product's own small form. `inPlace` is added by the script, which wants an answer, not a redirect. */
const SkipReview = z.object({
  intent: z.literal("skip"),
  productId,
  inPlace: z.literal("1").optional(),
});

export const LeaveReviewsForm = z.discriminatedUnion("intent", [SubmitReviews, SkipReview], {
  error: REVIEWS_NOT_UNDERSTOOD,
});
