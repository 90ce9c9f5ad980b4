/**
 * How orders read on the customer's screens (accounts spec, Orders): status colours, 'Pending'
 * for a missing status, payment statuses with their underscores shown as spaces.
 */

const STATUS_BADGE: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  confirmed: "bg-blue-100 text-blue-900 border-blue-300",
  preparing: "bg-orange-100 text-orange-900 border-orange-300",
  shipped: "bg-purple-100 text-purple-900 border-purple-300",
  delivered: "bg-green-100 text-green-900 border-green-300",
  cancelled: "bg-red-100 text-red-900 border-red-300",
};
const OTHER_BADGE = "bg-stone-100 text-stone-800 border-stone-300";

/** Tailwind classes for a status badge: the spec's colours, grey for any other status. */
export function statusBadgeClass(status: string | null | undefined): string {
  return STATUS_BADGE[status || "pending"] ?? OTHER_BADGE;
}

function words(value: string): string {
  const spaced = value.replaceAll("_", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * "ready_for_pickup" -> "Ready for pickup"; a missing status reads 'Pending'. An order to collect
 * that reached the end reads 'Collected': the database keeps one final status, `delivered`, for
 * both ways, and the fulfilment method says which word it is (decision 0071). Pass the method
 * wherever the order is known; without it the word is the delivery one.
 */
export function orderStatusLabel(status: string | null | undefined, fulfilment?: string | null): string {
  if (status === "delivered" && fulfilment === "collect") return "Collected";
  return status ? words(status) : "Pending";
}

/** "pending_payment" -> "pending payment": underscores shown as spaces, as the spec asks. */
export function paymentStatusLabel(status: string | null | undefined): string {
  return (status || "pending_payment").replaceAll("_", " ");
}

const PAYMENT_METHODS: Record<string, string> = {
  eft: "EFT (bank transfer)",
  // Paid at the counter when the order is collected, in cash or by card (decision 0092).
  cash_on_collection: "At the counter when collecting (cash or card)",
  card: "Card",
};

export function paymentMethodLabel(method: string | null | undefined): string {
  return PAYMENT_METHODS[method || "eft"] ?? words(method || "eft");
}

/** The EFT banking box shows when the method is eft or absent (the spec). */
export function showsEftBox(method: string | null | undefined): boolean {
  return !method || method === "eft";
}

/** The spec: an order number without its prefix is shown with ORD- in front. */
export function displayOrderNumber(orderNumber: string): string {
  return orderNumber.startsWith("ORD-") ? orderNumber : `ORD-${orderNumber}`;
}

/**
 * Orders per page of /orders: a long-standing customer's list stays one small page. Here, not in
 * orders.server.ts, because the page's component counts with it too, in the browser as well.
 */
export const ORDERS_PAGE_SIZE = 20;
