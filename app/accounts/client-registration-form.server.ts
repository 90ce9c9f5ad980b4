import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { optionalText } from "~/platform/text-fields.server";
import {
  CONTACT_METHODS,
  checkCoordinates,
  coordinatesMessageKey,
  MANDATORY_FIELDS_MESSAGE,
  missingFieldLabels,
} from "./client-registration-rules";
import { meetsPasswordRules, PASSWORD_MIN_LENGTH } from "./password-rules";
import { SOUTH_AFRICAN_PROVINCES } from "./provinces";
import { SA_PHONE_PATTERN } from "./sa-phone";

// The two steps of /client-registration post to one action; `intent` says which button was
// pressed. Each rule that spans fields runs even when single fields failed (`when`), so one
// submit shows every problem at once: on a slow connection each round trip counts.
const always = { when: () => true };

/** Which step /client-registration shows (`?step=`): anything else is the first. */
export const RegistrationStepQuery = z.enum(["personal", "location", "done"]).catch("personal").default("personal");

/**
 * The mandatory fields of each step, named by their labels' catalogue keys (the spec's message
 * names the fields left empty: the action puts their labels in, in the page's language).
 */
export const STEP_1_MANDATORY = [
  ["firstName", "account:registration.firstName"],
  ["lastName", "account:registration.lastName"],
  ["email", "account:registration.email"],
  ["password", "account:registration.password"],
] as const;

export const STEP_2_MANDATORY = [
  ["locationName", "account:registration.locationName"],
  ["addressLine1", "account:registration.addressLine1"],
  ["city", "account:registration.city"],
  ["province", "account:registration.province"],
  ["postalCode", "account:registration.postalCode"],
] as const;

// The messages are catalogue keys (app/locales/*/account.json): the page shows them in its language.
const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** South African VAT numbers: 10 digits starting with 4; spaces are dropped. */
const vatNumber = optionalText(20)
  .transform((value) => value?.replace(/\s+/g, "") || undefined)
  .refine((value) => !value || /^4\d{9}$/.test(value), "account:error.vatNumber");

const PASSWORD_RULES = "account:error.passwordRules";
const PASSWORDS_DO_NOT_MATCH = "account:error.passwordsDoNotMatch";
const EMAIL_REQUIRED = "account:error.emailRequired";

export const PersonalStep = z
  .object({
    intent: z.literal("next"),
    firstName: requiredText("account:error.firstNameRequired", 80),
    lastName: requiredText("account:error.lastNameRequired", 80),
    email: z
      .string({ error: EMAIL_REQUIRED })
      .trim()
      .min(1, EMAIL_REQUIRED)
      .max(254)
      .pipe(z.email({ error: "account:error.emailInvalid" })),
    phone: optionalText(30).refine((value) => !value || SA_PHONE_PATTERN.test(value), "account:error.phone"),
    companyName: optionalText(120),
    vatNumber,
    preferredContactMethod: z.enum(CONTACT_METHODS, { error: "account:error.contactMethod" }).default("email"),
    password: z
      .string({ error: PASSWORD_RULES })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_RULES)
      .max(200)
      // A short password already has its message from min(): one message, not two.
      .refine((password) => password.length < PASSWORD_MIN_LENGTH || meetsPasswordRules(password), PASSWORD_RULES),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
    acceptTerms: z.literal("on", { error: "account:error.acceptTerms" }),
  })
  .superRefine((form, ctx) => {
    if (missingFieldLabels(form, STEP_1_MANDATORY).length > 0)
      ctx.addIssue({ code: "custom", message: MANDATORY_FIELDS_MESSAGE, path: [] });
    if (typeof form.password === "string" && typeof form.confirmPassword === "string") {
      if (form.password !== form.confirmPassword) {
        ctx.addIssue({ code: "custom", message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
      }
    }
  }, always);

const locationFields = {
  locationName: requiredText("account:error.locationNameRequired", 120),
  addressLine1: requiredText("account:error.addressRequired", 200),
  addressLine2: optionalText(200),
  city: requiredText("account:error.cityRequired", 100),
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: "account:error.province" }),
  postalCode: z
    .string({ error: "account:error.postalCodeRequired" })
    .trim()
    .regex(/^\d{4}$/, "account:error.postalCode"),
  // Checked together below, so a missing pair gives one message rather than two.
  latitude: z.string().trim().max(40).optional(),
  longitude: z.string().trim().max(40).optional(),
  deliveryInstructions: optionalText(500),
};

const LocationChecks = z.object({ intent: z.literal("submit"), ...locationFields }).superRefine((form, ctx) => {
  if (missingFieldLabels(form, STEP_2_MANDATORY).length > 0)
    ctx.addIssue({ code: "custom", message: MANDATORY_FIELDS_MESSAGE, path: [] });
  const coordinates = checkCoordinates(form.latitude, form.longitude);
  if (!coordinates.ok) {
    // On the form (the summary at the top) and beside the coordinate inputs.
    const message = coordinatesMessageKey(coordinates.message);
    ctx.addIssue({ code: "custom", message, path: [] });
    ctx.addIssue({ code: "custom", message, path: ["latitude"] });
  }
}, always);

export const LocationStep = LocationChecks.transform((form, ctx) => {
  const coordinates = checkCoordinates(form.latitude, form.longitude);
  // Refused above already; this only tells TypeScript the numbers are there.
  if (!coordinates.ok) {
    ctx.addIssue({ code: "custom", message: coordinatesMessageKey(coordinates.message), path: ["latitude"] });
    return z.NEVER;
  }
  return { ...form, latitude: coordinates.latitude, longitude: coordinates.longitude };
});

/** Back keeps whatever step 2 holds, checked only for size, so pressing Next again refills it. */
const draftText = (max: number) => z.string().max(max).optional().catch(undefined);
const BackStep = z.object({
  intent: z.literal("back"),
  locationName: draftText(120),
  addressLine1: draftText(200),
  addressLine2: draftText(200),
  city: draftText(100),
  province: draftText(40),
  postalCode: draftText(10),
  latitude: draftText(40),
  longitude: draftText(40),
  deliveryInstructions: draftText(500),
});

/**
 * Step 2's Back is a button named `back` with no value (a text browser reads "Back", not "(back)
 * Back", issue 46), beside the hidden intent "submit" of Complete Registration: pressed, it makes
 * the post a step back.
 */
function backButtonPressed(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("back" in payload)) return payload;
  const { back: _back, ...rest } = payload as Record<string, unknown>;
  return { ...rest, intent: "back" };
}

export const ClientRegistrationForm = z.preprocess(
  backButtonPressed,
  z.discriminatedUnion("intent", [PersonalStep, LocationStep, BackStep]),
);

export type PersonalFields = z.input<typeof PersonalStep>;
export type LocationFields = z.input<typeof LocationStep>;
export type LocationDraft = Omit<z.output<typeof BackStep>, "intent">;
export type PersonalValues = z.output<typeof PersonalStep>;
export type LocationValues = z.output<typeof LocationStep>;

export const personalConstraint = getZodConstraint(PersonalStep);
// conform reads constraints from the fields, not from the transform that turns them into numbers.
export const locationConstraint = getZodConstraint(LocationChecks);

/** Step 1 as kept in the session between the steps: the password only as its argon2 hash. */
export type PersonalDetails = Omit<PersonalValues, "intent" | "password" | "confirmPassword" | "acceptTerms"> & {
  passwordHash: string;
  /** The breached-password check passed when step 1 was submitted. */
  passwordChecked: true;
};

/** What /client-registration keeps in the visitor's session (`SessionData.clientRegistration`). */
export type ClientRegistrationDraft = {
  personal?: PersonalDetails;
  location?: LocationDraft;
  /** After submitting: shown on the success page; no code when the address already had an account. */
  outcome?: { email: string };
};
