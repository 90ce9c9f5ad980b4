import { Form, Link, useFetcher, useFetchers, useNavigation } from "@remix-run/react";
import { primaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useTranslation } from "~/ui/translation";
import { LeaveReviewCard, skipFormId } from "./leave-reviews-card";
import type { PendingReviewCard } from "./pending-reviews.server";
import { BONUS_POINTS, REVIEWS_PER_BONUS, reviewBonusPoints } from "./review-phrases";

/** Every form here posts to the screen's own action. */
const ACTION = "/reviews";

/** Products whose Skip This Review is on its way (with JavaScript): their cards go at once. */
function useSkipping(): Set<string> {
  const fetchers = useFetchers();
  const skipping = new Set<string>();
  for (const fetcher of fetchers) {
    if (fetcher.formData?.get("intent") !== "skip") continue;
    const productId = fetcher.formData.get("productId");
    if (typeof productId === "string") skipping.add(productId);
  }
  return skipping;
}

/**
 * The pending reviews as one Submit All Reviews form, or the empty state. The count and the
 * '+x pts' badge follow the cards still listed: the server's numbers without JavaScript, and
 * with it they change the moment a card is skipped.
 */
export function LeaveReviews({ pending }: { pending: PendingReviewCard[] }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const skipping = useSkipping();
  const listed = pending.filter((card) => !skipping.has(card.productId));
  const points = reviewBonusPoints(listed.length);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";

  return (
    <>
      {listed.length === 0 ? (
        <NoReviewsPending />
      ) : (
        <Form method="post" action={ACTION} className="space-y-4">
          <input type="hidden" name="intent" value="submit" />
          {listed.map((card) => (
            <LeaveReviewCard key={card.productId} card={card} hydrated={hydrated} />
          ))}
          <p className="text-sm text-stone-700">
            {t("orders:reviews.pointsHint", { reviews: REVIEWS_PER_BONUS, points: BONUS_POINTS })}
          </p>
          {/* On a phone only the button stays in view: one slim, opaque bar (nothing shows through). */}
          <div className="sticky bottom-0 z-10 -mx-3 border-t border-stone-200 bg-stone-50 px-3 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.08)] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:shadow-none">
            <button
              type="submit"
              className={`${primaryButtonClass} w-full gap-2 sm:w-auto`}
              disabled={submitting}
              data-testid="submit-all-reviews"
            >
              {submitting ? t("orders:reviews.submitting") : t("orders:reviews.submitAll", { count: listed.length })}
              {points > 0 ? (
                <span className="rounded-full bg-harvest-400 px-2 py-0.5 text-sm font-bold text-stone-900">
                  {t("orders:reviews.pointsBadge", { points })}
                </span>
              ) : null}
            </button>
          </div>
        </Form>
      )}
      {pending.map((card) => (
        <SkipReviewForm key={card.productId} productId={card.productId} hydrated={hydrated} />
      ))}
    </>
  );
}

/**
 * A card's Skip This Review form: empty to the eye, its button sits in the card (linked by the
 * `form` attribute). Without JavaScript it posts and the page comes back without the card; with
 * it, a fetcher posts and asks for an answer in place of the redirect.
 */
function SkipReviewForm({ productId, hydrated }: { productId: string; hydrated: boolean }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={ACTION} id={skipFormId(productId)}>
      <input type="hidden" name="intent" value="skip" />
      <input type="hidden" name="productId" value={productId} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
    </fetcher.Form>
  );
}

function NoReviewsPending() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-reviews-pending"
      className="rounded-lg border border-stone-200 bg-white p-6 text-center"
    >
      <h2 id="no-reviews-pending" className="text-lg font-semibold">
        {t("orders:reviews.nonePending")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("orders:reviews.nonePendingText")}</p>
      <p className="mt-4">
        <Link to="/products" className={primaryButtonClass}>
          {t("orders:reviews.browse")}
        </Link>
      </p>
    </section>
  );
}
