import { vatIncludedCents } from "~/catalog/pricing";
import type { InputType } from "~/delivery/delivery-quote.server";
import { DEFAULT_LOAD_TYPE, type LoadType } from "~/delivery/fees";

/**
 * Checkout's rules on integer cents: the load a cart makes (for the delivery price), the client
 * discount on delivery, and the order's totals. No database, no request.
 */

export type WeighedLine = { quantity: number; size: number | null; unit: string | null };

/** A line's weight in kilograms, when its product gives one (kg or g); litres count as kilograms. */
export function lineWeightKg(line: WeighedLine): number | null {
  if (line.size === null || line.size <= 0) return null;
  const perUnit =
    line.unit === "kg" || line.unit === "l"
      ? line.size
      : line.unit === "g" || line.unit === "ml"
        ? line.size / 1000
        : null;
  return perUnit === null ? null : perUnit * line.quantity;
}

/**
 * The delivery load for a cart, from the weights its products give (the calculator's bands:
 * small up to 50 kg, medium 50-200, large 200-500, bulk 500 and over). A cart with no known
 * weight at all counts as the spec's default, medium.
 */
export function cartLoadType(lines: readonly WeighedLine[]): { loadType: LoadType; weightKg: number | null } {
  const weights = lines.map(lineWeightKg).filter((weight): weight is number => weight !== null);
  if (weights.length === 0) return { loadType: DEFAULT_LOAD_TYPE, weightKg: null };
  const weightKg = Math.round(weights.reduce((sum, weight) => sum + weight, 0) * 10) / 10;
  const loadType: LoadType = weightKg < 50 ? "small" : weightKg < 200 ? "medium" : weightKg < 500 ? "large" : "bulk";
  return { loadType, weightKg };
}

/** A client's delivery discount (a percentage of the delivery fee), in whole cents. */
export function deliveryDiscountCents(deliveryFeeCents: number, discountPercentage: number): number {
  const percentage = Math.min(Math.max(discountPercentage, 0), 100);
  return Math.round((deliveryFeeCents * percentage) / 100);
}

export type OrderTotals = {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  /** The VAT contained in the total (prices include VAT at 15%). */
  vatCents: number;
};

export function orderTotals(input: {
  subtotalCents: number;
  shippingCents: number;
  discountCents: number;
}): OrderTotals {
  const discountCents = Math.min(input.discountCents, input.shippingCents);
  const totalCents = input.subtotalCents + input.shippingCents - discountCents;
  return { ...input, discountCents, totalCents, vatCents: vatIncludedCents(totalCents) };
}

/**
 * How a saved location was given, for its terrain: the calculator names a GPS point "GPS lat,
 * lng" and files it under 'Rural Area'; anything else is an address in town.
 */
export function savedLocationInputType(location: { address_line_1: string | null; city: string | null }): InputType {
  if (location.address_line_1?.startsWith("GPS ") || location.city === "Rural Area") return "coordinates";
  return "address";
}

/** A saved location's address as one line (its name is shown beside it). */
export function savedLocationAddress(location: {
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  postal_code: string | null;
}): string {
  const postal = location.postal_code && location.postal_code !== "0000" ? location.postal_code : null;
  return [location.address_line_1, location.address_line_2, location.city, postal]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
}
