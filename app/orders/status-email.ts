import { greeting } from "~/accounts/greeting";
import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import { formatRand } from "~/platform/format";
import type { Language } from "~/platform/language";
import { emailSignature, type ShopDetails } from "~/shop/shop-settings";
import type { OrderStatus } from "./order-status";

type StatusEmailShop = Pick<ShopDetails, "name" | "addressLines" | "phone" | "whatsapp">;

/**
 * The customer's e-mail when staff move an order on: the status in the order's own words (an
 * order to collect ends 'Collected', decision 0071), with its own text where the status asks
 * something of the customer or ends the order, the order's link and the shop's one signature.
 * Ready for pickup of an order to pay at the counter says how much to bring (decision 0092).
 * In the order's language (issue 49); a staff member's note stays as they wrote it.
 */
export function orderStatusEmail(input: {
  orderNumber: string;
  status: OrderStatus;
  fulfilment: "collect" | "delivery";
  contactName: string | null;
  note: string | null | undefined;
  orderUrl: string;
  shop: StatusEmailShop;
  /** The amount to pay at the counter when collecting, for an order not paid yet; absent otherwise. */
  payAtCounterCents?: number | null;
  /** The order's language (orders.language); English when not given. */
  language?: Language;
}): { subject: string; text: string } {
  const { orderNumber, status, fulfilment, shop } = input;
  const language = input.language ?? "en";
  const t = translatorFor(language, ["email"]);
  const collected = status === "delivered" && fulfilment === "collect";
  const label = t(`email:statusName.${collected ? "collected" : status}`);
  const body = collected
    ? [t("email:status.collected", { order: orderNumber, shop: shop.name })]
    : status === "delivered"
      ? [t("email:status.delivered", { order: orderNumber })]
      : [
          t("email:status.now", { order: orderNumber, status: label }),
          ...(status === "ready_for_pickup"
            ? ["", t("email:status.collectAt", { address: shop.addressLines.join(", ") })]
            : []),
          ...(status === "ready_for_pickup" && input.payAtCounterCents != null
            ? [t("email:status.payAtCounter", { amount: formatRand(input.payAtCounterCents, language) })]
            : []),
        ];
  const note = input.note?.trim();
  return {
    subject: t("email:status.subject", { order: orderNumber, status: label }),
    text:
      [
        greeting(input.contactName, language),
        "",
        ...body,
        ...(note ? ["", note] : []),
        "",
        t("email:orderLink", { url: linkIn(input.orderUrl, language) }),
      ].join("\n") + emailSignature(shop),
  };
}
