import { type Namespace, pageTextsFor, pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/**
 * The `account` namespace's texts a page shows, picked by key prefix ("registration.", "error."):
 * the namespace holds every page of the customer's account (My Account, locations, the phone
 * proof, the personal data, client registration), and a page carries only its own part in its
 * data (decision 0110, "no whole catalogue per page"). `others` are whole namespaces beside it.
 */
export function accountMessages(
  language: Language,
  prefixes: readonly string[],
  others: readonly Exclude<Namespace, "account">[] = [],
): PageTexts {
  return {
    ...pickTexts(language, "account", (key) => prefixes.some((prefix) => key.startsWith(prefix))),
    ...pageTextsFor(language, others),
  };
}
