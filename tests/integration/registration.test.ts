import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifyPassword } from "~/accounts/password.server";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as registerAction } from "~/routes/register";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { asResponse, formPost, TEST_ORIGIN } from "../support/actions";
import { toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

// A stand-in for the breached-password range API: it lists "Password123!Password".
const breached = createHash("sha1").update("Password123!Password").digest("hex").toUpperCase();
const rangeServer = http.createServer((_request, response) => {
  response.end(`${breached.slice(5)}:120\r\n0000000000000000000000000000000000A:1`);
});
await new Promise<void>((resolve) => rangeServer.listen(0, "127.0.0.1", resolve));
process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(rangeServer.address() as AddressInfo).port}/range/`;
afterAll(() => rangeServer.close());

const valid = {
  firstName: "Lerato",
  lastName: "Nkosi",
  email: "lerato@example.com",
  phone: "082 123 4567",
  companyName: "Nkosi Poultry",
  deliveryNotes: "Gate code 1234",
  password: "Veld-Kraal-2026",
  confirmPassword: "Veld-Kraal-2026",
  acceptTerms: "on",
};
const register = (fields: Record<string, string>) =>
  asResponse(() => registerAction({ request: formPost("/register?type=basic", fields), params: {}, context: {} }));

describe("registration", () => {
  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ phone: "12345" }, "Please enter a South African phone number"],
    [{ password: "short", confirmPassword: "short" }, "Please ensure your password meets all security requirements"],
    [
      { password: "nouppercase-2026!", confirmPassword: "nouppercase-2026!" },
      "Please ensure your password meets all security requirements",
    ],
    [{ confirmPassword: "Veld-Kraal-2027" }, "Passwords do not match"],
    [{ acceptTerms: "" }, "Please accept the Terms of Service and Privacy Policy"],
  ] as [Partial<typeof valid>, string][])("refuses %o with '%s'", async (change, message) => {
    const response = await register({ ...valid, email: `x${Math.random()}@example.com`, ...change });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it("says the passwords do not match together with every other mistake, not after them", async () => {
    const response = await register({
      ...valid,
      email: `x${Math.random()}@example.com`,
      firstName: "",
      password: "short",
      confirmPassword: "shorter",
      acceptTerms: "",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    for (const message of [
      "First name is required",
      "Please ensure your password meets all security requirements",
      "Passwords do not match",
      "Please accept the Terms of Service and Privacy Policy",
    ]) {
      expect(body).toContain(message);
    }
  });

  it("refuses a password found in breaches with the spec's messages", async () => {
    const response = await register({
      ...valid,
      email: "breach@example.com",
      password: "Password123!Password",
      confirmPassword: "Password123!Password",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("This password has appeared in past data breaches. Please choose a different one.");
    expect(body).toContain("Please choose a different password that hasn't been compromised");
    expect(
      await db().selectFrom("users").select("id").where("email", "=", "breach@example.com").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("creates an unconfirmed account and e-mails a confirmation link", async () => {
    const response = await register(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/thank-you");
    // The spec's 'Registration Successful', shown on the thank-you page.
    expect(await toastAfter(response, "")).toMatchObject({ title: "Registration Successful" });
    const user = await db().selectFrom("users").selectAll().where("email", "=", valid.email).executeTakeFirstOrThrow();
    expect(user.email_confirmed_at).toBeNull();
    expect(user.phone).toBe("082 123 4567");
    expect(user.company_name).toBe("Nkosi Poultry");
    expect(await verifyPassword(user.password_hash, valid.password)).toBe(true);
    const [mail] = await outbox(db(), valid.email);
    expect(mail?.subject).toContain("Confirm your e-mail address");
    expect(mail?.text_body.startsWith(`Hello ${user.first_name},`)).toBe(true);
    expect(mail?.text_body).toMatch(new RegExp(`${TEST_ORIGIN}/auth/callback\\?type=signup&token=[\\w-]+`));
  });

  it("does not reveal an address that already has an account, and tells its owner", async () => {
    const owner = await insertUser(db(), { email: "taken@example.com" });
    const response = await register({ ...valid, email: "Taken@Example.com" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/thank-you");
    const users = await db().selectFrom("users").select("id").where("email", "=", "taken@example.com").execute();
    expect(users).toEqual([{ id: owner.id }]);
    const [mail] = await outbox(db(), "taken@example.com");
    expect(mail?.kind).toBe("already-registered");
    expect(mail?.text_body.startsWith("Hello Sipho,")).toBe(true);
  });
});

describe("password recovery", () => {
  const forgot = (email: string) =>
    asResponse(() => forgotAction({ request: formPost("/forgot-password", { email }), params: {}, context: {} }));

  it("asks for an e-mail address", async () => {
    const response = await forgot("");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter your email address");
  });

  it("answers the same for unknown addresses and sends nothing", async () => {
    const response = await forgot("nobody-here@example.com");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("nobody-here@example.com");
    expect(await outbox(db(), "nobody-here@example.com")).toEqual([]);
  });

  it("resets with the e-mailed link once, ends the user's sessions, and refuses weak passwords", async () => {
    const user = await insertUser(db(), { email: "forgetful@example.com" });
    await db()
      .insertInto("sessions")
      .values({ id: "old-session", user_id: user.id, expires_at: new Date(Date.now() + 3_600_000).toISOString() })
      .execute();
    await forgot("forgetful@example.com");
    const [mail] = await outbox(db(), "forgetful@example.com");
    // The greeting uses the account's first name (issue 46).
    expect(mail?.text_body.startsWith("Hello Sipho,\n")).toBe(true);
    const token = /token=([\w-]+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
    expect(token).not.toBe("");

    const page = await asResponse(() =>
      resetLoader({ request: new Request(`${TEST_ORIGIN}/reset-password?token=${token}`), params: {}, context: {} }),
    );
    expect(page.status).toBe(200);

    const reset = (password: string, confirmPassword = password) =>
      asResponse(() =>
        resetAction({
          request: formPost("/reset-password", { token, password, confirmPassword }),
          params: {},
          context: {},
        }),
      );
    const weak = await reset("secret");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Please ensure your password meets all security requirements");
    const mismatch = await reset("New-Password-2026", "New-Password-2027");
    expect(await mismatch.text()).toContain("Please make sure both passwords are the same");

    const done = await reset("New-Password-2026");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, "New-Password-2026")).toBe(true);
    expect(await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

    const again = await reset("Another-Password-2026");
    expect(again.headers.get("Location")).toBe("/forgot-password");
  });

  it("sends an invalid link back to /forgot-password", async () => {
    const response = await asResponse(() =>
      resetLoader({ request: new Request(`${TEST_ORIGIN}/reset-password?token=nope`), params: {}, context: {} }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/forgot-password");
  });
});
