import type { Selectable } from "kysely";
import { sql } from "kysely";
import { z } from "zod";
import type { Database } from "~/platform/db.server";
import type { Orders } from "~/platform/db-schema";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { isHoldExpiredNote } from "./hold-messages";
import { ORDERS_PAGE_SIZE } from "./order-display";

const PageQuery = z.coerce.number().int().min(1).max(100_000).catch(1);

/** ?page=N; anything else (missing, 0, "abc") is the first page. */
export function parseOrdersPage(params: URLSearchParams): number {
  return PageQuery.parse(params.get("page") ?? undefined);
}

/** Order numbers are letters, digits and hyphens; anything else cannot name an order. */
const OrderNumberParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/);

export type OrderSummary = {
  orderNumber: string;
  createdAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  fulfilmentMethod: "collect" | "delivery";
  totalCents: number;
  /** Units ordered, all lines together (the cart counts items the same way). */
  itemCount: number;
};

export type OrdersPage = { orders: OrderSummary[]; total: number; page: number; pageCount: number };

/** The customer's own orders, newest first; a page past the end shows the last one. */
export async function listOrders(db: Database, userId: string, requestedPage: number): Promise<OrdersPage> {
  const { total } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  if (total === 0) return { orders: [], total, page, pageCount };
  const rows = await db
    .selectFrom("orders")
    .select((eb) => [
      "orders.order_number",
      "orders.created_at",
      "orders.status",
      "orders.payment_method",
      "orders.payment_status",
      "orders.fulfilment_method",
      "orders.total_cents",
      eb
        .selectFrom("order_items")
        .select(sql<number>`coalesce(sum(order_items.quantity), 0)`.as("count"))
        .whereRef("order_items.order_id", "=", "orders.id")
        .as("item_count"),
    ])
    .where("orders.user_id", "=", userId)
    // rowid breaks ties between orders placed within the same millisecond.
    .orderBy("orders.created_at", "desc")
    .orderBy(sql`orders.rowid`, "desc")
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return {
    orders: rows.map((row) => ({
      orderNumber: row.order_number,
      createdAt: row.created_at,
      status: row.status,
      paymentMethod: row.payment_method,
      paymentStatus: row.payment_status,
      fulfilmentMethod: row.fulfilment_method,
      totalCents: row.total_cents,
      itemCount: Number(row.item_count ?? 0),
    })),
    total,
    page,
    pageCount,
  };
}

export type OrderItemDetail = {
  id: string;
  productName: string;
  wsCode: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

export type OrderHistoryEntry = {
  id: string;
  createdAt: string;
  status: string;
  paymentStatus: string | null;
  /** The shop cancelled it when its hold ran out (the note's words are not sent: staff may write any). */
  holdExpired?: true;
};

export type OrderDetail = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  fulfilmentMethod: "collect" | "delivery";
  deliveryAddress: string | null;
  deliveryDate: string | null;
  /** Where the order's e-mails go. */
  contactEmail: string | null;
  contactName: string | null;
  contactPhone: string | null;
  /** How the customer hears about the order (e-mail, SMS, both) and the cellphone for SMS, as shown (082 123 4567). */
  newsChannel: "email" | "sms" | "both";
  newsPhone: string | null;
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  notes: string | null;
  items: OrderItemDetail[];
  history: OrderHistoryEntry[];
  /** Why the shop did not accept the latest proof of payment, while the payment stands failed. */
  rejectionReason: string | null;
  /** Until when the unpaid order holds its stock (decision 0103); null when it has no end. */
  holdUntil: string | null;
};

/**
 * One of the customer's own orders by its number. Someone else's order, an unknown number and a
 * malformed one all give undefined alike (the page answers 404), so nobody can learn which order
 * numbers exist. Staff are no exception here: the back office has its own order screens.
 */
export async function findOrderForUser(
  db: Database,
  userId: string,
  orderNumber: string | undefined,
): Promise<OrderDetail | undefined> {
  const number = OrderNumberParam.safeParse(orderNumber);
  if (!number.success) return undefined;
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("order_number", "=", number.data)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!order) return undefined;
  return orderDetailOf(db, order);
}

/** Any order by its number, for the back office (its screens check the staff member's area). */
export async function findOrderByNumber(
  db: Database,
  orderNumber: string | undefined,
): Promise<OrderDetail | undefined> {
  const number = OrderNumberParam.safeParse(orderNumber);
  if (!number.success) return undefined;
  const order = await db.selectFrom("orders").selectAll().where("order_number", "=", number.data).executeTakeFirst();
  return order ? orderDetailOf(db, order) : undefined;
}

async function orderDetailOf(db: Database, order: Selectable<Orders>): Promise<OrderDetail> {
  const [items, history, rejected] = await Promise.all([
    db.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy(sql`rowid`).execute(),
    db
      .selectFrom("order_status_history")
      .select(["id", "created_at", "status", "payment_status", "note"])
      .where("order_id", "=", order.id)
      .orderBy("created_at")
      .orderBy(sql`rowid`)
      .execute(),
    order.payment_status === "payment_failed"
      ? db
          .selectFrom("payment_proofs")
          .select("review_note")
          .where("order_id", "=", order.id)
          .where("status", "=", "rejected")
          .orderBy("reviewed_at", "desc")
          .orderBy(sql`rowid`, "desc")
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    id: order.id,
    orderNumber: order.order_number,
    createdAt: order.created_at,
    status: order.status,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    fulfilmentMethod: order.fulfilment_method,
    deliveryAddress: order.delivery_address,
    deliveryDate: order.delivery_date,
    contactEmail: order.contact_email,
    contactName: order.contact_name,
    contactPhone: order.contact_phone,
    newsChannel: order.news_channel,
    newsPhone: order.news_phone ? formatSouthAfricanMobile(order.news_phone) : null,
    subtotalCents: order.subtotal_cents,
    shippingCents: order.shipping_cost_cents,
    discountCents: order.discount_amount_cents,
    totalCents: order.total_cents,
    vatCents: order.vat_cents,
    notes: order.notes,
    holdUntil: order.hold_until,
    items: items.map((item) => ({
      id: item.id,
      productName: item.product_name,
      wsCode: item.ws_code,
      quantity: item.quantity,
      unitPriceCents: item.product_price_cents,
      lineTotalCents: item.item_total_cents,
    })),
    history: history.map((entry) => ({
      id: entry.id,
      createdAt: entry.created_at,
      status: entry.status,
      paymentStatus: entry.payment_status,
      ...(isHoldExpiredNote(entry.note) ? { holdExpired: true as const } : {}),
    })),
    rejectionReason: rejected?.review_note ?? null,
  };
}
