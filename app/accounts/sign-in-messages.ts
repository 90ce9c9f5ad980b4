/**
 * The sign-in area's messages in the reader's language (issue 49, decision 0110): the words are
 * the `signin` catalogue's (app/locales/{en,af}/signin.json; the accounts spec's English quoted
 * there verbatim), these build the toasts and name the texts a link may ask for.
 */
import type { Values } from "~/platform/translate";

/** `t(id, values)` over the `signin` namespace in the reader's language: a page's, a request's or an account's. */
export type SignInTranslate = (id: string, values?: Values) => string;

/**
 * Messages another page may ask the login page to show (`/login?message=orders`), as
 * `signin:login.message.<key>`. Only these keys are shown, so a link cannot put words of its own
 * on the shop's login page.
 */
export const LOGIN_PAGE_MESSAGE_KEYS = [
  "orders",
  "checkout",
  "review",
  "reviews",
  "favorites",
  "account",
  "delivery",
] as const;
export type LoginPageMessageKey = (typeof LOGIN_PAGE_MESSAGE_KEYS)[number];

export function loginPageMessageKey(value: string | null): LoginPageMessageKey | null {
  return LOGIN_PAGE_MESSAGE_KEYS.find((key) => key === value) ?? null;
}

/** The accounts spec's registration success: 'Registration Successful' with a check-your-e-mail message. */
export function registrationSuccessfulToast(t: SignInTranslate) {
  return {
    title: t("signin:toast.registered"),
    description: t("signin:toast.registeredText"),
    variant: "success" as const,
  };
}

/** The toast after a sign-in (password or Google/Facebook). */
export function signedInToast(t: SignInTranslate, name: string) {
  return {
    title: t("signin:toast.signedIn"),
    description: t("signin:toast.welcomeBackName", { name }),
    variant: "success" as const,
  };
}

/** After a first Google/Facebook sign-in. */
export function signedUpToast(t: SignInTranslate, name: string) {
  return {
    title: t("signin:toast.welcome"),
    description: t("signin:toast.signedUp", { name }),
    variant: "success" as const,
  };
}

/** Signed in before the e-mail address is confirmed: one order may be placed meanwhile (decision 0097). */
export function unconfirmedSignedInToast(t: SignInTranslate, email: string, linkSentRecently: boolean) {
  return {
    title: t("signin:toast.signedIn"),
    description: t(linkSentRecently ? "signin:toast.unconfirmedSent" : "signin:toast.unconfirmedJustSent", { email }),
    variant: "success" as const,
  };
}

/** The goodbye toast. */
export function signedOutToast(t: SignInTranslate) {
  return { title: t("signin:toast.signedOut"), description: t("signin:toast.signedOutText") };
}

/** Signed in, or the account made, with a code (/login/cellphone, decision 0097). */
export function phoneSignedInToast(t: SignInTranslate, created: boolean, name: string | null) {
  if (created) {
    return {
      title: t("signin:toast.welcome"),
      description: name ? t("signin:toast.phoneCreatedName", { name }) : t("signin:toast.phoneCreated"),
      variant: "success" as const,
    };
  }
  return {
    title: t("signin:toast.signedIn"),
    description: name ? t("signin:toast.welcomeBackName", { name }) : t("signin:toast.welcomeBack"),
    variant: "success" as const,
  };
}

/** The catalogue's text, or the English words for a page that lacks the namespace (`app/ui/translation.ts`). */
export { textOr } from "~/ui/translation";
