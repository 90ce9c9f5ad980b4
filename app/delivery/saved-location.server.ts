import { randomUUID } from "node:crypto";
import { type Database, nowIso } from "~/platform/db.server";
import { type DeliveryQuote, type InputType, quoteDelivery } from "./delivery-quote.server";
import {
  DEFAULT_LOAD_TYPE,
  type DeliveryMethodId,
  type DeliveryOption,
  type LatLng,
  type LoadType,
  type Terrain,
} from "./fees";

/** The spec's saved-location defaults for what the calculator does not ask. */
export const SAVED_LOCATION_DEFAULTS = { postalCode: "0000", province: "Unknown", country: "South Africa" } as const;

export function defaultCity(terrain: Terrain): string {
  return terrain === "urban" ? "Urban Area" : "Rural Area";
}

export type SavedLocationRecord = {
  location_name: string;
  address_line_1: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  latitude: number;
  longitude: number;
  delivery_fee_cents: number;
  calculated_delivery_fee_cents: number;
  distance_km: number;
  delivery_method: DeliveryMethodId;
  load_type: LoadType;
  delivery_instructions: string | null;
};

/**
 * The row the calculator saves: the location, the chosen option's fee (in cents) and distance,
 * and the spec's defaults for the address parts it never asks (postal code 0000, province
 * Unknown, country South Africa, city by terrain). A GPS point is named by its coordinates.
 */
export function savedLocationRecord(input: {
  locationName: string;
  label?: string | undefined;
  quote: Pick<DeliveryQuote, "location" | "terrain" | "loadType">;
  option: Pick<DeliveryOption, "fee" | "distanceKm" | "method">;
  instructions?: string | undefined;
}): SavedLocationRecord {
  const { lat, lng } = input.quote.location;
  const cents = Math.round(input.option.fee * 100);
  return {
    location_name: input.locationName.trim(),
    address_line_1: input.label?.trim() || `GPS ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    city: defaultCity(input.quote.terrain),
    province: SAVED_LOCATION_DEFAULTS.province,
    postal_code: SAVED_LOCATION_DEFAULTS.postalCode,
    country: SAVED_LOCATION_DEFAULTS.country,
    latitude: lat,
    longitude: lng,
    delivery_fee_cents: cents,
    calculated_delivery_fee_cents: cents,
    distance_km: input.option.distanceKm,
    delivery_method: input.option.method.id,
    load_type: input.quote.loadType,
    delivery_instructions: input.instructions?.trim() || null,
  };
}

/**
 * One saved delivery location per user (the spec): the user's location (the default one, when
 * client registration left one) is updated in place, else a new default location is inserted.
 */
export async function saveDeliveryLocation(
  db: Database,
  userId: string,
  record: SavedLocationRecord,
): Promise<{ id: string; updated: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("client_delivery_locations")
      .select("id")
      .where("user_id", "=", userId)
      .orderBy("is_default", "desc")
      .orderBy("updated_at", "desc")
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable("client_delivery_locations")
        .set({ ...record, address_line_2: null, is_default: 1, updated_at: nowIso() })
        .where("id", "=", existing.id)
        .execute();
      return { id: existing.id, updated: true };
    }
    const id = randomUUID();
    await trx
      .insertInto("client_delivery_locations")
      .values({ id, user_id: userId, ...record, is_default: 1 })
      .execute();
    return { id, updated: false };
  });
}

/** What a location's delivery costs, as saved with it: the standard (simple) method, a medium load. */
export type LocationPricing = Pick<
  SavedLocationRecord,
  "delivery_fee_cents" | "calculated_delivery_fee_cents" | "delivery_method" | "load_type"
> & { distance_km: number };

/** The order value a location's saved fee is quoted for when no order is in view (the calculator's default). */
const PRICING_ORDER_VALUE = 500;

/**
 * A location saved other than through the calculator (client registration) is priced by the same
 * delivery engine, so its distance and fee are never left empty. Beyond the delivery area the
 * distance is kept and the fee left out (null): nothing can be delivered there at any price.
 */
export async function priceLocation(
  db: Database,
  location: LatLng,
  inputType: InputType,
): Promise<LocationPricing | { distance_km: number }> {
  const quote = await quoteDelivery(db, {
    location,
    inputType,
    loadType: DEFAULT_LOAD_TYPE,
    orderValue: PRICING_ORDER_VALUE,
  });
  const option = quote.options.find((candidate) => candidate.method.id === "simple");
  if (!quote.feasibility.feasible || !option) return { distance_km: quote.distanceKm };
  const cents = Math.round(option.fee * 100);
  return {
    delivery_fee_cents: cents,
    calculated_delivery_fee_cents: cents,
    distance_km: option.distanceKm,
    delivery_method: option.method.id,
    load_type: quote.loadType,
  };
}
