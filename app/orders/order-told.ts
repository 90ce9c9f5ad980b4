/**
 * How the customer was actually told of a placed order (issue 43): by SMS, e-mail or both, from
 * what was queued, not from what was chosen. A chosen SMS that did not go (a number not proved
 * yet, or too many order SMS to it in the last hour) is said too. Pure: the page's words.
 */
export type OrderTold = {
  /** The number the order SMS was sent to (as shown), or null. */
  smsTo: string | null;
  /** The address the order e-mail was sent to, or null. */
  emailTo: string | null;
  /** SMS chosen but not sent, and why. */
  smsHeld: { phone: string; reason: "not_proved" | "limit" } | null;
};

export function orderToldLine(told: OrderTold, withBankDetails: boolean): string | null {
  const what = withBankDetails ? "the order and our banking details" : "the order";
  if (told.smsTo && told.emailTo)
    return `We have sent ${what} by SMS to ${told.smsTo} and by e-mail to ${told.emailTo}.`;
  if (told.smsTo) return `We have sent ${what} by SMS to ${told.smsTo}.`;
  if (told.emailTo) return `We have e-mailed ${what} to ${told.emailTo}.`;
  return null;
}

export function smsHeldLine(held: NonNullable<OrderTold["smsHeld"]>): string {
  return held.reason === "not_proved"
    ? `We sent no SMS: your cellphone ${held.phone} is not proved yet. Prove it and this order's next news comes by SMS.`
    : `We sent no SMS this time: the most order SMS a number gets in an hour went to ${held.phone} already. This order's next news comes by SMS.`;
}
