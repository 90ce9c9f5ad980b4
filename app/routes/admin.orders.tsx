import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/accounts/auth.server";
import { DataList, listLinkClass } from "~/admin/data-list";
import { type AdminHandle, adminMeta } from "~/admin/meta";
import { NOT_PAID_YET } from "~/orders/messages";
import { orderStatusLabel, paymentStatusLabel } from "~/orders/order-display";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "~/orders/order-status";
import { AdminOrderQuery, listAdminOrders } from "~/orders/orders-admin.server";
import { notPaidYet, PAY_AT_COUNTER } from "~/orders/pickup-payment";
import { ListHoldLine } from "~/orders/staff-hold-note";
import { StatusBadge } from "~/orders/status-badge";
import { db } from "~/platform/db.server";
import { formatDate, formatRand } from "~/platform/format";
import { formatPhoneForPeople } from "~/sms/phone-number";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";

export const meta: MetaFunction = () => adminMeta("Orders");

export const handle: AdminHandle = { breadcrumb: "Orders" };

const LIST = "/admin/orders";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "orders");
  const query = AdminOrderQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminOrders(db(), query)), query };
}

type ListQuery = { status: string; payment: string; search: string; from: string; to: string };

/** The list's address with some of its state changed; the same state, as a CSV, for the export. */
function hrefWith(query: ListQuery, changes: Record<string, string | number>, path = LIST) {
  const params = new URLSearchParams();
  const merged = {
    status: query.status,
    payment: query.payment,
    search: query.search,
    from: query.from,
    to: query.to,
    ...changes,
  };
  for (const [key, value] of Object.entries(merged)) {
    if (value !== "" && value !== "all") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export default function AdminOrders() {
  const { orders, hasMore, countByStatus, total, query } = useLoaderData<typeof loader>();
  const tabs = [
    { status: "all", label: "All", count: total },
    ...ORDER_STATUSES.map((status) => ({ status, label: orderStatusLabel(status), count: countByStatus[status] ?? 0 })),
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      <nav aria-label="Orders by status">
        <ul className="flex flex-wrap gap-2 text-sm">
          {tabs.map((tab) => (
            <li key={tab.status}>
              <Link
                to={hrefWith(query, { status: tab.status })}
                aria-current={query.status === tab.status ? "page" : undefined}
                className={`inline-block rounded-full border px-3 py-1 no-underline ${query.status === tab.status ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800"}`}
              >
                {tab.label} ({tab.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={LIST}
        className="flex flex-wrap items-end gap-2"
        role="search"
        aria-label="Find orders"
      >
        {query.status !== "all" ? <input type="hidden" name="status" value={query.status} /> : null}
        <div>
          <label htmlFor="order-payment" className="block text-sm font-medium">
            Payment
          </label>
          <select id="order-payment" name="payment" defaultValue={query.payment} className={inputClass}>
            <option value="all">Any</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {paymentStatusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="order-search" className="block text-sm font-medium">
            Order number, name, e-mail or phone
          </label>
          <input id="order-search" type="search" name="search" defaultValue={query.search} className={inputClass} />
        </div>
        <div>
          <label htmlFor="order-from" className="block text-sm font-medium">
            From
          </label>
          <input id="order-from" type="date" name="from" defaultValue={query.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="order-to" className="block text-sm font-medium">
            To
          </label>
          <input id="order-to" type="date" name="to" defaultValue={query.to} className={inputClass} />
        </div>
        <button type="submit" className={primaryButtonClass}>
          Search
        </button>
        {query.search || query.from || query.to ? (
          <Link
            to={hrefWith(query, { search: "", from: "", to: "" })}
            className={`${secondaryButtonClass} no-underline`}
          >
            Clear
          </Link>
        ) : null}
      </Form>
      <p className="text-sm">
        {/* A download, not a page: the browser saves the file, with JavaScript or without. */}
        <a href={hrefWith(query, {}, `${LIST}/export.csv`)} download className="underline">
          Export CSV of these orders
        </a>{" "}
        <span className="text-stone-700">(every page of what this list shows)</span>
      </p>
      <DataList
        label="Orders"
        rows={orders}
        rowKey={(order) => order.orderNumber}
        empty="No orders found."
        columns={[
          {
            header: "Order",
            card: "title",
            cell: (order) => (
              <Link to={`${LIST}/${order.orderNumber}`} className={listLinkClass}>
                {order.orderNumber}
              </Link>
            ),
          },
          { header: "Date", nowrap: true, cell: (order) => formatDate(order.createdAt) },
          {
            header: "Customer",
            cell: (order) => (
              <>
                {order.customer}
                {order.email ? <span className="block break-all text-xs text-stone-600">{order.email}</span> : null}
                {order.phone ? (
                  <span className="block text-xs text-stone-600">{formatPhoneForPeople(order.phone)}</span>
                ) : null}
              </>
            ),
          },
          { header: "Total", numeric: true, nowrap: true, cell: (order) => formatRand(order.totalCents) },
          {
            header: "Collect or delivery",
            cell: (order) => (order.fulfilment === "collect" ? "Collect" : "Delivery"),
          },
          { header: "Status", cell: (order) => <StatusBadge status={order.status} fulfilment={order.fulfilment} /> },
          {
            header: "Payment",
            // An order to collect still waiting for its money says so plainly (decision 0092).
            cell: (order) =>
              notPaidYet({ ...order, fulfilmentMethod: order.fulfilment }) ? (
                <>
                  <strong className="block">{NOT_PAID_YET}</strong>
                  <span className="block text-xs text-stone-700">
                    {order.paymentMethod === PAY_AT_COUNTER
                      ? "pays at the counter"
                      : paymentStatusLabel(order.paymentStatus)}
                  </span>
                  <ListHoldLine order={order} />
                </>
              ) : (
                <>
                  {paymentStatusLabel(order.paymentStatus)}
                  <ListHoldLine order={order} />
                </>
              ),
          },
        ]}
      />
      {hasMore ? (
        <Link to={hrefWith(query, { limit: query.limit + 25 })} className={`${secondaryButtonClass} no-underline`}>
          Load More
        </Link>
      ) : null}
    </div>
  );
}
