import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { ALREADY_PAID, COUNTER_MEANS_WORDS, COUNTER_PAYMENT_NOT_TAKEN, COUNTER_PAYMENT_TITLE } from "./messages";
import type { StaffOutcome } from "./order-staff-actions.server";
import { changeOrderStatus } from "./order-status.server";
import { awaitsPayment } from "./order-transitions";
import { type CounterMeans, isPaid, PAY_AT_COUNTER, takesCounterPayment } from "./pickup-payment";

type Actor = { id: string; email: string };

/**
 * A payment taken at the counter (the payments roles: super admin, admin, financial officer;
 * decision 0092): the order's total, in cash or by card. Like a verified EFT payment it makes the
 * payment `paid` and moves an order not yet past it to 'payment received'; otherwise a history
 * row records it (the tax invoice is dated from it). The method becomes the counter's. Audited
 * as `payment.counter`. The customer is at the counter, so nothing is sent to them: the tax
 * invoice is printed there. A second post (a double tap, a colleague) finds the order paid: 409.
 */
export async function recordCounterPayment(
  db: Database,
  actor: Actor,
  orderNumber: string,
  means: CounterMeans,
  meta: { ipAddress?: string },
): Promise<StaffOutcome> {
  return db.transaction().execute(async (trx): Promise<StaffOutcome> => {
    const order = await trx
      .selectFrom("orders")
      .select(["id", "status", "payment_status", "payment_method", "fulfilment_method", "total_cents"])
      .where("order_number", "=", orderNumber)
      .executeTakeFirst();
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    const facts = {
      status: order.status,
      fulfilmentMethod: order.fulfilment_method,
      paymentStatus: order.payment_status,
      paymentMethod: order.payment_method,
    };
    if (isPaid(order.payment_status)) return { ok: false, status: 409, message: ALREADY_PAID };
    if (!takesCounterPayment(facts)) return { ok: false, status: 409, message: COUNTER_PAYMENT_NOT_TAKEN };
    const now = nowIso();
    const note = `Paid at the counter ${COUNTER_MEANS_WORDS[means]}: ${formatRand(order.total_cents)}.`;
    await trx
      .updateTable("orders")
      .set({ payment_status: "paid", payment_method: PAY_AT_COUNTER, updated_at: now })
      .where("id", "=", order.id)
      .execute();
    if (awaitsPayment(order.status)) {
      const moved = await changeOrderStatus(trx, {
        orderId: order.id,
        status: "payment_received",
        changedById: actor.id,
        note,
        paymentVerified: true,
      });
      if (moved.status !== "changed") throw new Error(`Counter payment could not move order ${orderNumber}`);
    } else {
      await trx
        .insertInto("order_status_history")
        .values({
          id: crypto.randomUUID(),
          order_id: order.id,
          status: order.status,
          payment_status: "paid",
          note,
          changed_by_id: actor.id,
          created_at: now,
        })
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: "payment.counter",
      entityType: "order",
      entityId: order.id,
      details: {
        orderNumber,
        means,
        amountCents: order.total_cents,
        from: order.payment_status,
        to: "paid",
        method: { from: order.payment_method, to: PAY_AT_COUNTER },
      },
      ipAddress: meta.ipAddress,
    });
    return {
      ok: true,
      title: COUNTER_PAYMENT_TITLE,
      description: `${formatRand(order.total_cents)} paid ${COUNTER_MEANS_WORDS[means]} for ${orderNumber}.`,
    };
  });
}
