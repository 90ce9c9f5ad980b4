import { z } from "zod";
import { checkCoordinates, coordinatesMessageKey } from "~/accounts/client-registration-rules";
import { isSouthAfricanProvince } from "~/accounts/provinces";

// The messages are catalogue keys (app/locales/*/account.json): the action answers them in the
// page's language.
const LOCATION_NAME_REQUIRED = "account:error.locationName";
const LOCATION_ADDRESS_REQUIRED = "account:error.locationAddress";
const LOCATION_PROVINCE_INVALID = "account:error.province";
const LOCATION_POSTAL_CODE_INVALID = "account:error.locationPostalCode";
const tooLong = (max: 80 | 100 | 200 | 500) => `account:error.tooLong.${max}` as const;

/** The province a location saved from the delivery calculator has until its owner names one. */
export const UNKNOWN_PROVINCE = "Unknown";
/** The postal code a location has when none was given (the spec's default). */
export const NO_POSTAL_CODE = "0000";

const optionalText = (max: 100 | 200 | 500) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => value || null);

/**
 * A saved delivery location as its owner edits it at /account/locations/{id} (decision 0095):
 * the customer's own rules of client registration (a name and first address line, a province of
 * the nine, or "Unknown" kept for a location saved from the calculator; the point checked to be
 * a number inside South Africa). No staff fields (admin notes) and no price: the shop works the
 * fee out again from a moved point.
 */
export const CustomerLocationForm = z
  .object({
    intent: z.literal("save"),
    locationName: z
      .string({ error: LOCATION_NAME_REQUIRED })
      .trim()
      .min(1, LOCATION_NAME_REQUIRED)
      .max(80, tooLong(80)),
    addressLine1: z
      .string({ error: LOCATION_ADDRESS_REQUIRED })
      .trim()
      .min(1, LOCATION_ADDRESS_REQUIRED)
      .max(200, tooLong(200)),
    addressLine2: optionalText(200),
    city: optionalText(100),
    province: z
      .string({ error: LOCATION_PROVINCE_INVALID })
      .refine((value) => value === UNKNOWN_PROVINCE || isSouthAfricanProvince(value), LOCATION_PROVINCE_INVALID),
    postalCode: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^\d{4}$/.test(value), LOCATION_POSTAL_CODE_INVALID)
      .transform((value) => value || NO_POSTAL_CODE),
    deliveryInstructions: optionalText(500),
    latitude: z.string().optional(),
    longitude: z.string().optional(),
  })
  .transform((form, context) => {
    const point = checkCoordinates(form.latitude ?? "", form.longitude ?? "");
    if (!point.ok) {
      context.addIssue({ code: "custom", message: coordinatesMessageKey(point.message), path: ["latitude"] });
      return z.NEVER;
    }
    return { ...form, latitude: point.latitude, longitude: point.longitude };
  });
export type CustomerLocationValue = z.infer<typeof CustomerLocationForm>;

/** The form's fields as the page shows them, for a location as stored. */
export function locationFormValues(location: {
  location_name: string;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  delivery_instructions: string | null;
}): Record<LocationField, string> {
  return {
    locationName: location.location_name,
    addressLine1: location.address_line_1 ?? "",
    addressLine2: location.address_line_2 ?? "",
    city: location.city ?? "",
    province: location.province,
    postalCode: location.postal_code === NO_POSTAL_CODE ? "" : location.postal_code,
    deliveryInstructions: location.delivery_instructions ?? "",
    latitude: String(location.latitude),
    longitude: String(location.longitude),
  };
}

export const LOCATION_FIELDS = [
  "locationName",
  "addressLine1",
  "addressLine2",
  "city",
  "province",
  "postalCode",
  "deliveryInstructions",
  "latitude",
  "longitude",
] as const;
export type LocationField = (typeof LOCATION_FIELDS)[number];
