import { Form, useLocation } from "@remix-run/react";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { useFormat, useTranslation } from "~/ui/translation";
import { type CartSummary, lastVisitSummary } from "./cart-lines";
import {
  KEEP_LAST_VISIT_BUTTON,
  LAST_VISIT_EXPLANATION,
  LAST_VISIT_HEADING,
  lastVisitTotalChange,
  REMOVE_LAST_VISIT_BUTTON,
} from "./messages";

/**
 * What signing in brought from the account's earlier cart (decision 0094), on the cart and the
 * checkout: each product with its quantity and what it adds, the change in the total, and one tap
 * to take them all out or to keep them. Plain forms posting to /cart, which come back to this page:
 * the same without JavaScript. Nothing when no line came from the last visit.
 */
export function LastVisitNotice({ cart }: { cart: Pick<CartSummary, "lines" | "subtotalCents"> }) {
  const location = useLocation();
  const { t } = useTranslation();
  const format = useFormat();
  const summary = lastVisitSummary(cart);
  if (!summary) return null;
  const back = `${location.pathname}${location.search}`;
  return (
    <section
      aria-labelledby="last-visit-heading"
      data-testid="last-visit-notice"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="last-visit-heading" className="text-lg font-semibold">
        {t(LAST_VISIT_HEADING)}
      </h2>
      <p className="text-sm">{t(LAST_VISIT_EXPLANATION)}</p>
      <ul className="space-y-1 text-sm">
        {summary.items.map((item) => (
          <li key={item.productId} className="flex flex-wrap justify-between gap-x-3" data-testid="last-visit-item">
            <span>
              {item.quantity} x {item.name}
            </span>
            <span className="font-semibold">
              {item.problem === null ? format.rand(item.amountCents) : t("cart:lastVisit.notInTotal")}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold" data-testid="last-visit-total">
        {lastVisitTotalChange(t, format.rand(summary.totalBeforeCents), format.rand(summary.totalNowCents))}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove-last-visit" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className={primaryButtonClass}>
            {t(REMOVE_LAST_VISIT_BUTTON)}
            <span className="sr-only"> ({t(LAST_VISIT_HEADING).toLowerCase()})</span>
          </button>
        </Form>
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="keep-last-visit" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className={secondaryButtonClass}>
            {t(KEEP_LAST_VISIT_BUTTON)}
            <span className="sr-only"> ({t(LAST_VISIT_HEADING).toLowerCase()})</span>
          </button>
        </Form>
      </div>
    </section>
  );
}
