import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { formatDate, formatDateTime, formatRand } from "~/platform/format";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import type { BankDetails } from "./bank-details.server";
import type { OrderTotals } from "./checkout-rules";
import { eftBoxText } from "./eft-text";
import { holdNotice } from "./hold-messages";
import { payAtCounterLine } from "./messages";
import { PAY_AT_COUNTER } from "./pickup-payment";

export type PlacedOrderEmail = {
  orderNumber: string;
  placedAt: string;
  contact: { name: string; email: string; phone?: string | undefined };
  items: {
    product_name: string;
    ws_code: string;
    quantity: number;
    product_price_cents: number;
    item_total_cents: number;
  }[];
  totals: OrderTotals;
  fulfilment: "collect" | "delivery";
  delivery: { address: string; methodName: string; day: string } | null;
  notes: string | null;
  /** EFT, or paying at the counter when collecting (decision 0096): then no bank details. */
  paymentMethod: "eft" | typeof PAY_AT_COUNTER;
  bank: BankDetails;
  /** Until when the unpaid order is kept (decision 0103): the customer is told when they order. */
  holdUntil?: string | null;
};

function orderLines(order: PlacedOrderEmail): string {
  const items = order.items.map(
    (item) =>
      `${item.quantity} x ${item.product_name} (${item.ws_code}) @ ${formatRand(item.product_price_cents)} = ${formatRand(item.item_total_cents)}`,
  );
  const totals = [
    `Subtotal: ${formatRand(order.totals.subtotalCents)}`,
    `Delivery: ${order.fulfilment === "delivery" ? formatRand(order.totals.shippingCents) : "collect at the store (free)"}`,
    ...(order.totals.discountCents > 0 ? [`Delivery discount: -${formatRand(order.totals.discountCents)}`] : []),
    `Total: ${formatRand(order.totals.totalCents)} (VAT included: ${formatRand(order.totals.vatCents)})`,
  ];
  return [...items, "", ...totals].join("\n");
}

/** The order's screen in the back office, where staff handle it: the shop's own e-mails link to it. */
export function adminOrderUrl(orderNumber: string): string {
  return `${env().APP_URL}/admin/orders/${encodeURIComponent(orderNumber)}`;
}

/** "What happens next", the same on the confirmation page and in the e-mail. */
export function nextSteps(order: {
  orderNumber: string;
  fulfilment: "collect" | "delivery";
  deliveryDay: string | null;
  /** Set for an order placed to pay at the counter when collecting (decision 0096): its total, as shown. */
  payAtCounterTotal?: string | null;
}): string[] {
  if (order.fulfilment === "collect" && order.payAtCounterTotal) {
    return [
      "We prepare your order and tell you when it is ready to collect.",
      `Come to the store and pay ${order.payAtCounterTotal} at the counter, in cash or by card. Give your order number ${order.orderNumber}.`,
      "You get your tax invoice at the counter when you have paid.",
    ];
  }
  const fulfil =
    order.fulfilment === "collect"
      ? "Collect your order at the store once we have confirmed your payment. Bring your order number."
      : order.deliveryDay
        ? `We deliver on weekdays that are not public holidays. The earliest delivery day is ${formatDate(order.deliveryDay)}; we phone you before we come.`
        : "We deliver on weekdays that are not public holidays, and phone you to agree on the day.";
  return [
    `Pay by EFT with your order number ${order.orderNumber} as the reference.`,
    "Upload your proof of payment on your order's page: we confirm your order as soon as we have checked it.",
    fulfil,
  ];
}

/**
 * The customer's confirmation and the store's notice of a new order. Written inside the order's
 * transaction (the outbox is a table), so an order never exists without its e-mails or the
 * other way round.
 */
export async function sendNewOrderEmails(
  db: Database,
  order: PlacedOrderEmail,
  /** False when the customer chose order news by SMS only: the store's notice is still sent. */
  toCustomer = true,
): Promise<void> {
  const orderUrl = `${env().APP_URL}/orders/${order.orderNumber}`;
  const shop = await readShopDetails(db);
  const atCounter = order.paymentMethod === PAY_AT_COUNTER && order.fulfilment === "collect";
  const total = formatRand(order.totals.totalCents);
  const fulfilment =
    order.fulfilment === "delivery" && order.delivery
      ? `Delivery to: ${order.delivery.address}\nDelivery method: ${order.delivery.methodName}\nEarliest delivery day: ${formatDate(order.delivery.day)}`
      : `Collect at: ${shop.addressLines.join(", ")}`;
  if (toCustomer && order.contact.email)
    await sendEmail(db, {
      to: order.contact.email,
      kind: "order-confirmation",
      subject: `Your order ${order.orderNumber} at ${shop.name}`,
      text:
        [
          `Hello ${order.contact.name},`,
          "",
          `Thank you for your order ${order.orderNumber}.`,
          "",
          orderLines(order),
          "",
          fulfilment,
          ...(order.notes ? ["", `Your notes: ${order.notes}`] : []),
          "",
          atCounter ? payAtCounterLine(total) : eftBoxText(order.bank, order.orderNumber, order.totals.totalCents),
          ...(order.holdUntil ? ["", holdNotice(formatDateTime(order.holdUntil), atCounter ? "counter" : "eft")] : []),
          "",
          "What happens next:",
          ...nextSteps({
            orderNumber: order.orderNumber,
            fulfilment: order.fulfilment,
            deliveryDay: order.delivery?.day ?? null,
            payAtCounterTotal: atCounter ? total : null,
          }).map((step, index) => `${index + 1}. ${step}`),
          "",
          atCounter ? `Your order: ${orderUrl}` : `Your order and its proof-of-payment upload: ${orderUrl}`,
        ].join("\n") + emailSignature(shop),
    });
  await sendEmail(db, {
    to: shop.ordersEmail,
    kind: "order-placed-store",
    subject: `New order ${order.orderNumber}: ${formatRand(order.totals.totalCents)}`,
    text: [
      `New order ${order.orderNumber} from ${order.contact.name} <${order.contact.email}>${order.contact.phone ? `, ${order.contact.phone}` : ""}.`,
      "",
      orderLines(order),
      "",
      fulfilment,
      ...(order.notes ? ["", `Customer's notes: ${order.notes}`] : []),
      "",
      atCounter
        ? "Payment: at the counter when collecting (cash or card), not paid yet. Prepare it and mark it Ready for pickup; record the payment when the customer pays."
        : "Payment: EFT, awaiting payment.",
      "",
      `Open it in the back office: ${adminOrderUrl(order.orderNumber)}`,
    ].join("\n"),
  });
}
