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

/** `t(id, values)` over the `cart` catalogue: the page's translator (decision 0110). */
type TextOf = (id: string, values?: Readonly<Record<string, string | number>>) => string;

export function orderToldLine(t: TextOf, told: OrderTold, withBankDetails: boolean): string | null {
  const what = withBankDetails ? t("cart:confirmation.told.whatWithBank") : t("cart:confirmation.told.what");
  if (told.smsTo && told.emailTo)
    return t("cart:confirmation.told.both", { what, phone: told.smsTo, email: told.emailTo });
  if (told.smsTo) return t("cart:confirmation.told.sms", { what, phone: told.smsTo });
  if (told.emailTo) return t("cart:confirmation.told.email", { what, email: told.emailTo });
  return null;
}

export function smsHeldLine(t: TextOf, held: NonNullable<OrderTold["smsHeld"]>): string {
  return t(`cart:confirmation.smsHeld.${held.reason}`, { phone: held.phone });
}
