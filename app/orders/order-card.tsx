import type { MouseEvent } from "react";
import { formatDateTime, formatRand } from "~/platform/format";
import { customerInvoice, customerInvoicePath } from "./customer-order-rules";
import { itemCountText, TAX_INVOICE_LINK, VIEW_DETAILS } from "./messages";
import { displayOrderNumber, paymentMethodLabel } from "./order-display";
import type { OrderSummary } from "./orders.server";
import { StatusBadge } from "./status-badge";

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
            <p className="text-sm text-stone-700">{formatDateTime(order.createdAt)}</p>
          </div>
          <StatusBadge status={order.status} fulfilment={order.fulfilmentMethod} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Total</dt>
          <dd className="font-bold" data-testid="order-total">
            {formatRand(order.totalCents)}
          </dd>
          <dt className="text-stone-600">Items</dt>
          <dd>{itemCountText(order.itemCount)}</dd>
          <dt className="text-stone-600">Payment</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
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
          {VIEW_DETAILS}
          <span className="sr-only"> of order {number}</span>
        </a>
        {customerInvoice(order) === "ready" ? (
          <a
            href={customerInvoicePath(order.orderNumber)}
            className="inline-flex min-h-6 items-center justify-center text-sm font-semibold"
          >
            {TAX_INVOICE_LINK}
            <span className="sr-only"> of order {number}</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}
