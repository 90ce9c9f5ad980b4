import { formatRand } from "~/platform/format";
import { emailSignature, type ShopDetails } from "~/shop/shop-settings";
import { orderStatusLabel } from "./order-display";
import type { OrderStatus } from "./order-status";

type StatusEmailShop = Pick<ShopDetails, "name" | "addressLines" | "phone" | "whatsapp">;

/**
 * The customer's e-mail when staff move an order on: the status in the order's own words (an
 * order to collect ends 'Collected', decision 0071), with its own text where the status asks
 * something of the customer or ends the order, the order's link and the shop's one signature.
 * Ready for pickup of an order to pay at the counter says how much to bring (decision 0092).
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
}): { subject: string; text: string } {
  const { orderNumber, status, fulfilment, shop } = input;
  const label = orderStatusLabel(status, fulfilment);
  const collected = status === "delivered" && fulfilment === "collect";
  const body = collected
    ? [`Your order ${orderNumber} has been collected from ${shop.name}. Thank you for shopping with us.`]
    : status === "delivered"
      ? [`Your order ${orderNumber} has been delivered. Thank you for shopping with us.`]
      : [
          `Your order ${orderNumber} is now: ${label}.`,
          ...(status === "ready_for_pickup" ? ["", `Collect it at ${shop.addressLines.join(", ")}.`] : []),
          ...(status === "ready_for_pickup" && input.payAtCounterCents != null
            ? [
                `Please pay ${formatRand(input.payAtCounterCents)} at the counter when you collect it, in cash or by card.`,
              ]
            : []),
        ];
  const note = input.note?.trim();
  return {
    subject: `Order ${orderNumber}: ${label}`,
    text:
      [
        `Hello ${input.contactName ?? ""},`.replace(" ,", ","),
        "",
        ...body,
        ...(note ? ["", note] : []),
        "",
        `Your order: ${input.orderUrl}`,
      ].join("\n") + emailSignature(shop),
  };
}
