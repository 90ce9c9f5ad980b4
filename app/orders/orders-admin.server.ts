import { type ExpressionBuilder, sql } from "kysely";
import { z } from "zod";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { env } from "~/platform/env.server";
import { sendEmail } from "~/platform/mailer.server";
import { isShopDay, shopDateTime, shopDayEnd, shopDayStart } from "~/platform/shop-days";
import { containsText } from "~/platform/text-search.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { orderStatusLabel } from "./order-display";
import { byEmail, type OrderNews, sendOrderSms, statusSmsEvent } from "./order-news.server";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from "./order-status";
import { changeOrderStatus } from "./order-status.server";
import { allowedNextStatuses, awaitsPayment } from "./order-transitions";
import { STAFF_NOTE_MAX, STAFF_NOTE_REQUIRED } from "./staff-notes";
import { orderStatusEmail } from "./status-email";

/**
 * The back office's orders: the list staff work from, one order's page, and what staff do to an
 * order (verify or reject its proof of payment, move it on along the transition table). Every
 * change is audited and e-mailed to the customer (decision 0034).
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
};

type OrderFilter = Pick<AdminOrderQueryValue, "search" | "from" | "to" | "payment">;

/** The search (number, name, e-mail or phone) and the date range (shop days, SAST), as one condition. */
function matching(filter: OrderFilter) {
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
      }),
    ),
    hasMore: found.length > query.limit,
    countByStatus,
    total: Object.values(countByStatus).reduce((sum, count) => sum + (count ?? 0), 0),
  };
}

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
    shopDateTime(row.created_at),
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

export async function loadOrderProofs(db: Database, orderId: string) {
  return db
    .selectFrom("payment_proofs as p")
    .leftJoin("users as u", "u.id", "p.reviewed_by_id")
    .select([
      "p.id",
      "p.original_filename",
      "p.content_type",
      "p.size_bytes",
      "p.status",
      "p.review_note",
      "p.reviewed_at",
      "p.created_at",
      "u.email as reviewedBy",
    ])
    .where("p.order_id", "=", orderId)
    .orderBy("p.created_at", "desc")
    .execute();
}

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };
export type StaffOutcome =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

export const REJECT_REASON_REQUIRED = "Please say why the proof is rejected: the customer is told.";

/** Someone else moved the order on while this staff member looked at it. */
export function changedMeanwhile(now: OrderStatus): string {
  return `Someone else changed this order while you had it open: it is now ${orderStatusLabel(now).toLowerCase()}. Nothing was changed; check it and try again.`;
}

export type StaffNote = { id: string; body: string; authorEmail: string | null; createdAt: string };

/** The staff's notes on an order, oldest first, as a conversation reads. */
export async function loadStaffNotes(db: Database, orderId: string): Promise<StaffNote[]> {
  const rows = await db
    .selectFrom("order_staff_notes")
    .select(["id", "body", "author_email", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy(sql`rowid`)
    .execute();
  return rows.map((row) => ({ id: row.id, body: row.body, authorEmail: row.author_email, createdAt: row.created_at }));
}

/**
 * A note for staff on an order (never shown to the customer, never e-mailed): kept with its author
 * and time, and audited. Notes are added, not edited, so nobody's note is overwritten.
 */
export async function addStaffNote(
  db: Database,
  actor: Actor,
  orderNumber: string,
  body: string,
  meta: Meta,
): Promise<StaffOutcome> {
  const text = body.trim();
  if (!text) return { ok: false, status: 400, message: STAFF_NOTE_REQUIRED };
  if (text.length > STAFF_NOTE_MAX)
    return { ok: false, status: 400, message: `Please keep the note under ${STAFF_NOTE_MAX} characters.` };
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await orderFor(trx, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    const id = crypto.randomUUID();
    await trx
      .insertInto("order_staff_notes")
      .values({
        id,
        order_id: order.id,
        author_id: actor.id,
        author_email: actor.email,
        body: text,
        created_at: nowIso(),
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "order.note",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber, noteId: id },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, title: "Note added", description: `Your note is on ${orderNumber}.` };
  });
}

async function orderFor(db: Database, orderNumber: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "status",
      "payment_status",
      "payment_method",
      "fulfilment_method",
      "contact_email",
      "contact_name",
      "total_cents",
      "news_channel",
      "news_phone",
    ])
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
}

function newsOf(order: {
  id: string;
  order_number: string;
  news_channel: OrderNews["channel"];
  news_phone: string | null;
}): OrderNews {
  return { id: order.id, orderNumber: order.order_number, channel: order.news_channel, phone: order.news_phone };
}

function orderUrl(orderNumber: string): string {
  return `${env().APP_URL}/orders/${orderNumber}`;
}

/**
 * Verify (financial officer, admin, super admin): the proof is verified, the payment paid, and an
 * order not yet past it moves to 'payment received'; the customer is told by e-mail.
 */
export async function verifyPayment(
  db: Database,
  actor: Actor,
  orderNumber: string,
  proofId: string,
  meta: Meta,
): Promise<StaffOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await orderFor(trx, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    const proof = await trx
      .selectFrom("payment_proofs")
      .select(["id", "status"])
      .where("id", "=", proofId)
      .where("order_id", "=", order.id)
      .executeTakeFirst();
    if (!proof) return { ok: false, status: 404, message: "Proof of payment not found" };
    if (proof.status !== "pending")
      return { ok: false, status: 409, message: `This proof was already ${proof.status} by someone else.` };
    const now = nowIso();
    await trx
      .updateTable("payment_proofs")
      .set({ status: "verified", reviewed_by_id: actor.id, reviewed_at: now })
      .where("id", "=", proof.id)
      .execute();
    await trx
      .updateTable("orders")
      .set({ payment_status: "paid", updated_at: now })
      .where("id", "=", order.id)
      .execute();
    if (awaitsPayment(order.status)) {
      const moved = await changeOrderStatus(trx, {
        orderId: order.id,
        status: "payment_received",
        changedById: actor.id,
        note: "Payment verified.",
        paymentVerified: true,
      });
      if (moved.status !== "changed") throw new Error(`Verified payment could not move order ${orderNumber}`);
    }
    await recordAudit(trx, {
      actor,
      action: "payment.verify",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber, proofId, from: order.payment_status, to: "paid" },
      ipAddress: meta.ipAddress,
    });
    const shop = await readShopDetails(trx);
    await sendOrderSms(trx, newsOf(order), { event: "payment_verified", totalCents: order.total_cents });
    if (order.contact_email && byEmail(newsOf(order)))
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-verified",
        subject: `Payment received for order ${orderNumber}`,
        text:
          [
            `Hello ${order.contact_name ?? ""},`.replace(" ,", ","),
            "",
            `We have checked your proof of payment and received your payment for order ${orderNumber}. Thank you.`,
            "We are preparing your order now and will let you know when it is ready.",
            "",
            `Your order: ${orderUrl(orderNumber)}`,
          ].join("\n") + emailSignature(shop),
      });
    return { ok: true, title: "Payment verified", description: `Order ${orderNumber} is paid.` };
  });
}

/**
 * Reject: the proof is rejected with the reason, the payment is marked failed (the customer may
 * upload a new proof), and the customer is e-mailed the reason, which their order page shows.
 */
export async function rejectPayment(
  db: Database,
  actor: Actor,
  orderNumber: string,
  proofId: string,
  reason: string,
  meta: Meta,
): Promise<StaffOutcome> {
  const why = reason.trim();
  if (!why) return { ok: false, status: 400, message: REJECT_REASON_REQUIRED };
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await orderFor(trx, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    const proof = await trx
      .selectFrom("payment_proofs")
      .select(["id", "status"])
      .where("id", "=", proofId)
      .where("order_id", "=", order.id)
      .executeTakeFirst();
    if (!proof) return { ok: false, status: 404, message: "Proof of payment not found" };
    if (proof.status !== "pending")
      return { ok: false, status: 409, message: `This proof was already ${proof.status} by someone else.` };
    const now = nowIso();
    await trx
      .updateTable("payment_proofs")
      .set({ status: "rejected", reviewed_by_id: actor.id, reviewed_at: now, review_note: why })
      .where("id", "=", proof.id)
      .execute();
    await trx
      .updateTable("orders")
      .set({ payment_status: "payment_failed", updated_at: now })
      .where("id", "=", order.id)
      .execute();
    await trx
      .insertInto("order_status_history")
      .values({
        id: crypto.randomUUID(),
        order_id: order.id,
        status: order.status,
        payment_status: "payment_failed",
        note: `Proof of payment rejected: ${why}`,
        changed_by_id: actor.id,
        created_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actor,
      action: "payment.reject",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber, proofId, reason: why },
      ipAddress: meta.ipAddress,
    });
    const shop = await readShopDetails(trx);
    await sendOrderSms(trx, newsOf(order), { event: "proof_rejected", reason: why });
    if (order.contact_email && byEmail(newsOf(order)))
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-rejected",
        subject: `Please send a new proof of payment for order ${orderNumber}`,
        text:
          [
            `Hello ${order.contact_name ?? ""},`.replace(" ,", ","),
            "",
            `We could not accept the proof of payment for order ${orderNumber}:`,
            why,
            "",
            `Please upload a new proof of payment on your order's page: ${orderUrl(orderNumber)}`,
          ].join("\n") + emailSignature(shop),
      });
    return {
      ok: true,
      title: "Proof rejected",
      description: `The customer of ${orderNumber} is asked for a new proof.`,
    };
  });
}

/** Moves an order on along the transition table; audited, and the customer is e-mailed. */
export async function setOrderStatus(
  db: Database,
  actor: Actor,
  orderNumber: string,
  status: OrderStatus,
  note: string | undefined,
  meta: Meta,
  /** The status the staff member's screen showed: a change made since then is not overwritten. */
  seenStatus?: OrderStatus,
): Promise<StaffOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await orderFor(trx, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    if (seenStatus && seenStatus !== order.status)
      return { ok: false, status: 409, message: changedMeanwhile(order.status) };
    const outcome = await changeOrderStatus(trx, {
      orderId: order.id,
      status,
      changedById: actor.id,
      note: note ?? null,
    });
    if (outcome.status === "not-found") return { ok: false, status: 404, message: "Order not found" };
    if (outcome.status === "refused") return { ok: false, status: 409, message: outcome.message };
    await recordAudit(trx, {
      actor,
      action: "order.status",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber, from: outcome.from, to: status, note: note?.trim() || null },
      ipAddress: meta.ipAddress,
    });
    const shop = await readShopDetails(trx);
    const smsEvent = statusSmsEvent(status, order.fulfilment_method);
    if (smsEvent) await sendOrderSms(trx, newsOf(order), { event: smsEvent });
    // Statuses without an SMS of their own (confirmed, processing, cancelled) are still e-mailed.
    if (order.contact_email && (!smsEvent || byEmail(newsOf(order))))
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "order-status",
        ...orderStatusEmail({
          orderNumber,
          status,
          fulfilment: order.fulfilment_method,
          contactName: order.contact_name,
          note,
          orderUrl: orderUrl(orderNumber),
          shop,
        }),
      });
    return {
      ok: true,
      title: "Order updated",
      description: `${orderNumber} is now ${orderStatusLabel(status, order.fulfilment_method).toLowerCase()}.`,
    };
  });
}

export { allowedNextStatuses };
