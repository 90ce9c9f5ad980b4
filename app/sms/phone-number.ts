import { SMS_NUMBER_NOT_MOBILE_MESSAGE, SMS_NUMBER_UNREADABLE_MESSAGE } from "./messages";

/**
 * South African cellphone numbers in E.164 (+27 and 9 digits), the only form the SMS outbox
 * stores and sends to. Accepts what people type: 082 123 4567, 0821234567, +27 82 123 4567,
 * 27821234567, 0027 82 123 4567, +27 (0)82 123 4567, with spaces, dashes, dots or brackets.
 *
 * Cellphone ranges (ICASA's numbering plan): 06x, 07x and 081 to 084. 080 (toll-free), 086
 * (share-call), 087 (internet telephony) and the geographic 01x to 05x numbers are refused: an
 * SMS cannot reach them.
 */
export type PhoneNumberResult = { ok: true; number: string } | { ok: false; message: string };

const MOBILE_NATIONAL = /^(?:6\d|7\d|8[1-4])\d{7}$/;

export function normaliseSouthAfricanMobile(input: string): PhoneNumberResult {
  const compact = input
    .trim()
    .replace(/\(0\)/g, "")
    .replace(/[\s\-.()/]/g, "");
  let national: string | undefined;
  if (/^\+27\d{9}$/.test(compact)) national = compact.slice(3);
  else if (/^0027\d{9}$/.test(compact)) national = compact.slice(4);
  else if (/^27\d{9}$/.test(compact)) national = compact.slice(2);
  else if (/^0\d{9}$/.test(compact)) national = compact.slice(1);
  if (national === undefined || national.startsWith("0")) return { ok: false, message: SMS_NUMBER_UNREADABLE_MESSAGE };
  if (!MOBILE_NATIONAL.test(national)) return { ok: false, message: SMS_NUMBER_NOT_MOBILE_MESSAGE };
  return { ok: true, number: `+27${national}` };
}

/** The E.164 number, or null when it is not a South African cellphone number. */
export function southAfricanMobileOrNull(input: string): string | null {
  const result = normaliseSouthAfricanMobile(input);
  return result.ok ? result.number : null;
}

/** +27821234567 → 082 123 4567, as the shop shows numbers to people. */
export function formatSouthAfricanMobile(e164: string): string {
  const match = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

/**
 * Any phone number as staff screens show it: a South African cellphone number, however it was
 * typed (+27 82 123 4567, 0821234567), as 082 123 4567; anything else (a landline, a foreign
 * number) as it was typed, trimmed. Issue 48: a number reads the same on every staff screen.
 */
export function formatPhoneForPeople(typed: string): string {
  const mobile = southAfricanMobileOrNull(typed);
  return mobile ? formatSouthAfricanMobile(mobile) : typed.trim();
}
