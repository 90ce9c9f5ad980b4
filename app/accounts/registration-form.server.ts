import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { optionalText } from "~/platform/text-fields.server";
import {
  meetsPasswordRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from "./password-rules";

import { SA_PHONE_MESSAGE, SA_PHONE_PATTERN } from "./sa-phone";

export { SA_PHONE_MESSAGE, SA_PHONE_PATTERN };

export const newPasswordFields = {
  password: z
    .string({ error: PASSWORD_RULES_MESSAGE })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_RULES_MESSAGE)
    .max(200)
    // A short password already has its message from min(): one message, not two.
    .refine(
      (password) => password.length < PASSWORD_MIN_LENGTH || meetsPasswordRules(password),
      PASSWORD_RULES_MESSAGE,
    ),
  confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
};

export const RegistrationForm = z
  .object({
    firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(80),
    lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(80),
    email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
    phone: optionalText(30).refine((value) => !value || SA_PHONE_PATTERN.test(value), SA_PHONE_MESSAGE),
    companyName: optionalText(120),
    deliveryNotes: optionalText(500),
    ...newPasswordFields,
    acceptTerms: z.literal("on", { error: "Please accept the Terms of Service and Privacy Policy" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
    // Checked with every other rule, so a mismatch is told at once, not after the rest is fixed.
    when: () => true,
  });

export type RegistrationFields = z.input<typeof RegistrationForm>;
export const registrationConstraint = getZodConstraint(RegistrationForm);
