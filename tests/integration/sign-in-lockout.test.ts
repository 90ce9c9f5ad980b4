import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createOneTimeToken } from "~/accounts/one-time-tokens.server";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import { action as acceptInvitationAction } from "~/routes/accept-invitation";
import { action as adminLoginAction } from "~/routes/admin_.login";
import { action as confirmAction } from "~/routes/auth.callback";
import { action as loginAction } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as registerAction } from "~/routes/register";
import { action as resetAction } from "~/routes/reset-password";
import { action as unlockAction, loader as unlockLoader } from "~/routes/unlock-sign-in";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { insertUser } from "../support/users";

// The registration form asks the breached-password range API: a real server on loopback that
// knows no password.
const rangeServer = http.createServer((_request, response) => response.end(""));
await new Promise<void>((resolve) => rangeServer.listen(0, "127.0.0.1", resolve));
process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(rangeServer.address() as AddressInfo).port}/range/`;
afterAll(() => rangeServer.close());

/**
 * A browser: the cookies it keeps (set and cleared by the answers it gets) and the network
 * address it is on (named in X-Forwarded-For, as the shop's trusted proxy would).
 */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(public ip: string) {}

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** A cookie put in by hand (someone forging one). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private request(path: string, init: { method?: string; fields?: Record<string, string> } = {}): Request {
    const headers: Record<string, string> = { "X-Forwarded-For": this.ip };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.fields) {
      headers.Origin = TEST_ORIGIN;
      headers["Content-Type"] = "application/x-www-form-urlencoded";
    }
    return new Request(`${TEST_ORIGIN}${path}`, {
      method: init.fields ? "POST" : "GET",
      headers,
      ...(init.fields ? { body: new URLSearchParams(init.fields) } : {}),
    });
  }

  private keep(response: Response): Response {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1);
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(loader: (args: LoaderFunctionArgs) => unknown, path: string): Promise<Response> {
    return this.keep(await asResponse(() => loader({ request: this.request(path), params: {}, context: {} })));
  }

  async post(
    action: (args: ActionFunctionArgs) => unknown,
    path: string,
    fields: Record<string, string>,
  ): Promise<Response> {
    return this.keep(
      await asResponse(() => action({ request: this.request(path, { fields }), params: {}, context: {} })),
    );
  }

  signIn(email: string, password: string): Promise<Response> {
    return this.post(loginAction, "/login", { email, password });
  }

  signOut(): Promise<Response> {
    return this.post(logoutAction, "/logout", {});
  }
}

const PASSWORD = "Veld-Kraal-2026";

/** Registers with the form and confirms with the e-mailed link, as a customer does, in `browser`. */
async function registerAndConfirm(browser: Browser, email: string) {
  const registered = await browser.post(registerAction, "/register?type=basic", {
    firstName: "Lerato",
    lastName: "Nkosi",
    email,
    phone: "082 123 4567",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: "on",
  });
  expect(registered.headers.get("Location")).toBe("/thank-you");
  const [mail] = await outbox(db(), email);
  const token = /[?&]token=([^\s&]+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
  const confirmed = await browser.post(confirmAction, "/auth/callback", { token: decodeURIComponent(token) });
  expect(confirmed.headers.get("Location")).toBe("/thank-you?confirmed=1");
  return confirmed;
}

const unlockMails = async (email: string) => (await outbox(db(), email)).filter((m) => m.kind === "unlock-sign-in");
const linkIn = (text: string) => /\/unlock-sign-in\?token=[^\s]+/.exec(text)?.[0] ?? "";
const sessionsOf = (userId: string) => db().selectFrom("sessions").select("id").where("user_id", "=", userId).execute();

describe("a stranger's wrong passwords cannot keep the owner out (issue 30)", () => {
  it("lets the owner in on their device, from any address; a new device gets the e-mailed link", async () => {
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const owner = new Browser("10.141.1.1");
    // Signed in by the confirmation link: the sign-in form was never used.
    const confirmed = await registerAndConfirm(owner, email);
    expect(owner.has("__device")).toBe(true);
    const deviceCookie = confirmed.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="));
    expect(deviceCookie).toMatch(/; HttpOnly/i);
    expect(deviceCookie).toMatch(/; SameSite=Lax/i);
    expect(deviceCookie).toMatch(/; Max-Age=31536000/i);
    // It names the account by a keyed hash, never by its address or id.
    expect(Buffer.from(decodeURIComponent(deviceCookie ?? ""), "base64").toString()).not.toContain("owner-");
    await owner.signOut();
    expect(owner.has("__device")).toBe(true);

    const stranger = new Browser("10.141.66.6");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await stranger.signIn(email, `Guess-${i}-wrong`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // The owner, on the device that signed in before: in, from home and from anywhere else.
    const atHome = await owner.signIn(email, PASSWORD);
    expect(atHome.status).toBe(302);
    expect(atHome.headers.get("Location")).toBe("/");
    await owner.signOut();
    owner.ip = "10.141.2.2";
    expect((await owner.signIn(email, PASSWORD)).status).toBe(302);

    // A new device of theirs (or the stranger, right password or not) is still paused...
    const newPhone = new Browser("10.141.1.1");
    const refused = await newPhone.signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("we have e-mailed it a link that lets you sign in here now");
    expect((await stranger.signIn(email, PASSWORD)).status).toBe(429);
    // ...and the owner got one e-mail with a link for it, however often the lock refused.
    const mails = await unlockMails(email);
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0]?.text_body ?? "");
    expect(link).not.toBe("");

    // Opening the link only shows the page; its button lets this device sign in.
    const page = await newPhone.get(unlockLoader, link);
    expect(page.status).toBe(200);
    expect(newPhone.has("__device")).toBe(false);
    const token = new URL(link, TEST_ORIGIN).searchParams.get("token") ?? "";
    const unlocked = await newPhone.post(unlockAction, "/unlock-sign-in", { token });
    expect(unlocked.headers.get("Location")).toBe("/login");
    expect(newPhone.has("__device")).toBe(true);
    const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    expect(await sessionsOf(user.id)).toHaveLength(1); // the link signs nobody in by itself
    expect((await newPhone.signIn(email, PASSWORD)).status).toBe(302);

    // The link works once; the stranger is still paused.
    const again = await stranger.post(unlockAction, "/unlock-sign-in", { token });
    expect(stranger.has("__device")).toBe(false);
    expect(again.headers.get("Location")).toBe("/login");
    expect((await stranger.signIn(email, PASSWORD)).status).toBe(429);
  });

  it("answers an unknown address the same way, and e-mails nobody", async () => {
    const stranger = new Browser("10.141.66.7");
    const email = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const known = await insertUser(db());
    const answers: string[] = [];
    for (const address of [email, known.email]) {
      for (let i = 0; i < 5; i++) await stranger.signIn(address, "Guess-wrong-1");
      const refused = await stranger.signIn(address, "Guess-wrong-1");
      expect(refused.status).toBe(429);
      answers.push((await refused.text()).replaceAll(address, "ADDRESS"));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(await outbox(db(), email)).toEqual([]);
    expect(await unlockMails(known.email)).toHaveLength(1);
  });

  it("still locks the owner's own device after its own five failures", async () => {
    const user = await insertUser(db());
    const owner = new Browser("10.141.3.3");
    expect((await owner.signIn(user.email, user.password)).status).toBe(302);
    await owner.signOut();
    for (let i = 0; i < 5; i++) expect((await owner.signIn(user.email, "Typo-wrong-1")).status).toBe(400);
    const refused = await owner.signIn(user.email, user.password);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("reset your password");
    // Its failures are its own: another device of the owner's, and new devices, are not paused.
    expect((await new Browser("10.141.3.3").signIn(user.email, user.password)).status).toBe(302);
  });

  it("keeps the lock for strangers when the staff sign-in is used too", async () => {
    const user = await insertUser(db(), { roles: ["admin"] });
    const owner = new Browser("10.141.4.4");
    const admin = (browser: Browser, password: string) =>
      browser.post(adminLoginAction, "/admin/login", { email: user.email, password });
    expect((await admin(owner, user.password)).headers.get("Location")).toBe("/admin");
    await owner.signOut();
    const stranger = new Browser("10.141.66.8");
    for (let i = 0; i < 5; i++) expect((await admin(stranger, "Guess-wrong-1")).status).toBe(400);
    expect((await admin(stranger, user.password)).status).toBe(429);
    expect((await admin(owner, user.password)).status).toBe(302);
  });
});

describe("every way of proving the account marks the browser as the owner's", () => {
  async function lockedByStranger(email: string) {
    const stranger = new Browser("10.141.66.9");
    for (let i = 0; i < 5; i++) await stranger.signIn(email, "Guess-wrong-1");
    expect((await stranger.signIn(email, "Guess-wrong-1")).status).toBe(429);
  }

  it("a password reset: the device signs in while strangers stay paused", async () => {
    const user = await insertUser(db());
    await lockedByStranger(user.email);
    const owner = new Browser("10.141.5.5");
    const token = await createOneTimeToken(db(), "reset_password", { userId: user.id, email: user.email });
    const newPassword = "New-Correct-Horse-7";
    const reset = await owner.post(resetAction, "/reset-password", {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.headers.get("Location")).toBe("/login");
    expect(owner.has("__device")).toBe(true);
    // The new password lifts the pause everywhere (the lock message promises it).
    expect((await new Browser("10.141.5.6").signIn(user.email, newPassword)).status).toBe(302);
    expect((await owner.signIn(user.email, newPassword)).status).toBe(302);
  });

  it("an accepted staff invitation", async () => {
    const user = await insertUser(db(), { roles: ["admin"] });
    await db().updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    const staff = new Browser("10.141.6.6");
    const token = await createOneTimeToken(db(), "invitation", { userId: user.id, email: user.email });
    const password = "Staff-Kraal-2026";
    await staff.post(acceptInvitationAction, "/accept-invitation", { token, password, confirmPassword: password });
    expect(staff.has("__device")).toBe(true);
    await lockedByStranger(user.email);
    expect((await staff.post(adminLoginAction, "/admin/login", { email: user.email, password })).status).toBe(302);
  });

  it("a device cookie of another account, or a session cookie, is no device cookie for this one", async () => {
    const victim = await insertUser(db());
    const guesser = await insertUser(db());
    const stranger = new Browser("10.141.66.11");
    expect((await stranger.signIn(guesser.email, guesser.password)).status).toBe(302);
    await stranger.signOut();
    expect(stranger.has("__device")).toBe(true);
    for (let i = 0; i < 5; i++) expect((await stranger.signIn(victim.email, "Guess-wrong-1")).status).toBe(400);
    expect((await stranger.signIn(victim.email, victim.password)).status).toBe(429);
    const recorded = await db()
      .selectFrom("login_attempts")
      .select("device_nonce")
      .where("email", "=", victim.email)
      .execute();
    expect(recorded.map((row) => row.device_nonce)).toEqual([null, null, null, null, null]);
  });

  it("a session cookie is not accepted as a device cookie", async () => {
    const user = await insertUser(db());
    const owner = new Browser("10.141.7.7");
    const signedIn = await owner.signIn(user.email, user.password);
    const session = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__session="))
      ?.split(";")[0]
      ?.slice("__session=".length);
    await lockedByStranger(user.email);
    const forger = new Browser("10.141.66.10");
    forger.setCookie("__device", session ?? "");
    expect((await forger.signIn(user.email, user.password)).status).toBe(429);
    // Nor is a mangled one an error: it is no device cookie.
    forger.setCookie("__device", "e30.not*base64!");
    expect((await forger.signIn(user.email, user.password)).status).toBe(429);
  });
});
