import { useEffect, useRef, useState } from "react";
import { imageAtWidth } from "~/catalog/product-images";
import { inputClass } from "~/ui/field";
import { useTranslation } from "~/ui/translation";
import { REVIEW_TEXT_MAX_LENGTH } from "./messages";
import type { PendingReviewCard } from "./pending-reviews.server";

/** Newly loaded reviews start at 5 stars (accounts spec, section 4). */
const DEFAULT_RATING = 5;
const RATINGS = [1, 2, 3, 4, 5] as const;

/** The id of a card's own Skip This Review form, which sits outside the big form (forms cannot nest). */
export function skipFormId(productId: string): string {
  return `skip-review-${productId}`;
}

/**
 * One product to review, inside the Submit All Reviews form: a rating, the Quick Review Options,
 * Additional Comments, and a Skip This Review button that belongs to the card's own small form.
 *
 * The inputs are the same elements with and without JavaScript (radios and checkboxes); only their
 * look changes once the script runs, so choices made on a slow phone before it arrives are kept.
 */
export function LeaveReviewCard({ card, hydrated }: { card: PendingReviewCard; hydrated: boolean }) {
  const { t } = useTranslation();
  const titleId = `review-${card.productId}-title`;
  const commentId = `review-${card.productId}-comment`;
  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <input type="hidden" name="productId" value={card.productId} />
      <div className="flex items-start gap-3">
        <img
          src={imageAtWidth(card.imageUrl, 160)}
          alt={card.imageAlt}
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-md border border-stone-200 bg-stone-50 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold leading-snug">
            {card.title}
          </h2>
          <a
            href={`/products/${encodeURIComponent(card.productId)}`}
            target="_blank"
            rel="noopener"
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t("orders:reviews.view")}
            <span className="sr-only"> {t("orders:reviews.viewNewTab", { title: card.title })}</span>
          </a>
        </div>
      </div>

      <StarRating productId={card.productId} title={card.title} hydrated={hydrated} />

      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t("orders:reviews.quickOptions")}</legend>
        <div className={hydrated ? "mt-2 flex flex-wrap gap-2" : "mt-2 space-y-1"}>
          {card.phrases.map((phrase) => (
            <label key={phrase.id} className={hydrated ? "cursor-pointer" : "flex items-center gap-2 text-sm"}>
              <input
                type="checkbox"
                name={`phrase.${card.productId}`}
                value={phrase.text}
                className={hydrated ? "peer sr-only" : "rounded border-stone-400 text-brand-700"}
              />
              <span
                className={
                  hydrated
                    ? "inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-1"
                    : undefined
                }
              >
                {phrase.text}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={commentId} className="block text-sm font-medium text-stone-800">
          {t("orders:reviews.comments")}{" "}
          <span className="font-normal text-stone-600">{t("orders:reviews.optional")}</span>
        </label>
        <textarea
          id={commentId}
          name={`comment.${card.productId}`}
          rows={3}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          className={inputClass}
        />
      </div>

      <button
        type="submit"
        form={skipFormId(card.productId)}
        aria-describedby={titleId}
        className="text-sm font-medium text-stone-700 underline hover:text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
      >
        {t("orders:reviews.skip")}
      </button>
    </article>
  );
}

/**
 * Five radios (5 checked at first). Without JavaScript they are plain radios labelled 1 to 5
 * stars; with it, a row of stars filled up to the choice, still radios for the keyboard and the
 * form.
 */
function StarRating({ productId, title, hydrated }: { productId: string; title: string; hydrated: boolean }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number>(DEFAULT_RATING);
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice made before the script arrived is kept by the browser; show it in the stars.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>("input:checked");
    if (checked) setRating(Number(checked.value));
  }, []);
  return (
    <fieldset ref={group}>
      <legend className="text-sm font-medium text-stone-800">
        {t("orders:reviews.rating")}
        <span className="sr-only"> {t("orders:reviews.ratingFor", { title })}</span>
      </legend>
      <div className={hydrated ? "mt-1 flex items-center" : "mt-1 flex flex-wrap items-center gap-x-4 gap-y-1"}>
        {RATINGS.map((value) => (
          <label
            key={value}
            className={hydrated ? "cursor-pointer" : "inline-flex items-center gap-1 text-sm"}
            title={hydrated ? t("orders:reviews.stars", { count: value }) : undefined}
          >
            <input
              type="radio"
              name={`rating.${productId}`}
              value={value}
              required
              defaultChecked={value === DEFAULT_RATING}
              onChange={() => setRating(value)}
              className={hydrated ? "peer sr-only" : "border-stone-400 text-brand-700"}
            />
            <span className={hydrated ? "sr-only" : undefined}>
              {value}
              <span className="sr-only"> {t("orders:reviews.starWord", { count: value })}</span>
            </span>
            <span
              aria-hidden="true"
              className={
                hydrated
                  ? `block rounded px-0.5 text-3xl leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                      value <= rating ? "text-harvest-500" : "text-stone-300"
                    }`
                  : "text-harvest-500"
              }
            >
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
