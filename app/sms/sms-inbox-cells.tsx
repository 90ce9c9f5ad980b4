import { Link } from "@remix-run/react";
import { listLinkClass } from "~/admin/data-list";
import { orderStatusLabel } from "~/orders/order-display";
import { formatDate, formatDateTime } from "~/platform/format";
import { isPlaceholderEmail } from "~/platform/placeholder-email";
import { marketingStateLabel, SMS_CONSENT_SOURCE_LABELS, SMS_OPT_OUT_SOURCE_LABELS } from "./sms-inbox";
import type { InboxCustomer, SmsInboxRow } from "./sms-inbox.server";

/** The SMS inbox's cells (decision 0090): who the number belongs to, their latest order, the number's marketing state, handled by whom. */

export function CustomerCell({ customer }: { customer: InboxCustomer | null }) {
  if (!customer) return <span className="text-stone-600">No account has this number.</span>;
  return (
    <>
      {customer.hasClientProfile ? (
        <Link to={`/admin/clients?client=${customer.userId}`} className={listLinkClass}>
          {customer.name}
        </Link>
      ) : (
        customer.name
      )}
      {isPlaceholderEmail(customer.email) ? null : (
        <span className="block break-all text-xs text-stone-600">{customer.email}</span>
      )}
      <span className="block text-xs text-stone-600">
        {customer.proved ? "Number proved on this account" : "Number typed on this account, not proved"}
        {customer.others > 0
          ? `; ${customer.others} more account${customer.others === 1 ? "" : "s"} with this number`
          : ""}
      </span>
    </>
  );
}

export function LatestOrderCell({ customer }: { customer: InboxCustomer | null }) {
  const order = customer?.latestOrder;
  if (!order) return <span className="text-stone-600">None</span>;
  return (
    <>
      <Link to={`/admin/orders/${order.orderNumber}`} className={listLinkClass}>
        {order.orderNumber}
      </Link>
      <span className="block text-xs text-stone-600">
        {orderStatusLabel(order.status, order.fulfilment)}, {formatDate(order.createdAt)}
      </span>
    </>
  );
}

export function MarketingCell({ reply }: { reply: SmsInboxRow }) {
  const marketing = reply.marketing;
  return (
    <>
      {marketingStateLabel(marketing.state)}
      {marketing.state === "consented" ? (
        <span className="block text-xs text-stone-600">
          {formatDate(marketing.at)}, {SMS_CONSENT_SOURCE_LABELS[marketing.source] ?? marketing.source}
        </span>
      ) : marketing.state === "opted_out" ? (
        <span className="block text-xs text-stone-600">
          {formatDate(marketing.at)}, {SMS_OPT_OUT_SOURCE_LABELS[marketing.source]}
        </span>
      ) : null}
    </>
  );
}

export function Handled({ reply }: { reply: SmsInboxRow }) {
  if (!reply.handledAt) return <>Open</>;
  return (
    <>
      Handled
      <span className="block text-xs text-stone-600">
        {reply.handledBy ? `by ${reply.handledBy}` : "by the shop"}, {formatDateTime(reply.handledAt)}
      </span>
    </>
  );
}
