/** Order numbers `ORD-YYYY-NNNNNN`: sequential within a year, and the customer's EFT reference. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `ORD-${year}-${String(sequence).padStart(6, "0")}`;
}

const ORDER_NUMBER = /^ORD-(\d{4})-(\d{6,})$/;

export function parseOrderNumber(value: string): { year: number; sequence: number } | null {
  const match = ORDER_NUMBER.exec(value.trim().toUpperCase());
  if (!match) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

/** The counters row that holds a year's last number. */
export function orderNumberCounter(year: number): string {
  return `order_number:${year}`;
}
