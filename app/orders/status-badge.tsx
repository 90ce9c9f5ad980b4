import { orderStatusLabel, statusBadgeClass } from "./order-display";

/** An order's status in the spec's colour ('Pending' when it has none). */
export function StatusBadge({ status }: { status: string | null }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(status)}`}
      data-testid="order-status"
    >
      {orderStatusLabel(status)}
    </span>
  );
}
