import { translatorFor } from "~/locales/translator.server";
import type { Language } from "~/platform/language";
import { SMS_NUMBER_NOT_MOBILE_MESSAGE } from "./messages";

/**
 * What a customer reads when a cellphone number or a one-time code is refused, and the answers to
 * "SMS my phone the question" (issues 43 and 49): in the language of the page that asked, from the
 * `sms` catalogue (`sms:refusal.*`, `sms:consent.*`). The English texts are the specifications'
 * words, as they were; staff screens keep the English constants of ./messages.
 */
export function codeWords(language: Language) {
  const t = translatorFor(language, ["sms"]);
  return {
    /** A number `normaliseSouthAfricanMobile` refused, by its (English) message. */
    numberProblem: (message: string) =>
      message === SMS_NUMBER_NOT_MOBILE_MESSAGE ? t("sms:refusal.numberNotMobile") : t("sms:refusal.numberUnreadable"),
    /** A new code asked for too soon after the last one. */
    resendTooSoon: (seconds: number) => t("sms:refusal.resendTooSoon", { count: seconds }),
    /** A limit per number, account or address reached: the wait in minutes, or hours past 90 minutes. */
    tooManyCodes: (retryAfterSeconds: number) => {
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return minutes >= 90
        ? t("sms:refusal.tooManyHours", { count: Math.ceil(minutes / 60) })
        : t("sms:refusal.tooManyMinutes", { count: minutes });
    },
    /** The shop's daily ceiling for codes reached. */
    codesPaused: t("sms:refusal.codesPaused"),
    /** A code typed back wrong, with the tries left. */
    wrongCode: (triesLeft: number) => t("sms:refusal.wrongCode", { count: triesLeft }),
    /** No code to check: none asked for, expired, used up, or replaced. */
    codeExpired: t("sms:refusal.codeExpired"),
    /** askForMarketingConsent: the number already agreed to offers by SMS. */
    consentAlready: t("sms:consent.already"),
    /** askForMarketingConsent: the question is on its way. */
    consentSent: t("sms:consent.sent"),
    /** askForMarketingConsent: asked too recently, or too often this month: when to ask again. */
    consentTooSoon: (retryAfterSeconds: number) => {
      const hours = Math.ceil(retryAfterSeconds / 3600);
      if (hours <= 1) return t("sms:consent.tooSoonHour");
      return hours < 48
        ? t("sms:consent.tooSoonHours", { count: hours })
        : t("sms:consent.tooSoonDays", { count: Math.ceil(hours / 24) });
    },
  };
}

export type CodeWords = ReturnType<typeof codeWords>;
