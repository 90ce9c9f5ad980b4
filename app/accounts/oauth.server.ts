import { redirect } from "@remix-run/node";
import { OAuth2Tokens } from "arctic";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { requestTranslator } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { requestLanguage } from "~/platform/language.server";
import { logger } from "~/platform/logger.server";
import { safeRedirectPath } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { findOrCreateOAuthAccount, type OAuthAccount } from "./oauth-accounts.server";
import { isOAuthProvider, type OAuthProvider, oauthFailureToast } from "./oauth-messages";
import { type OAuthProfile, parseOAuthProfile } from "./oauth-profile";
import { configuredOAuthProviders, type OAuthProviderSettings } from "./oauth-providers.server";
import { signedInToast, signedUpToast } from "./sign-in-messages";
import { startUserSession } from "./user-session.server";
import { displayName, loadCurrentUser } from "./users.server";

/** A provider's answers count only if they come this fast; a stuck provider must not hang sign-in. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** The state and PKCE verifier wait this long for the person to come back from the provider. */
const STATE_COOKIE_SECONDS = 10 * 60;

function stateCookieName(provider: OAuthProvider): string {
  return `oauth-${provider}`;
}

function stateCookiePath(provider: OAuthProvider): string {
  return `/auth/${provider}`;
}

/**
 * Where the person was going when they pressed the button (the sign-in page's redirectTo), kept
 * for the round trip beside the state: a path on this site only (safeRedirectPath on the way in
 * and on the way out).
 */
const RETURN_COOKIE = "oauth-return";

function returnCookie(path: string, secure: boolean): string {
  const value = path === "/" ? "" : encodeURIComponent(path);
  return `${RETURN_COOKIE}=${value}; Path=/auth/; Max-Age=${value ? STATE_COOKIE_SECONDS : 0}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function returnPathOf(request: Request): string | null {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === RETURN_COOKIE && value) {
      try {
        return safeRedirectPath(decodeURIComponent(value), "") || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

async function askedReturnPath(request: Request): Promise<string> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.includes("form")) return "/";
  const value = (await request.formData().catch(() => null))?.get("redirectTo");
  return typeof value === "string" && value.length <= 2000 ? safeRedirectPath(value) : "/";
}

/**
 * remix-auth-oauth2's strategy (authorization code with PKCE and state) for one provider: it
 * reads the profile from the provider's userinfo endpoint, and for Facebook sends the client
 * secret in the token request's body, the only place Facebook reads it.
 */
class ProviderStrategy extends OAuth2Strategy<OAuthProfile> {
  readonly #settings: OAuthProviderSettings;

  constructor(settings: OAuthProviderSettings, secureCookie: boolean) {
    super(
      {
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        authorizationEndpoint: settings.authorizationUrl,
        tokenEndpoint: settings.tokenUrl,
        redirectURI: settings.redirectUri,
        scopes: settings.scopes,
        cookie: {
          name: stateCookieName(settings.provider),
          path: stateCookiePath(settings.provider),
          httpOnly: true,
          sameSite: "Lax",
          ...(secureCookie ? { secure: true as const } : {}),
          maxAge: STATE_COOKIE_SECONDS,
        },
      },
      ({ tokens }) => fetchProfile(settings, tokens.accessToken()),
    );
    this.#settings = settings;
    this.name = settings.provider;
  }

  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const settings = this.#settings;
    if (!settings.sendsSecretInBody) return super.validateAuthorizationCode(code, codeVerifier);
    const response = await fetch(settings.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        redirect_uri: settings.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
    return new OAuth2Tokens(await response.json());
  }
}

async function fetchProfile(settings: OAuthProviderSettings, accessToken: string): Promise<OAuthProfile> {
  const response = await fetch(settings.userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The userinfo endpoint answered ${response.status}`);
  const profile = parseOAuthProfile(settings.provider, await response.json());
  if (!profile) throw new Error("The userinfo answer does not name the person");
  return profile;
}

let authenticator: Authenticator<OAuthProfile> | undefined;

/** One strategy per configured provider, named after it; built once from the configuration. */
function oauthAuthenticator(): Authenticator<OAuthProfile> {
  if (!authenticator) {
    const config = env();
    authenticator = new Authenticator<OAuthProfile>();
    for (const settings of configuredOAuthProviders(config)) {
      authenticator.use(new ProviderStrategy(settings, config.isHttps), settings.provider);
    }
  }
  return authenticator;
}

/** The provider named in the URL; anything else is a page that does not exist. */
export function providerParam(value: string | undefined): OAuthProvider {
  if (!isOAuthProvider(value)) throw new Response("Not found", { status: 404 });
  return value;
}

function failure(request: Request, provider: OAuthProvider, headers?: Headers) {
  // A refused round trip goes back to the sign-in page, still on its way to the page asked for.
  const returnTo = returnPathOf(request);
  const login = returnTo ? `/login?${new URLSearchParams({ redirectTo: returnTo })}` : "/login";
  const { t } = requestTranslator(request, ["signin"]);
  return redirectWithToast(request, login, oauthFailureToast(t, provider), { headers });
}

function errorName(error: unknown): string {
  // The strategy answers a callback without a state by starting a new round trip (a redirect).
  if (error instanceof Response) return "no state in the callback";
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The sign-in button's POST: sends the browser to the provider's consent page with a fresh
 * state and PKCE challenge (kept in a short-lived httpOnly cookie for the way back). The action
 * has already refused cross-site posts.
 */
export async function startOAuthSignIn(request: Request, provider: OAuthProvider): Promise<Response> {
  if (!oauthAuthenticator().get(provider)) return failure(request, provider);
  const returnTo = await askedReturnPath(request);
  try {
    // The strategy copies the request; the button's form body is of no use to it.
    await oauthAuthenticator().authenticate(provider, new Request(request.url, { headers: request.headers }));
  } catch (thrown) {
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", returnCookie(returnTo, env().isHttps));
      return new Response(thrown.body, { status: thrown.status, headers });
    }
    logger.warn("OAuth sign-in could not start", { provider, error: errorName(thrown) });
  }
  return failure(request, provider);
}

/** Expires the state cookies of this provider's round trips: they are spent either way. */
function clearStateCookies(request: Request, provider: OAuthProvider): Headers {
  const headers = new Headers();
  const prefix = stateCookieName(provider);
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name?.startsWith(prefix)) {
      headers.append("Set-Cookie", `${name}=; Path=${stateCookiePath(provider)}; Max-Age=0; HttpOnly; SameSite=Lax`);
    }
  }
  return headers;
}

/**
 * The provider's redirect back: checks the state, exchanges the code, reads the profile, finds
 * or creates the account and signs it in, then lets /auth/callback route the person (new
 * accounts with type=signup). Any failure goes back to /login with the spec's message.
 */
export async function finishOAuthSignIn(request: Request, provider: OAuthProvider): Promise<Response> {
  const headers = clearStateCookies(request, provider);
  headers.append("Set-Cookie", returnCookie("/", env().isHttps));
  if (!oauthAuthenticator().get(provider)) return failure(request, provider, headers);

  let profile: OAuthProfile;
  try {
    profile = await oauthAuthenticator().authenticate(provider, request);
  } catch (error) {
    logger.warn("OAuth sign-in failed", { provider, error: errorName(error) });
    return failure(request, provider, headers);
  }

  let account: OAuthAccount;
  try {
    account = await findOrCreateOAuthAccount(db(), profile, requestLanguage(request));
  } catch (error) {
    logger.error("OAuth sign-in could not store the account", { provider, error: errorName(error) });
    return failure(request, provider, headers);
  }
  const user = account.ok ? await loadCurrentUser(db(), account.userId) : undefined;
  if (!account.ok || !user) {
    logger.info("OAuth sign-in refused", { provider, reason: account.ok ? "unavailable" : account.reason });
    return failure(request, provider, headers);
  }

  // The toast survives /auth/callback's redirect: it is used up only where a page is sent.
  const name = displayName(user);
  const { t } = requestTranslator(request, ["signin"]);
  const sessionHeaders = await startUserSession(request, user.id, {
    remember: false,
    toast: account.created ? signedUpToast(t, name) : signedInToast(t, name),
  });
  for (const cookie of sessionHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const query = new URLSearchParams();
  if (account.created) query.set("type", "signup");
  const returnTo = returnPathOf(request);
  if (returnTo) query.set("redirectTo", returnTo);
  const search = query.toString();
  return redirect(search ? `/auth/callback?${search}` : "/auth/callback", { headers });
}
