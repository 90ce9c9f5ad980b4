import { pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/**
 * The parts of the `cart` namespace a page shows (decision 0110): the namespace holds the whole
 * purchase path (cart, checkout, confirmation, delivery), and a page's data carries only the keys
 * that start with its prefixes, so no page brings another's words.
 */
export function cartMessages(language: Language, prefixes: readonly string[]): PageTexts {
  return pickTexts(language, "cart", (key) => prefixes.some((prefix) => key.startsWith(prefix)));
}
