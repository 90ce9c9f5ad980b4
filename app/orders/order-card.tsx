import type { MouseEvent } from "react";
import { useFormat, useTranslation } from "~/ui/translation";
import { customerInvoice, customerInvoicePath } from "./customer-order-rules";
import { displayOrderNumber } from "./order-display";
import type { OrderSummary } from "./orders.server";
import { paymentMethodText, StatusBadge } from "./status-badge";

/** The address of an order's own page (the details without JavaScript). */
export function orderPath(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}`;
}

/** A plain left click, which the dialog may take over; others (new tab, new window) keep the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One order in the list. 'View Details' is a link to the order's page; once JavaScript runs
 * (`onViewDetails` given), a plain click opens the Order Details dialog instead.
 */
export function OrderCard({
  order,
  onViewDetails,
}: {
  order: OrderSummary;
  onViewDetails: ((orderNumber: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = displayOrderNumber(order.orderNumber);
  const titleId = `order-${order.orderNumber}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
        data-testid="order-card"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={titleId} className="font-mono text-base font-bold">
              {number}
            </h2>
            <p className="text-sm text-stone-700">{format.dateTime(order.createdAt)}</p>
          </div>
          <StatusBadge status={order.status} fulfilment={order.fulfilmentMethod} t={t} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t("orders:total")}</dt>
          <dd className="font-bold" data-testid="order-total">
            {format.rand(order.totalCents)}
          </dd>
          <dt className="text-stone-600">{t("orders:card.items")}</dt>
          <dd>{t("orders:itemCount", { count: order.itemCount })}</dd>
          <dt className="text-stone-600">{t("orders:card.payment")}</dt>
          <dd>{paymentMethodText(order.paymentMethod, t)}</dd>
        </dl>
        <a
          href={orderPath(order.orderNumber)}
          className="mt-auto inline-flex items-center justify-center rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-800 no-underline hover:bg-stone-50 hover:no-underline"
          aria-haspopup={onViewDetails ? "dialog" : undefined}
          onClick={(event) => {
            if (!onViewDetails || !isPlainClick(event)) return;
            event.preventDefault();
            onViewDetails(order.orderNumber);
          }}
        >
          {t("orders:card.viewDetails")}
          <span className="sr-only"> {t("orders:card.ofOrder", { number })}</span>
        </a>
        {customerInvoice(order) === "ready" ? (
          <a
            href={customerInvoicePath(order.orderNumber)}
            className="inline-flex min-h-6 items-center justify-center text-sm font-semibold"
          >
            {t("orders:taxInvoice")}
            <span className="sr-only"> {t("orders:card.ofOrder", { number })}</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}
