import { SOUTH_AFRICA_BOUNDS } from "~/accounts/client-registration-rules";
import { DEFAULT_DELIVERY_SETTINGS as settings } from "./delivery-settings.server";
import { straightLineKm } from "./fees";
import { allPlaces, MAX_PLACE_RESULTS, normalizePlaceText, searchPlaces } from "./places";
import { PLACES } from "./places-data";

const store = { lat: settings.shopLatitude, lng: settings.shopLongitude };
const names = (query: string) => searchPlaces(query, store).map((place) => place.name);

describe("the places around the store", () => {
  it("lists at least 100 real places, each once, inside South Africa", () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((place) => normalizePlaceText(place.name))).size).toBe(PLACES.length);
    const { south, north, west, east } = SOUTH_AFRICA_BOUNDS;
    for (const place of PLACES) {
      expect(place.lat, place.name).toBeGreaterThan(south);
      expect(place.lat, place.name).toBeLessThan(north);
      expect(place.lng, place.name).toBeGreaterThan(west);
      expect(place.lng, place.name).toBeLessThan(east);
    }
  });

  it("holds only places within the delivery radius of the store", () => {
    for (const place of PLACES) {
      expect(straightLineKm(store, place), place.name).toBeLessThanOrEqual(settings.maxDeliveryDistance);
    }
  });

  it("knows the distances a customer would expect", () => {
    const byName = new Map(allPlaces(store).map((place) => [place.name, place.distanceKm]));
    expect(byName.get("Rayton")).toBe(10.5);
    expect(byName.get("Donkerhoek")).toBe(0);
    // Witbank is inside the 100 km radius; Middelburg, just outside it, is not listed.
    expect(byName.get("Witbank")).toBeLessThan(100);
    expect(byName.has("Middelburg")).toBe(false);
  });

  it("lists every place nearest first when nothing is typed", () => {
    const list = allPlaces(store);
    expect(list[0]?.name).toBe("Donkerhoek");
    expect(list.map((place) => place.distanceKm)).toEqual(
      [...list.map((place) => place.distanceKm)].sort((a, b) => a - b),
    );
  });
});

describe("searching the places", () => {
  it("finds a town by its name in any case, and by the start of it", () => {
    expect(names("Rayton")[0]).toBe("Rayton");
    expect(names("  CULLINAN ")[0]).toBe("Cullinan");
    expect(names("kempton")[0]).toBe("Kempton Park");
    expect(names("bronkhorst")[0]).toBe("Bronkhorstspruit");
  });

  it.each([
    ["MOOIKLOOF", "Mooikloof"],
    ["zwavelpoort", "Zwavelpoort"],
    ["Tierpoort", "Tierpoort"],
    ["menlyn", "Menlyn"],
    ["Faerie GLEN", "Faerie Glen"],
    ["moreleta park", "Moreleta Park"],
    ["Kameeldrift", "Kameeldrift"],
    ["ROODEPLAAT", "Roodeplaat"],
    ["hammanskraal", "Hammanskraal"],
    ["Olifantsfontein", "Olifantsfontein"],
    ["irene", "Irene"],
    ["Ekangala", "Ekangala"],
    ["BAPSFONTEIN", "Bapsfontein"],
    ["centurion", "Centurion"],
    ["Midrand", "Midrand"],
    ["thembisa", "Tembisa"],
  ])("finds %s by name", (query, name) => {
    expect(names(query)[0]).toBe(name);
  });

  it("finds a place by its other names, ignoring accents and punctuation", () => {
    expect(names("eMalahleni")[0]).toBe("Witbank");
    expect(names("warmbaths")[0]).toBe("Bela-Bela");
    expect(names("bela bela")[0]).toBe("Bela-Bela");
    expect(names("Tshwane")[0]).toBe("Pretoria");
    expect(names("Kwamhlañga")[0]).toBe("KwaMhlanga");
  });

  it("puts whole names before names that only start with the text, then the nearest first", () => {
    expect(names("pretoria")[0]).toBe("Pretoria");
    // "park" starts a word in several names: the nearest first.
    expect(names("park")).toEqual([
      "Moreleta Park",
      "Menlyn",
      "Menlo Park",
      "Elardus Park",
      "Capital Park",
      "Wierda Park",
      "Ivory Park",
      "Kempton Park",
    ]);
  });

  it("finds suburbs by their area, at most a screenful", () => {
    const east = searchPlaces("Pretoria East", store);
    expect(east.length).toBe(MAX_PLACE_RESULTS);
    expect(east.every((place) => place.area === "Pretoria East")).toBe(true);
  });

  it("finds nothing for an empty search or an unknown name", () => {
    expect(names("")).toEqual([]);
    expect(names("  --  ")).toEqual([]);
    expect(names("Polokwane")).toEqual([]);
  });
});
