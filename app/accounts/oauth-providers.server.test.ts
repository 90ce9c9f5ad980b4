import { parseEnv } from "~/platform/env.server";
import { configuredOAuthProviders, oauthAuthorizationOrigins, oauthButtonProviders } from "./oauth-providers.server";

const base = { NODE_ENV: "test", APP_URL: "https://shop.example.co.za/" } as const;

describe("which sign-in providers are on", () => {
  it("none without settings, and none with an id but no secret", () => {
    expect(oauthButtonProviders(parseEnv(base))).toEqual([]);
    expect(oauthButtonProviders(parseEnv({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "" }))).toEqual([]);
    expect(oauthAuthorizationOrigins(parseEnv(base))).toEqual([]);
  });

  it("Google with its own endpoints by default, calling back to the shop's public address", () => {
    const [google] = configuredOAuthProviders(
      parseEnv({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }),
    );
    expect(google).toMatchObject({
      provider: "google",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
      redirectUri: "https://shop.example.co.za/auth/google/callback",
      sendsSecretInBody: false,
    });
  });

  it("both, Google first, with endpoints from the configuration and their origins allowed as form redirects", () => {
    const config = parseEnv({
      ...base,
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET: "gs",
      FACEBOOK_CLIENT_ID: "f",
      FACEBOOK_CLIENT_SECRET: "fs",
      FACEBOOK_AUTHORIZATION_URL: "http://127.0.0.1:9000/authorize",
    });
    expect(oauthButtonProviders(config)).toEqual(["google", "facebook"]);
    expect(configuredOAuthProviders(config)[1]).toMatchObject({
      userinfoUrl: "https://graph.facebook.com/me?fields=id,name,email,first_name,last_name",
      redirectUri: "https://shop.example.co.za/auth/facebook/callback",
      sendsSecretInBody: true,
    });
    expect(oauthAuthorizationOrigins(config)).toEqual(["https://accounts.google.com", "http://127.0.0.1:9000"]);
  });
});
