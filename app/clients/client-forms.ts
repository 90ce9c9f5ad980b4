import { z } from "zod";
import { CONTACT_METHOD_MESSAGE, CONTACT_METHODS, VAT_NUMBER_MESSAGE } from "~/account/messages";
import { normalizeVatNumber } from "~/account/vat-number";
import { checkCoordinates } from "~/accounts/client-registration-rules";
import { isSouthAfricanProvince } from "~/accounts/provinces";
import { SA_PHONE_MESSAGE, SA_PHONE_PATTERN } from "~/accounts/sa-phone";
import { CLIENT_MESSAGES } from "./messages";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value || null);

const contactMethods = CONTACT_METHODS.map((method) => method.value) as [
  (typeof CONTACT_METHODS)[number]["value"],
  ...(typeof CONTACT_METHODS)[number]["value"][],
];

/** The client profile as staff edit it: the customer's own rules for the shared fields. */
export const ClientProfileForm = z.object({
  intent: z.literal("profile"),
  userId: z.string().min(1),
  updatedAt: z.string().optional(),
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(80),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(80),
  email: z
    .string({ error: CLIENT_MESSAGES.emailInvalid })
    .trim()
    .pipe(z.email(CLIENT_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  phone: text(30).refine((value) => !value || SA_PHONE_PATTERN.test(value), SA_PHONE_MESSAGE),
  companyName: text(120),
  vatNumber: text(20)
    .refine((value) => !value || normalizeVatNumber(value) !== null, VAT_NUMBER_MESSAGE)
    .transform((value) => (value ? normalizeVatNumber(value) : null)),
  preferredContactMethod: z.enum(contactMethods, { error: CONTACT_METHOD_MESSAGE }),
  isActive: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  deliveryDiscountPercentage: z.coerce
    .number({ error: CLIENT_MESSAGES.discountRange })
    .int(CLIENT_MESSAGES.discountRange)
    .min(0, CLIENT_MESSAGES.discountRange)
    .max(100, CLIENT_MESSAGES.discountRange),
  adminNotes: text(2000),
});
export type ClientProfileValue = z.infer<typeof ClientProfileForm>;

/**
 * A delivery location as staff edit it: the customer's own checks on the point (a number, inside
 * South Africa), a name and first address line, a province of the nine (or the calculator's
 * "Unknown", kept when a location was saved from the map).
 */
export const ClientLocationForm = z
  .object({
    intent: z.literal("location"),
    userId: z.string().min(1),
    locationId: z.string().min(1),
    updatedAt: z.string().optional(),
    locationName: z
      .string({ error: CLIENT_MESSAGES.locationNameRequired })
      .trim()
      .min(1, CLIENT_MESSAGES.locationNameRequired)
      .max(80),
    addressLine1: z
      .string({ error: CLIENT_MESSAGES.addressRequired })
      .trim()
      .min(1, CLIENT_MESSAGES.addressRequired)
      .max(200),
    addressLine2: text(200),
    city: text(100),
    province: z
      .string({ error: CLIENT_MESSAGES.provinceInvalid })
      .refine((value) => value === "Unknown" || isSouthAfricanProvince(value), CLIENT_MESSAGES.provinceInvalid),
    postalCode: z
      .string()
      .trim()
      .max(10)
      .optional()
      .transform((value) => value || "0000"),
    latitude: z.string().optional(),
    longitude: z.string().optional(),
    deliveryInstructions: text(500),
    adminNotes: text(2000),
  })
  .transform((form, context) => {
    const point = checkCoordinates(form.latitude ?? "", form.longitude ?? "");
    if (!point.ok) {
      context.addIssue({ code: "custom", message: point.message, path: ["latitude"] });
      return z.NEVER;
    }
    return { ...form, latitude: point.latitude, longitude: point.longitude };
  });
export type ClientLocationValue = z.infer<typeof ClientLocationForm>;

/** How many clients the list shows at first; Load more raises it. */
export const CLIENTS_PAGE_SIZE = 25;

/** The profile edit form's values for a profile as stored (a ticked box sends "on"). */
export function clientProfileFormValues(profile: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  vat_number: string | null;
  preferred_contact_method: string;
  delivery_discount_percentage: number;
  is_active: number;
  admin_notes: string | null;
}): Record<string, string> {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    phone: profile.phone ?? "",
    companyName: profile.company_name ?? "",
    vatNumber: profile.vat_number ?? "",
    preferredContactMethod: profile.preferred_contact_method,
    deliveryDiscountPercentage: String(profile.delivery_discount_percentage),
    isActive: profile.is_active ? "on" : "",
    adminNotes: profile.admin_notes ?? "",
  };
}

/** The delivery location edit form's values for a location as stored. */
export function clientLocationFormValues(location: {
  location_name: string;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  delivery_instructions: string | null;
  admin_notes: string | null;
}): Record<string, string> {
  return {
    locationName: location.location_name,
    addressLine1: location.address_line_1 ?? "",
    addressLine2: location.address_line_2 ?? "",
    city: location.city ?? "",
    province: location.province ?? "",
    postalCode: location.postal_code ?? "",
    latitude: location.latitude === null ? "" : String(location.latitude),
    longitude: location.longitude === null ? "" : String(location.longitude),
    deliveryInstructions: location.delivery_instructions ?? "",
    adminNotes: location.admin_notes ?? "",
  };
}
