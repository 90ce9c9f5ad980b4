import { pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/**
 * The part of the `catalog` namespace a page shows, by key group (`"list"` for `list.*`): the
 * browsing pages share one namespace, and each page's data carries only its own groups' texts
 * (issue 49: no whole catalogue per page), as `messagesFor` would the whole namespace.
 */
export function catalogMessagesFor(language: Language, groups: readonly string[]): PageTexts {
  return pickTexts(language, "catalog", (key) => groups.some((group) => key.startsWith(`${group}.`)));
}
