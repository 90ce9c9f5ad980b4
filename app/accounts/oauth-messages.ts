import { LOGIN_FAILED_TITLE } from "./messages";

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

export function continueWithLabel(provider: OAuthProvider): string {
  return `Continue with ${OAUTH_PROVIDER_LABELS[provider]}`;
}

/** The accounts spec's OAuth failure: 'Login Failed' / 'Failed to sign in with {provider}'. */
export function oauthFailureToast(provider: OAuthProvider) {
  return {
    title: LOGIN_FAILED_TITLE,
    description: `Failed to sign in with ${OAUTH_PROVIDER_LABELS[provider]}`,
    variant: "destructive" as const,
  };
}
