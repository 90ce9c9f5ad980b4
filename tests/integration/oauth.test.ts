import { randomUUID } from "node:crypto";
import { type MutableResponse, OAuth2Server, type TokenRequestIncomingMessage } from "oauth2-mock-server";
import type { OAuthProvider } from "~/accounts/oauth-messages";
import { verifyPassword } from "~/accounts/password.server";
import { db } from "~/platform/db.server";
import { applySecurityHeaders } from "~/platform/security-headers.server";
import { getSession } from "~/platform/session.server";
import { loader as rootLoader } from "~/root";
import { action as startAction, loader as startLoader } from "~/routes/auth.$provider";
import { loader as callbackLoader } from "~/routes/auth.$provider_.callback";
import { loader as authCallbackLoader } from "~/routes/auth.callback";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { loader as registerLoader } from "~/routes/register";
import { asResponse, formPost, TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER } from "../support/afrikaans";
import { insertUser } from "../support/users";

// A real OAuth 2 / OpenID Connect server on loopback stands in for Google and Facebook: the shop's
// endpoints point at it, and every round trip below goes through its authorize, token and
// userinfo endpoints.
const server = new OAuth2Server();
let issuer = "";
/** What the mock's userinfo endpoint answers next (each test sets the person it signs in). */
let userinfo: Record<string, unknown> = {};
let tokenRequests: TokenRequestIncomingMessage[] = [];

beforeAll(async () => {
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  issuer = `http://127.0.0.1:${server.address().port}`;
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: "shop-google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    FACEBOOK_CLIENT_ID: "shop-facebook-app",
    FACEBOOK_CLIENT_SECRET: "facebook-secret",
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo?fields=id,name,email,first_name,last_name`,
  });
  server.service.on("beforeUserinfo", (response: MutableResponse) => {
    response.body = userinfo;
  });
  server.service.on("beforeResponse", (_response: MutableResponse, request: TokenRequestIncomingMessage) => {
    tokenRequests.push(request);
  });
});

afterAll(() => server.stop());

beforeEach(() => {
  tokenRequests = [];
});

function googlePerson(overrides: Record<string, unknown> = {}) {
  return {
    sub: `google-${randomUUID()}`,
    email: `farmer-${randomUUID().slice(0, 8)}@example.com`,
    email_verified: true,
    given_name: "Thandi",
    family_name: "Nkosi",
    ...overrides,
  };
}

const cookiePairs = (response: Response, prefix: string) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith(prefix))
    .map((cookie) => cookie.split(";")[0] ?? "");

function sessionCookie(response: Response): string {
  return cookiePairs(response, "__session=").at(-1) ?? "";
}

async function pressButton(provider: string, cookie?: string, fields: Record<string, string> = {}): Promise<Response> {
  return asResponse(() =>
    startAction({ request: formPost(`/auth/${provider}`, fields, cookie), params: { provider }, context: {} }),
  );
}

async function callback(url: string, cookie: string, provider: string, browser: Record<string, string> = {}) {
  return asResponse(() =>
    callbackLoader({
      request: new Request(url, { headers: { ...browser, Cookie: cookie } }),
      params: { provider },
      context: {},
    }),
  );
}

/**
 * The whole round trip as a browser makes it: the button's POST, the provider's authorize page
 * (which sends the browser back with a code and the state), then the shop's callback with the
 * state cookie. Returns the callback's answer and where the browser was sent on the way.
 */
async function signInWith(
  provider: OAuthProvider,
  person: Record<string, unknown>,
  fields?: Record<string, string>,
  /** The headers the browser sends with everything (its languages). */
  browser: Record<string, string> = {},
) {
  userinfo = person;
  const start = await pressButton(provider, undefined, fields);
  expect(start.status).toBe(302);
  const authorizeUrl = start.headers.get("Location") ?? "";
  expect(authorizeUrl.startsWith(`${issuer}/authorize?`)).toBe(true);
  const stateCookies = cookiePairs(start, `oauth-${provider}`);
  expect(stateCookies).toHaveLength(1);

  const authorize = await fetch(authorizeUrl, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const callbackUrl = authorize.headers.get("Location") ?? "";
  expect(callbackUrl.startsWith(`${TEST_ORIGIN}/auth/${provider}/callback?`)).toBe(true);

  // The browser sends back every cookie set for /auth/… (the state, and where to land).
  const roundTripCookies = [
    ...stateCookies,
    ...cookiePairs(start, "oauth-return=").filter((c) => c !== "oauth-return="),
  ];
  const finish = await callback(callbackUrl, roundTripCookies.join("; "), provider, browser);
  return { start, authorizeUrl, callbackUrl, stateCookie: stateCookies.join("; "), finish };
}

/** Where /auth/callback sends the signed-in person (the spec's routing). */
async function landing(finish: Response): Promise<string | null> {
  const location = finish.headers.get("Location") ?? "";
  const response = await asResponse(() =>
    authCallbackLoader({
      request: new Request(`${TEST_ORIGIN}${location}`, { headers: { Cookie: sessionCookie(finish) } }),
      params: {},
      context: {},
    }),
  );
  return response.headers.get("Location");
}

async function toastOf(response: Response) {
  const session = await getSession(new Request(TEST_ORIGIN, { headers: { Cookie: sessionCookie(response) } }));
  return session.get("toast");
}

async function expectFailure(response: Response, label: "Google" | "Facebook") {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/login");
  expect(await toastOf(response)).toEqual({
    title: "Login Failed",
    description: `Failed to sign in with ${label}`,
    variant: "destructive",
  });
  const session = await getSession(new Request(TEST_ORIGIN, { headers: { Cookie: sessionCookie(response) } }));
  expect(session.get("userId")).toBeUndefined();
}

const connectionsOf = (userId: string) =>
  db().selectFrom("oauth_connections").selectAll().where("user_id", "=", userId).execute();

describe("the sign-in buttons", () => {
  it("show on /login and /register for the configured providers", async () => {
    const login = (await loginLoader({ request: new Request(`${TEST_ORIGIN}/login`), params: {}, context: {} })) as {
      oauthProviders: string[];
    };
    expect(login.oauthProviders).toEqual(["google", "facebook"]);
    const register = (await registerLoader({
      request: new Request(`${TEST_ORIGIN}/register`),
      params: {},
      context: {},
    })) as { oauthProviders: readonly string[] };
    expect(register.oauthProviders).toEqual(["google", "facebook"]);
  });
});

describe("starting the round trip", () => {
  it("sends the browser to the provider with PKCE, a state and the shop's callback address", async () => {
    const start = await pressButton("google");
    const url = new URL(start.headers.get("Location") ?? "");
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("shop-google-client");
    expect(url.searchParams.get("redirect_uri")).toBe(`${TEST_ORIGIN}/auth/google/callback`);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThan(20);

    const [setCookie] = start.headers.getSetCookie().filter((cookie) => cookie.startsWith("oauth-google"));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/auth\/google(;|$)/);
    expect(setCookie).toContain(state);
    // The code verifier stays in the cookie; only its hash went to the provider.
    expect(setCookie).not.toContain(url.searchParams.get("code_challenge"));
  });

  it("lets pages' forms be redirected to the provider (Chrome checks CSP form-action on the redirect)", () => {
    const csp = applySecurityHeaders(new Headers(), { nonce: "n" }).get("Content-Security-Policy");
    expect(csp).toContain(`form-action 'self' ${issuer};`);
  });

  it("refuses a POST from another site", async () => {
    const request = new Request(`${TEST_ORIGIN}/auth/google`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const response = await asResponse(() => startAction({ request, params: { provider: "google" }, context: {} }));
    expect(response.status).toBe(403);
  });

  it("sends a visit by address to the login page, and answers 404 for an unknown provider", async () => {
    const visit = await asResponse(() =>
      startLoader({ request: new Request(`${TEST_ORIGIN}/auth/google`), params: { provider: "google" }, context: {} }),
    );
    expect(visit.status).toBe(302);
    expect(visit.headers.get("Location")).toBe("/login");

    expect((await pressButton("twitter")).status).toBe(404);
    const unknownCallback = await callback(`${TEST_ORIGIN}/auth/twitter/callback?code=x&state=y`, "", "twitter");
    expect(unknownCallback.status).toBe(404);
  });
});

describe("where the person lands", () => {
  it("lands on the page the sign-in page was asked for, with the welcome toast", async () => {
    const user = await insertUser(db());
    const person = googlePerson({ email: user.email });
    const { start, finish } = await signInWith("google", person, { redirectTo: "/cart/checkout" });
    expect(start.headers.getSetCookie().find((c) => c.startsWith("oauth-return="))).toMatch(/HttpOnly/i);
    expect(finish.headers.get("Location")).toBe("/auth/callback?redirectTo=%2Fcart%2Fcheckout");
    expect(await landing(finish)).toBe("/cart/checkout");
    expect(await toastOf(finish)).toEqual({
      title: "Signed in",
      description: "Welcome back, Sipho Dlamini.",
      variant: "success",
    });
  });

  it("a first sign-in from checkout goes back to checkout, welcomed", async () => {
    const { finish } = await signInWith("google", googlePerson(), { redirectTo: "/cart/checkout" });
    expect(await landing(finish)).toBe("/cart/checkout");
    expect(await toastOf(finish)).toMatchObject({ title: "Welcome", variant: "success" });
  });

  it("never leaves the site: another site's address lands home", async () => {
    const { finish } = await signInWith("google", googlePerson(), { redirectTo: "//evil.example/checkout" });
    expect(finish.headers.get("Location")).toBe("/auth/callback?type=signup");
    const forged = await asResponse(() =>
      authCallbackLoader({
        request: new Request(`${TEST_ORIGIN}/auth/callback?redirectTo=https://evil.example/`, {
          headers: { Cookie: sessionCookie(finish) },
        }),
        params: {},
        context: {},
      }),
    );
    expect(forged.headers.get("Location")).toBe("/");
  });
});

describe("signing in with Google", () => {
  it("creates the account and the connection at the first sign-in, and lands on the thank-you page", async () => {
    const person = googlePerson();
    const { finish } = await signInWith("google", person);
    expect(finish.status).toBe(302);
    expect(finish.headers.get("Location")).toBe("/auth/callback?type=signup");
    // The state cookie is spent.
    expect(finish.headers.getSetCookie().some((c) => c.startsWith("oauth-google") && /Max-Age=0/.test(c))).toBe(true);

    const user = await db()
      .selectFrom("users")
      .selectAll()
      .where("email", "=", String(person.email))
      .executeTakeFirst();
    expect(user).toMatchObject({ first_name: "Thandi", last_name: "Nkosi", password_hash: null, language: "en" });
    expect(user?.email_confirmed_at).not.toBeNull();
    expect(await connectionsOf(user?.id ?? "")).toEqual([
      expect.objectContaining({ provider: "google", provider_user_id: person.sub, email: person.email }),
    ]);

    expect(await landing(finish)).toBe("/thank-you");
    const root = (await rootLoader({
      request: new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: sessionCookie(finish) } }),
      params: {},
      context: {},
    })) as unknown as { data: { user: { email: string } | null } };
    expect(root.data.user?.email).toBe(person.email);
  });

  it("makes the account of a browser that reads Afrikaans an Afrikaans one, welcomed in Afrikaans (issue 49)", async () => {
    const person = googlePerson();
    const { finish } = await signInWith("google", person, undefined, AFRIKAANS_BROWSER);
    expect(finish.headers.get("Location")).toBe("/auth/callback?type=signup");
    const user = await db()
      .selectFrom("users")
      .select("language")
      .where("email", "=", String(person.email))
      .executeTakeFirstOrThrow();
    expect(user.language).toBe("af");
    expect(await toastOf(finish)).toEqual({
      title: "Welkom",
      description: "Welkom, Thandi Nkosi. Jou rekening is gereed.",
      variant: "success",
    });
  });

  it("sends the client secret with HTTP Basic and the PKCE verifier to the token endpoint", async () => {
    await signInWith("google", googlePerson());
    expect(tokenRequests).toHaveLength(1);
    const request = tokenRequests[0];
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from("shop-google-client:google-secret").toString("base64")}`,
    );
    expect(request?.body.code_verifier).toMatch(/^[\w-]{43,128}$/);
  });

  it("signs the same person into the same account the next time", async () => {
    const person = googlePerson();
    const first = await signInWith("google", person);
    const user = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", String(person.email))
      .executeTakeFirst();

    // Even with a changed address at Google, the provider's id names the account.
    const again = await signInWith("google", { ...person, email: `changed-${randomUUID().slice(0, 6)}@example.com` });
    expect(again.finish.headers.get("Location")).toBe("/auth/callback");
    expect(await landing(again.finish)).toBe("/");
    const session = await getSession(new Request(TEST_ORIGIN, { headers: { Cookie: sessionCookie(again.finish) } }));
    expect(session.get("userId")).toBe(user?.id);
    expect(sessionCookie(again.finish)).not.toBe(sessionCookie(first.finish));
    expect(await connectionsOf(user?.id ?? "")).toHaveLength(1);
  });

  it("links Google to an existing password account with the same verified address, in any case", async () => {
    const existing = await insertUser(db(), { email: `Sipho.${randomUUID().slice(0, 6)}@Example.com` });
    const { finish } = await signInWith("google", googlePerson({ email: existing.email.toLowerCase() }));
    expect(finish.headers.get("Location")).toBe("/auth/callback");
    expect(await landing(finish)).toBe("/");

    const users = await db()
      .selectFrom("users")
      .select(["id", "password_hash"])
      .where("email", "=", existing.email)
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]?.id).toBe(existing.id);
    // The password still works beside Google.
    expect(await verifyPassword(users[0]?.password_hash ?? null, existing.password)).toBe(true);
    expect(await connectionsOf(existing.id)).toEqual([expect.objectContaining({ provider: "google" })]);
  });

  it("marks the browser as the owner's, so strangers' wrong passwords never lock it out (issue 30)", async () => {
    const existing = await insertUser(db());
    const { finish } = await signInWith("google", googlePerson({ email: existing.email }));
    const device = cookiePairs(finish, "__device=");
    expect(device).toHaveLength(1);
    const signIn = (ip: string, password: string, cookie?: string) => {
      const request = formPost("/login", { email: existing.email, password }, cookie);
      request.headers.set("X-Forwarded-For", ip);
      return asResponse(() => loginAction({ request, params: {}, context: {} }));
    };
    for (let i = 0; i < 5; i++) expect((await signIn("10.141.66.6", "Guess-wrong-1")).status).toBe(400);
    expect((await signIn("10.141.1.1", existing.password)).status).toBe(429);
    expect((await signIn("10.141.1.1", existing.password, device.join("; "))).status).toBe(302);
  });

  it("takes over an unconfirmed account only after dropping the password someone else may have set", async () => {
    const email = `unconfirmed-${randomUUID().slice(0, 6)}@example.com`;
    const squatter = await insertUser(db(), { email });
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", squatter.id).execute();

    const { finish } = await signInWith("google", googlePerson({ email }));
    expect(finish.headers.get("Location")).toBe("/auth/callback");
    const user = await db().selectFrom("users").selectAll().where("id", "=", squatter.id).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    expect(user.email_confirmed_at).not.toBeNull();
  });

  it("does not link an address Google has not verified, and creates no second account for it", async () => {
    const existing = await insertUser(db());
    const { finish } = await signInWith("google", googlePerson({ email: existing.email, email_verified: false }));
    await expectFailure(finish, "Google");
    expect(await connectionsOf(existing.id)).toHaveLength(0);
    const users = await db().selectFrom("users").select("id").where("email", "=", existing.email).execute();
    expect(users).toHaveLength(1);
  });

  it("makes a new account for an unverified address nobody uses, leaving the address unconfirmed", async () => {
    const person = googlePerson({ email_verified: false });
    const { finish } = await signInWith("google", person);
    expect(finish.headers.get("Location")).toBe("/auth/callback?type=signup");
    const user = await db()
      .selectFrom("users")
      .selectAll()
      .where("email", "=", String(person.email))
      .executeTakeFirst();
    expect(user?.email_confirmed_at).toBeNull();
  });

  it("routes staff to /admin after the callback", async () => {
    const staff = await insertUser(db(), { roles: ["order_processor"] });
    const { finish } = await signInWith("google", googlePerson({ email: staff.email }));
    expect(await landing(finish)).toBe("/admin");
  });

  it("refuses a suspended account, whether found by the connection or by the address", async () => {
    const person = googlePerson();
    await signInWith("google", person);
    await db()
      .updateTable("users")
      .set({ suspended_at: new Date().toISOString() })
      .where("email", "=", String(person.email))
      .execute();
    await expectFailure((await signInWith("google", person)).finish, "Google");

    const suspended = await insertUser(db(), { suspended: true });
    await expectFailure((await signInWith("google", googlePerson({ email: suspended.email }))).finish, "Google");
    expect(await connectionsOf(suspended.id)).toHaveLength(0);
  });
});

describe("failed round trips go back to /login with 'Failed to sign in with Google'", () => {
  it("when the person declines at Google", async () => {
    server.service.once("beforeAuthorizeRedirect", ({ url }: { url: URL }) => {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    });
    await expectFailure((await signInWith("google", googlePerson())).finish, "Google");
  });

  it("when the token endpoint answers with an error", async () => {
    server.service.once("beforeResponse", (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const person = googlePerson();
    await expectFailure((await signInWith("google", person)).finish, "Google");
    expect(await db().selectFrom("users").select("id").where("email", "=", String(person.email)).execute()).toEqual([]);
  });

  it("when the userinfo endpoint answers with an error", async () => {
    server.service.once("beforeUserinfo", (response: MutableResponse) => {
      response.statusCode = 401;
    });
    await expectFailure((await signInWith("google", googlePerson())).finish, "Google");
  });

  it("when Google gives no e-mail address", async () => {
    const person = googlePerson();
    delete (person as Record<string, unknown>).email;
    await expectFailure((await signInWith("google", person)).finish, "Google");
    expect(
      await db().selectFrom("oauth_connections").select("id").where("provider_user_id", "=", person.sub).execute(),
    ).toEqual([]);
  });

  it("when the state does not match the browser's cookie", async () => {
    userinfo = googlePerson();
    const start = await pressButton("google");
    const authorize = await fetch(start.headers.get("Location") ?? "", { redirect: "manual" });
    const callbackUrl = new URL(authorize.headers.get("Location") ?? "");
    const stateCookie = cookiePairs(start, "oauth-google").join("; ");

    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "forged-state");
    await expectFailure(await callback(forged.toString(), stateCookie, "google"), "Google");
    // Without the cookie (another browser opening the link), the right state is not enough either.
    await expectFailure(await callback(callbackUrl.toString(), "", "google"), "Google");
    expect(tokenRequests).toHaveLength(0);
  });

  it("when the callback is opened without a code or state", async () => {
    await expectFailure(await callback(`${TEST_ORIGIN}/auth/google/callback`, "", "google"), "Google");
  });
});

describe("signing in with Facebook", () => {
  it("creates the account from the Graph API profile, sending the secret in the token request's body", async () => {
    const person = {
      id: String(Date.now()),
      email: `lerato-${randomUUID().slice(0, 6)}@example.com`,
      first_name: "Lerato",
      last_name: "Mokoena",
      name: "Lerato Mokoena",
    };
    const { authorizeUrl, finish } = await signInWith("facebook", person);
    expect(new URL(authorizeUrl).searchParams.get("redirect_uri")).toBe(`${TEST_ORIGIN}/auth/facebook/callback`);
    expect(finish.headers.get("Location")).toBe("/auth/callback?type=signup");

    expect(tokenRequests[0]?.headers.authorization).toBeUndefined();
    expect(tokenRequests[0]?.body).toMatchObject({ client_id: "shop-facebook-app", client_secret: "facebook-secret" });

    const user = await db().selectFrom("users").selectAll().where("email", "=", person.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: "Lerato", last_name: "Mokoena" });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await connectionsOf(user.id)).toEqual([
      expect.objectContaining({ provider: "facebook", provider_user_id: person.id }),
    ]);
  });

  it("links Facebook to an account that already has Google", async () => {
    const person = googlePerson();
    await signInWith("google", person);
    const { finish } = await signInWith("facebook", { id: String(Date.now() + 1), email: person.email });
    expect(finish.headers.get("Location")).toBe("/auth/callback");
    const user = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", String(person.email))
      .executeTakeFirstOrThrow();
    const providers = (await connectionsOf(user.id)).map((connection) => connection.provider).sort();
    expect(providers).toEqual(["facebook", "google"]);
  });

  it("fails with 'Failed to sign in with Facebook'", async () => {
    await expectFailure((await signInWith("facebook", { id: "77" })).finish, "Facebook");
  });
});
