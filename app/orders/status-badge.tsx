import type { Translate } from "~/ui/translation";
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel, statusBadgeClass } from "./order-display";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";

/**
 * An order's status, payment status and payment method in the customer's words (issue 49): with
 * the page's `t` in its language (`orders` namespace), without it the English the staff screens
 * read (`order-display.ts`). A value the catalogue does not know keeps the English label.
 */
export function orderStatusText(status: string | null | undefined, fulfilment?: string | null, t?: Translate): string {
  if (!t) return orderStatusLabel(status, fulfilment);
  if (status === "delivered" && fulfilment === "collect") return t("orders:status.collected");
  const known = (ORDER_STATUSES as readonly string[]).includes(status || "pending");
  return known ? t(`orders:status.${status || "pending"}`) : orderStatusLabel(status, fulfilment);
}

export function paymentStatusText(status: string | null | undefined, t?: Translate): string {
  const value = status || "pending_payment";
  if (!t || !(PAYMENT_STATUSES as readonly string[]).includes(value)) return paymentStatusLabel(status);
  return t(`orders:paymentStatus.${value}`);
}

const PAYMENT_METHODS = ["eft", "cash_on_collection", "card"];

export function paymentMethodText(method: string | null | undefined, t?: Translate): string {
  const value = method || "eft";
  if (!t || !PAYMENT_METHODS.includes(value)) return paymentMethodLabel(method);
  return t(`orders:payment.${value}`);
}

/**
 * An order's status in the spec's colour ('Pending' when it has none; 'Collected' for an order
 * collected): in the customer's language when the page gives its `t`, in English on staff screens.
 */
export function StatusBadge({
  status,
  fulfilment,
  t,
}: {
  status: string | null;
  fulfilment?: string | null;
  t?: Translate;
}) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(status)}`}
      data-testid="order-status"
    >
      {orderStatusText(status, fulfilment, t)}
    </span>
  );
}
