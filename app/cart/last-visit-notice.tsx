import { Form, useLocation } from "@remix-run/react";
import { formatRand } from "~/platform/format";
import { primaryButtonClass, secondaryButtonClass } from "~/ui/field";
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
        {LAST_VISIT_HEADING}
      </h2>
      <p className="text-sm">{LAST_VISIT_EXPLANATION}</p>
      <ul className="space-y-1 text-sm">
        {summary.items.map((item) => (
          <li key={item.productId} className="flex flex-wrap justify-between gap-x-3" data-testid="last-visit-item">
            <span>
              {item.quantity} x {item.name}
            </span>
            <span className="font-semibold">
              {item.problem === null ? formatRand(item.amountCents) : "Not in the total (cannot be ordered now)"}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold" data-testid="last-visit-total">
        {lastVisitTotalChange(formatRand(summary.totalBeforeCents), formatRand(summary.totalNowCents))}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="remove-last-visit" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className={primaryButtonClass}>
            {REMOVE_LAST_VISIT_BUTTON}
            <span className="sr-only"> ({LAST_VISIT_HEADING.toLowerCase()})</span>
          </button>
        </Form>
        <Form method="post" action="/cart">
          <input type="hidden" name="intent" value="keep-last-visit" />
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className={secondaryButtonClass}>
            {KEEP_LAST_VISIT_BUTTON}
            <span className="sr-only"> ({LAST_VISIT_HEADING.toLowerCase()})</span>
          </button>
        </Form>
      </div>
    </section>
  );
}
