// Relative, not ~/: the HTTP guard (scripts/http-guard.ts) bundles this through the security headers.
import { type Env, env } from "../platform/env.server";
import { allowFormRedirectsTo } from "../platform/security-headers.server";
import { OAUTH_PROVIDERS, type OAuthProvider } from "./oauth-messages";

export type OAuthProviderSettings = {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  redirectUri: string;
  scopes: string[];
  /**
   * Facebook's token endpoint reads the client id and secret from the form body only; Google
   * takes HTTP Basic, the OAuth 2 default that remix-auth-oauth2 sends.
   */
  sendsSecretInBody: boolean;
};

function settingsFor(provider: OAuthProvider, config: Env): OAuthProviderSettings | undefined {
  const redirectUri = `${config.APP_URL}/auth/${provider}/callback`;
  if (provider === "google") {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
    return {
      provider,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      redirectUri,
      scopes: ["openid", "email", "profile"],
      sendsSecretInBody: false,
    };
  }
  if (!config.FACEBOOK_CLIENT_ID || !config.FACEBOOK_CLIENT_SECRET) return undefined;
  return {
    provider,
    clientId: config.FACEBOOK_CLIENT_ID,
    clientSecret: config.FACEBOOK_CLIENT_SECRET,
    authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
    tokenUrl: config.FACEBOOK_TOKEN_URL,
    userinfoUrl: config.FACEBOOK_USERINFO_URL,
    redirectUri,
    scopes: ["email", "public_profile"],
    sendsSecretInBody: true,
  };
}

/** The providers whose client id and secret are both set, in the order the buttons show. */
export function configuredOAuthProviders(config: Env = env()): OAuthProviderSettings[] {
  return OAUTH_PROVIDERS.map((provider) => settingsFor(provider, config)).filter(
    (settings): settings is OAuthProviderSettings => settings !== undefined,
  );
}

/** Names only, for the login and register pages' buttons. */
export function oauthButtonProviders(config: Env = env()): OAuthProvider[] {
  return configuredOAuthProviders(config).map((settings) => settings.provider);
}

/**
 * The origins a sign-in form's POST is redirected to. Chrome checks CSP form-action against
 * every redirect after a form submission, so these join 'self' there.
 */
export function oauthAuthorizationOrigins(config: Env = env()): string[] {
  return [...new Set(configuredOAuthProviders(config).map((settings) => new URL(settings.authorizationUrl).origin))];
}

// The sign-in form's POST is redirected to the provider: CSP form-action must allow its origin.
allowFormRedirectsTo(oauthAuthorizationOrigins);
