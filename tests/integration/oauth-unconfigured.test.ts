import { applySecurityHeaders } from "~/platform/security-headers.server";
import { getSession } from "~/platform/session.server";
import { action as startAction } from "~/routes/auth.$provider";
import { loader as callbackLoader } from "~/routes/auth.$provider_.callback";
import { loader as loginLoader } from "~/routes/login";
import { loader as registerLoader } from "~/routes/register";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";

// No GOOGLE_* or FACEBOOK_* settings here (a shop that has not set up either provider), except
// a Facebook id without its secret, which is not enough.
beforeAll(() => {
  process.env.FACEBOOK_CLIENT_ID = "only-an-id";
});

describe("without provider settings", () => {
  it("shows no sign-in buttons on /login or /register", async () => {
    const login = (await loginLoader({ request: new Request(`${TEST_ORIGIN}/login`), params: {}, context: {} })) as {
      oauthProviders: string[];
    };
    expect(login.oauthProviders).toEqual([]);
    const register = (await registerLoader({
      request: new Request(`${TEST_ORIGIN}/register?type=basic`),
      params: {},
      context: {},
    })) as { oauthProviders: readonly string[] };
    expect(register.oauthProviders).toEqual([]);
  });

  it("lets forms post and redirect only to the shop itself", () => {
    const csp = applySecurityHeaders(new Headers(), { nonce: "n" }).get("Content-Security-Policy");
    expect(csp).toContain("form-action 'self';");
  });

  it("answers a stray POST or callback with 'Failed to sign in with Google', never a trip to Google", async () => {
    for (const response of [
      await asResponse(() =>
        startAction({ request: formPost("/auth/google", {}), params: { provider: "google" }, context: {} }),
      ),
      await asResponse(() =>
        callbackLoader({
          request: new Request(`${TEST_ORIGIN}/auth/google/callback?code=abc&state=def`),
          params: { provider: "google" },
          context: {},
        }),
      ),
    ]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login");
      const session = await getSession(new Request(TEST_ORIGIN, { headers: { Cookie: cookiePair(response) } }));
      expect(session.get("toast")?.description).toBe("Failed to sign in with Google");
    }
  });
});
