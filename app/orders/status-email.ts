import { emailSignature, type ShopDetails } from "~/shop/shop-settings";
import { orderStatusLabel } from "./order-display";
import type { OrderStatus } from "./order-status";

type StatusEmailShop = Pick<ShopDetails, "name" | "addressLines" | "phone" | "whatsapp">;

/**
 * The customer's e-mail when staff move an order on: the status in the order's own words (an
 * order to collect ends 'Collected', decision 0071), with its own text where the status asks
 * something of the customer or ends the order, the order's link and the shop's one signature.
 */
export function orderStatusEmail(input: {
  orderNumber: string;
  status: OrderStatus;
  fulfilment: "collect" | "delivery";
  contactName: string | null;
  note: string | null | undefined;
  orderUrl: string;
  shop: StatusEmailShop;
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
