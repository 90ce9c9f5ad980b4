/** The element the consultant page's 'Contact Me' link jumps to. The forms' words: `content:contact.*`. */
export const CONTACT_FORM_ANCHOR = "contact-form";

/** The contact page's address with the form filled with `message`, scrolled to the form (contact-prefill.server.ts reads it). */
export function contactHrefWith(message: string): string {
  return `/contact?${new URLSearchParams({ message })}#${CONTACT_FORM_ANCHOR}`;
}
