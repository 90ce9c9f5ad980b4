import { DEFAULT_DELIVERY_SETTINGS as settings } from "./delivery-settings.server";
import { settingsPreview } from "./settings-preview";

const fees = (preview: ReturnType<typeof settingsPreview>) =>
  preview.rows.map((row) => [row.method, row.variant, row.fee, row.note]);

describe("the settings screen's preview", () => {
  it("prices the sample distance under every method and variant", () => {
    expect(fees(settingsPreview(25, settings))).toEqual([
      ["Simple Distance", "", 500, null],
      ["Terrain Adjusted", "address (urban)", 500, null],
      ["Terrain Adjusted", "GPS point (rural)", 600, null],
      ["Load Based", "Small (up to 50 kg)", 500, null],
      ["Load Based", "Medium (50-200 kg)", 550, null],
      ["Load Based", "Large (200-500 kg)", 650, null],
      ["Load Based", "Bulk (500 kg and over)", 900, null],
      ["Premium Service", "", 850, null],
    ]);
  });

  it("uses the values being edited, and says where the store would not deliver", () => {
    const edited = { ...settings, ratePerKm: 10, maxDeliveryDistance: 90 };
    const preview = settingsPreview(85.04, edited);
    expect(preview.distanceKm).toBe(85);
    expect(preview.rows[0]?.fee).toBe(850);
    expect(preview.rows.find((row) => row.variant.startsWith("Large"))?.note).toBe(
      "Loads over 200 kg are delivered within 80 km of our shop.",
    );
    expect(settingsPreview(120, edited).rows.every((row) => row.note === "Outside delivery area")).toBe(true);
  });
});
