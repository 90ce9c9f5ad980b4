/** SMS kinds in words: a module of its own, as it reads the order news words (no import cycle with ~/sms/messages). */
import { ORDER_SMS_KIND_WORDS } from "~/orders/messages";
import { humanise } from "~/platform/format";

/**
 * What each kind of SMS was for, in words (the SMS log and its filter, the audit log): the order
 * news kinds and the shop's own (bulk, the marketing question and its answers, sign-in codes).
 */
export const SMS_KIND_WORDS: Record<string, string> = {
  ...ORDER_SMS_KIND_WORDS,
  bulk: "Bulk SMS",
  "consent-question": "Marketing SMS question",
  "consent-confirmation": "Marketing SMS consent confirmed",
  "opt-out-confirmation": "Opt-out confirmed",
  "phone-code": "Cellphone code",
};

/** An SMS kind in words; a kind with no label reads as its humanised code, never the code. */
export function smsKindWords(kind: string): string {
  return SMS_KIND_WORDS[kind] ?? humanise(kind);
}
