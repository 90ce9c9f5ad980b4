import { z } from "zod";
import { REVIEW_TEXT_MAX_LENGTH } from "./messages";

/** The form's errors as catalogue keys: the page shows them in its language (decision 0110). */
export const REVIEW_RATING_REQUIRED = "catalog:reviews.ratingRequired";
export const REVIEW_TEXT_TOO_LONG = "catalog:reviews.tooLong";

// The schema stays on the server (docs/decisions/0010); the form carries the same rules as HTML
// attributes (required radios, maxLength).

/** The write-review form on the product page: a rating of 1 to 5, optional text. */
export const ReviewForm = z.object({
  intent: z.literal("review"),
  rating: z.enum(["1", "2", "3", "4", "5"], { error: REVIEW_RATING_REQUIRED }).transform(Number),
  // conform turns an empty field into undefined; a blank review is stored as ''.
  reviewText: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_TOO_LONG)
    .optional()
    .transform((text) => text ?? ""),
});

export type ReviewFields = z.input<typeof ReviewForm>;
