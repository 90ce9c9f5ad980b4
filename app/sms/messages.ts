/** Messages about SMS that people see (typed numbers, the outbox), shared by the server and the pages. */

/** A number that cannot be read as a South African phone number at all. */
export const SMS_NUMBER_UNREADABLE_MESSAGE =
  "Please enter a South African cellphone number, e.g. 082 123 4567 or +27 82 123 4567";

/** A South African number that is not a cellphone's: an SMS cannot reach it. */
export const SMS_NUMBER_NOT_MOBILE_MESSAGE =
  "This is not a South African cellphone number (they start with 06, 07 or 081 to 084): an SMS cannot reach it.";

/** A message too long to send as one SMS of at most SMS_MAX_PARTS parts. */
export function smsTooLongMessage(parts: number, maxParts: number): string {
  return `This SMS would need ${parts} parts; the most is ${maxParts}. Please shorten it.`;
}

/** An empty message. */
export const SMS_EMPTY_MESSAGE = "An SMS needs some text.";

/** A marketing SMS to a number that replied STOP (or was opted out otherwise). */
export const SMS_OPTED_OUT_MESSAGE = "This number has opted out of marketing SMS.";
