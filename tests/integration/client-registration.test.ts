import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { verifyPassword } from "~/accounts/password.server";
import { quoteDelivery } from "~/delivery/delivery-quote.server";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import { action, loader } from "~/routes/client-registration";
import { asResponse, cookiePair, TEST_ORIGIN } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { insertSession, insertUser } from "../support/users";

// A stand-in for the breached-password range API: it lists "Password123!Password".
const breached = createHash("sha1").update("Password123!Password").digest("hex").toUpperCase();
const rangeServer = http.createServer((_request, response) => {
  response.end(`${breached.slice(5)}:120\r\n0000000000000000000000000000000000A:1`);
});
await new Promise<void>((resolve) => rangeServer.listen(0, "127.0.0.1", resolve));
process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(rangeServer.address() as AddressInfo).port}/range/`;
afterAll(() => rangeServer.close());

const PASSWORD = "Veld-Kraal-2026";

function personal(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "next",
    firstName: "Lerato",
    lastName: "Nkosi",
    email: `lerato-${randomBytes(4).toString("hex")}@example.com`,
    phone: "082 123 4567",
    companyName: "Nkosi Poultry",
    vatNumber: "4123 456 789",
    preferredContactMethod: "whatsapp",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptTerms: "on",
    ...overrides,
  };
}

const rayton = {
  intent: "submit",
  locationName: "  Smallholding  ",
  addressLine1: "Plot 41, Rayton Road",
  addressLine2: "",
  city: "Rayton",
  province: "Gauteng",
  postalCode: "1001",
  latitude: "-25.7420",
  longitude: "28.5347",
  deliveryInstructions: "Green gate opposite the farm stall",
};

// Each test posts from its own address, so the per-address limits are tested on their own.
let ip = "";
beforeEach(() => {
  const [a, b] = randomBytes(2);
  ip = `198.51.${a}.${b}`;
});

function post(fields: Record<string, string>, cookie = "", path = "/client-registration") {
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return asResponse(() => action({ request, params: {}, context: {} }));
}

function load(search = "", cookie = "") {
  const request = new Request(`${TEST_ORIGIN}/client-registration${search}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return asResponse(() => loader({ request, params: {}, context: {} }));
}

/** Step 1 done: the session cookie that carries it to step 2. */
async function afterStepOne(fields = personal()) {
  const response = await post(fields);
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/client-registration?step=location");
  return cookiePair(response);
}

async function sessionRowFor(email: string) {
  const rows = await db().selectFrom("sessions").select(["data", "user_id"]).execute();
  return rows.filter((row) => row.data.includes(email));
}

describe("client registration, step 1 (Personal Information)", () => {
  it("lists every mandatory field that is missing, and says what each needs", async () => {
    const response = await post({ intent: "next", preferredContactMethod: "email" });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(
      "Please fill in the following mandatory fields: First Name, Last Name, Email Address, Password",
    );
    expect(body).toContain("First name is required");
    expect(body).toContain("Last name is required");
    expect(body).toContain("Email address is required");
    expect(body).toContain("Please ensure your password meets all security requirements");
    expect(body).toContain("Please accept the Terms of Service and Privacy Policy");
  });

  it.each([
    ["firstName", "First Name", "First name is required"],
    ["lastName", "Last Name", "Last name is required"],
    ["email", "Email Address", "Email address is required"],
    ["password", "Password", "Please ensure your password meets all security requirements"],
  ])("names only %s when it alone is missing", async (field, label, message) => {
    const response = await post(personal({ [field]: "  " }));
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(`Please fill in the following mandatory fields: ${label}"`);
    expect(body).toContain(message);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ phone: "12345" }, "Please enter a South African phone number"],
    [{ vatNumber: "12345" }, "Please enter a South African VAT number: 10 digits starting with 4"],
    [
      { password: "Short-1!", confirmPassword: "Short-1!" },
      "Please ensure your password meets all security requirements",
    ],
    [
      { password: "nouppercase-2026!", confirmPassword: "nouppercase-2026!" },
      "Please ensure your password meets all security requirements",
    ],
    [
      { password: "No-Digits-Here!", confirmPassword: "No-Digits-Here!" },
      "Please ensure your password meets all security requirements",
    ],
    [
      { password: "NoSymbols2026abc", confirmPassword: "NoSymbols2026abc" },
      "Please ensure your password meets all security requirements",
    ],
    [{ confirmPassword: "Veld-Kraal-2027" }, "Passwords do not match"],
    [{ acceptTerms: "" }, "Please accept the Terms of Service and Privacy Policy"],
  ] as [Record<string, string>, string][])("refuses %o with '%s' and keeps nothing", async (change, message) => {
    const fields = personal(change);
    const response = await post(fields);
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(message);
    expect(body).not.toContain("Please fill in the following mandatory fields");
    expect(body).not.toContain(PASSWORD);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await sessionRowFor(fields.email ?? "")).toEqual([]);
  });

  it("refuses a password found in breaches with the spec's messages", async () => {
    const response = await post(
      personal({ password: "Password123!Password", confirmPassword: "Password123!Password" }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("This password has appeared in past data breaches. Please choose a different one.");
    expect(body).toContain("Please choose a different password that hasn't been compromised");
  });

  it("keeps step 1 in the session with the password only as an argon2 hash, then shows step 2", async () => {
    const fields = personal();
    const cookie = await afterStepOne(fields);
    const [row, ...others] = await sessionRowFor(fields.email ?? "");
    expect(others).toEqual([]);
    expect(row?.user_id).toBeNull();
    expect(row?.data).not.toContain(PASSWORD);
    const kept = JSON.parse(row?.data ?? "{}").clientRegistration.personal;
    expect(kept).toMatchObject({
      firstName: "Lerato",
      lastName: "Nkosi",
      email: fields.email,
      phone: "082 123 4567",
      companyName: "Nkosi Poultry",
      vatNumber: "4123456789",
      preferredContactMethod: "whatsapp",
      passwordChecked: true,
    });
    expect(kept).not.toHaveProperty("password");
    expect(kept).not.toHaveProperty("confirmPassword");
    expect(kept.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(kept.passwordHash, PASSWORD)).toBe(true);

    const step2 = await load("?step=location", cookie);
    expect(step2.status).toBe(200);
    expect(await step2.json()).toMatchObject({
      step: "location",
      applicant: { name: "Lerato Nkosi", email: fields.email },
    });
  });

  it("does not show step 2 before step 1 is done", async () => {
    const response = await load("?step=location");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-registration");
  });

  it("Back returns to step 1 filled in (without the password) and keeps what step 2 held", async () => {
    const fields = personal();
    const cookie = await afterStepOne(fields);
    // As step 2's form posts it: the hidden intent of Complete Registration and the pressed Back's name.
    const back = await post(
      { intent: "submit", back: "", locationName: "Farm", city: "Rayton", latitude: "-25.74" },
      cookie,
    );
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/client-registration");

    const step1 = await load("", cookie);
    const page = await step1.json();
    expect(page).toMatchObject({
      step: "personal",
      returning: true,
      defaults: {
        firstName: "Lerato",
        lastName: "Nkosi",
        email: fields.email,
        phone: "082 123 4567",
        companyName: "Nkosi Poultry",
        vatNumber: "4123456789",
        preferredContactMethod: "whatsapp",
        acceptTerms: "on",
      },
    });
    expect(page.defaults).not.toHaveProperty("password");
    expect(page.defaults).not.toHaveProperty("passwordHash");

    // Next again (the password typed again) brings step 2 back as it was left.
    const next = await post({ ...fields, firstName: "Lerato Grace" }, cookie);
    expect(next.headers.get("Location")).toBe("/client-registration?step=location");
    const step2 = await (await load("?step=location", cookie)).json();
    expect(step2).toMatchObject({
      applicant: { name: "Lerato Grace Nkosi" },
      defaults: { locationName: "Farm", city: "Rayton", latitude: "-25.74" },
    });
  });
});

describe("client registration, step 2 (Delivery Location)", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await afterStepOne();
  });
  const submit = (change: Record<string, string>) =>
    post({ ...rayton, ...change }, cookie, "/client-registration?step=location");

  it("lists the missing mandatory fields and asks for a location on the map", async () => {
    const response = await post({ intent: "submit" }, cookie, "/client-registration?step=location");
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(
      "Please fill in the following mandatory fields: Location Name, Address Line 1, City, Province, Postal Code",
    );
    expect(body).toContain("Please select a location on the map");
    for (const message of [
      "Location name is required",
      "Address line 1 is required",
      "City is required",
      "Please choose a province",
      "Postal code is required",
    ]) {
      expect(body).toContain(message);
    }
  });

  it.each([
    [{ locationName: "   " }, "Please fill in the following mandatory fields: Location Name"],
    [{ addressLine1: "" }, "Please fill in the following mandatory fields: Address Line 1"],
    [{ city: "" }, "Please fill in the following mandatory fields: City"],
    [{ province: "" }, "Please fill in the following mandatory fields: Province"],
    [{ postalCode: "" }, "Please fill in the following mandatory fields: Postal Code"],
    [{ province: "Transvaal" }, "Please choose a province"],
    [{ postalCode: "12" }, "Please enter a 4-digit postal code"],
    [{ postalCode: "12a4" }, "Please enter a 4-digit postal code"],
    [{ latitude: "", longitude: "" }, "Please select a location on the map"],
    [{ latitude: "0", longitude: "0" }, "Please select a location on the map"],
    [{ longitude: "0" }, "Please select a location on the map"],
    [{ latitude: "abc" }, "Please enter valid latitude and longitude values."],
    [{ longitude: "28.5.3" }, "Please enter valid latitude and longitude values."],
    [{ latitude: "-95" }, "Please enter valid latitude and longitude values."],
    [{ latitude: "51.5", longitude: "-0.12" }, "These coordinates are outside South Africa"],
    [{ latitude: "28.5347", longitude: "-25.7420" }, "These coordinates are outside South Africa"],
  ] as [Record<string, string>, string][])("refuses %o with '%s' and creates nothing", async (change, message) => {
    const users = await db().selectFrom("users").select("id").execute();
    const response = await submit(change);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await db().selectFrom("users").select("id").execute()).toHaveLength(users.length);
  });
});

describe("completing client registration", () => {
  it("creates the user, the client profile with the next client code and the default location in one go", async () => {
    await db()
      .insertInto("counters")
      .values({ name: "client_code", value: 123 })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: 123 }))
      .execute();
    const fields = personal();
    const email = fields.email ?? "";
    const cookie = await afterStepOne(fields);
    const response = await post(rayton, cookie, "/client-registration?step=location");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-registration?step=done");

    const user = await db().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: "Lerato",
      last_name: "Nkosi",
      phone: "082 123 4567",
      company_name: "Nkosi Poultry",
      email_confirmed_at: null,
    });
    expect(await verifyPassword(user.password_hash, PASSWORD)).toBe(true);
    const profile = await db()
      .selectFrom("client_profiles")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      client_code: "CL-000124",
      first_name: "Lerato",
      last_name: "Nkosi",
      email,
      vat_number: "4123456789",
      preferred_contact_method: "whatsapp",
    });
    const locations = await db()
      .selectFrom("client_delivery_locations")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(locations).toEqual([
      expect.objectContaining({
        location_name: "Smallholding",
        address_line_1: "Plot 41, Rayton Road",
        address_line_2: null,
        city: "Rayton",
        province: "Gauteng",
        postal_code: "1001",
        country: "South Africa",
        latitude: -25.742,
        longitude: 28.5347,
        is_default: 1,
        delivery_instructions: "Green gate opposite the farm stall",
      }),
    ]);
    // Priced by the delivery engine as the delivery page prices a location: never left empty.
    const quote = await quoteDelivery(db(), {
      location: { lat: -25.742, lng: 28.5347 },
      inputType: "address",
      loadType: "medium",
      orderValue: 500,
    });
    const simple = quote.options.find((option) => option.method.id === "simple");
    expect(simple?.distanceKm).toBeGreaterThan(0);
    expect(locations[0]).toMatchObject({
      distance_km: simple?.distanceKm,
      delivery_fee_cents: Math.round((simple?.fee ?? 0) * 100),
      calculated_delivery_fee_cents: Math.round((simple?.fee ?? 0) * 100),
      delivery_method: "simple",
      load_type: "medium",
    });
    const counter = await db()
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "client_code")
      .executeTakeFirstOrThrow();
    expect(counter.value).toBe(124);

    const [mail, ...more] = await outbox(db(), email);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("confirm-email");
    expect(mail?.text_body).toMatch(new RegExp(`${TEST_ORIGIN}/auth/callback\\?type=signup&token=[\\w-]+`));

    // The session keeps only what the success page shows: no personal details, no password hash.
    const [row] = await sessionRowFor(email);
    expect(JSON.parse(row?.data ?? "{}").clientRegistration).toEqual({ outcome: { email } });
    const done = await load("?step=done", cookie);
    // The page's texts aside (messages), it holds nothing but the address typed.
    const { messages: _doneTexts, ...donePage } = (await done.json()) as Record<string, unknown>;
    expect(donePage).toEqual({ step: "done", outcome: { email } });
    expect((await load("?step=location", cookie)).headers.get("Location")).toBe("/client-registration");
  });

  it("numbers clients one after another", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const fields = personal({ email: `numbered-${i}-${Date.now()}@example.com` });
      const cookie = await afterStepOne(fields);
      await post(rayton, cookie, "/client-registration?step=location");
      const profile = await db()
        .selectFrom("client_profiles")
        .select("client_code")
        .where("email", "=", fields.email ?? "")
        .executeTakeFirstOrThrow();
      codes.push(profile.client_code);
    }
    const [first, second] = codes.map((code) => Number(code.slice(3)));
    expect(codes[0]).toMatch(/^CL-\d{6}$/);
    expect(second).toBe((first ?? 0) + 1);
  });

  it("rolls everything back when one part fails (here: the next code is already taken)", async () => {
    const counter = await db()
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "client_code")
      .executeTakeFirstOrThrow();
    const squatter = await insertUser(db());
    await db()
      .insertInto("client_profiles")
      .values({
        id: randomBytes(8).toString("hex"),
        user_id: squatter.id,
        client_code: `CL-${String(counter.value + 1).padStart(6, "0")}`,
        first_name: "Sipho",
        last_name: "Dlamini",
        email: squatter.email,
      })
      .execute();
    const fields = personal();
    const cookie = await afterStepOne(fields);
    const response = await post(rayton, cookie, "/client-registration?step=location");
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain("Unable to complete registration. Please try again or contact support.");
    expect(body).toContain("Registration Error");
    expect(
      await db()
        .selectFrom("users")
        .select("id")
        .where("email", "=", fields.email ?? "")
        .execute(),
    ).toEqual([]);
    const after = await db()
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "client_code")
      .executeTakeFirstOrThrow();
    expect(after.value).toBe(counter.value);
    expect(await outbox(db(), fields.email)).toEqual([]);
    // The next code free again for the tests after this one (every registration takes a number).
    await db().deleteFrom("client_profiles").where("user_id", "=", squatter.id).execute();
  });

  it("does not reveal an address that already has an account, creates nothing, and tells its owner", async () => {
    const owner = await insertUser(db(), { email: "thandi@example.com" });
    const profiles = await db().selectFrom("client_profiles").select("id").execute();
    const counter = await db()
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "client_code")
      .executeTakeFirst();
    const cookie = await afterStepOne(personal({ email: "Thandi@Example.com" }));
    const response = await post(rayton, cookie, "/client-registration?step=location");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-registration?step=done");

    expect(await db().selectFrom("users").select("id").where("email", "=", "thandi@example.com").execute()).toEqual([
      { id: owner.id },
    ]);
    expect(await db().selectFrom("client_profiles").select("id").execute()).toHaveLength(profiles.length);
    expect(
      await db().selectFrom("client_delivery_locations").select("id").where("user_id", "=", owner.id).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom("counters").select("value").where("name", "=", "client_code").executeTakeFirst(),
    ).toEqual(counter);
    // The rows written to take as long as a new client's were rolled back, the link's too.
    expect(
      await db().selectFrom("users").select("id").where("email", "like", "%@registration.invalid").execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom("one_time_tokens").select("id").where("email", "like", "%@registration.invalid").execute(),
    ).toEqual([]);
    const [mail, ...more] = await outbox(db(), "thandi@example.com");
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("already-registered");
    const { messages: _texts, ...donePage } = (await (await load("?step=done", cookie)).json()) as Record<
      string,
      unknown
    >;
    expect(donePage).toEqual({ step: "done", outcome: { email: "Thandi@Example.com" } });
  });

  it("does the same database work for an address with an account as for a new one, and answers the same", async () => {
    const owner = await insertUser(db(), { email: `owner-${randomBytes(4).toString("hex")}@example.com` });
    /** The last step from an address of its own: its answer, and the rows SQLite wrote for it. */
    const lastStep = async (email: string) => {
      const cookie = await afterStepOne(personal({ email }));
      const [a, b] = randomBytes(2);
      ip = `198.51.${a}.${b}`;
      const changes = async () => (await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db())).rows[0]?.n ?? 0;
      const before = await changes();
      const response = await post(rayton, cookie, "/client-registration?step=location");
      // total_changes() counts every row inserted, updated or deleted, also those rolled back later.
      return { status: response.status, location: response.headers.get("Location"), rows: (await changes()) - before };
    };
    const unknown = await lastStep(`newcomer-${randomBytes(4).toString("hex")}@example.com`);
    const known = await lastStep(owner.email);
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 302, location: "/client-registration?step=done" });
  });

  it("answers a repeated coordinate with the coordinates message, not a server error", async () => {
    const cookie = await afterStepOne();
    const profilesBefore = await db().selectFrom("client_profiles").select("id").execute();
    const body = new URLSearchParams(rayton);
    body.append("latitude", "-25.75");
    const request = new Request(`${TEST_ORIGIN}/client-registration`, {
      method: "POST",
      headers: {
        Origin: TEST_ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": ip,
        Cookie: cookie,
      },
      body,
    });
    const response = await asResponse(() => action({ request, params: {}, context: {} }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter valid latitude and longitude values.");
    expect(await db().selectFrom("client_profiles").select("id").execute()).toEqual(profilesBefore);
  });

  it("sends step 2 back to step 1 when the session no longer holds step 1", async () => {
    const response = await post(rayton, "", "/client-registration?step=location");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/client-registration");
  });

  it("limits account creations per address, like /register", async () => {
    const windowMs = 3_600_000;
    freezeClockInsideRateWindow(windowMs);
    const fields = personal();
    let response: Response;
    try {
      const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
      await db()
        .insertInto("rate_limits")
        .values({ key: `register:ip:${ip}`, window_started_at: windowStart, hits: 10 })
        .execute();
      const cookie = await afterStepOne(fields);
      response = await post(rayton, cookie, "/client-registration?step=location");
    } finally {
      vi.useRealTimers();
    }
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("Registration failed. Please try again.");
    expect(
      await db()
        .selectFrom("users")
        .select("id")
        .where("email", "=", fields.email ?? "")
        .execute(),
    ).toEqual([]);
  });

  it("sends signed-in users home", async () => {
    const user = await insertUser(db());
    const cookie = await insertSession(db(), user.id);
    const page = await load("", cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
    const posted = await post(personal(), cookie);
    expect(posted.headers.get("Location")).toBe("/");
  });
});
