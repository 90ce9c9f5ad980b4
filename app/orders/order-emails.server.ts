import { greeting } from "~/accounts/greeting";
import { linkIn } from "~/locales/message-links";
import { type ServerTranslate, translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { formatDate, formatDateTime, formatRand } from "~/platform/format";
import type { Language } from "~/platform/language";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import type { BankDetails } from "./bank-details.server";
import type { OrderTotals } from "./checkout-rules";
import { eftBoxText } from "./eft-text";
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
  /** The order's language (orders.language, issue 49): the customer's e-mail is in it. */
  language?: Language;
};

/** The order's lines and totals; in the customer's language, or English for the store's notice. */
function orderLines(order: PlacedOrderEmail, t: ServerTranslate, language: Language): string {
  const rand = (cents: number) => formatRand(cents, language);
  const items = order.items.map(
    (item) =>
      `${item.quantity} x ${item.product_name} (${item.ws_code}) @ ${rand(item.product_price_cents)} = ${rand(item.item_total_cents)}`,
  );
  const totals = [
    t("email:order.subtotal", { amount: rand(order.totals.subtotalCents) }),
    order.fulfilment === "delivery"
      ? t("email:order.delivery", { amount: rand(order.totals.shippingCents) })
      : t("email:order.deliveryCollect"),
    ...(order.totals.discountCents > 0
      ? [t("email:order.deliveryDiscount", { amount: rand(order.totals.discountCents) })]
      : []),
    t("email:order.total", { amount: rand(order.totals.totalCents), vat: rand(order.totals.vatCents) }),
  ];
  return [...items, "", ...totals].join("\n");
}

/** The order's screen in the back office, where staff handle it: the shop's own e-mails link to it. */
export function adminOrderUrl(orderNumber: string): string {
  return `${env().APP_URL}/admin/orders/${encodeURIComponent(orderNumber)}`;
}

/** "What happens next", the same on the confirmation page and in the e-mail, in English or Afrikaans. */
export function nextSteps(
  order: {
    orderNumber: string;
    fulfilment: "collect" | "delivery";
    deliveryDay: string | null;
    /** Set for an order placed to pay at the counter when collecting (decision 0096): its total, as shown. */
    payAtCounterTotal?: string | null;
  },
  language: Language = "en",
): string[] {
  const t = translatorFor(language, ["email"]);
  if (order.fulfilment === "collect" && order.payAtCounterTotal) {
    return [
      t("email:next.counterPrepare"),
      t("email:next.counterPay", { total: order.payAtCounterTotal, order: order.orderNumber }),
      t("email:next.counterInvoice"),
    ];
  }
  const fulfil =
    order.fulfilment === "collect"
      ? t("email:next.collect")
      : order.deliveryDay
        ? t("email:next.deliveryDay", { day: formatDate(order.deliveryDay, language) })
        : t("email:next.deliveryPhone");
  return [t("email:next.payEft", { order: order.orderNumber }), t("email:next.uploadProof"), fulfil];
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
  const shop = await readShopDetails(db);
  const atCounter = order.paymentMethod === PAY_AT_COUNTER && order.fulfilment === "collect";
  /** The same facts in the customer's language and, for the store, in English. */
  const fulfilmentIn = (t: ServerTranslate, language: Language) =>
    order.fulfilment === "delivery" && order.delivery
      ? [
          t("email:order.deliveryTo", { address: order.delivery.address }),
          t("email:order.deliveryMethod", { method: order.delivery.methodName }),
          t("email:order.earliestDay", { day: formatDate(order.delivery.day, language) }),
        ].join("\n")
      : t("email:order.collectAt", { address: shop.addressLines.join(", ") });
  if (toCustomer && order.contact.email) {
    const language = order.language ?? "en";
    const t = translatorFor(language, ["email"]);
    const orderUrl = linkIn(`${env().APP_URL}/orders/${order.orderNumber}`, language);
    const total = formatRand(order.totals.totalCents, language);
    const until = order.holdUntil ? formatDateTime(order.holdUntil, language) : null;
    await sendEmail(db, {
      to: order.contact.email,
      kind: "order-confirmation",
      subject: t("email:order.subject", { order: order.orderNumber, shop: shop.name }),
      text:
        [
          greeting(order.contact.name, language),
          "",
          t("email:order.thanks", { order: order.orderNumber }),
          "",
          orderLines(order, t, language),
          "",
          fulfilmentIn(t, language),
          ...(order.notes ? ["", t("email:order.notes", { notes: order.notes })] : []),
          "",
          atCounter
            ? t("email:order.payAtCounter", { total })
            : eftBoxText(order.bank, order.orderNumber, order.totals.totalCents, language),
          ...(until ? ["", t(atCounter ? "email:order.holdCounter" : "email:order.holdEft", { until })] : []),
          "",
          t("email:order.nextHeading"),
          ...nextSteps(
            {
              orderNumber: order.orderNumber,
              fulfilment: order.fulfilment,
              deliveryDay: order.delivery?.day ?? null,
              payAtCounterTotal: atCounter ? total : null,
            },
            language,
          ).map((step, index) => `${index + 1}. ${step}`),
          "",
          atCounter ? t("email:orderLink", { url: orderUrl }) : t("email:order.linkWithProof", { url: orderUrl }),
        ].join("\n") + emailSignature(shop),
    });
  }
  // The store reads English (staff screens and e-mails stay English).
  const english = translatorFor("en", ["email"]);
  await sendEmail(db, {
    to: shop.ordersEmail,
    kind: "order-placed-store",
    subject: `New order ${order.orderNumber}: ${formatRand(order.totals.totalCents)}`,
    text: [
      `New order ${order.orderNumber} from ${order.contact.name} <${order.contact.email}>${order.contact.phone ? `, ${order.contact.phone}` : ""}.`,
      "",
      orderLines(order, english, "en"),
      "",
      fulfilmentIn(english, "en"),
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
