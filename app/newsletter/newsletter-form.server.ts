import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

/** The form's messages, by catalogue key (the words: `content:newsletter.error.*`; the action answers them in words). */
const EMAIL_INVALID = "content:newsletter.error.email";
const CONSENT_REQUIRED = "content:newsletter.error.consent";

/**
 * The sign-up form. Consent is an unticked box the visitor must tick (POPIA: opt-in, never
 * opt-out); without it nothing is stored.
 */
export const NewsletterSignupForm = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .max(254, EMAIL_INVALID)
    .pipe(z.email({ error: EMAIL_INVALID }))
    .transform((email) => email.toLowerCase()),
  consent: z.literal("on", { error: CONSENT_REQUIRED }),
  redirectTo: z.string().optional(),
});

export const newsletterSignupConstraint = getZodConstraint(NewsletterSignupForm);
export type NewsletterSignupFields = z.input<typeof NewsletterSignupForm>;

/** The confirm page's button. */
export const ConfirmForm = z.object({ token: z.string().optional() });

/**
 * The unsubscribe button's form, and RFC 8058's one-click POST from a mail client, whose body is
 * only `List-Unsubscribe=One-Click` (the token is then in the address).
 */
export const UnsubscribeForm = z.object({
  token: z.string().optional(),
  "List-Unsubscribe": z.literal("One-Click").optional(),
});
