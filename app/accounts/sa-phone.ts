/**
 * South African phone numbers, for forms on both sides: a plain module, so that browser code
 * (the back office's client forms) gets the real values, not an emptied `.server` module's.
 */

/** South African numbers such as 082 123 4567 or +27 82 123 4567; spaces and dashes allowed. */
export const SA_PHONE_PATTERN = /^(?:\+27[ -]?|0)[1-9]\d(?:[ -]?\d){7}$/;
export const SA_PHONE_MESSAGE = "Please enter a South African phone number, e.g. 082 123 4567 or +27 82 123 4567";
