import type { Language } from "~/platform/language";

/**
 * An address in an e-mail to an Afrikaans reader carries `lang=af` (decision 0110's variant of a
 * page), so the page the link opens is in Afrikaans on any phone, and remembers it in the `lang`
 * cookie. English addresses stay as they are.
 */
export function linkIn(url: string, language: Language): string {
  if (language === "en") return url;
  const hash = url.indexOf("#");
  const [base, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}lang=${language}${fragment}`;
}
