import { ratingText } from "~/catalog/rating-text";
import { useShop } from "~/shop/use-shop";
import { type Translate, useFormat, useTranslation } from "~/ui/translation";
import type { ReviewView } from "./reviews.server";

/** One decimal place, as ratings are shown everywhere on the page. */
export function roundedRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** "1 review", "12 reviews" (the `catalog` namespace). */
export function reviewsLabel(count: number, t: Translate): string {
  return t("catalog:reviews.count", { count });
}

export function RatingStars({ rating, className = "" }: { rating: number; className?: string }) {
  // The product card's words (the root's `card` namespace): on every page, the back office's too.
  const { t, language } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  const shown = Number.isInteger(rating) ? String(rating) : ratingText(rating, language);
  return (
    <span
      role="img"
      aria-label={`${t("card:rated")}${shown}${t("card:outOf5")}`}
      className={`text-harvest-500 ${className}`}
    >
      {"★".repeat(whole)}
      <span className="text-stone-300">{"☆".repeat(5 - whole)}</span>
    </span>
  );
}

/** Approved reviews newest first, with the viewer's own review (even unapproved) among them. */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  const shop = useShop();
  const { t } = useTranslation();
  const { date } = useFormat();
  if (reviews.length === 0) return <p className="text-stone-700">{t("catalog:reviews.none")}</p>;
  return (
    <ol className="divide-y divide-stone-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars rating={review.rating} />
            <span className="font-semibold">{review.own ? t("catalog:reviews.yours") : review.authorName}</span>
            <time dateTime={review.createdAt} className="text-sm text-stone-600">
              {date(review.createdAt)}
            </time>
            {review.approved ? null : review.rejected ? (
              <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                {t("catalog:reviews.notPublished")}
              </span>
            ) : (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t("catalog:reviews.pending")}
              </span>
            )}
          </div>
          {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
          {review.adminResponse ? (
            <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3 text-sm">
              <p className="font-semibold">
                {t("catalog:reviews.response", { shop: shop.name })}
                {review.adminResponseDate ? (
                  <>
                    {" "}
                    <time dateTime={review.adminResponseDate} className="font-normal text-stone-600">
                      {date(review.adminResponseDate)}
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
  const { t, language } = useTranslation();
  return (
    <p className="mb-2 flex items-center gap-2">
      <RatingStars rating={roundedRating(rating.average)} className="text-xl" />
      <span>
        {t("catalog:reviews.summary", {
          rating: ratingText(roundedRating(rating.average), language),
          reviews: reviewsLabel(rating.count, t),
        })}
      </span>
    </p>
  );
}
