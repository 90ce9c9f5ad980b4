/**
 * An account made with a cellphone code and no e-mail address (issue 44, decision 0097) still
 * needs a unique `users.email`: it gets `27821234567@cellphone.invalid`. The `.invalid` top-level
 * domain is reserved (RFC 2606) and can never be delivered to; the mailer sends nothing to it and
 * pages show the cellphone instead.
 */
const PLACEHOLDER_DOMAIN = "@cellphone.invalid";

export function placeholderEmailFor(e164: string): string {
  return `${e164.replace(/\D/g, "")}${PLACEHOLDER_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return typeof email === "string" && email.toLowerCase().endsWith(PLACEHOLDER_DOMAIN);
}
