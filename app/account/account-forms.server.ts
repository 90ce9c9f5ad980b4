import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { meetsPasswordRules, PASSWORD_MIN_LENGTH } from "~/accounts/password-rules";
import { SA_PHONE_PATTERN } from "~/accounts/sa-phone";
import { LANGUAGES } from "~/platform/language";
import { optionalText } from "~/platform/text-fields.server";
import { CONTACT_METHODS } from "./messages";
import { normalizeVatNumber } from "./vat-number";

// The account screen's forms, told apart by `intent`. Their messages are catalogue keys
// (app/locales/*/account.json): the action answers them in the page's language.
const FIRST_NAME_REQUIRED = "account:error.firstNameRequired";
const LAST_NAME_REQUIRED = "account:error.lastNameRequired";
const PASSWORD_RULES_MESSAGE = "account:error.passwordRules";
const PASSWORDS_DO_NOT_MATCH = "account:error.passwordsDoNotMatch";

const contactMethods = CONTACT_METHODS.map((method) => method.value) as [
  (typeof CONTACT_METHODS)[number]["value"],
  ...(typeof CONTACT_METHODS)[number]["value"][],
];

/**
 * Names, phone and company are the user's; VAT number and preferred contact method belong to a
 * client profile and are only saved for a user who has one (the action ignores them otherwise).
 */
export const ProfileForm = z.object({
  intent: z.literal("profile"),
  firstName: z.string({ error: FIRST_NAME_REQUIRED }).trim().min(1, FIRST_NAME_REQUIRED).max(80),
  lastName: z.string({ error: LAST_NAME_REQUIRED }).trim().min(1, LAST_NAME_REQUIRED).max(80),
  phone: optionalText(30).refine((value) => !value || SA_PHONE_PATTERN.test(value), "account:error.phone"),
  companyName: optionalText(120),
  vatNumber: optionalText(20)
    .refine((value) => !value || normalizeVatNumber(value) !== null, "account:error.vatNumber")
    .transform((value) => (value ? (normalizeVatNumber(value) ?? undefined) : undefined)),
  preferredContactMethod: z.enum(contactMethods, { error: "account:error.contactMethod" }).optional(),
  /** The language of the shop, its e-mails and SMS (issue 49): on the account and in the cookie. */
  language: z.enum(LANGUAGES).optional(),
});
export type ProfileFields = z.input<typeof ProfileForm>;

/**
 * A new password follows the registration rules. The current password is checked by the action:
 * it is required only from a user who has one (Google and Facebook sign-ups may set a first one).
 */
export const ChangePasswordForm = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z.string().max(200).optional(),
    // The registration rules. A short password stops at the length check, so the message shows once.
    password: z
      .string({ error: PASSWORD_RULES_MESSAGE })
      .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULES_MESSAGE, abort: true })
      .max(200, PASSWORD_RULES_MESSAGE)
      .refine(meetsPasswordRules, PASSWORD_RULES_MESSAGE),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
    when: () => true,
  });
export type ChangePasswordFields = z.input<typeof ChangePasswordForm>;

/** The password, or for a user without one the e-mail address typed out, and a ticked box. */
export const DeleteAccountForm = z.object({
  intent: z.literal("delete-account"),
  password: z.string().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  confirm: z.literal("on", { error: "account:error.deleteConfirm" }),
});
export type DeleteAccountFields = z.input<typeof DeleteAccountForm>;

/**
 * Messages from the shop: order news by e-mail, SMS or both, and offers by SMS (ticked =
 * consent). SMS go to the number proved on the account (/account/phone, decision 0089), so the
 * number is not typed here.
 */
export const MessagesForm = z.object({
  intent: z.literal("messages"),
  newsChannel: z.enum(["email", "sms", "both"]).default("email"),
  offersBySms: z.literal("on").optional(),
});
export type MessagesFields = z.input<typeof MessagesForm>;

/** Ask the shop to SMS the proved number its question, so the phone can reply YES (decision 0090). */
export const AskConsentForm = z.object({ intent: z.literal("ask-consent") });

/** The valid form's choice. */
export function messagesChoice(form: z.infer<typeof MessagesForm>) {
  return { newsChannel: form.newsChannel, offersBySms: form.offersBySms === "on" };
}

export const AccountForm = z.discriminatedUnion(
  "intent",
  [ProfileForm, ChangePasswordForm, DeleteAccountForm, MessagesForm, AskConsentForm],
  {
    error: "account:error.unknownAction",
  },
);

export const accountConstraints = {
  profile: getZodConstraint(ProfileForm),
  changePassword: getZodConstraint(ChangePasswordForm),
  deleteAccount: getZodConstraint(DeleteAccountForm),
  messages: getZodConstraint(MessagesForm),
};
