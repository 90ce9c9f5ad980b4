import { translatorFor } from "~/locales/translator.server";
import type { Language } from "~/platform/language";
import { fitsGsm, SINGLE_GSM, smsLayout } from "./sms-encoding";

/**
 * The shop's own short SMS about marketing consent (decision 0090): the answer to a STOP, the
 * answer to a YES, and the question that asks for consent. Each starts with the shop's name (so
 * the phone's owner knows who is writing) and is one GSM-7 part, whatever the name in the
 * settings: a name with characters outside the GSM alphabet is written without them (accents
 * dropped: "Boerê" → "Boere"), and a name too long for one part is shortened. In the language of
 * the number's owner (issue 49, `numberLanguage`): the Afrikaans texts are GSM-7 too, and say JA,
 * which counts as YES (inbound-keywords.ts).
 */

/** What the SMS are stored as (`sms_messages.kind`). */
export const OPT_OUT_CONFIRMATION_KIND = "opt-out-confirmation";
export const CONSENT_CONFIRMATION_KIND = "consent-confirmation";
export const CONSENT_QUESTION_KIND = "consent-question";

/** The name used when the settings' name has nothing left that GSM-7 can carry. */
const FALLBACK_NAME = "The shop";

/** The shop's name in the GSM alphabet: accents outside it dropped, other characters left out. */
export function gsmShopName(name: string): string {
  const plain = Array.from(name.normalize("NFC"), (character) => {
    if (fitsGsm(character)) return character;
    const stripped = character.normalize("NFKD").replace(/\p{M}/gu, "");
    if (stripped !== "" && fitsGsm(stripped)) return stripped;
    if (/[‘’‚‛′]/.test(character)) return "'";
    if (/[“”„‟″]/.test(character)) return '"';
    if (/[‐‑‒–—―]/.test(character)) return "-";
    return "";
  })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return plain === "" ? FALLBACK_NAME : plain;
}

/** "<name>: <rest>", one GSM-7 part: the name shortened if it would not fit. */
export function signedText(shopName: string, rest: string): string {
  let name = gsmShopName(shopName);
  const text = () => `${name}: ${rest}`;
  while (smsLayout(text()).units > SINGLE_GSM && name.length > 1) name = name.slice(0, -1).trimEnd();
  return text();
}

/** The answer to a STOP (or to staff opting the number out for a customer who phoned). */
export function optOutConfirmationText(shopName: string, language: Language = "en"): string {
  return signedText(shopName, translatorFor(language, ["sms"])("sms:reply.optOut"));
}

/** The answer to a YES that gave the consent. */
export function consentConfirmationText(shopName: string, language: Language = "en"): string {
  return signedText(shopName, translatorFor(language, ["sms"])("sms:reply.consent"));
}

/** The question that asks the number's owner for consent to offers by SMS. */
export function consentQuestionText(shopName: string, language: Language = "en"): string {
  return signedText(shopName, translatorFor(language, ["sms"])("sms:reply.question"));
}
