import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { newPasswordFields } from "./registration-form.server";

// Messages are `signin` catalogue keys, put in the request's language by parseFormSubmission.
export const ForgotPasswordForm = z.object({
  email: z
    .string({ error: "signin:error.resetEmailRequired" })
    .trim()
    .min(1, "signin:error.resetEmailRequired")
    .pipe(z.email("signin:error.emailInvalid")),
});
export type ForgotPasswordFields = z.input<typeof ForgotPasswordForm>;
export const forgotPasswordConstraint = getZodConstraint(ForgotPasswordForm);

/** Resets follow the registration rules, not the spec's 6 characters (docs/decisions/0015). */
export const ResetPasswordForm = z
  .object({
    token: z.string().min(1),
    password: newPasswordFields.password,
    confirmPassword: z.string({ error: "signin:error.passwordsSame" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "signin:error.passwordsSame",
    path: ["confirmPassword"],
    when: () => true,
  });
export type ResetPasswordFields = z.input<typeof ResetPasswordForm>;
export const resetPasswordConstraint = getZodConstraint(ResetPasswordForm);
