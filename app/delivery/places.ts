import { type LatLng, roundKm, straightLineKm } from "./fees";
import { PLACES, type Place } from "./places-data";

export type { Place };

/** A place as the list shows it: with its straight-line distance from the store. */
export type PlaceMatch = Place & { distanceKm: number };

/** Search results shown at most: a short list is what fits on a basic phone's screen. */
export const MAX_PLACE_RESULTS = 15;

/** Lower case, no accents, letters and digits only: "eMalahleni", "Bela-Bela" and "bela bela" meet. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const RANK = { exact: 0, prefix: 1, wordPrefix: 2, contains: 3, area: 4 } as const;

function rank(place: Place, query: string): number | null {
  const names = [place.name, ...(place.alsoKnownAs ?? [])].map(normalizePlaceText);
  if (names.some((name) => name === query)) return RANK.exact;
  if (names.some((name) => name.startsWith(query))) return RANK.prefix;
  if (names.some((name) => name.split(" ").some((word) => word.startsWith(query)))) return RANK.wordPrefix;
  if (names.some((name) => name.replace(/ /g, "").includes(query.replace(/ /g, "")))) return RANK.contains;
  if (normalizePlaceText(place.area).includes(query)) return RANK.area;
  return null;
}

function withDistance(place: Place, store: LatLng): PlaceMatch {
  return { ...place, distanceKm: roundKm(straightLineKm(store, place)) };
}

/**
 * Places whose name (or other name, or area) matches what was typed, best match first, then the
 * nearest: "kempton" finds Kempton Park, "emalahleni" finds Witbank, "pretoria east" its suburbs.
 */
export function searchPlaces(query: string, store: LatLng, limit = MAX_PLACE_RESULTS): PlaceMatch[] {
  const normalized = normalizePlaceText(query);
  if (!normalized) return [];
  return PLACES.flatMap((place) => {
    const score = rank(place, normalized);
    return score === null ? [] : [{ match: withDistance(place, store), score }];
  })
    .sort((a, b) => a.score - b.score || a.match.distanceKm - b.match.distanceKm)
    .slice(0, limit)
    .map(({ match }) => match);
}

/** Every place, nearest first: the list to browse when nothing was typed. */
export function allPlaces(store: LatLng): PlaceMatch[] {
  return PLACES.map((place) => withDistance(place, store)).sort((a, b) => a.distanceKm - b.distanceKm);
}
