/**
 * The figures of an order's tax invoice and packing slip, as plain functions (no database), so
 * the numbering, the date and the sums are unit-tested on their own. Decision 0035 records why
 * the invoice number and date are what they are.
 */

/** South Africa's standard VAT rate; prices are VAT-inclusive, so the VAT in an amount is 15/115 of it. */
export const VAT_RATE_PERCENT = 15;

const ORDER_NUMBER = /^ORD-(\d{4})-(\d{6,})$/i;

/**
 * The invoice number of an order: one invoice per order, numbered like it, ORD-2026-000123 ->
 * INV-2026-000123. The order counter already gives unique numbers without gaps within a year, so
 * the invoices inherit that, and the customer's EFT reference leads straight to the invoice.
 * A number in any other form (none is made today) keeps its text behind "INV-".
 */
export function invoiceNumberFor(orderNumber: string): string {
  const trimmed = orderNumber.trim();
  const match = ORDER_NUMBER.exec(trimmed);
  if (match) return `INV-${match[1]}-${match[2]}`;
  return `INV-${trimmed.toUpperCase()}`;
}

/** Payment statuses after which the money was received (a refund does not undo the supply). */
const RECEIVED = new Set(["paid", "refunded"]);

export type InvoiceDate = { date: string; basis: "payment" | "order" };

/**
 * The invoice's date: the day the payment was received (verified) when the order is paid, else the
 * day the order was placed. `paidAt` is when the payment was recorded as received, if known.
 */
export function invoiceDateFor(order: {
  createdAt: string;
  paymentStatus: string;
  paidAt: string | null;
}): InvoiceDate {
  if (RECEIVED.has(order.paymentStatus) && order.paidAt) return { date: order.paidAt, basis: "payment" };
  return { date: order.createdAt, basis: "order" };
}

/** The VAT in a VAT-inclusive amount, rounded to the cent (as checkout stores it in vat_cents). */
export function vatInInclusive(inclusiveCents: number): number {
  return Math.round((inclusiveCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export type InvoiceItem = {
  id: string;
  wsCode: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

export type InvoiceLine = {
  /** The order line's id (a key for the page's rows). */
  id: string;
  code: string;
  description: string;
  quantity: number;
  /** VAT-inclusive, as the customer was charged. */
  unitPriceInclCents: number;
  lineTotalInclCents: number;
};

/** The invoice's lines, from the order's snapshot of names, codes and prices (never today's catalogue). */
export function invoiceLines(items: readonly InvoiceItem[]): InvoiceLine[] {
  return items.map((item) => ({
    id: item.id,
    code: item.wsCode,
    description: item.productName,
    quantity: item.quantity,
    unitPriceInclCents: item.unitPriceCents,
    lineTotalInclCents: item.lineTotalCents,
  }));
}

export type InvoiceTotals = {
  /** The lines together, VAT-inclusive. */
  subtotalCents: number;
  deliveryCents: number;
  discountCents: number;
  totalInclVatCents: number;
  vatCents: number;
  totalExclVatCents: number;
};

/**
 * The invoice's totals. The total and its VAT are the order's own (what was charged and what
 * checkout stored as 15/115 of the total), so the invoice never disagrees with the order; the
 * total excluding VAT is the difference, so the three always add up to the cent.
 */
export function invoiceTotals(order: {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
}): InvoiceTotals {
  return {
    subtotalCents: order.subtotalCents,
    deliveryCents: order.shippingCents,
    discountCents: order.discountCents,
    totalInclVatCents: order.totalCents,
    vatCents: order.vatCents,
    totalExclVatCents: order.totalCents - order.vatCents,
  };
}

export type PackingLine = { id: string; code: string; description: string; quantity: number };

/** The packing slip's lines: what to pick, never what it cost. */
export function packingLines(items: readonly InvoiceItem[]): PackingLine[] {
  return items.map((item) => ({
    id: item.id,
    code: item.wsCode,
    description: item.productName,
    quantity: item.quantity,
  }));
}

/** Units to pick, all lines together. */
export function unitCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A saved delivery location as one address line per part, blank parts left out. */
export function addressLinesOf(location: {
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
}): string[] {
  const cityLine = [location.city, location.postal_code].filter((part) => part?.trim()).join(" ");
  return [location.address_line_1, location.address_line_2, cityLine, location.province]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean);
}
