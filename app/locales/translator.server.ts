/**
 * Texts in a customer's language on the server alone (decision 0110): what an action answers (a
 * form's errors, a refusal, a toast) and what is sent (e-mails, SMS, the tax invoice), read from
 * the same catalogues as the pages by i18next, the catalogues' own library. Pages look their texts
 * up with `translate()` (app/platform/translate.ts), which gives i18next's answer for every text
 * (app/locales/i18next-agreement.test.ts) without sending a library to the phone.
 */
import i18next, { type i18n } from "i18next";
import { LANGUAGES, type Language, languageTag } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import type { Values } from "~/platform/translate";
import { CATALOGUES, type Namespace } from "./catalogues.server";

export type ServerTranslate = (id: string, values?: Values) => string;

let instance: i18n | undefined;

/** One i18next for the process, every catalogue loaded (they are a few kilobytes). */
export function catalogueReader(): i18n {
  if (instance) return instance;
  const reader = i18next.createInstance();
  void reader.init({
    initAsync: false,
    resources: Object.fromEntries(LANGUAGES.map((language) => [languageTag(language), CATALOGUES[language]])),
    lng: languageTag("en"),
    load: "currentOnly",
    fallbackLng: false,
    ns: Object.keys(CATALOGUES.en),
    // Keys are flat ("checkout.heading"): a dot is part of the key, not a path.
    keySeparator: false,
    // React escapes what a page shows; e-mails escape what they put in HTML themselves.
    interpolation: { escapeValue: false },
    // A missing text shows as its whole id ("namespace:heading"), as on a page.
    appendNamespaceToMissingKey: true,
    returnNull: false,
    returnEmptyString: false,
  });
  instance = reader;
  return reader;
}

/**
 * Whether `id` names a catalogue's text ("namespace:key"). Anything else (a sentence already in
 * words, staff-written text) passes through `t` as it is, as on a page.
 */
function isCatalogueId(id: string): boolean {
  const colon = id.indexOf(":");
  return colon > 0 && Object.hasOwn(CATALOGUES.en, id.slice(0, colon));
}

/** `t("namespace:key", values)` in one language (`namespaces` names what the caller reads). */
export function translatorFor(language: Language, _namespaces: readonly Namespace[]): ServerTranslate {
  const t = catalogueReader().getFixedT(languageTag(language));
  return (id, values) => (isCatalogueId(id) ? (t(id, values ?? {}) as string) : id);
}

/** The request's language and `t` in it. */
export function requestTranslator(
  request: Request,
  namespaces: readonly Namespace[],
): { language: Language; t: ServerTranslate } {
  const language = requestLanguage(request);
  return { language, t: translatorFor(language, namespaces) };
}
