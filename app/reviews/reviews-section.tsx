import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/ui/translation";
import { ReviewForm } from "./review-form";
import { RatingSummary, ReviewList } from "./review-list";
import type { ReviewView } from "./reviews.server";

/** What the review action sends back when the form needs correcting (conform's reply). */
export type ReviewFormReply = {
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
};

/**
 * The Reviews tab: the average, the list, and then the write-review form for a signed-in user
 * without a review here, or a link to log in for a visitor. A user with a review sees none.
 */
export function ReviewsSection({
  reviews,
  rating,
  viewer,
  loginHref,
  reply,
}: {
  reviews: ReviewView[];
  rating: { average: number; count: number } | null;
  viewer: { signedIn: boolean; hasReviewed: boolean };
  loginHref: string;
  reply: ReviewFormReply | undefined;
}) {
  const location = useLocation();
  const { t } = useTranslation();
  const errors = reply?.error ?? {};
  const initial = reply?.initialValue ?? {};
  return (
    <div className="max-w-prose">
      {rating ? <RatingSummary rating={rating} /> : null}
      <ReviewList reviews={reviews} />
      {!viewer.signedIn ? (
        <p className="mt-4">
          <Link to={loginHref} className="font-semibold">
            {t("catalog:reviews.logIn")}
          </Link>
        </p>
      ) : viewer.hasReviewed ? null : (
        <ReviewForm
          // Without JavaScript the answer to a post is a new page: #reviews brings the visitor back
          // to the form and its messages rather than to the top.
          action={`${location.pathname}${location.search}#reviews`}
          errors={{
            rating: errors.rating ?? undefined,
            reviewText: errors.reviewText ?? undefined,
            form: [...(errors[""] ?? []), ...(errors.intent ?? [])],
          }}
          initialText={typeof initial.reviewText === "string" ? initial.reviewText : ""}
          initialRating={typeof initial.rating === "string" ? initial.rating : null}
        />
      )}
    </div>
  );
}
