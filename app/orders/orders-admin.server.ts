import type { ExpressionBuilder } from "kysely";
import { z } from "zod";
import type { Database } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { isShopDay, shopDayEnd, shopDayStart } from "~/platform/shop-days";
import { containsText } from "~/platform/text-search.server";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from "./order-status";

/**
 * The back office's orders, in files of their own: the list staff work from (this file), its CSV
 * export (orders-export.server.ts), what one order's page reads beside the order
 * (order-admin-page.server.ts), and what staff do to an order (order-staff-actions.server.ts:
 * verify or reject its proof of payment, move it on along the transition table, add a note).
 * Every change is audited and e-mailed to the customer (decision 0034).
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;

/** A day in the date range; anything that is not a real YYYY-MM-DD day is ignored (the list shows all). */
const RangeDay = z.string().trim().refine(isShopDay).catch("").default("");

export const AdminOrderQuery = z
  .object({
    status: z
      .enum(["all", ...ORDER_STATUSES])
      .catch("all")
      .default("all"),
    payment: z
      .enum(["all", ...PAYMENT_STATUSES])
      .catch("all")
      .default("all"),
    search: z.string().trim().max(100).catch(""),
    from: RangeDay,
    to: RangeDay,
    limit: z.coerce
      .number()
      .int()
      .catch(ADMIN_ORDERS_PAGE_SIZE)
      .transform((limit) => Math.min(Math.max(limit, ADMIN_ORDERS_PAGE_SIZE), 500)),
  })
  // A range typed back to front means the same days.
  .transform((query) =>
    query.from && query.to && query.from > query.to ? { ...query, from: query.to, to: query.from } : query,
  );
export type AdminOrderQueryValue = z.infer<typeof AdminOrderQuery>;

export type AdminOrderRow = {
  orderNumber: string;
  createdAt: string;
  customer: string;
  email: string | null;
  phone: string | null;
  totalCents: number;
  fulfilment: "collect" | "delivery";
  status: OrderStatus;
  paymentStatus: string;
  paymentMethod: string;
  /** Until when the unpaid order holds its stock (decision 0103). */
  holdUntil: string | null;
};

type OrderFilter = Pick<AdminOrderQueryValue, "search" | "from" | "to" | "payment">;

/** The search (number, name, e-mail or phone) and the date range (shop days, SAST), as one condition. */
export function matching(filter: OrderFilter) {
  return (eb: ExpressionBuilder<DB, "orders">) => {
    const conditions = [];
    if (filter.search)
      conditions.push(containsText(filter.search, ["order_number", "contact_name", "contact_email", "contact_phone"]));
    if (filter.payment !== "all") conditions.push(eb("payment_status", "=", filter.payment));
    if (filter.from) conditions.push(eb("created_at", ">=", shopDayStart(filter.from)));
    if (filter.to) conditions.push(eb("created_at", "<", shopDayEnd(filter.to)));
    return eb.and(conditions);
  };
}

/**
 * The list: newest first, by status tab, payment status, search and date range; counts per status for the tabs
 * (within the search and range, so each tab's count is what it would show).
 */
export async function listAdminOrders(db: Database, query: AdminOrderQueryValue) {
  let rows = db
    .selectFrom("orders")
    .select([
      "order_number",
      "created_at",
      "contact_name",
      "contact_email",
      "contact_phone",
      "total_cents",
      "fulfilment_method",
      "status",
      "payment_status",
      "payment_method",
      "hold_until",
    ])
    .where(matching(query));
  if (query.status !== "all") rows = rows.where("status", "=", query.status);
  const [found, perStatus] = await Promise.all([
    rows
      .orderBy("created_at", "desc")
      .orderBy("order_number", "desc")
      .limit(query.limit + 1)
      .execute(),
    db
      .selectFrom("orders")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .where(matching(query))
      .groupBy("status")
      .execute(),
  ]);
  const countByStatus = Object.fromEntries(perStatus.map((row) => [row.status, Number(row.count)])) as Partial<
    Record<OrderStatus, number>
  >;
  return {
    orders: found.slice(0, query.limit).map(
      (row): AdminOrderRow => ({
        orderNumber: row.order_number,
        createdAt: row.created_at,
        customer: row.contact_name ?? "",
        email: row.contact_email,
        phone: row.contact_phone,
        totalCents: row.total_cents,
        fulfilment: row.fulfilment_method,
        status: row.status,
        paymentStatus: row.payment_status,
        paymentMethod: row.payment_method,
        holdUntil: row.hold_until,
      }),
    ),
    hasMore: found.length > query.limit,
    countByStatus,
    total: Object.values(countByStatus).reduce((sum, count) => sum + (count ?? 0), 0),
  };
}
