import { z } from "zod";
import { checkCoordinates } from "~/accounts/client-registration-rules";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { STORE } from "~/shop/store-info";

export const GEOCODER_TIMEOUT_MS = 3000;
/** Matches asked for: a short list to pick from. */
export const GEOCODER_LIMIT = 5;

export type AddressMatch = {
  label: string;
  lat: number;
  lng: number;
  /** The geocoder's own 0 to 1 ranking (the spec's selected-location confidence). */
  confidence: number;
};

// Nominatim's jsonv2 search answer: coordinates come as strings.
const SearchAnswer = z.array(
  z.object({
    lat: z.string(),
    lon: z.string(),
    display_name: z.string(),
    importance: z.number().optional(),
  }),
);

/**
 * Addresses in South Africa matching the text, from a Nominatim-compatible geocoder; null when it
 * fails or is slow (the page then offers the list of places). Nominatim's usage policy asks every
 * client to name itself in the User-Agent.
 */
export async function searchAddresses(
  query: string,
  options: { baseUrl: string; timeoutMs?: number },
): Promise<AddressMatch[] | null> {
  const base = options.baseUrl.replace(/\/$/, "");
  const url = `${base}/search?format=jsonv2&countrycodes=za&limit=${GEOCODER_LIMIT}&q=${encodeURIComponent(query)}`;
  try {
    const response = await fetch(url, {
      headers: {
        Accept: "application/json",
        "User-Agent": `${STORE.name.replace(/\s+/g, "")}/1.0 (+${env().APP_URL}; ${env().STORE_EMAIL})`,
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) {
      logger.warn("Geocoder refused", { status: response.status });
      return null;
    }
    const answer = SearchAnswer.safeParse(await response.json());
    if (!answer.success) {
      logger.warn("Geocoder answered in an unknown shape");
      return null;
    }
    return answer.data.flatMap((match) => {
      // Only places the shop could deliver to: the same check typed coordinates get.
      const checked = checkCoordinates(match.lat, match.lon);
      if (!checked.ok) return [];
      return [
        {
          label: match.display_name.slice(0, 200),
          lat: checked.latitude,
          lng: checked.longitude,
          confidence: Math.min(1, Math.max(0, match.importance ?? 0.5)),
        },
      ];
    });
  } catch (error) {
    logger.warn("Geocoder unavailable", { error: error instanceof Error ? error.name : String(error) });
    return null;
  }
}
