import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

// Form schemas live in .server modules so zod never reaches the browser bundle; the browser gets
// the same rules as HTML constraints through the loader (loginConstraint). Messages are catalogue
// keys (`signin`), put in the request's language by parseFormSubmission (decision 0110).

/** The login form (accounts spec): e-mail and password required, optional 'Remember me'. */
export const LoginForm = z.object({
  email: z.email({
    error: (issue) => (issue.input === undefined ? "signin:error.emailRequired" : "signin:error.emailInvalid"),
  }),
  password: z.string({ error: "signin:error.passwordRequired" }).min(1, "signin:error.passwordRequired"),
  remember: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});

export const loginConstraint = getZodConstraint(LoginForm);
export type LoginFields = z.input<typeof LoginForm>;
