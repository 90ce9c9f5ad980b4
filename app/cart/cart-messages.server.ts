import { CATALOGUES } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { Messages } from "~/platform/translate";

/**
 * The parts of the `cart` namespace a page shows (decision 0110): the namespace holds the whole
 * purchase path (cart, checkout, confirmation, delivery), and a page's data carries only the keys
 * that start with its prefixes, so no page brings another's words.
 */
export function cartMessages(language: Language, prefixes: readonly string[]): Messages {
  const catalogue: Record<string, string> = CATALOGUES[language].cart;
  return {
    cart: Object.fromEntries(
      Object.entries(catalogue).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
    ),
  };
}
