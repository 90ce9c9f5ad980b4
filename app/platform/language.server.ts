import { env } from "./env.server";
import { chooseLanguage, type Language, languageSetCookie } from "./language";

/** The request's language (app/platform/language.ts has the order of the rules). */
export function requestLanguage(request: Request): Language {
  return chooseLanguage({
    url: request.url,
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  }).language;
}

/** Remembers the visitor's choice for a year; Secure when the shop is served over https. */
export function rememberLanguage(language: Language): string {
  return languageSetCookie(language, env().isHttps);
}
