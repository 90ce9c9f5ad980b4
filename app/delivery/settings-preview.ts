import type { DeliverySettings } from "./delivery-settings.server";
import { deliveryFeasibility, deliveryOption, LOAD_TYPES, roundKm } from "./fees";

export type PreviewRow = { method: string; variant: string; fee: number; note: string | null };

/**
 * What a sample distance costs under each method with the given settings, for the settings
 * screen: every terrain and load variant, and a note where the store would not deliver it.
 */
export function settingsPreview(
  distance: number,
  settings: DeliverySettings,
): { distanceKm: number; rows: PreviewRow[] } {
  const distanceKm = roundKm(distance);
  const note = (loadType: (typeof LOAD_TYPES)[number]["id"]) => {
    // The bulk minimum order value is left out: the preview has no order.
    const feasibility = deliveryFeasibility({ distanceKm, loadType, orderValue: Number.POSITIVE_INFINITY }, settings);
    return feasibility.feasible ? null : (feasibility.label ?? feasibility.reason);
  };
  const row = (
    methodId: "simple" | "terrain" | "load" | "premium",
    variant: string,
    terrain: "urban" | "rural",
    loadType: (typeof LOAD_TYPES)[number]["id"],
  ): PreviewRow => {
    const option = deliveryOption(methodId, { distanceKm, terrain, loadType }, settings);
    return { method: option.method.name, variant, fee: option.fee, note: note(loadType) };
  };
  return {
    distanceKm,
    rows: [
      row("simple", "", "urban", "medium"),
      row("terrain", "address (urban)", "urban", "medium"),
      row("terrain", "GPS point (rural)", "rural", "medium"),
      ...LOAD_TYPES.map((load) => row("load", load.label, "urban", load.id)),
      row("premium", "", "urban", "medium"),
    ],
  };
}
