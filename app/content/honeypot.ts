/**
 * A honeypot against form-filling bots: a text input hidden from sight (and from screen readers'
 * tab order) that people leave empty. Bots fill every field they find. The name is one that
 * browsers' autofill does not recognise, so a person's browser never fills it in for them.
 */
export const HONEYPOT_FIELD = "website_url";

/** True when the hidden field came back with anything but whitespace in it: a bot sent the form. */
export function isHoneypotFilled(payload: Record<string, unknown>): boolean {
  const value = payload[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  if (typeof value !== "string") return true;
  return value.trim() !== "";
}
