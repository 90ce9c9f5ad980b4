import { formatDateTime } from "~/platform/format";
import { listHoldLine, STAFF_HOLD_PAUSED, staffHoldLine } from "./hold-messages";
import type { OrderStatus, PaymentStatus } from "./order-status";
import { holdState } from "./stock-hold";

/** The staff's order page: when the unpaid order's hold ends, or that a proof stopped the clock (decision 0103). */
export function StaffHoldNote({
  order,
}: {
  order: { status: string; paymentStatus: string; holdUntil: string | null };
}) {
  const hold = holdState({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    holdUntil: order.holdUntil,
  });
  if (hold.kind === "none") return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="order-hold">
      {hold.kind === "running" ? staffHoldLine(formatDateTime(hold.until)) : STAFF_HOLD_PAUSED}
    </p>
  );
}

/** The orders list's Payment cell: until when an unpaid order holds its stock, in a line. */
export function ListHoldLine({
  order,
}: {
  order: { status: string; paymentStatus: string; holdUntil: string | null };
}) {
  const hold = holdState({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    holdUntil: order.holdUntil,
  });
  if (hold.kind !== "running") return null;
  return <span className="block text-xs text-stone-700">{listHoldLine(formatDateTime(hold.until))}</span>;
}
