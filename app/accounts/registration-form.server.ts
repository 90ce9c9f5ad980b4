import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { optionalText } from "~/platform/text-fields.server";
import { meetsPasswordRules, PASSWORD_MIN_LENGTH } from "./password-rules";

import { SA_PHONE_MESSAGE, SA_PHONE_PATTERN } from "./sa-phone";

export { SA_PHONE_MESSAGE, SA_PHONE_PATTERN };

// Messages are `signin` catalogue keys, put in the request's language by parseFormSubmission
// (decision 0110); their English is the spec's words.
const PASSWORD_RULES = "signin:error.passwordRules";
const DO_NOT_MATCH = "signin:error.passwordsDoNotMatch";

export const newPasswordFields = {
  password: z
    .string({ error: PASSWORD_RULES })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_RULES)
    .max(200)
    // A short password already has its message from min(): one message, not two.
    .refine((password) => password.length < PASSWORD_MIN_LENGTH || meetsPasswordRules(password), PASSWORD_RULES),
  confirmPassword: z.string({ error: DO_NOT_MATCH }),
};

export const RegistrationForm = z
  .object({
    firstName: z
      .string({ error: "signin:error.firstNameRequired" })
      .trim()
      .min(1, "signin:error.firstNameRequired")
      .max(80),
    lastName: z
      .string({ error: "signin:error.lastNameRequired" })
      .trim()
      .min(1, "signin:error.lastNameRequired")
      .max(80),
    email: z.email({ error: "signin:error.emailInvalid" }).trim().max(254),
    phone: optionalText(30).refine((value) => !value || SA_PHONE_PATTERN.test(value), "signin:error.phoneInvalid"),
    companyName: optionalText(120),
    deliveryNotes: optionalText(500),
    ...newPasswordFields,
    acceptTerms: z.literal("on", { error: "signin:error.acceptTerms" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: DO_NOT_MATCH,
    path: ["confirmPassword"],
    // Checked with every other rule, so a mismatch is told at once, not after the rest is fixed.
    when: () => true,
  });

export type RegistrationFields = z.input<typeof RegistrationForm>;
export const registrationConstraint = getZodConstraint(RegistrationForm);
