/**
 * The message catalogues (decision 0110): `app/locales/{en,af}/{namespace}.json`, i18next's JSON
 * format, edited by a translator (or a tool that reads that format) without touching code. A page
 * carries only the namespaces it shows, in its own language, in its loader data: the root's
 * (`site`, `card`) in the root loader's data of a document, a route's own in its loader's.
 */
import type { Language } from "~/platform/language";
import type { Catalogue, Messages } from "~/platform/translate";
import afCard from "./af/card.json";
import afHome from "./af/home.json";
import afSite from "./af/site.json";
import enCard from "./en/card.json";
import enHome from "./en/home.json";
import enSite from "./en/site.json";

export const CATALOGUES = {
  en: { site: enSite, card: enCard, home: enHome },
  af: { site: afSite, card: afCard, home: afHome },
} satisfies Record<Language, Record<string, Catalogue>>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

/** The namespaces a page needs, in its language. */
export function messagesFor(language: Language, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, CATALOGUES[language][namespace]]));
}
