/**
 * Texts in a customer's language on the server (decision 0110): what an action answers (a form's
 * errors, a toast) and what is sent (e-mails, SMS, the tax invoice), from the same catalogues as
 * the pages.
 */
import type { Language } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { translate, type Values } from "~/platform/translate";
import { messagesFor, type Namespace } from "./catalogues.server";

export type ServerTranslate = (id: string, values?: Values) => string;

/** `t("namespace:key", values)` over the given namespaces in one language. */
export function translatorFor(language: Language, namespaces: readonly Namespace[]): ServerTranslate {
  const messages = messagesFor(language, namespaces);
  return (id, values) => translate(messages, language, id, values);
}

/** The request's language and `t` over the given namespaces in it. */
export function requestTranslator(
  request: Request,
  namespaces: readonly Namespace[],
): { language: Language; t: ServerTranslate } {
  const language = requestLanguage(request);
  return { language, t: translatorFor(language, namespaces) };
}
