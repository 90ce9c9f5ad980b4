/**
 * The message catalogues (decision 0110): `app/locales/{en,af}/{namespace}.json`, i18next's JSON
 * format, edited by a translator (or a tool that reads that format) without touching code. A page
 * carries only the namespaces it shows, in its own language, in its loader data: the root's
 * (`site`, `card`) in the root loader's data of a document, a route's own in its loader's.
 */
import type { Language } from "~/platform/language";
import { type Catalogue, type Messages, type PageTexts, packCatalogue } from "~/platform/translate";
import afAccount from "./af/account.json";
import afCard from "./af/card.json";
import afCart from "./af/cart.json";
import afCatalog from "./af/catalog.json";
import afContent from "./af/content.json";
import afEmail from "./af/email.json";
import afHome from "./af/home.json";
import afOrders from "./af/orders.json";
import afSignin from "./af/signin.json";
import afSite from "./af/site.json";
import afSms from "./af/sms.json";
import enAccount from "./en/account.json";
import enCard from "./en/card.json";
import enCart from "./en/cart.json";
import enCatalog from "./en/catalog.json";
import enContent from "./en/content.json";
import enEmail from "./en/email.json";
import enHome from "./en/home.json";
import enOrders from "./en/orders.json";
import enSignin from "./en/signin.json";
import enSite from "./en/site.json";
import enSms from "./en/sms.json";

export const CATALOGUES = {
  en: {
    card: enCard,
    home: enHome,
    site: enSite,
    catalog: enCatalog,
    cart: enCart,
    orders: enOrders,
    signin: enSignin,
    account: enAccount,
    content: enContent,
    email: enEmail,
    sms: enSms,
  },
  af: {
    card: afCard,
    home: afHome,
    site: afSite,
    catalog: afCatalog,
    cart: afCart,
    orders: afOrders,
    signin: afSignin,
    account: afAccount,
    content: afContent,
    email: afEmail,
    sms: afSms,
  },
} satisfies Record<Language, Record<string, Catalogue>>;

export type Namespace = keyof (typeof CATALOGUES)["en"];

/** Whole namespaces in a language, for the server's own lookups. */
export function messagesFor(language: Language, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, CATALOGUES[language][namespace]]));
}

/** Whole namespaces a page shows (the root's `site` and `card`, the home page's `home`), as its data carries them. */
export function pageTextsFor(language: Language, namespaces: readonly Namespace[]): PageTexts {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, packCatalogue(CATALOGUES[language][namespace])]));
}

/**
 * The texts of one namespace that a page shows, picked by `shows(key)`, as its data carries them
 * (packed: `PageTexts`). Every part's helper (`cartMessages`, `catalogMessagesFor`...) picks
 * through this one; a namespace holds many pages' words and a page carries only its own
 * (decision 0110: no whole catalogue per page).
 */
export function pickTexts(language: Language, namespace: Namespace, shows: (key: string) => boolean): PageTexts {
  const catalogue: Catalogue = CATALOGUES[language][namespace];
  return { [namespace]: packCatalogue(Object.fromEntries(Object.entries(catalogue).filter(([key]) => shows(key)))) };
}

/** `shows` for keys named exactly ("password") or by a prefix ending in a dot ("login."). */
export function keysOrPrefixes(wanted: readonly string[]): (key: string) => boolean {
  return (key) => wanted.some((each) => (each.endsWith(".") ? key.startsWith(each) : key === each));
}
