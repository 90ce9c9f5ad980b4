import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { VAT_NUMBER_MESSAGE } from "~/account/messages";
import { verifyPassword } from "~/accounts/password.server";
import {
  BREACHED_PASSWORD_MESSAGE,
  BREACHED_PASSWORD_SUBMIT_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
} from "~/accounts/password-rules";
import { SA_PHONE_MESSAGE } from "~/accounts/registration-form.server";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { serializeSessionCookie } from "~/platform/session.server";
import { loader as rootLoader } from "~/root";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { loader as myAccountLoader } from "~/routes/my-account";
import { loader as profileLoader } from "~/routes/profile";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { insertUser } from "../support/users";

// A stand-in for the breached-password range API: it lists "Password123!Password".
const BREACHED = "Password123!Password";
const breachedHash = createHash("sha1").update(BREACHED).digest("hex").toUpperCase();
const rangeServer = http.createServer((_request, response) => {
  response.end(`${breachedHash.slice(5)}:120\r\n0000000000000000000000000000000000A:1`);
});
await new Promise<void>((resolve) => rangeServer.listen(0, "127.0.0.1", resolve));
process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(rangeServer.address() as AddressInfo).port}/range/`;
afterAll(() => rangeServer.close());

const NEW_PASSWORD = "Mielie-Oes-2026!";

// The account screen's English words, as its catalogue holds them (app/locales/en/account.json).
const en = translatorFor("en", ["account"]);
const CURRENT_PASSWORD_REQUIRED = en("account:error.currentPasswordRequired");
const CURRENT_PASSWORD_WRONG = en("account:error.currentPasswordWrong");
const FIRST_NAME_REQUIRED = en("account:error.firstNameRequired");
const PASSWORD_UPDATED = en("account:toast.passwordUpdated");
const PROFILE_UPDATED = en("account:toast.profileUpdated");
const UNKNOWN_ACCOUNT_ACTION = en("account:error.unknownAction");
const tooManyPasswordAttempts = (retryAfterSeconds: number) =>
  en("account:error.tooManyPasswordAttempts", { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });

async function startSession(userId: string): Promise<{ id: string; cookie: string }> {
  const id = randomBytes(32).toString("base64url");
  await db()
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      data: JSON.stringify({ userId }),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  return { id, cookie: (await serializeSessionCookie(id, false)).split(";")[0] ?? "" };
}

async function signedInUser(options: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(db(), options);
  const session = await startSession(user.id);
  return { ...user, sessionId: session.id, cookie: session.cookie };
}

async function addClientProfile(userId: string, email: string) {
  await db()
    .insertInto("client_profiles")
    .values({
      id: randomUUID(),
      user_id: userId,
      client_code: `CL-${randomBytes(3).toString("hex")}`,
      first_name: "Sipho",
      last_name: "Dlamini",
      email,
      preferred_contact_method: "email",
    })
    .execute();
}

const post = (fields: Record<string, string>, cookie?: string) =>
  asResponse(() => accountAction({ request: formPost("/account", fields, cookie), params: {}, context: {} }));

type Reply = {
  intent: string | null;
  result: {
    status?: string;
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown> | null;
  };
};

async function replyOf(response: Response): Promise<Reply> {
  return (await response.json()) as Reply;
}

async function loadAccount(cookie?: string) {
  return asResponse(() =>
    accountLoader({
      request: new Request(`${TEST_ORIGIN}/account`, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    }),
  );
}

async function toastAfter(response: Response, cookie: string) {
  const root = (await rootLoader({
    request: new Request(`${TEST_ORIGIN}/account`, { headers: { Cookie: cookiePair(response) || cookie } }),
    params: {},
    context: {},
  })) as unknown as { data: { toast: { title: string; description?: string } | null } };
  return root.data.toast;
}

describe("the account screen's addresses", () => {
  it("sends visitors to sign in, coming back to /account", async () => {
    const response = await loadAccount();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/account" })}`);
  });

  it.each([
    ["/profile", profileLoader],
    ["/my-account", myAccountLoader],
  ])("%s is the same screen: a permanent redirect to /account keeping the query", async (path, loader) => {
    const response = await asResponse(() =>
      loader({ request: new Request(`${TEST_ORIGIN}${path}?tab=points&x=1`), params: {}, context: {} }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/account?tab=points&x=1");
  });
});

describe("what the account screen shows", () => {
  it("shows the profile, loyalty points, delivery locations and pending reviews", async () => {
    const user = await signedInUser();
    await addClientProfile(user.id, user.email);
    await db()
      .updateTable("users")
      .set({ phone: "082 555 1234", company_name: "Dlamini Farms" })
      .where("id", "=", user.id)
      .execute();
    await db()
      .insertInto("loyalty_points")
      .values([
        {
          id: randomUUID(),
          user_id: user.id,
          points: 10,
          reason: "Review Bonus",
          created_at: "2026-02-01T08:00:00.000Z",
        },
        {
          id: randomUUID(),
          user_id: user.id,
          points: 20,
          reason: "Review Bonus",
          created_at: "2026-03-01T08:00:00.000Z",
        },
      ])
      .execute();
    const location = (name: string, isDefault: boolean) => ({
      id: randomUUID(),
      user_id: user.id,
      location_name: name,
      address_line_1: "Plot 7, Boschkop Road",
      city: "Pretoria East",
      province: "Gauteng",
      postal_code: "0081",
      latitude: -25.78,
      longitude: 28.39,
      distance_km: 4.5,
      delivery_fee_cents: 9000,
      is_default: isDefault ? 1 : 0,
    });
    await db()
      .insertInto("client_delivery_locations")
      .values([location("Shed", false), location("Home", true)])
      .execute();
    const product = { id: randomUUID(), ws_code: "WS990001", stock_code: "SC-990001", product_name: "Calf Starter" };
    await db().insertInto("products").values(product).execute();
    await db()
      .insertInto("pending_reviews")
      .values({ id: randomUUID(), user_id: user.id, product_id: product.id, status: "pending" })
      .execute();

    const page = (await (await loadAccount(user.cookie)).json()) as {
      email: string;
      staff: boolean;
      profile: { firstName: string; phone: string; companyName: string; hasPassword: boolean; client: unknown };
      loyalty: { balance: number; history: { points: number; reason: string; createdAt: string }[] };
      locations: { name: string; deliveryFeeCents: number; isDefault: boolean }[];
      pendingReviews: number;
    };
    expect(page.email).toBe(user.email);
    expect(page.staff).toBe(false);
    expect(page.profile).toMatchObject({
      firstName: "Sipho",
      phone: "082 555 1234",
      companyName: "Dlamini Farms",
      hasPassword: true,
      client: { preferredContactMethod: "email", vatNumber: "" },
    });
    expect(page.loyalty.balance).toBe(30);
    expect(page.loyalty.history.map((entry) => entry.points)).toEqual([20, 10]);
    expect(page.locations.map((entry) => entry.name)).toEqual(["Home", "Shed"]);
    expect(page.locations[0]).toMatchObject({ deliveryFeeCents: 9000, isDefault: true });
    expect(page.pendingReviews).toBe(1);
  });
});

describe("saving the profile", () => {
  const valid = {
    intent: "profile",
    firstName: "Thandeka",
    lastName: "Mokoena",
    phone: "082 123 4567",
    companyName: "Mokoena Eggs",
    vatNumber: "4123 456 789",
    preferredContactMethod: "whatsapp",
  };

  it.each([
    [{ firstName: "" }, "firstName", FIRST_NAME_REQUIRED],
    [{ phone: "12345" }, "phone", SA_PHONE_MESSAGE],
    [{ vatNumber: "12345" }, "vatNumber", VAT_NUMBER_MESSAGE],
  ])("refuses %o with a message next to the field, keeping what was typed", async (change, field, message) => {
    const user = await signedInUser();
    const response = await post({ ...valid, ...change }, user.cookie);
    expect(response.status).toBe(400);
    const reply = await replyOf(response);
    expect(reply.intent).toBe("profile");
    expect(reply.result.error?.[field]).toEqual([message]);
    // Everything typed comes back into the form (conform leaves out what was empty).
    const typed = Object.entries({ ...valid, ...change }).filter(([, value]) => value !== "");
    expect(reply.result.initialValue).toEqual(Object.fromEntries(typed));
    const row = await db().selectFrom("users").select("first_name").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe("Sipho");
  });

  it("saves names, phone and company to the user and the client profile, with VAT and contact method", async () => {
    const user = await signedInUser();
    await addClientProfile(user.id, user.email);
    const response = await post(valid, user.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account");
    expect(await toastAfter(response, user.cookie)).toMatchObject({ title: PROFILE_UPDATED });

    const saved = await db()
      .selectFrom("users")
      .innerJoin("client_profiles", "client_profiles.user_id", "users.id")
      .select([
        "users.first_name",
        "users.last_name",
        "users.phone",
        "users.company_name",
        "client_profiles.first_name as client_first_name",
        "client_profiles.phone as client_phone",
        "client_profiles.company_name as client_company",
        "client_profiles.vat_number",
        "client_profiles.preferred_contact_method",
      ])
      .where("users.id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({
      first_name: "Thandeka",
      last_name: "Mokoena",
      phone: "082 123 4567",
      company_name: "Mokoena Eggs",
      client_first_name: "Thandeka",
      client_phone: "082 123 4567",
      client_company: "Mokoena Eggs",
      vat_number: "4123456789",
      preferred_contact_method: "whatsapp",
    });
  });

  it("clears optional fields left empty", async () => {
    const user = await signedInUser();
    await db()
      .updateTable("users")
      .set({ phone: "082 000 0000", company_name: "Old Co" })
      .where("id", "=", user.id)
      .execute();
    const response = await post(
      { intent: "profile", firstName: "Sipho", lastName: "Dlamini", phone: "", companyName: "" },
      user.cookie,
    );
    expect(response.status).toBe(303);
    const row = await db()
      .selectFrom("users")
      .select(["phone", "company_name"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: null, company_name: null });
  });

  it("does not invent a client profile for a basic account", async () => {
    const user = await signedInUser();
    const response = await post(valid, user.cookie);
    expect(response.status).toBe(303);
    const profiles = await db().selectFrom("client_profiles").select("id").where("user_id", "=", user.id).execute();
    expect(profiles).toEqual([]);
    const row = await db().selectFrom("users").select("first_name").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.first_name).toBe("Thandeka");
  });

  it("answers an unknown intent with 400", async () => {
    const user = await signedInUser();
    const response = await post({ intent: "make-me-admin" }, user.cookie);
    expect(response.status).toBe(400);
    const reply = await replyOf(response);
    expect(reply.intent).toBeNull();
    expect(JSON.stringify(reply.result.error)).toContain(UNKNOWN_ACCOUNT_ACTION);
  });

  it("sends a visitor's post to sign in", async () => {
    const response = await post(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/login?redirectTo=%2Faccount");
  });
});

describe("changing the password", () => {
  const change = (current: string, password = NEW_PASSWORD, confirmPassword = password) => ({
    intent: "change-password",
    currentPassword: current,
    password,
    confirmPassword,
  });

  async function expectRefused(response: Response, field: string, message: string) {
    const reply = await replyOf(response);
    expect(reply.intent).toBe("change-password");
    expect(reply.result.error?.[field]).toEqual([message]);
  }

  it("needs the current password, and it must be right", async () => {
    const user = await signedInUser();
    const missing = await post(
      { intent: "change-password", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      user.cookie,
    );
    expect(missing.status).toBe(400);
    await expectRefused(missing, "currentPassword", CURRENT_PASSWORD_REQUIRED);

    const wrong = await post(change("not-my-password"), user.cookie);
    expect(wrong.status).toBe(400);
    await expectRefused(wrong, "currentPassword", CURRENT_PASSWORD_WRONG);

    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, user.password)).toBe(true);
  });

  it("keeps the registration rules, the confirmation and the breach check", async () => {
    const user = await signedInUser();
    const weak = await post(change(user.password, "short1!A"), user.cookie);
    expect(weak.status).toBe(400);
    await expectRefused(weak, "password", PASSWORD_RULES_MESSAGE);

    const noSymbol = await post(change(user.password, "Mieliesoes2026xx"), user.cookie);
    await expectRefused(noSymbol, "password", PASSWORD_RULES_MESSAGE);

    const mismatch = await post(change(user.password, NEW_PASSWORD, "Mielie-Oes-2027!"), user.cookie);
    expect(mismatch.status).toBe(400);
    await expectRefused(mismatch, "confirmPassword", PASSWORDS_DO_NOT_MATCH);

    const breached = await post(change(user.password, BREACHED), user.cookie);
    expect(breached.status).toBe(400);
    const reply = await replyOf(breached);
    expect(reply.result.error?.password).toEqual([BREACHED_PASSWORD_MESSAGE]);
    expect(reply.result.error?.[""]).toEqual([BREACHED_PASSWORD_SUBMIT_MESSAGE]);
    // Passwords are never sent back into the page.
    expect(JSON.stringify(reply)).not.toContain(BREACHED);
    expect(JSON.stringify(reply)).not.toContain(user.password);
  });

  it("sets the new password, ends the user's other sessions and keeps this one", async () => {
    const user = await signedInUser();
    const elsewhere = await startSession(user.id);
    const other = await signedInUser();

    const response = await post(change(user.password), user.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account");
    expect(await toastAfter(response, user.cookie)).toMatchObject({ title: PASSWORD_UPDATED });

    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row.password_hash, user.password)).toBe(false);

    const sessions = await db()
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "in", [user.id, other.id])
      .execute();
    const ids = sessions.map((session) => session.id);
    expect(ids).toContain(user.sessionId);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).toContain(other.sessionId);
  });

  it("lets a Google or Facebook user set a first password without a current one", async () => {
    const user = await signedInUser();
    await db().updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    const page = (await (await loadAccount(user.cookie)).json()) as { profile: { hasPassword: boolean } };
    expect(page.profile.hasPassword).toBe(false);

    const response = await post(
      { intent: "change-password", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      user.cookie,
    );
    expect(response.status).toBe(303);
    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);
  });

  it("stops guessing the current password after 10 tries in 15 minutes", async () => {
    freezeClockInsideRateWindow(15 * 60_000);
    try {
      const user = await signedInUser();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await post(change(`wrong-${attempt}`), user.cookie)).status).toBe(400);
      }
      const blocked = await post(change(user.password), user.cookie);
      expect(blocked.status).toBe(429);
      const reply = await replyOf(blocked);
      // A minute into a window, ten tries in it: they slide out of the last 15 minutes at 1.5
      // minutes into the next window, so one more try fits in 14 + 1.5 minutes (said as 16).
      expect(reply.result.error?.[""]).toEqual([tooManyPasswordAttempts(930)]);
      expect(tooManyPasswordAttempts(930)).toBe(
        "Too many attempts with a wrong password. Please wait 16 minutes and try again.",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
