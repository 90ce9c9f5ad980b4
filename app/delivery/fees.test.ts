import { DEFAULT_DELIVERY_SETTINGS as settings } from "./delivery-settings.server";
import {
  deliveryFeasibility,
  deliveryOption,
  deliveryOptions,
  distanceCharge,
  parseOrderValue,
  pricedDistance,
  roundKm,
  straightLineKm,
} from "./fees";

const store = { lat: settings.shopLatitude, lng: settings.shopLongitude };

describe("distance", () => {
  it("measures the great circle with an earth radius of 6371 km", () => {
    // Rayton, about 10 km east of the store.
    expect(roundKm(straightLineKm(store, { lat: -25.742, lng: 28.5347 }))).toBe(10.5);
    expect(straightLineKm(store, store)).toBe(0);
    // One degree of latitude is 111.19 km on this sphere.
    expect(straightLineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 2);
  });

  it("prices the road distance when the routing service answered", () => {
    expect(pricedDistance(10.46, 14.27, settings)).toEqual({ km: 14.3, source: "road" });
  });

  it("falls back to the straight line, times 1.3 when the custom calculation is on", () => {
    expect(pricedDistance(10.46, null, settings)).toEqual({ km: 10.5, source: "straight-line" });
    const custom = { ...settings, flags: { ...settings.flags, use_custom_distance_calc: true } };
    expect(pricedDistance(10, null, custom)).toEqual({ km: 13, source: "road-factor" });
  });
});

describe("fees", () => {
  it("charges distance x rate, never below the minimum fee, in whole rand", () => {
    expect(distanceCharge(10.5, settings).amount).toBe(210);
    expect(distanceCharge(2.4, settings).amount).toBe(50);
    expect(distanceCharge(2.4, settings).lines).toEqual([
      { label: "2.4 km x R20/km", amount: 48, text: { id: "distance", km: 2.4, rate: 20 } },
      { label: "Topped up to the minimum fee of R50", amount: 2, text: { id: "minimum", minimum: 50 } },
    ]);
    expect(distanceCharge(10.53, { ...settings, ratePerKm: 7.5 }).amount).toBe(79);
  });

  it.each([
    ["simple", "urban", "medium", 210],
    ["terrain", "urban", "medium", 210],
    ["terrain", "rural", "medium", 252],
    ["load", "urban", "small", 210],
    ["load", "urban", "medium", 260],
    ["load", "urban", "bulk", 610],
    ["premium", "urban", "medium", 415],
  ] as const)("%s on %s roads with a %s load costs R%i, and its lines add up", (method, terrain, loadType, fee) => {
    const option = deliveryOption(method, { distanceKm: 10.5, terrain, loadType }, settings);
    expect(option.fee).toBe(fee);
    expect(option.breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(fee);
  });

  it("offers the four methods by name", () => {
    const { options } = deliveryOptions(
      { distanceKm: 30, terrain: "rural", loadType: "medium", orderValue: 500 },
      settings,
    );
    expect(options.map((option) => option.method.name)).toEqual([
      "Simple Distance",
      "Terrain Adjusted",
      "Load Based",
      "Premium Service",
    ]);
  });
});

describe("feasibility", () => {
  it("refuses beyond the maximum distance with the spec's words", () => {
    const outcome = deliveryFeasibility({ distanceKm: 100.1, loadType: "small", orderValue: 5000 }, settings);
    expect(outcome).toEqual({
      feasible: false,
      why: "area",
      limit: 100,
      title: "Delivery Area Limit",
      reason: "Sorry, we only deliver within 100km of our shop via available routes.",
      label: "Outside delivery area",
    });
    expect(deliveryFeasibility({ distanceKm: 100, loadType: "small", orderValue: 0 }, settings).feasible).toBe(true);
  });

  it("needs a minimum order value for bulk loads, and keeps large loads closer", () => {
    expect(deliveryFeasibility({ distanceKm: 10, loadType: "bulk", orderValue: 1999 }, settings)).toMatchObject({
      feasible: false,
      title: "Delivery Not Feasible",
    });
    expect(deliveryFeasibility({ distanceKm: 10, loadType: "bulk", orderValue: 2000 }, settings).feasible).toBe(true);
    expect(deliveryFeasibility({ distanceKm: 85, loadType: "large", orderValue: 5000 }, settings).feasible).toBe(false);
    expect(
      deliveryOptions({ distanceKm: 85, terrain: "urban", loadType: "large", orderValue: 5000 }, settings).options,
    ).toEqual([]);
  });

  it("reads the estimated order value as the spec says: non-numbers are 0", () => {
    expect(parseOrderValue("500")).toBe(500);
    expect(parseOrderValue("abc")).toBe(0);
    expect(parseOrderValue("-50")).toBe(0);
  });
});
