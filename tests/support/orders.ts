import { randomUUID } from "node:crypto";
import type { OrderStatus, PaymentStatus } from "../../app/orders/order-status";
import type { Database } from "../../app/platform/db.server";

export type TestOrderLine = { productId: string; quantity: number };

/**
 * Inserts a placed order for a user straight into the database (with today's product names and
 * prices as its snapshot, and its first status-history row), for tests of the order screens
 * that should not depend on clicking through checkout. Its number is unique but not from the
 * shop's counter: `ORD-1999-` plus random digits, so it never collides with a real one.
 */
export async function insertOrder(
  db: Database,
  options: {
    userId: string;
    lines: TestOrderLine[];
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    paymentMethod?: "eft" | "cash_on_collection" | "card";
    shippingCents?: number;
    discountCents?: number;
    notes?: string | null;
    createdAt?: string;
  },
): Promise<{ id: string; orderNumber: string; totalCents: number }> {
  const id = randomUUID();
  const orderNumber = `ORD-1999-${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const createdAt = options.createdAt ?? new Date().toISOString();
  const items = [];
  let subtotal = 0;
  for (const line of options.lines) {
    const product = await db
      .selectFrom("products")
      .select(["id", "product_name", "website_title", "ws_code", "incl_price_cents"])
      .where("id", "=", line.productId)
      .executeTakeFirstOrThrow();
    const total = product.incl_price_cents * line.quantity;
    subtotal += total;
    items.push({
      id: randomUUID(),
      order_id: id,
      product_id: product.id,
      product_name: product.website_title || product.product_name,
      ws_code: product.ws_code,
      quantity: line.quantity,
      product_price_cents: product.incl_price_cents,
      item_total_cents: total,
    });
  }
  const shipping = options.shippingCents ?? 0;
  const discount = options.discountCents ?? 0;
  const totalCents = subtotal + shipping - discount;
  const status = options.status ?? "pending";
  const paymentStatus = options.paymentStatus ?? "pending_payment";
  await db
    .insertInto("orders")
    .values({
      id,
      order_number: orderNumber,
      user_id: options.userId,
      status,
      payment_method: options.paymentMethod ?? "eft",
      payment_status: paymentStatus,
      fulfilment_method: shipping > 0 ? "delivery" : "collect",
      subtotal_cents: subtotal,
      shipping_cost_cents: shipping,
      discount_amount_cents: discount,
      total_cents: totalCents,
      vat_cents: Math.round((totalCents * 15) / 115),
      notes: options.notes ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  if (items.length > 0) await db.insertInto("order_items").values(items).execute();
  await db
    .insertInto("order_status_history")
    .values({
      id: randomUUID(),
      order_id: id,
      status,
      payment_status: paymentStatus,
      note: "Order placed (test data).",
      changed_by_id: options.userId,
      created_at: createdAt,
    })
    .execute();
  return { id, orderNumber, totalCents };
}
