/**
 * Client registration's texts and pure rules (accounts spec, sections 5 and 8), shared by the
 * server's validation and the page.
 */

/** How a client wants to be contacted (client profile; email is the default). */
export const CONTACT_METHODS = ["email", "phone", "sms", "whatsapp"] as const;

export const SELECT_LOCATION_MESSAGE = "Please select a location on the map";
export const INVALID_COORDINATES_MESSAGE = "Please enter valid latitude and longitude values.";
export const OUTSIDE_SOUTH_AFRICA_MESSAGE =
  "These coordinates are outside South Africa, where we deliver. Please check them: latitude comes first (about -22 to -35), then longitude (about 16 to 33).";
export const LOCATION_ERROR_TITLE = "Location Error";
export const LOCATION_ERROR_MESSAGE = "Unable to get your current location. Please enter coordinates manually.";

/**
 * The spec's message for mandatory fields left empty (client registration's, catalogue
 * `account:registration.mandatory`): "Please fill in the following mandatory fields: {{fields}}",
 * the fields named by their labels in the form's order.
 */
export const MANDATORY_FIELDS_MESSAGE = "account:registration.mandatory";

/** A coordinates refusal of `checkCoordinates` as the customer's catalogue key (issue 49). */
export function coordinatesMessageKey(message: string): string {
  if (message === SELECT_LOCATION_MESSAGE) return "account:coordinates.missing";
  if (message === OUTSIDE_SOUTH_AFRICA_MESSAGE) return "account:coordinates.outside";
  return "account:coordinates.invalid";
}

/** The labels of `fields` whose value is missing or only spaces. */
export function missingFieldLabels<Name extends string>(
  values: Partial<Record<Name, unknown>>,
  fields: readonly (readonly [Name, string])[],
): string[] {
  return fields
    .filter(([name]) => {
      const value = values[name];
      return typeof value !== "string" || value.trim() === "";
    })
    .map(([, label]) => label);
}

/** Mainland South Africa, with a little room: where the shop can deliver at all. */
export const SOUTH_AFRICA_BOUNDS = { south: -35, north: -22, west: 16, east: 33 } as const;

// A decimal number; a comma is accepted as the decimal mark because South African phones set to
// en-ZA type "-25,7420".
const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

export type CoordinatesCheck = { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

/**
 * Checks a latitude and longitude typed by hand or filled in by the browser. Missing or 0 means
 * no location was chosen (the spec's "not 0" rule); then they must be numbers, on the globe, and
 * inside South Africa. Anything but one text each (a field sent twice arrives as a list) is not a
 * coordinate.
 */
export function checkCoordinates(latitudeText: unknown, longitudeText: unknown): CoordinatesCheck {
  if (Array.isArray(latitudeText) || Array.isArray(longitudeText)) {
    return { ok: false, message: INVALID_COORDINATES_MESSAGE };
  }
  const latText = typeof latitudeText === "string" ? latitudeText.trim() : "";
  const lngText = typeof longitudeText === "string" ? longitudeText.trim() : "";
  if (latText === "" || lngText === "") return { ok: false, message: SELECT_LOCATION_MESSAGE };
  if (!DECIMAL.test(latText) || !DECIMAL.test(lngText)) return { ok: false, message: INVALID_COORDINATES_MESSAGE };
  const latitude = Number(latText.replace(",", "."));
  const longitude = Number(lngText.replace(",", "."));
  if (latitude === 0 || longitude === 0) return { ok: false, message: SELECT_LOCATION_MESSAGE };
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { ok: false, message: INVALID_COORDINATES_MESSAGE };
  const { south, north, west, east } = SOUTH_AFRICA_BOUNDS;
  if (latitude < south || latitude > north || longitude < west || longitude > east) {
    return { ok: false, message: OUTSIDE_SOUTH_AFRICA_MESSAGE };
  }
  return { ok: true, latitude, longitude };
}
