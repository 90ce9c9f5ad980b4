import { useState } from "react";

/** The accounts spec's geolocation settings: 10 s timeout, positions up to 5 minutes old, high accuracy. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

/** A phone's position, with coordinates at six decimals (about 10 cm: more than any phone's accuracy). */
export type CurrentPosition = { latitude: string; longitude: string; accuracyMetres: number };

/**
 * "Use current location": asks the browser once per call, and says whether it is asking, found
 * the position (handed to `onFound`) or failed (no permission, no signal, or no geolocation).
 */
export function useCurrentPosition(onFound: (position: CurrentPosition) => void) {
  const [state, setState] = useState<"idle" | "locating" | "failed" | "found">("idle");

  function locate() {
    if (!("geolocation" in navigator)) {
      setState("failed");
      return;
    }
    setState("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onFound({
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
          accuracyMetres: Math.round(position.coords.accuracy),
        });
        setState("found");
      },
      () => setState("failed"),
      GEOLOCATION_OPTIONS,
    );
  }

  return { state, locate };
}
