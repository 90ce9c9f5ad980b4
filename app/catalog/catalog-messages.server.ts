import { keysOrPrefixes, pickTexts } from "~/locales/catalogues.server";
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

/** The `catalog` texts of the keys named (a key ending in a dot is a prefix; a key takes its plural forms). */
export function catalogTexts(language: Language, keys: readonly string[]): PageTexts {
  return pickTexts(language, "catalog", keysOrPrefixes(keys));
}
