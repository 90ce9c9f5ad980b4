import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

// Form schemas live in .server modules so zod never reaches the browser bundle; the browser gets
// the same rules as HTML constraints through the loader (loginConstraint).

/** The login form (accounts spec): e-mail and password required, optional 'Remember me'. */
export const LoginForm = z.object({
  email: z.email({
    error: (issue) => (issue.input === undefined ? "Email is required" : "Please enter a valid email address"),
  }),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});

export const loginConstraint = getZodConstraint(LoginForm);
export type LoginFields = z.input<typeof LoginForm>;
