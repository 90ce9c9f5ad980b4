import type { Database } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { orderStatusLabel } from "./order-display";
import { type AdminOrderQueryValue, matching } from "./orders-admin.server";

/** At most this many orders go in one export: years of this shop's orders, and a bound on the work. */
export const ORDER_EXPORT_LIMIT = 50_000;

export const ORDER_EXPORT_COLUMNS = [
  "Order number",
  "Date (SAST)",
  "Customer",
  "E-mail",
  "Phone",
  "Collect or delivery",
  "Status",
  "Payment status",
  "Payment method",
  "Items",
  "Subtotal (R)",
  "Delivery (R)",
  "Discount (R)",
  "Total incl. VAT (R)",
  "VAT (R)",
] as const;

const rands = (cents: number) => Number((cents / 100).toFixed(2));

/** What the list's filter shows (every page of it), as the rows of a CSV, newest first. */
export async function exportAdminOrders(db: Database, query: AdminOrderQueryValue) {
  let rows = db
    .selectFrom("orders")
    .select((eb) => [
      "order_number",
      "created_at",
      "contact_name",
      "contact_email",
      "contact_phone",
      "fulfilment_method",
      "status",
      "payment_status",
      "payment_method",
      "subtotal_cents",
      "shipping_cost_cents",
      "discount_amount_cents",
      "total_cents",
      "vat_cents",
      eb
        .selectFrom("order_items")
        .select((items) => items.fn.coalesce(items.fn.sum<number>("quantity"), items.lit(0)).as("n"))
        .whereRef("order_items.order_id", "=", "orders.id")
        .as("item_count"),
    ])
    .where(matching(query));
  if (query.status !== "all") rows = rows.where("status", "=", query.status);
  const found = await rows
    .orderBy("created_at", "desc")
    .orderBy("order_number", "desc")
    .limit(ORDER_EXPORT_LIMIT)
    .execute();
  return found.map((row) => [
    row.order_number,
    formatDateTime(row.created_at),
    row.contact_name,
    row.contact_email,
    row.contact_phone,
    row.fulfilment_method === "collect" ? "Collect" : "Delivery",
    orderStatusLabel(row.status, row.fulfilment_method),
    row.payment_status.replaceAll("_", " "),
    row.payment_method,
    Number(row.item_count ?? 0),
    rands(row.subtotal_cents),
    rands(row.shipping_cost_cents),
    rands(row.discount_amount_cents),
    rands(row.total_cents),
    rands(row.vat_cents),
  ]);
}

/** The export's file name says what it holds: orders-2026-11-01-to-2026-11-30-shipped.csv. */
export function orderExportFileName(query: AdminOrderQueryValue, today: string): string {
  const parts = ["orders"];
  if (query.from || query.to) parts.push(query.from || "start", "to", query.to || today);
  else parts.push(today);
  if (query.status !== "all") parts.push(query.status.replaceAll("_", "-"));
  if (query.payment !== "all") parts.push(query.payment.replaceAll("_", "-"));
  return `${parts.join("-")}.csv`;
}
