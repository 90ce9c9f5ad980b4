import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { newPasswordFields } from "./registration-form.server";

export const ForgotPasswordForm = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .pipe(z.email("Please enter a valid email address")),
});
export type ForgotPasswordFields = z.input<typeof ForgotPasswordForm>;
export const forgotPasswordConstraint = getZodConstraint(ForgotPasswordForm);

/** Resets follow the registration rules, not the spec's 6 characters (docs/decisions/0015). */
export const ResetPasswordForm = z
  .object({
    token: z.string().min(1),
    password: newPasswordFields.password,
    confirmPassword: z.string({ error: "Please make sure both passwords are the same" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Please make sure both passwords are the same",
    path: ["confirmPassword"],
    when: () => true,
  });
export type ResetPasswordFields = z.input<typeof ResetPasswordForm>;
export const resetPasswordConstraint = getZodConstraint(ResetPasswordForm);
