import { z } from "zod";

/**
 * A contact form opened with its message already written, e.g. from a search that found nothing
 * ("Ask us", issue 45): /contact?message=...#contact-form. The link works without JavaScript; the
 * text is only a starting value the visitor can change, so anything odd is cleaned, not refused.
 * Server only (zod stays out of the browser); the link itself is `contactHrefWith` (contact-texts.ts).
 */

/** Enough for a question about a search; far less than the form's own limit. */
export const PREFILL_MAX_LENGTH = 500;

const prefillText = z
  .string()
  // Control characters other than line breaks and tabs say nothing to the shop.
  .transform((value) =>
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .trim()
      .slice(0, PREFILL_MAX_LENGTH)
      .trim(),
  )
  .catch("");

/** The message to start the contact form with: "" when the address carries none. */
export function contactPrefill(params: URLSearchParams): { message: string } {
  return { message: prefillText.parse(params.get("message") ?? "") };
}
