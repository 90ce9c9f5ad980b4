/**
 * The delivery fee engine (accounts spec section 9, rules written down in docs/delivery.md):
 * plain functions, no database and no network. Money is in whole rand here; the callers store
 * cents.
 */
import type { DeliverySettings } from "./delivery-settings.server";

export const EARTH_RADIUS_KM = 6371;

export type LatLng = { lat: number; lng: number };
export type LoadType = "small" | "medium" | "large" | "bulk";
export type Terrain = "urban" | "rural";
export type DeliveryMethodId = "simple" | "terrain" | "load" | "premium";
export type DistanceSource = "road" | "road-factor" | "straight-line";

export const LOAD_TYPES: ReadonlyArray<{ id: LoadType; label: string }> = [
  { id: "small", label: "Small (up to 50 kg)" },
  { id: "medium", label: "Medium (50-200 kg)" },
  { id: "large", label: "Large (200-500 kg)" },
  { id: "bulk", label: "Bulk (500 kg and over)" },
];
export const DEFAULT_LOAD_TYPE: LoadType = "medium";

export const DELIVERY_METHODS: ReadonlyArray<{ id: DeliveryMethodId; name: string; description: string }> = [
  {
    id: "simple",
    name: "Simple Distance",
    description: "Distance times the rate per kilometre, never below the minimum fee.",
  },
  {
    id: "terrain",
    name: "Terrain Adjusted",
    description: "The distance charge adjusted for the roads: town addresses (urban) or farm GPS points (rural).",
  },
  { id: "load", name: "Load Based", description: "The distance charge plus a surcharge for the size of the load." },
  {
    id: "premium",
    name: "Premium Service",
    description: "Priority delivery with unloading: a higher distance charge plus a fixed service fee.",
  },
];

export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export function roundRand(rand: number): number {
  return Math.round(rand);
}

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(to.lat - from.lat);
  const dLng = toRad(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * The distance a fee is priced on: the routing service's road distance when it answered, else the
 * straight line times the road factor when use_custom_distance_calc is on, else the straight line.
 */
export function pricedDistance(
  straightKm: number,
  roadKm: number | null,
  settings: DeliverySettings,
): { km: number; source: DistanceSource } {
  if (roadKm != null && Number.isFinite(roadKm) && roadKm >= 0) return { km: roundKm(roadKm), source: "road" };
  if (settings.flags.use_custom_distance_calc)
    return { km: roundKm(straightKm * settings.roadFactor), source: "road-factor" };
  return { km: roundKm(straightKm), source: "straight-line" };
}

/**
 * What a breakdown line says, for a translation (`cart:delivery.breakdown.*`, decision 0110); the
 * line's `label` is the same in English, for staff and the logs.
 */
export type BreakdownText =
  | { id: "distance"; km: number; rate: number }
  | { id: "minimum"; minimum: number }
  | { id: "urban" | "rural" | "priority"; multiplier: number }
  | { id: "load"; load: LoadType }
  | { id: "service" };

export type BreakdownLine = { label: string; amount: number; text: BreakdownText };

export type DeliveryOption = {
  method: { id: DeliveryMethodId; name: string; description: string };
  fee: number;
  distanceKm: number;
  terrain: { type: Terrain; description: string };
  breakdown: BreakdownLine[];
};

/**
 * Why a delivery is not offered: `why` and `limit` name it for a translation (decision 0110,
 * `cart:delivery.refused.*`); `title` and `reason` are the English words staff and the logs read.
 */
export type Feasibility =
  | { feasible: true }
  | { feasible: false; why: NotFeasible; limit: number; title: string; reason: string; label?: string };
export type NotFeasible = "area" | "bulk" | "large";

/** fee = max(distance x rate per km, minimum fee), in whole rand. */
export function distanceCharge(
  distanceKm: number,
  settings: DeliverySettings,
): { amount: number; lines: BreakdownLine[] } {
  const raw = roundRand(distanceKm * settings.ratePerKm);
  const distance: BreakdownLine = {
    label: `${distanceKm} km x R${settings.ratePerKm}/km`,
    amount: raw,
    text: { id: "distance", km: distanceKm, rate: settings.ratePerKm },
  };
  if (raw >= settings.minDeliveryFee) return { amount: raw, lines: [distance] };
  return {
    amount: settings.minDeliveryFee,
    lines: [
      distance,
      {
        label: `Topped up to the minimum fee of R${settings.minDeliveryFee}`,
        amount: settings.minDeliveryFee - raw,
        text: { id: "minimum", minimum: settings.minDeliveryFee },
      },
    ],
  };
}

const TERRAIN_DESCRIPTIONS: Record<Terrain, string> = {
  urban: "Town address: tarred roads",
  rural: "Farm or GPS point: gravel and farm roads",
};

/** Every line of a breakdown adds up to its fee: the lines are what staff read out to a customer. */
export function deliveryOption(
  methodId: DeliveryMethodId,
  input: { distanceKm: number; terrain: Terrain; loadType: LoadType },
  settings: DeliverySettings,
): DeliveryOption {
  const method = DELIVERY_METHODS.find((item) => item.id === methodId) ?? DELIVERY_METHODS[0];
  if (!method) throw new Error("No delivery methods");
  const base = distanceCharge(input.distanceKm, settings);
  const lines = [...base.lines];
  if (methodId === "terrain") {
    const multiplier = input.terrain === "rural" ? settings.ruralMultiplier : settings.urbanMultiplier;
    const adjusted = roundRand(base.amount * multiplier);
    lines.push({
      label: `${input.terrain === "rural" ? "Rural" : "Urban"} roads x${multiplier}`,
      amount: adjusted - base.amount,
      text: { id: input.terrain, multiplier },
    });
  } else if (methodId === "load") {
    const surcharge = settings.loadSurcharges[input.loadType];
    lines.push({
      label: `${LOAD_TYPES.find((load) => load.id === input.loadType)?.label ?? input.loadType} load`,
      amount: surcharge,
      text: { id: "load", load: input.loadType },
    });
  } else if (methodId === "premium") {
    const boosted = roundRand(base.amount * settings.premiumMultiplier);
    lines.push({
      label: `Priority delivery x${settings.premiumMultiplier}`,
      amount: boosted - base.amount,
      text: { id: "priority", multiplier: settings.premiumMultiplier },
    });
    lines.push({ label: "Unloading and service fee", amount: settings.premiumFixedFee, text: { id: "service" } });
  }
  return {
    method,
    fee: lines.reduce((sum, line) => sum + line.amount, 0),
    distanceKm: input.distanceKm,
    terrain: { type: input.terrain, description: TERRAIN_DESCRIPTIONS[input.terrain] },
    breakdown: lines,
  };
}

/** Whether the store delivers this load this far, for this order value; the reason when not. */
export function deliveryFeasibility(
  input: { distanceKm: number; loadType: LoadType; orderValue: number },
  settings: DeliverySettings,
): Feasibility {
  if (input.distanceKm > settings.maxDeliveryDistance) {
    return {
      feasible: false,
      why: "area",
      limit: settings.maxDeliveryDistance,
      title: "Delivery Area Limit",
      reason: `Sorry, we only deliver within ${settings.maxDeliveryDistance}km of our shop via available routes.`,
      label: "Outside delivery area",
    };
  }
  if (input.loadType === "bulk" && input.orderValue < settings.bulkMinimumOrderValue) {
    return {
      feasible: false,
      why: "bulk",
      limit: settings.bulkMinimumOrderValue,
      title: "Delivery Not Feasible",
      reason: `Bulk loads (500 kg and over) are delivered for orders of R${settings.bulkMinimumOrderValue} or more.`,
    };
  }
  if ((input.loadType === "large" || input.loadType === "bulk") && input.distanceKm > settings.largeLoadMaxDistance) {
    return {
      feasible: false,
      why: "large",
      limit: settings.largeLoadMaxDistance,
      title: "Delivery Not Feasible",
      reason: `Loads over 200 kg are delivered within ${settings.largeLoadMaxDistance} km of our shop.`,
    };
  }
  return { feasible: true };
}

/** All four options for a location, or why there are none. */
export function deliveryOptions(
  input: { distanceKm: number; terrain: Terrain; loadType: LoadType; orderValue: number },
  settings: DeliverySettings,
): { feasibility: Feasibility; options: DeliveryOption[] } {
  const feasibility = deliveryFeasibility(input, settings);
  if (!feasibility.feasible) return { feasibility, options: [] };
  return { feasibility, options: DELIVERY_METHODS.map((method) => deliveryOption(method.id, input, settings)) };
}

/** Estimated order value from a form: a number, at least 0; anything else counts as 0 (spec). */
export function parseOrderValue(input: unknown): number {
  const value = Number(input);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
