import { z } from "zod";

/**
 * Every number the delivery fee depends on, with the accounts spec's defaults. Stored as one
 * shop setting ("delivery"), edited on /admin/delivery-settings; docs/delivery.md explains each.
 */
export const DeliverySettings = z.object({
  shopLatitude: z.number().min(-90).max(90),
  shopLongitude: z.number().min(-180).max(180),
  minDeliveryFee: z.number().min(0),
  ratePerKm: z.number().min(0),
  maxDeliveryDistance: z.number().positive(),
  roadFactor: z.number().min(1).max(3),
  /** Terrain Adjusted: multipliers for addresses (urban) and GPS points (rural). */
  urbanMultiplier: z.number().min(0.5).max(3),
  ruralMultiplier: z.number().min(0.5).max(3),
  /** Load Based: a fixed surcharge in rand per load size. */
  loadSurcharges: z.object({
    small: z.number().min(0),
    medium: z.number().min(0),
    large: z.number().min(0),
    bulk: z.number().min(0),
  }),
  /** Premium Service: multiplier on the distance charge plus a fixed fee. */
  premiumMultiplier: z.number().min(1).max(5),
  premiumFixedFee: z.number().min(0),
  /** Feasibility: the smallest order value (rand) for a bulk load, and the furthest a large load goes. */
  bulkMinimumOrderValue: z.number().min(0),
  largeLoadMaxDistance: z.number().positive(),
  flags: z.object({
    use_custom_distance_calc: z.boolean(),
    "distance.showBothMethods": z.boolean(),
    "distance.allowMethodChoice": z.boolean(),
    "ui.location.showRealMap": z.boolean(),
    "distance.allowClientQueryForm": z.boolean(),
    "distance.hideKmOnCards": z.boolean(),
  }),
});
export type DeliverySettings = z.infer<typeof DeliverySettings>;

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  shopLatitude: -25.76837,
  shopLongitude: 28.43424,
  minDeliveryFee: 50,
  ratePerKm: 20,
  maxDeliveryDistance: 100,
  roadFactor: 1.3,
  urbanMultiplier: 1,
  ruralMultiplier: 1.2,
  loadSurcharges: { small: 0, medium: 50, large: 150, bulk: 400 },
  premiumMultiplier: 1.5,
  premiumFixedFee: 100,
  bulkMinimumOrderValue: 2000,
  largeLoadMaxDistance: 80,
  flags: {
    use_custom_distance_calc: false,
    "distance.showBothMethods": true,
    "distance.allowMethodChoice": true,
    "ui.location.showRealMap": true,
    "distance.allowClientQueryForm": true,
    "distance.hideKmOnCards": true,
  },
};

export const DELIVERY_SETTINGS_KEY = "delivery";
