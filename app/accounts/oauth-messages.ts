import type { SignInTranslate } from "./sign-in-messages";

/** The sign-in providers the shop knows; which of them are on depends on the configuration. */
export const OAUTH_PROVIDERS = ["google", "facebook"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: "Google",
  facebook: "Facebook",
};

export function isOAuthProvider(value: string | undefined): value is OAuthProvider {
  return OAUTH_PROVIDERS.some((provider) => provider === value);
}

/** 'Continue with Google', in the page's language. */
export function continueWithLabel(t: SignInTranslate, provider: OAuthProvider): string {
  return t("signin:oauth.continueWith", { provider: OAUTH_PROVIDER_LABELS[provider] });
}

/** The accounts spec's OAuth failure: 'Login Failed' / 'Failed to sign in with {provider}'. */
export function oauthFailureToast(t: SignInTranslate, provider: OAuthProvider) {
  return {
    title: t("signin:form.failedTitle"),
    description: t("signin:oauth.failed", { provider: OAUTH_PROVIDER_LABELS[provider] }),
    variant: "destructive" as const,
  };
}
