import { defaultCity, SAVED_LOCATION_DEFAULTS, savedLocationRecord } from "./saved-location.server";

const option = {
  fee: 210,
  distanceKm: 10.5,
  method: { id: "simple" as const, name: "Simple Distance", description: "" },
};

describe("the saved delivery location's fields", () => {
  it("fills what the calculator never asks with the spec's defaults", () => {
    expect(SAVED_LOCATION_DEFAULTS).toEqual({ postalCode: "0000", province: "Unknown", country: "South Africa" });
    expect(defaultCity("urban")).toBe("Urban Area");
    expect(defaultCity("rural")).toBe("Rural Area");
  });

  it("names a GPS point by its coordinates, trims the name and keeps the fee in cents", () => {
    const record = savedLocationRecord({
      locationName: "  Home ",
      quote: { location: { lat: -25.742, lng: 28.5347 }, terrain: "rural", loadType: "medium" },
      option,
      instructions: "   ",
    });
    expect(record).toEqual({
      location_name: "Home",
      address_line_1: "GPS -25.74200, 28.53470",
      city: "Rural Area",
      province: "Unknown",
      postal_code: "0000",
      country: "South Africa",
      latitude: -25.742,
      longitude: 28.5347,
      delivery_fee_cents: 21000,
      calculated_delivery_fee_cents: 21000,
      distance_km: 10.5,
      delivery_method: "simple",
      load_type: "medium",
      delivery_instructions: null,
    });
  });

  it("keeps an address's label and counts it as an urban area", () => {
    const record = savedLocationRecord({
      locationName: "Work",
      label: "Rayton, Pretoria East",
      quote: { location: { lat: -25.742, lng: 28.5347 }, terrain: "urban", loadType: "bulk" },
      option: { ...option, fee: 612.5 },
      instructions: " Gate 2 ",
    });
    expect(record).toMatchObject({
      address_line_1: "Rayton, Pretoria East",
      city: "Urban Area",
      load_type: "bulk",
      delivery_fee_cents: 61250,
      delivery_instructions: "Gate 2",
    });
  });
});
