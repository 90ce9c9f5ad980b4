import { keysOrPrefixes, pickTexts } from "~/locales/catalogues.server";
import type { Language } from "~/platform/language";
import type { PageTexts } from "~/platform/translate";

/**
 * The part of the `signin` catalogue a page shows (issue 49, decision 0110: no whole catalogue
 * per page). The namespace holds every sign-in, registration and password text (about 11 KB); a
 * page's loader data carries only the keys it renders, named exactly ("password") or by prefix
 * ending in a dot ("login."). Field errors and toasts are put in the request's language on the
 * server, so no page carries them.
 */
export function signInMessages(language: Language, keys: readonly string[]): PageTexts {
  return pickTexts(language, "signin", keysOrPrefixes(keys));
}

/** The password fields (NewPasswordFields: labels, the rules, Show/Hide, the breach message). */
export const PASSWORD_FIELD_TEXTS = [
  "password",
  "password.rule.",
  "password.breached",
  "password.confirm",
  "show",
  "hide",
] as const;
/** The Google and Facebook buttons, when one is configured. */
export function oauthTexts(providers: readonly string[]): string[] {
  return providers.length > 0 ? ["oauth."] : [];
}
/** The e-mail and password form of /login and /admin/login. */
export const SIGN_IN_FORM_TEXTS = ["email", "password", "show", "hide", "form."] as const;
