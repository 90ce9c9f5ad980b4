import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Field, FieldErrors, inputClass, primaryButtonClass } from "~/ui/field";
import { useHydrated } from "~/ui/hydration";
import { useTranslation } from "~/ui/translation";
import { REVIEW_TEXT_MAX_LENGTH } from "./messages";

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The write-review form: a required rating (radio buttons) and optional text, posted to the
 * product page's own action. The browser checks the rating without JavaScript; with it, the
 * button also stays disabled until a rating is chosen. The server checks everything again.
 */
export function ReviewForm({
  action,
  errors,
  initialText,
  initialRating,
}: {
  action: string;
  errors: { rating?: string[]; reviewText?: string[]; form?: string[] };
  initialText: string;
  initialRating: string | null;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [rating, setRating] = useState(initialRating);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";

  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      className="mt-4 space-y-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h3 className="text-lg font-semibold">{t("catalog:reviews.write")}</h3>
      <input type="hidden" name="intent" value="review" />
      <FieldErrors id="review-form-error" errors={errors.form} />
      <fieldset aria-describedby={errors.rating?.length ? "review-rating-error" : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("catalog:reviews.rating")}</legend>
        <div className="mt-1 flex flex-col gap-1">
          {RATINGS.map((value) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="rating"
                value={value}
                required
                defaultChecked={initialRating === String(value)}
                onChange={() => setRating(String(value))}
                className="border-stone-400 text-brand-700"
              />
              <span aria-hidden="true" className="text-lg text-harvest-500">
                {"★".repeat(value)}
                <span className="text-stone-300">{"☆".repeat(5 - value)}</span>
              </span>
              <span className="sr-only">{t("catalog:reviews.stars", { count: value })}</span>
            </label>
          ))}
        </div>
        <FieldErrors id="review-rating-error" errors={errors.rating} />
      </fieldset>
      <Field id="review-text" label={t("catalog:reviews.text")} errors={errors.reviewText}>
        <textarea
          id="review-text"
          name="reviewText"
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          defaultValue={initialText}
          aria-describedby={errors.reviewText?.length ? "review-text-error" : undefined}
          className={inputClass}
        />
      </Field>
      <button type="submit" className={primaryButtonClass} disabled={hydrated && (!rating || submitting)}>
        {submitting ? t("catalog:reviews.submitting") : t("catalog:reviews.submit")}
      </button>
    </Form>
  );
}
