import { pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/**
 * The `content` texts a page shows, and no more (decision 0110: no whole catalogue per page). The
 * namespace holds every page around the shop (about, blog, policies, contact, newsletter, errors);
 * a page's loader data carries only the keys under its own prefixes ("about.", "contact."), so an
 * about page does not bring the policies' words to the phone.
 */
export function contentMessages(language: Language, prefixes: readonly string[]): PageTexts {
  return pickTexts(language, "content", (key) => prefixes.some((prefix) => key.startsWith(prefix)));
}
