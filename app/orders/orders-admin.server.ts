import type { ExpressionBuilder } from "kysely";
import { z } from "zod";
import { STORE } from "~/content/store-info";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import type { DB } from "~/platform/db-schema";
import { env } from "~/platform/env.server";
import { sendEmail } from "~/platform/mailer.server";
import { orderStatusLabel } from "./order-display";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import { changeOrderStatus } from "./order-status.server";
import { allowedNextStatuses, awaitsPayment } from "./order-transitions";

/**
 * The back office's orders: the list staff work from, one order's page, and what staff do to an
 * order (verify or reject its proof of payment, move it on along the transition table). Every
 * change is audited and e-mailed to the customer (decision 0034).
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const AdminOrderQuery = z.object({
  status: z
    .enum(["all", ...ORDER_STATUSES])
    .catch("all")
    .default("all"),
  search: z.string().trim().max(100).catch(""),
  limit: z.coerce
    .number()
    .int()
    .catch(ADMIN_ORDERS_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, ADMIN_ORDERS_PAGE_SIZE), 500)),
});
export type AdminOrderQueryValue = z.infer<typeof AdminOrderQuery>;

export type AdminOrderRow = {
  orderNumber: string;
  createdAt: string;
  customer: string;
  email: string | null;
  totalCents: number;
  fulfilment: "collect" | "delivery";
  status: OrderStatus;
  paymentStatus: string;
};

/** The list: newest first, by status tab and a search on number, name, e-mail or phone; counts per status for the tabs. */
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
    ]);
  let counts = db.selectFrom("orders").select(["status", (eb) => eb.fn.countAll<number>().as("count")]);
  if (query.search) {
    const like = `%${query.search.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
    const matches = (eb: ExpressionBuilder<DB, "orders">) =>
      eb.or([
        eb("order_number", "like", like),
        eb("contact_name", "like", like),
        eb("contact_email", "like", like),
        eb("contact_phone", "like", like),
      ]);
    rows = rows.where(matches);
    counts = counts.where(matches);
  }
  if (query.status !== "all") rows = rows.where("status", "=", query.status);
  const [found, perStatus] = await Promise.all([
    rows
      .orderBy("created_at", "desc")
      .orderBy("order_number", "desc")
      .limit(query.limit + 1)
      .execute(),
    counts.groupBy("status").execute(),
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

async function orderFor(db: Database, orderNumber: string) {
  return db
    .selectFrom("orders")
    .select(["id", "order_number", "status", "payment_status", "fulfilment_method", "contact_email", "contact_name"])
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
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
    if (order.contact_email)
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-verified",
        subject: `Payment received for order ${orderNumber}`,
        text: [
          `Hello ${order.contact_name ?? ""},`.replace(" ,", ","),
          "",
          `We have checked your proof of payment and received your payment for order ${orderNumber}. Thank you.`,
          "We are preparing your order now and will let you know when it is ready.",
          "",
          `Your order: ${orderUrl(orderNumber)}`,
          "",
          STORE.name,
        ].join("\n"),
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
    if (order.contact_email)
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-rejected",
        subject: `Please send a new proof of payment for order ${orderNumber}`,
        text: [
          `Hello ${order.contact_name ?? ""},`.replace(" ,", ","),
          "",
          `We could not accept the proof of payment for order ${orderNumber}:`,
          why,
          "",
          `Please upload a new proof of payment on your order's page: ${orderUrl(orderNumber)}`,
          "",
          STORE.name,
        ].join("\n"),
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
): Promise<StaffOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await orderFor(trx, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
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
    if (order.contact_email)
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "order-status",
        subject: `Order ${orderNumber}: ${orderStatusLabel(status)}`,
        text: [
          `Hello ${order.contact_name ?? ""},`.replace(" ,", ","),
          "",
          `Your order ${orderNumber} is now: ${orderStatusLabel(status)}.`,
          ...(status === "ready_for_pickup" ? ["", `Collect it at ${STORE.addressLines.join(", ")}.`] : []),
          ...(note?.trim() ? ["", note.trim()] : []),
          "",
          `Your order: ${orderUrl(orderNumber)}`,
          "",
          STORE.name,
        ].join("\n"),
      });
    return {
      ok: true,
      title: "Order updated",
      description: `${orderNumber} is now ${orderStatusLabel(status).toLowerCase()}.`,
    };
  });
}

export { allowedNextStatuses };
