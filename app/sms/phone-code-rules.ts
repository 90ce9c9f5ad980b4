import { translatorFor } from "~/locales/translator.server";
import type { Language } from "~/platform/language";
/**
 * The one-time codes that prove a cellphone number (issue 43, decision 0089): the numbers, and the
 * pure rules about a code. Reads and writes are in phone-proof.server.ts.
 */

/** Digits in a code. */
export const CODE_DIGITS = 6;
/** How long a code may be typed back. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong tries before a code stops working. */
export const CODE_MAX_TRIES = 5;
/** A new code for the same number is not sent sooner than this after the last. */
export const CODE_RESEND_AFTER_MS = 60 * 1000;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How many codes may be sent, per number, per account, per client address, and for the whole
 * shop, in any hour and any day (sliding windows, decision 0087). A person proving their number
 * needs one or two; these stop a script from using the shop to send SMS to strangers (and a
 * stranger's number from being flooded), and bound what a day of abuse can cost.
 */
export const CODE_LIMITS = {
  number: [
    { limit: 3, windowMs: HOUR },
    { limit: 6, windowMs: DAY },
  ],
  account: [
    { limit: 5, windowMs: HOUR },
    { limit: 10, windowMs: DAY },
  ],
  // Many rural customers share one address behind their network's NAT: more room here.
  address: [
    { limit: 20, windowMs: HOUR },
    { limit: 60, windowMs: DAY },
  ],
  shop: [{ limit: 500, windowMs: DAY }],
} as const;

/**
 * Order SMS that a customer's own action causes (an order placed), per number: the rest of that
 * hour's or day's orders are told by e-mail only.
 */
export const ORDER_SMS_LIMITS = [
  { limit: 5, windowMs: HOUR },
  { limit: 15, windowMs: DAY },
] as const;

/** A six-digit code from a random integer below 10^6, with its leading zeros. */
export function formatCode(random: number): string {
  return String(random % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, "0");
}

/** What was typed, as a code: digits only (people type "123 456" or "123-456"), or null. */
export function typedCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits) ? digits : null;
}

export type LiveCode = { expiresAt: string; attempts: number; createdAt: string };

/** Whether a code may still be typed back at `now`. */
export function codeUsable(code: LiveCode, now: Date): boolean {
  return code.attempts < CODE_MAX_TRIES && new Date(code.expiresAt).getTime() > now.getTime();
}

/** Milliseconds until a new code may be sent for a number whose last code was made at createdAt. */
export function msUntilResend(createdAt: string, now: Date): number {
  return Math.max(0, new Date(createdAt).getTime() + CODE_RESEND_AFTER_MS - now.getTime());
}

/** The SMS that carries the code: one GSM-7 part, in English or Afrikaans (issue 49). */
export function codeSmsText(shopName: string, code: string, language: Language = "en"): string {
  return translatorFor(language, ["sms"])("sms:code", {
    shop: shopName,
    code,
    minutes: String(CODE_LIFETIME_MS / 60_000),
  });
}
