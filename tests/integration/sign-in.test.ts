import { createOneTimeToken, peekOneTimeToken } from "~/accounts/one-time-tokens.server";
import type { Role } from "~/accounts/roles";
import { unconfirmedSignedInToast } from "~/accounts/sign-in-messages";
import { handleDataRequest } from "~/entry.server";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { TOAST_SHOWN_MARK } from "~/platform/toast.server";
import { loader as rootLoader } from "~/root";
import { loader as adminLoader } from "~/routes/admin._index";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction, loader as logoutLoader } from "~/routes/logout";
import { asResponse } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

const ORIGIN = "http://localhost:3000";

function loginRequest(fields: Record<string, string>, cookie?: string) {
  return new Request(`${ORIGIN}/login`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      // Each request from its own address, so the per-address limit is tested on its own.
      "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** A loader's or action's answer as a Response, thrown or returned (support/actions.ts). */
const callAction = (fn: () => Promise<unknown>): Promise<Response> => asResponse(fn);

const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "";
const cookiePair = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the login action", () => {
  it("starts a database session and redirects home", async () => {
    const user = await insertUser(db());
    const response = await callAction(() =>
      loginAction({ request: loginRequest({ email: user.email, password: user.password }), params: {}, context: {} }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookie = cookieOf(response);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);

    const rows = await db().selectFrom("sessions").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
    // The cookie carries only the signed id, never the user's data.
    expect(decodeURIComponent(cookiePair(setCookie))).not.toContain(user.id);
    const hours = (new Date(rows[0]?.expires_at ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);

    const root = (await rootLoader({
      request: new Request(`${ORIGIN}/`, { headers: { Cookie: cookiePair(setCookie) } }),
      params: {},
      context: {},
    })) as unknown as { data: { user: { email: string } | null } };
    expect(root.data.user?.email).toBe(user.email);
  });

  it("accepts the e-mail in any case", async () => {
    const user = await insertUser(db(), { email: "Mixed.Case@Example.com" });
    const response = await callAction(() =>
      loginAction({
        request: loginRequest({ email: "mixed.case@example.COM", password: user.password }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(302);
  });

  it("remembers for 30 days when asked", async () => {
    const user = await insertUser(db());
    const response = await callAction(() =>
      loginAction({
        request: loginRequest({ email: user.email, password: user.password, remember: "on" }),
        params: {},
        context: {},
      }),
    );
    expect(cookieOf(response)).toContain("Max-Age=2592000");
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    const user = await insertUser(db());
    const first = await callAction(() =>
      loginAction({ request: loginRequest({ email: user.email, password: user.password }), params: {}, context: {} }),
    );
    const firstCookie = cookiePair(cookieOf(first));
    const second = await callAction(() =>
      loginAction({
        request: loginRequest({ email: user.email, password: user.password }, firstCookie),
        params: {},
        context: {},
      }),
    );
    const secondCookie = cookiePair(cookieOf(second));
    expect(secondCookie).not.toBe(firstCookie);
    const rows = await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("answers a wrong password, an unknown e-mail and a suspended account alike", async () => {
    const user = await insertUser(db());
    const suspended = await insertUser(db(), { suspended: true });
    for (const fields of [
      { email: user.email, password: "wrong" },
      { email: "nobody@example.com", password: "wrong" },
      { email: suspended.email, password: suspended.password },
    ]) {
      const response = await callAction(() => loginAction({ request: loginRequest(fields), params: {}, context: {} }));
      expect(response.status).toBe(400);
      const body = JSON.stringify(await response.json());
      expect(body).toContain("Failed to sign in. Please check your credentials.");
      expect(body).not.toContain(fields.password);
    }
    const sessions = await db()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "in", [user.id, suspended.id])
      .execute();
    expect(sessions).toEqual([]);
  });

  it("says what is missing when a field is empty, with 400", async () => {
    const response = await callAction(() =>
      loginAction({ request: loginRequest({ email: "", password: "" }), params: {}, context: {} }),
    );
    expect(response.status).toBe(400);
    const body = JSON.stringify(await response.json());
    expect(body).toContain("Email is required");
    expect(body).toContain("Password is required");
  });

  it("slows down one address after 20 attempts in 15 minutes", async () => {
    freezeClockInsideRateWindow(15 * 60_000);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const request = loginRequest({ email: `guess-${i}@example.com`, password: "guess" });
        request.headers.set("X-Forwarded-For", "41.0.0.99");
        statuses.push((await callAction(() => loginAction({ request, params: {}, context: {} }))).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("lockout", () => {
  const attempt = (email: string, password: string) =>
    callAction(() => loginAction({ request: loginRequest({ email, password }), params: {}, context: {} }));

  it("pauses an address for 30 minutes after 5 failures, even with the right password", async () => {
    const user = await insertUser(db());
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, "wrong")).status).toBe(400);
    const locked = await attempt(user.email, user.password);
    expect(locked.status).toBe(429);
    expect(JSON.stringify(await locked.json())).toContain("paused for 30 minutes");
    const sessions = await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([]);
  });

  it("locks an unknown address the same way, so the lock reveals nothing", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt("ghost@example.com", "wrong")).status).toBe(400);
    expect((await attempt("ghost@example.com", "wrong")).status).toBe(429);
  });

  it("lets the address in again after 30 minutes", async () => {
    const user = await insertUser(db());
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    for (let i = 0; i < 5; i++) {
      await db()
        .insertInto("login_attempts")
        .values({ email: user.email, user_id: user.id, ip_address: "x", succeeded: 0, attempted_at: longAgo })
        .execute();
    }
    expect((await attempt(user.email, user.password)).status).toBe(302);
  });
});

// The lock cannot be turned against a customer: tests/integration/sign-in-lockout.test.ts.

describe("unconfirmed accounts", () => {
  it("are signed in to place a first order, with a fresh confirmation link and a toast that says so", async () => {
    const user = await insertUser(db());
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", user.id).execute();
    const response = await callAction(() =>
      loginAction({ request: loginRequest({ email: user.email, password: user.password }), params: {}, context: {} }),
    );
    expect(response.status).toBe(302);
    const cookie = cookiePair(cookieOf(response));
    expect((await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).length).toBe(1);
    expect(await toastAfter(response, cookie)).toEqual(
      unconfirmedSignedInToast(translatorFor("en", ["signin"]), user.email, false),
    );
    const mails = await db()
      .selectFrom("outgoing_emails")
      .select("kind")
      .where("to_address", "=", user.email)
      .execute();
    expect(mails).toEqual([{ kind: "confirm-email" }]);
  });

  it("keep the link sent minutes ago working: a sign-in then sends no new one and says so", async () => {
    const user = await insertUser(db());
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", user.id).execute();
    const token = await createOneTimeToken(db(), "confirm_email", { userId: user.id, email: user.email });
    const response = await callAction(() =>
      loginAction({ request: loginRequest({ email: user.email, password: user.password }), params: {}, context: {} }),
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response, cookiePair(cookieOf(response)))).toEqual(
      unconfirmedSignedInToast(translatorFor("en", ["signin"]), user.email, true),
    );
    expect(
      await db().selectFrom("outgoing_emails").select("id").where("to_address", "=", user.email).execute(),
    ).toEqual([]);
    expect(await peekOneTimeToken(db(), "confirm_email", token)).toMatchObject({ user_id: user.id });
  });
});

describe("roles after sign-in", () => {
  async function signedInCookie(roles: Role[]) {
    const user = await insertUser(db(), { roles });
    const response = await callAction(() =>
      loginAction({ request: loginRequest({ email: user.email, password: user.password }), params: {}, context: {} }),
    );
    return { response, cookie: cookiePair(cookieOf(response)) };
  }

  it("sends staff to /admin, and lets them in", async () => {
    const { response, cookie } = await signedInCookie(["financial_officer"]);
    expect(response.headers.get("Location")).toBe("/admin");
    const page = await adminLoader({
      request: new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    });
    expect(page.roles).toEqual(["Financial officer"]);
    expect(page.areas).toContain("Payment verification");
  });

  it("refuses a customer at /admin with 403, and sends a visitor to sign in", async () => {
    const { cookie } = await signedInCookie([]);
    const forbidden = await callAction(() =>
      adminLoader({
        request: new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      }),
    );
    expect(forbidden.status).toBe(403);
    const visitor = await callAction(() =>
      adminLoader({ request: new Request(`${ORIGIN}/admin`), params: {}, context: {} }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin");
  });

  it("asked for /logout by address (a text browser's GET), shows the Sign out button and keeps the session", async () => {
    const { cookie } = await signedInCookie([]);
    const page = await callAction(() =>
      logoutLoader({
        request: new Request(`${ORIGIN}/logout`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      }),
    );
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ email: expect.stringContaining("@") });
    const root = (await rootLoader({
      request: new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as unknown as { data: { user: unknown } };
    expect(root.data.user).not.toBeNull();
    const visitor = await callAction(() =>
      logoutLoader({ request: new Request(`${ORIGIN}/logout`), params: {}, context: {} }),
    );
    expect(visitor.headers.get("Location")).toBe("/");
  });

  it("signs out: the session row goes, and the next page says so", async () => {
    const { cookie } = await signedInCookie([]);
    const response = await callAction(() =>
      logoutAction({
        request: new Request(`${ORIGIN}/logout`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie } }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(302);
    const visitorCookie = cookiePair(cookieOf(response));
    expect(visitorCookie).not.toBe(cookie);
    const rootWith = async (sessionCookie: string) =>
      (await rootLoader({
        request: new Request(`${ORIGIN}/`, { headers: { Cookie: sessionCookie } }),
        params: {},
        context: {},
      })) as unknown as { data: { user: unknown; toast: { title: string } | null } };
    expect((await rootWith(cookie)).data.user).toBeNull();
    const next = await rootWith(visitorCookie);
    expect(next.data.user).toBeNull();
    expect(next.data.toast?.title).toBe("Signed out");
    // Reading it does not use it up (a redirect may follow); sending the page does (entry.server).
    expect((await rootWith(visitorCookie)).data.toast?.title).toBe("Signed out");
    const shown = await handleDataRequest(new Response("{}", { headers: { "Set-Cookie": TOAST_SHOWN_MARK } }), {
      request: new Request(`${ORIGIN}/_root.data`, { headers: { Cookie: visitorCookie } }),
      params: {},
      context: {},
    });
    expect(shown.headers.getSetCookie().some((cookie) => cookie.startsWith("toast-shown="))).toBe(false);
    expect((await rootWith(visitorCookie)).data.toast).toBeNull();
  });
});
