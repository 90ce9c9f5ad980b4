import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";

const NAME_TOO_SHORT = "content:contact.error.nameShort";
const EMAIL_INVALID = "content:contact.error.email";
const MESSAGE_TOO_SHORT = "content:contact.error.messageShort";

/** Long enough for any real name or enquiry; keeps a bot from storing megabytes. */
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * The contact form of /contact and /about-a (accounts spec, section 5). Its messages are catalogue
 * keys (the spec's English words are `en/content.json`'s); the action answers them in words.
 */
export const ContactForm = z.object({
  name: z
    .string({ error: NAME_TOO_SHORT })
    .trim()
    .min(2, NAME_TOO_SHORT)
    .max(NAME_MAX_LENGTH, "content:contact.error.nameLong"),
  email: z
    .string({ error: EMAIL_INVALID })
    .trim()
    .pipe(z.email({ error: EMAIL_INVALID })),
  message: z
    .string({ error: MESSAGE_TOO_SHORT })
    .trim()
    .min(10, MESSAGE_TOO_SHORT)
    .max(MESSAGE_MAX_LENGTH, "content:contact.error.messageLong"),
});

/** The values of the form's messages' words. */
export const CONTACT_ERROR_VALUES = {
  "content:contact.error.nameLong": { max: NAME_MAX_LENGTH },
  "content:contact.error.messageLong": { max: MESSAGE_MAX_LENGTH },
};

export const contactConstraint = getZodConstraint(ContactForm);
export type ContactFields = z.input<typeof ContactForm>;
