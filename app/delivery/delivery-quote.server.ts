import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { readSetting } from "~/platform/settings.server";
import { DEFAULT_DELIVERY_SETTINGS, DELIVERY_SETTINGS_KEY, DeliverySettings } from "./delivery-settings.server";
import {
  type DeliveryOption,
  type DistanceSource,
  deliveryOptions,
  type Feasibility,
  type LatLng,
  type LoadType,
  pricedDistance,
  roundKm,
  straightLineKm,
  type Terrain,
} from "./fees";
import { roadDistanceKm } from "./routing.server";

/** How the customer gave the location: the spec's inputType. */
export type InputType = "address" | "coordinates";

export type DeliveryQuoteInput = { location: LatLng; inputType: InputType; loadType: LoadType; orderValue: number };

export type DeliveryQuote = DeliveryQuoteInput & {
  terrain: Terrain;
  straightLineKm: number;
  /** The routing service's road distance (rounded), when it answered. */
  roadKm: number | null;
  /** The distance the fees are priced on, and which one it is. */
  distanceKm: number;
  distanceSource: DistanceSource;
  /** A routing service is configured but gave no answer in time: the quote fell back. */
  routingFailed: boolean;
  feasibility: Feasibility;
  options: DeliveryOption[];
};

export function readDeliverySettings(db: Database): Promise<DeliverySettings> {
  return readSetting(db, DELIVERY_SETTINGS_KEY, DeliverySettings, DEFAULT_DELIVERY_SETTINGS);
}

/** Addresses are in town (urban); GPS points are farms (rural): the spec's guidance. */
export function terrainFor(inputType: InputType): Terrain {
  return inputType === "address" ? "urban" : "rural";
}

/**
 * The delivery options for a location: the distance (road when a routing service answers, else
 * the fallback), whether the store delivers there, and the four methods' fees. Used by the
 * delivery pages and by checkout; the fee is always worked out here, never taken from a form.
 */
export async function quoteDelivery(
  db: Database,
  input: DeliveryQuoteInput,
  options: { routingUrl?: string | null; settings?: DeliverySettings } = {},
): Promise<DeliveryQuote> {
  const settings = options.settings ?? (await readDeliverySettings(db));
  const store = { lat: settings.shopLatitude, lng: settings.shopLongitude };
  const straight = straightLineKm(store, input.location);
  const routingUrl = options.routingUrl === undefined ? env().ROUTING_URL : options.routingUrl;
  // A road is never shorter than the straight line: beyond the limit, nobody waits for a route.
  const askRoute = Boolean(routingUrl) && straight <= settings.maxDeliveryDistance;
  const road = askRoute && routingUrl ? await roadDistanceKm(store, input.location, { baseUrl: routingUrl }) : null;
  const distance = pricedDistance(straight, road, settings);
  const terrain = terrainFor(input.inputType);
  const result = deliveryOptions(
    { distanceKm: distance.km, terrain, loadType: input.loadType, orderValue: input.orderValue },
    settings,
  );
  return {
    ...input,
    terrain,
    straightLineKm: roundKm(straight),
    roadKm: road === null ? null : roundKm(road),
    distanceKm: distance.km,
    distanceSource: distance.source,
    routingFailed: askRoute && road === null,
    feasibility: result.feasibility,
    options: result.options,
  };
}
