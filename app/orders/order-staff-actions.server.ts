import { greeting } from "~/accounts/greeting";
import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Language } from "~/platform/language";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { orderStatusLabel } from "./order-display";
import { byEmail, type OrderNews, orderNewsFor, sendOrderSms, statusSmsEvent } from "./order-news.server";
import type { OrderStatus } from "./order-status";
import { changeOrderStatus } from "./order-status.server";
import { allowedNextStatuses, awaitsPayment } from "./order-transitions";
import { REJECT_REASON_REQUIRED } from "./payment-review";
import { PAY_AT_COUNTER, paysAtCounter } from "./pickup-payment";
import { STAFF_NOTE_MAX, STAFF_NOTE_REQUIRED } from "./staff-notes";
import { orderStatusEmail } from "./status-email";
import { startHold } from "./stock-hold.server";

/**
 * What staff do to an order in the back office: add a note, verify or reject its proof of payment,
 * move it on along the transition table. Every change is audited and e-mailed to the customer
 * (decision 0034), but a note, which is for staff only.
 */

type Actor = { id: string; email: string };
type Meta = { ipAddress?: string };

export type StaffOutcome =
  | { ok: true; title: string; description: string }
  /** `field`: the form's field the message belongs at (the status form's "how will they pay"). */
  | { ok: false; status: 400 | 404 | 409; message: string; field?: "payAtCounter" };

/** Someone else moved the order on while this staff member looked at it. */
export function changedMeanwhile(now: OrderStatus): string {
  return `Someone else changed this order while you had it open: it is now ${orderStatusLabel(now).toLowerCase()}. Nothing was changed; check it and try again.`;
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
      "hold_until",
      "language",
    ])
    .where("order_number", "=", orderNumber)
    .executeTakeFirst();
}

/** The order's proof still waiting for review, or why it cannot be reviewed (gone, or reviewed by someone else). */
async function pendingProof(
  db: Database,
  orderId: string,
  proofId: string,
): Promise<{ ok: true; id: string } | { ok: false; status: 404 | 409; message: string }> {
  const proof = await db
    .selectFrom("payment_proofs")
    .select(["id", "status"])
    .where("id", "=", proofId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!proof) return { ok: false, status: 404, message: "Proof of payment not found" };
  if (proof.status !== "pending")
    return { ok: false, status: 409, message: `This proof was already ${proof.status} by someone else.` };
  return { ok: true, id: proof.id };
}

/** The order's news, with whether its phone is proved (read in the change's transaction). */
async function newsOf(db: Database, order: { id: string }): Promise<OrderNews> {
  const news = await orderNewsFor(db, order.id);
  if (!news) throw new Error(`Order ${order.id} vanished inside its own transaction`);
  return news;
}

function orderUrl(orderNumber: string): string {
  return `${env().APP_URL}/orders/${orderNumber}`;
}

/** The order's language (orders.language): what staff send the customer is written in it (issue 49). */
function languageOf(order: { language: string }): Language {
  return order.language === "af" ? "af" : "en";
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
    const proof = await pendingProof(trx, order.id, proofId);
    if (!proof.ok) return proof;
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
    await sendOrderSms(trx, await newsOf(trx, order), { event: "payment_verified", totalCents: order.total_cents });
    if (order.contact_email && byEmail(await newsOf(trx, order))) {
      const language = languageOf(order);
      const t = translatorFor(language, ["email"]);
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-verified",
        subject: t("email:paid.subject", { order: orderNumber }),
        text:
          [
            greeting(order.contact_name, language),
            "",
            t("email:paid.text", { order: orderNumber }),
            t("email:paid.next"),
            "",
            t("email:orderLink", { url: linkIn(orderUrl(orderNumber), language) }),
          ].join("\n") + emailSignature(shop),
      });
    }
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
    const proof = await pendingProof(trx, order.id, proofId);
    if (!proof.ok) return proof;
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
    // The clock stopped while the proof waited; the customer gets a fresh hold to pay (decision 0103).
    if (order.hold_until !== null)
      await startHold(trx, { id: order.id, paymentMethod: order.payment_method }, new Date(now));
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
    await sendOrderSms(trx, await newsOf(trx, order), { event: "proof_rejected", reason: why });
    if (order.contact_email && byEmail(await newsOf(trx, order))) {
      const language = languageOf(order);
      const t = translatorFor(language, ["email"]);
      await sendEmail(trx, {
        to: order.contact_email,
        kind: "payment-rejected",
        subject: t("email:rejected.subject", { order: orderNumber }),
        text:
          [
            greeting(order.contact_name, language),
            "",
            t("email:rejected.text", { order: orderNumber }),
            why,
            "",
            t("email:rejected.upload", { url: linkIn(orderUrl(orderNumber), language) }),
          ].join("\n") + emailSignature(shop),
      });
    }
    return {
      ok: true,
      title: "Proof rejected",
      description: `The customer of ${orderNumber} is asked for a new proof.`,
    };
  });
}

/**
 * Moves an order on along the transition table; audited, and the customer is e-mailed (and sent
 * an SMS, by the order's channel). An unpaid order to collect is made ready only when staff say
 * the customer pays at the counter (`payAtCounter`; the SMS and e-mail then say so), and marked
 * collected only once paid (decision 0092): refused with 400 and nothing changed or sent.
 */
export async function setOrderStatus(
  db: Database,
  actor: Actor,
  orderNumber: string,
  status: OrderStatus,
  note: string | undefined,
  meta: Meta,
  /** The status the staff member's screen showed: a change made since then is not overwritten. */
  seenStatus?: OrderStatus,
  options: { payAtCounter?: boolean } = {},
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
      payAtCounter: options.payAtCounter,
    });
    if (outcome.status === "not-found") return { ok: false, status: 404, message: "Order not found" };
    if (outcome.status === "refused") {
      // Refused for the payment's sake: the form asks again, the message at its payment choice.
      if (outcome.payment === "choose-how-to-pay")
        return { ok: false, status: 400, message: outcome.message, field: "payAtCounter" };
      return { ok: false, status: outcome.payment ? 400 : 409, message: outcome.message };
    }
    const paymentMethod = outcome.paysAtCounter ? PAY_AT_COUNTER : order.payment_method;
    await recordAudit(trx, {
      actor,
      action: "order.status",
      entityType: "order",
      entityId: order.id,
      details: {
        orderNumber,
        from: outcome.from,
        to: status,
        note: note?.trim() || null,
        ...(outcome.paysAtCounter ? { paymentMethod: { from: order.payment_method, to: paymentMethod } } : {}),
      },
      ipAddress: meta.ipAddress,
    });
    // Ready for pickup of an order still to pay at the counter says so, with the amount.
    const payAtCounterCents =
      status === "ready_for_pickup" &&
      paysAtCounter({
        status,
        fulfilmentMethod: order.fulfilment_method,
        paymentStatus: order.payment_status,
        paymentMethod,
      })
        ? order.total_cents
        : null;
    const shop = await readShopDetails(trx);
    const smsEvent = statusSmsEvent(status, order.fulfilment_method);
    if (smsEvent === "ready_for_pickup" && payAtCounterCents !== null)
      await sendOrderSms(trx, await newsOf(trx, order), { event: smsEvent, payAtCounterCents });
    else if (smsEvent) await sendOrderSms(trx, await newsOf(trx, order), { event: smsEvent });
    // Statuses without an SMS of their own (confirmed, processing, cancelled) are still e-mailed.
    if (order.contact_email && (!smsEvent || byEmail(await newsOf(trx, order))))
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
          payAtCounterCents,
          language: languageOf(order),
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
