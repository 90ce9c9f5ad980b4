import { type ServerTranslate, translatorFor } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { formatRand } from "~/platform/format";
import { sendEmail } from "~/platform/mailer.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { type CustomerCancel, customerCancel, customerInvoice } from "./customer-order-rules";
import { adminOrderUrl } from "./order-emails.server";
import { changeOrderStatus } from "./order-status.server";
import { findOrderForUser, type OrderDetail } from "./orders.server";
import { orderStatusEmail } from "./status-email";
import { loadTaxInvoice, type TaxInvoice } from "./tax-invoice.server";

/**
 * What a customer does with their own order after buying (issue 44 point 8, decision 0095):
 * open its tax invoice once paid, and cancel it while unpaid. Only the order's owner: anyone
 * else's order, an unknown and a malformed number are all 'not found' alike (findOrderForUser).
 */

export type CustomerInvoicePage =
  | { kind: "not-found" }
  | { kind: "invoice"; invoice: TaxInvoice }
  | { kind: "no-invoice"; orderNumber: string; reason: "awaiting-payment" | "cancelled" | "refunded" };

/** The customer's own order's tax invoice: the staff's document, only once the order is paid. */
export async function customerInvoicePage(
  db: Database,
  userId: string,
  orderNumber: string | undefined,
): Promise<CustomerInvoicePage> {
  const order = await findOrderForUser(db, userId, orderNumber);
  if (!order) return { kind: "not-found" };
  const state = customerInvoice(order);
  if (state !== "ready") return { kind: "no-invoice", orderNumber: order.orderNumber, reason: state };
  const invoice = await loadTaxInvoice(db, order.orderNumber);
  if (!invoice) return { kind: "not-found" };
  return { kind: "invoice", invoice };
}

/** Why the customer cannot cancel, by reason: the `orders` catalogue's ids. */
const CANNOT_CANCEL: Record<Exclude<CustomerCancel, "ok">, string> = {
  paid: "orders:cancel.cannot.paid",
  "proof-uploaded": "orders:cancel.cannot.proof",
  "under-way": "orders:cancel.cannot.underWay",
  closed: "orders:cancel.cannot.closed",
};

/**
 * Why the customer cannot cancel the order, in the shop's words and the customer's language
 * (`t` with the `orders` namespace); null when they can.
 */
export function cannotCancelMessage(
  order: Pick<OrderDetail, "status" | "paymentStatus">,
  t: ServerTranslate,
): string | null {
  const check = customerCancel(order);
  return check === "ok" ? null : t(CANNOT_CANCEL[check]);
}

export type CancelOutcome =
  | { ok: true; title: string; description: string }
  | { ok: false; status: 404 | 409; message: string };

/** The note on the order's status history: who cancelled, for staff and the customer alike. */
export const CANCELLED_BY_CUSTOMER_NOTE = "Cancelled by the customer.";

/**
 * The customer cancels their own unpaid order (customerCancel decides which), in one transaction:
 * the status through `changeOrderStatus` (the transition table; the history row with the customer
 * as who changed it; the stock the order took goes back, as when staff cancel), an audit row with
 * the customer as its actor (so the audit log and the staff's order page name them), the shop's
 * notice to its orders address, and the customer's confirmation by e-mail when the order has one.
 * The rule is checked again inside the transaction, so a payment verified meanwhile wins.
 */
export async function cancelOwnOrder(
  db: Database,
  customer: { id: string; email: string },
  orderNumber: string | undefined,
  /** The customer's `t` (`orders` namespace): the refusal and the toast are in their language. */
  t: ServerTranslate,
  meta: { ipAddress?: string } = {},
): Promise<CancelOutcome> {
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const order = await findOrderForUser(trx, customer.id, orderNumber);
    if (!order) return { ok: false, status: 404, message: "Order not found" };
    const refusal = cannotCancelMessage(order, t);
    if (refusal) return { ok: false, status: 409, message: refusal };
    const changed = await changeOrderStatus(trx, {
      orderId: order.id,
      status: "cancelled",
      changedById: customer.id,
      note: CANCELLED_BY_CUSTOMER_NOTE,
    });
    if (changed.status === "not-found") return { ok: false, status: 404, message: "Order not found" };
    if (changed.status === "refused") return { ok: false, status: 409, message: changed.message };
    await recordAudit(trx, {
      actor: customer,
      action: "order.cancel_by_customer",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber: order.orderNumber, from: changed.from, to: "cancelled", by: "customer" },
      ipAddress: meta.ipAddress,
    });
    const shop = await readShopDetails(trx);
    const who = order.contactName?.trim() || customer.email;
    await sendEmail(trx, {
      to: shop.ordersEmail,
      kind: "order-cancelled-store",
      subject: `Order ${order.orderNumber} cancelled by the customer`,
      text: [
        `${who} cancelled order ${order.orderNumber} (${formatRand(order.totalCents)}) before paying for it.`,
        "Its items are back in stock. Nothing is owed and nothing needs refunding.",
        "",
        `Open it in the back office: ${adminOrderUrl(order.orderNumber)}`,
      ].join("\n"),
    });
    if (order.contactEmail) {
      // In the order's language (issue 49).
      const row = await trx.selectFrom("orders").select("language").where("id", "=", order.id).executeTakeFirst();
      const language = row?.language === "af" ? "af" : "en";
      await sendEmail(trx, {
        to: order.contactEmail,
        kind: "order-status",
        ...orderStatusEmail({
          orderNumber: order.orderNumber,
          status: "cancelled",
          fulfilment: order.fulfilmentMethod,
          contactName: order.contactName,
          note: translatorFor(language, ["email"])("email:status.cancelledByYou"),
          orderUrl: `${env().APP_URL}/orders/${order.orderNumber}`,
          shop,
          language,
        }),
      });
    }
    return {
      ok: true,
      title: t("orders:cancel.done"),
      description: t("orders:cancel.doneText", { number: order.orderNumber }),
    };
  });
}
