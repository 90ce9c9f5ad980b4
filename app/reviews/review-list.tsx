import { formatDate } from "~/platform/format";
import { useShop } from "~/shop/use-shop";
import { NO_REVIEWS, NOT_PUBLISHED, PENDING_APPROVAL } from "./messages";
import type { ReviewView } from "./reviews.server";

/** One decimal place, as ratings are shown everywhere on the page. */
export function roundedRating(average: number): number {
  return Math.round(average * 10) / 10;
}

export function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

export function RatingStars({ rating, className = "" }: { rating: number; className?: string }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={`text-harvest-500 ${className}`}>
      {"★".repeat(whole)}
      <span className="text-stone-300">{"☆".repeat(5 - whole)}</span>
    </span>
  );
}

/** Approved reviews newest first, with the viewer's own review (even unapproved) among them. */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  const shop = useShop();
  if (reviews.length === 0) return <p className="text-stone-700">{NO_REVIEWS}</p>;
  return (
    <ol className="divide-y divide-stone-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars rating={review.rating} />
            <span className="font-semibold">{review.own ? "Your review" : review.authorName}</span>
            <time dateTime={review.createdAt} className="text-sm text-stone-600">
              {formatDate(review.createdAt)}
            </time>
            {review.approved ? null : review.rejected ? (
              <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                {NOT_PUBLISHED}
              </span>
            ) : (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {PENDING_APPROVAL}
              </span>
            )}
          </div>
          {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
          {review.adminResponse ? (
            <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm">
              <p className="font-semibold">
                Response from {shop.name}
                {review.adminResponseDate ? (
                  <>
                    {" "}
                    <time dateTime={review.adminResponseDate} className="font-normal text-stone-600">
                      {formatDate(review.adminResponseDate)}
                    </time>
                  </>
                ) : null}
              </p>
              <p className="mt-1 whitespace-pre-line">{review.adminResponse}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The average of the approved reviews above the list. */
export function RatingSummary({ rating }: { rating: { average: number; count: number } }) {
  return (
    <p className="mb-2 flex items-center gap-2">
      <RatingStars rating={roundedRating(rating.average)} className="text-xl" />
      <span>
        {roundedRating(rating.average).toFixed(1)} out of 5 from {reviewsLabel(rating.count)}
      </span>
    </p>
  );
}
