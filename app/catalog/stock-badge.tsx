import type { StockBadge as Badge } from "./stock-status";

const TONES: Record<Badge["kind"], string> = {
  out: "bg-red-100 text-red-900",
  low: "bg-amber-100 text-amber-900",
  in: "bg-brand-100 text-brand-900",
};

/** 'Out of Stock', 'Low Stock (n)' or 'In Stock (n)' in the back office's colours. */
export function StockBadge({ badge }: { badge: Badge }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[badge.kind]}`}>{badge.label}</span>;
}
