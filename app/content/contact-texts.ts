/**
 * The contact forms' texts (accounts spec, sections 5 and 8), shared by the schema on the server
 * and the pages in the browser.
 */
export const NAME_TOO_SHORT = "Name must be at least 2 characters";
export const EMAIL_INVALID = "Please enter a valid email address";
export const MESSAGE_TOO_SHORT = "Message must be at least 10 characters";

export const CONTACT_SENT = "Message sent successfully!";
export const CONTACT_FAILED_TITLE = "Error sending message";
export const CONTACT_FAILED_MESSAGE = "Please try again or contact me directly via email.";

export const SEND_BUTTON = "Send Message";
export const SENDING_BUTTON = "Sending...";

/** The element the consultant page's 'Contact Me' link jumps to. */
export const CONTACT_FORM_ANCHOR = "contact-form";

/** The contact page's address with the form filled with `message`, scrolled to the form (contact-prefill.server.ts reads it). */
export function contactHrefWith(message: string): string {
  return `/contact?${new URLSearchParams({ message })}#${CONTACT_FORM_ANCHOR}`;
}
