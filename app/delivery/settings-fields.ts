import type { DeliverySettings } from "./delivery-settings.server";

/**
 * The delivery settings screen's fields, flat (one input each), in the order the screen shows
 * them. Shared by the form schema on the server and the page; docs/delivery.md explains each.
 */
export type NumberFieldName =
  | "shopLatitude"
  | "shopLongitude"
  | "minDeliveryFee"
  | "ratePerKm"
  | "maxDeliveryDistance"
  | "roadFactor"
  | "urbanMultiplier"
  | "ruralMultiplier"
  | "loadSmall"
  | "loadMedium"
  | "loadLarge"
  | "loadBulk"
  | "premiumMultiplier"
  | "premiumFixedFee"
  | "bulkMinimumOrderValue"
  | "largeLoadMaxDistance";

export type NumberField = {
  name: NumberFieldName;
  label: string;
  min: number;
  max: number;
  /** The value must be more than `min`, not equal to it. */
  aboveMin?: boolean;
  step: string;
  group: "Store" | "Distance" | "Fees" | "Terrain Adjusted" | "Load Based" | "Premium Service" | "Feasibility";
  read: (settings: DeliverySettings) => number;
};

export const NUMBER_FIELDS: readonly NumberField[] = [
  {
    name: "shopLatitude",
    label: "Store latitude",
    min: -35,
    max: -22,
    step: "any",
    group: "Store",
    read: (s) => s.shopLatitude,
  },
  {
    name: "shopLongitude",
    label: "Store longitude",
    min: 16,
    max: 33,
    step: "any",
    group: "Store",
    read: (s) => s.shopLongitude,
  },
  {
    name: "maxDeliveryDistance",
    label: "Maximum delivery distance (km)",
    min: 0,
    aboveMin: true,
    max: 1000,
    step: "any",
    group: "Distance",
    read: (s) => s.maxDeliveryDistance,
  },
  {
    name: "roadFactor",
    label: "Road factor",
    min: 1,
    max: 3,
    step: "any",
    group: "Distance",
    read: (s) => s.roadFactor,
  },
  {
    name: "minDeliveryFee",
    label: "Minimum fee (R)",
    min: 0,
    max: 10_000,
    step: "any",
    group: "Fees",
    read: (s) => s.minDeliveryFee,
  },
  {
    name: "ratePerKm",
    label: "Rate per km (R)",
    min: 0,
    max: 1000,
    step: "any",
    group: "Fees",
    read: (s) => s.ratePerKm,
  },
  {
    name: "urbanMultiplier",
    label: "Urban multiplier (address)",
    min: 0.5,
    max: 3,
    step: "any",
    group: "Terrain Adjusted",
    read: (s) => s.urbanMultiplier,
  },
  {
    name: "ruralMultiplier",
    label: "Rural multiplier (GPS point)",
    min: 0.5,
    max: 3,
    step: "any",
    group: "Terrain Adjusted",
    read: (s) => s.ruralMultiplier,
  },
  {
    name: "loadSmall",
    label: "Small load surcharge (R)",
    min: 0,
    max: 100_000,
    step: "any",
    group: "Load Based",
    read: (s) => s.loadSurcharges.small,
  },
  {
    name: "loadMedium",
    label: "Medium load surcharge (R)",
    min: 0,
    max: 100_000,
    step: "any",
    group: "Load Based",
    read: (s) => s.loadSurcharges.medium,
  },
  {
    name: "loadLarge",
    label: "Large load surcharge (R)",
    min: 0,
    max: 100_000,
    step: "any",
    group: "Load Based",
    read: (s) => s.loadSurcharges.large,
  },
  {
    name: "loadBulk",
    label: "Bulk load surcharge (R)",
    min: 0,
    max: 100_000,
    step: "any",
    group: "Load Based",
    read: (s) => s.loadSurcharges.bulk,
  },
  {
    name: "premiumMultiplier",
    label: "Premium multiplier",
    min: 1,
    max: 5,
    step: "any",
    group: "Premium Service",
    read: (s) => s.premiumMultiplier,
  },
  {
    name: "premiumFixedFee",
    label: "Premium service fee (R)",
    min: 0,
    max: 100_000,
    step: "any",
    group: "Premium Service",
    read: (s) => s.premiumFixedFee,
  },
  {
    name: "bulkMinimumOrderValue",
    label: "Smallest order value for a bulk load (R)",
    min: 0,
    max: 10_000_000,
    step: "any",
    group: "Feasibility",
    read: (s) => s.bulkMinimumOrderValue,
  },
  {
    name: "largeLoadMaxDistance",
    label: "Furthest distance for loads over 200 kg (km)",
    min: 0,
    aboveMin: true,
    max: 1000,
    step: "any",
    group: "Feasibility",
    read: (s) => s.largeLoadMaxDistance,
  },
];

export type FlagKey = keyof DeliverySettings["flags"];

export const FLAG_FIELDS: ReadonlyArray<{ key: FlagKey; name: string; label: string }> = [
  {
    key: "use_custom_distance_calc",
    name: "flag_use_custom_distance_calc",
    label: "Use the custom distance calculation (straight line x road factor) when there is no road distance",
  },
  {
    key: "distance.showBothMethods",
    name: "flag_distance_showBothMethods",
    label: "Show both distances (straight line and road) in the breakdown",
  },
  {
    key: "distance.allowMethodChoice",
    name: "flag_distance_allowMethodChoice",
    label: "Let customers choose the delivery method (otherwise Simple Distance)",
  },
  {
    key: "ui.location.showRealMap",
    name: "flag_ui_location_showRealMap",
    label: "Show a map to pick the location (with JavaScript)",
  },
  {
    key: "distance.allowClientQueryForm",
    name: "flag_distance_allowClientQueryForm",
    label: "Offer Send Feedback (an e-mail to the store with the quote)",
  },
  {
    key: "distance.hideKmOnCards",
    name: "flag_distance_hideKmOnCards",
    label: "Hide the kilometres on the option cards (shown in the breakdown instead)",
  },
];

export const SAMPLE_DISTANCE_FIELD = {
  name: "sampleDistance",
  label: "Sample distance (km)",
  min: 0,
  max: 1000,
} as const;
export const DEFAULT_SAMPLE_DISTANCE = 25;

/** The form's values (as strings, the way inputs hold them) for a set of settings. */
export function settingsFormValues(settings: DeliverySettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of NUMBER_FIELDS) values[field.name] = String(field.read(settings));
  for (const flag of FLAG_FIELDS) if (settings.flags[flag.key]) values[flag.name] = "on";
  return values;
}

/** Settings from the form's checked numbers and flags. */
export function settingsFromForm(
  numbers: Record<NumberFieldName, number>,
  flags: Record<FlagKey, boolean>,
): DeliverySettings {
  return {
    shopLatitude: numbers.shopLatitude,
    shopLongitude: numbers.shopLongitude,
    minDeliveryFee: numbers.minDeliveryFee,
    ratePerKm: numbers.ratePerKm,
    maxDeliveryDistance: numbers.maxDeliveryDistance,
    roadFactor: numbers.roadFactor,
    urbanMultiplier: numbers.urbanMultiplier,
    ruralMultiplier: numbers.ruralMultiplier,
    loadSurcharges: {
      small: numbers.loadSmall,
      medium: numbers.loadMedium,
      large: numbers.loadLarge,
      bulk: numbers.loadBulk,
    },
    premiumMultiplier: numbers.premiumMultiplier,
    premiumFixedFee: numbers.premiumFixedFee,
    bulkMinimumOrderValue: numbers.bulkMinimumOrderValue,
    largeLoadMaxDistance: numbers.largeLoadMaxDistance,
    flags,
  };
}
