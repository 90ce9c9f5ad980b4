/**
 * The customer's language, Afrikaans or English (issue 49, decision 0110): the rules, with no
 * request or database. One address per page; the language comes from, in order:
 *
 * 1. `?lang=af` or `?lang=en` on the address: the page's explicit, crawlable variant, which the
 *    hreflang alternates and the sitemap name (the English variant is the bare address);
 * 2. the `lang` cookie the footer's switch sets (`/language`);
 * 3. the browser's `Accept-Language` (Afrikaans when `af` comes before any English);
 * 4. English.
 *
 * Staff screens stay English whatever the choice.
 */

export const LANGUAGES = ["en", "af"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie the switch sets, plain `en` or `af`: the HTTP guard's page cache reads it too. */
export const LANGUAGE_COOKIE = "lang";
/** The query parameter naming a page's language variant. */
export const LANGUAGE_PARAM = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "af";
}

/** The language tag for `<html lang>`, hreflang and `Intl`: South African English or Afrikaans. */
export function languageTag(language: Language): "en-ZA" | "af-ZA" {
  return language === "af" ? "af-ZA" : "en-ZA";
}

/** The language's name in itself, for the switch. */
export function languageName(language: Language): string {
  return language === "af" ? "Afrikaans" : "English";
}

/**
 * The language an `Accept-Language` header asks for: the first of Afrikaans or English in the
 * browser's order of preference (by q-value, then by place), or null when it names neither.
 * `af`, `af-ZA` give Afrikaans; `en`, `en-ZA`, `en-GB` English; `*` and others nothing.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, place) => {
      const [range, ...params] = part.trim().split(";");
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: (range ?? "").trim().toLowerCase().split("-")[0], q: Number.isFinite(q) ? q : 0, place };
    })
    .filter((range) => range.q > 0 && isLanguage(range.primary))
    .sort((a, b) => b.q - a.q || a.place - b.place);
  const first = ranges[0]?.primary;
  return isLanguage(first) ? first : null;
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const trimmed = pair.trim();
    const equals = trimmed.indexOf("=");
    if (equals > 0 && trimmed.slice(0, equals) === name) return trimmed.slice(equals + 1);
  }
  return undefined;
}

export type LanguageFacts = {
  /** The request's path and query, or its whole URL. */
  url: string;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
};

/** The page's language, and where it came from (for tests and the decision's reasoning). */
export function chooseLanguage(facts: LanguageFacts): {
  language: Language;
  from: "query" | "cookie" | "browser" | "default";
} {
  const query = new URL(facts.url, "http://shop.invalid").searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(query)) return { language: query, from: "query" };
  const cookie = cookieValue(facts.cookie, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return { language: cookie, from: "cookie" };
  const browser = languageFromAcceptLanguage(facts.acceptLanguage);
  if (browser) return { language: browser, from: "browser" };
  return { language: DEFAULT_LANGUAGE, from: "default" };
}

/** A path and query without the language parameter: the English (and x-default) address. */
export function withoutLanguage(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://shop.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}`;
}

/** A page's address in a language: the bare address for English, `?lang=af` added for Afrikaans. */
export function addressIn(pathAndQuery: string, language: Language): string {
  const url = new URL(withoutLanguage(pathAndQuery), "http://shop.invalid");
  if (language === "af") url.searchParams.set(LANGUAGE_PARAM, "af");
  return `${url.pathname}${url.search}`;
}

/** The footer's switch: a plain GET link that sets the cookie and comes back to the same page. */
export function languageSwitchHref(to: Language, currentPath: string): string {
  return `/language?${new URLSearchParams({ to, back: withoutLanguage(currentPath) }).toString()}`;
}

/** The `lang` cookie for a year; Secure when the shop is served over https. */
export function languageSetCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/**
 * A page's canonical address as the page was asked for: the Afrikaans variant (`?lang=af`) is a
 * page of its own for search engines, so its canonical link names itself, never the English one.
 * `canonical` is absolute or a path; `requestSearch` is the page's own query (`location.search`).
 */
export function canonicalIn(canonical: string, requestSearch: string): string {
  if (new URLSearchParams(requestSearch).get(LANGUAGE_PARAM) !== "af") return canonical;
  const url = new URL(canonical, "http://shop.invalid");
  url.searchParams.set(LANGUAGE_PARAM, "af");
  return canonical.startsWith("/") ? `${url.pathname}${url.search}` : url.toString();
}
