import { orderStatusLabel, statusBadgeClass } from "./order-display";

/** An order's status in the spec's colour ('Pending' when it has none; 'Collected' for an order collected). */
export function StatusBadge({ status, fulfilment }: { status: string | null; fulfilment?: string | null }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(status)}`}
      data-testid="order-status"
    >
      {orderStatusLabel(status, fulfilment)}
    </span>
  );
}
