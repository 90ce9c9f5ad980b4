import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { EMAIL_INVALID, MESSAGE_TOO_SHORT, NAME_TOO_SHORT } from "./contact-texts";

/** Long enough for any real name or enquiry; keeps a bot from storing megabytes. */
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;

/** The contact form of /contact and /about-a (accounts spec, section 5). */
export const ContactForm = z.object({
  name: z
    .string({ error: NAME_TOO_SHORT })
    .trim()
    .min(2, NAME_TOO_SHORT)
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .pipe(z.email({ error: EMAIL_INVALID })),
  message: z
    .string({ error: MESSAGE_TOO_SHORT })
    .trim()
    .min(10, MESSAGE_TOO_SHORT)
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`),
});

export const contactConstraint = getZodConstraint(ContactForm);
export type ContactFields = z.input<typeof ContactForm>;
