import { env } from "./env.server";
import { chooseLanguage, cookieValue, LANGUAGE_COOKIE, type Language, languageSetCookie } from "./language";

/** The request's language (app/platform/language.ts has the order of the rules). */
export function requestLanguage(request: Request): Language {
  return chooseLanguage({
    url: request.url,
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  }).language;
}

/**
 * The cookie to set when the address chose the language (`?lang=af`, say a search result in
 * Afrikaans) and the visitor's cookie says otherwise: the next page, reached by a link without
 * `?lang`, stays in that language. Null when nothing is to be remembered.
 */
export function languageToRemember(request: Request): string | null {
  const chosen = chooseLanguage({
    url: request.url,
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  if (chosen.from !== "query") return null;
  if (cookieValue(request.headers.get("Cookie"), LANGUAGE_COOKIE) === chosen.language) return null;
  return rememberLanguage(chosen.language);
}

/** Remembers the visitor's choice for a year; Secure when the shop is served over https. */
export function rememberLanguage(language: Language): string {
  return languageSetCookie(language, env().isHttps);
}
