import { useMatches } from "@remix-run/react";
import { formatCount, formatDate, formatDateTime, formatRand, formatShopDay } from "~/platform/format";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/language";
import { type Messages, type PageTexts, translate, unpackTexts, type Values } from "~/platform/translate";
import { useRootData } from "./root-data";

/**
 * The language's part of the root loader's data (decision 0110): the page's language, and the
 * namespaces every page shows (header, footer, product cards) in it. A client-side navigation's
 * data leaves the texts out and the page keeps those its document brought (as the shop's details,
 * decision 0101); the language changes only by a whole document (the footer's switch).
 */
export type RootLanguageData = {
  language: Language;
  messages?: PageTexts;
  /** The page in each language, for `<link rel="alternate" hreflang>`: absolute addresses. */
  alternates: { hrefLang: string; href: string }[];
};

/** A route's loader data carries its own texts under this name, packed (`PageTexts`, `pickTexts`). */
export type RouteMessages = { messages?: PageTexts };

/** In the browser: the root's texts the page's document brought. Never kept on the server. */
let documentMessages: PageTexts | undefined;

function knownRootMessages(messages: PageTexts | undefined): Messages {
  const browser = typeof document !== "undefined";
  if (messages && browser) documentMessages = messages;
  return unpackTexts(messages ?? (browser ? documentMessages : undefined) ?? {});
}

/** The root's namespaces and those of every route of the page. */
function pageMessages(
  rootMessages: PageTexts | undefined,
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
): Messages {
  let messages = knownRootMessages(rootMessages);
  for (const match of matches) {
    if (match.id === "root") continue;
    const own = (match.data as RouteMessages | undefined)?.messages;
    if (own) messages = { ...messages, ...unpackTexts(own) };
  }
  return messages;
}

export type Translate = (id: string, values?: Values) => string;

/** The page's language and `t("namespace:key", values)` over the root's and the routes' namespaces. */
export function useTranslation(): { language: Language; t: Translate } {
  const root = useRootData<RootLanguageData>();
  const messages = pageMessages(root?.messages, useMatches());
  const language = root?.language ?? DEFAULT_LANGUAGE;
  return { language, t: (id, values) => translate(messages, language, id, values) };
}

/** `t` for a route's meta function: the root's and the routes' namespaces among the matches. */
export function translateIn(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
  id: string,
  values?: Values,
): string {
  const root = matches.find((match) => match.id === "root")?.data as Partial<RootLanguageData> | undefined;
  return translate(pageMessages(root?.messages, matches), root?.language ?? DEFAULT_LANGUAGE, id, values);
}

/**
 * The shop's formats in the page's language (`app/platform/format.ts`): "R 1 234.50" and
 * "24 December 2026" in English, "R 1 234,50" and "24 Desember 2026" in Afrikaans.
 */
export function useFormat() {
  const { language } = useTranslation();
  return {
    language,
    rand: (cents: number) => formatRand(cents, language),
    count: (count: number) => formatCount(count, language),
    date: (iso: string | Date) => formatDate(iso, language),
    dateTime: (iso: string | Date) => formatDateTime(iso, language),
    shopDay: (day: string) => formatShopDay(day, language),
  };
}

/**
 * For the parts the sign-in pages share with pages that may not carry the `signin` namespace
 * (the password fields on /account and /client-registration): the catalogue's text when the page
 * has it, else the English words as written before issue 49.
 */
export function textOr(t: Translate, id: string, english: string, values?: Values): string {
  const text = t(id, values);
  return text === id ? english : text;
}
