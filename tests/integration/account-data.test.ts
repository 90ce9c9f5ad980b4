import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { DELETED_CUSTOMER } from "~/account/messages";
import type { Role } from "~/accounts/roles";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { serializeSessionCookie } from "~/platform/session.server";
import { loader as rootLoader } from "~/root";
import { action as accountAction } from "~/routes/account";
import { loader as dataLoader } from "~/routes/account.data[.]json";
import { loader as readableDataLoader } from "~/routes/account_.data";
import { asResponse, cookiePair, formPost, TEST_ORIGIN } from "../support/actions";
import { proveNumber } from "../support/sms-numbers";
import { insertUser } from "../support/users";

// The account screen's English words, as its catalogue holds them (app/locales/en/account.json).
const en = translatorFor("en", ["account"]);
const ACCOUNT_DELETED = en("account:toast.accountDeleted");
const DELETE_CONFIRM_REQUIRED = en("account:error.deleteConfirm");
const DELETE_EMAIL_MISMATCH = en("account:error.deleteEmailMismatch");
const DELETE_PASSWORD_REQUIRED = en("account:error.deletePasswordRequired");
const DELETE_PASSWORD_WRONG = en("account:error.deletePasswordWrong");
const STAFF_CANNOT_DELETE = en("account:error.staffCannotDelete");

let sequence = 920000;

async function insertProduct(name: string) {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: name,
    incl_price_cents: 19999,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

async function startSession(userId: string) {
  const id = randomBytes(32).toString("base64url");
  await db()
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      data: JSON.stringify({ userId }),
      ip_address: "196.25.1.10",
      user_agent: "Mozilla/5.0 (Linux; Android 10) Chrome/120",
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  return { id, cookie: (await serializeSessionCookie(id, false)).split(";")[0] ?? "" };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A customer the shop knows a lot about: a row in every table that holds personal data, with
 * secrets whose absence from the download the tests check.
 */
let numberSeq = 1000;

async function customerWithHistory(options: { roles?: Role[]; email?: string } = {}) {
  const user = await insertUser(db(), options);
  const email = user.email;
  const session = await startSession(user.id);
  const otherSession = await startSession(user.id);
  await db()
    .updateTable("users")
    .set({ phone: "082 123 4567", company_name: "Mokoena Poultry", delivery_notes: "Gate code 4411" })
    .where("id", "=", user.id)
    .execute();
  numberSeq += 1;
  await proveNumber(db(), user.id, `+2782555${numberSeq}`, { consent: true, at: "2026-05-01T10:00:00.000Z" });
  await db()
    .insertInto("sms_inbound")
    .values({
      id: randomUUID(),
      from_number: `+2782555${numberSeq}`,
      body: "When is the next delivery?",
      received_at: "2026-05-02T08:00:00.000Z",
    })
    .execute();
  await db()
    .insertInto("client_profiles")
    .values({
      id: randomUUID(),
      user_id: user.id,
      client_code: `CL-${randomBytes(3).toString("hex")}`,
      first_name: "Sipho",
      last_name: "Dlamini",
      email,
      vat_number: "4123456789",
      preferred_contact_method: "whatsapp",
    })
    .execute();
  const locationId = randomUUID();
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id: locationId,
      user_id: user.id,
      location_name: "Smallholding",
      address_line_1: "Plot 41, Rayton Road",
      city: "Rayton",
      province: "Gauteng",
      postal_code: "1001",
      latitude: -25.742,
      longitude: 28.5347,
      delivery_fee_cents: 21000,
      distance_km: 10.5,
      is_default: 1,
    })
    .execute();

  const feed = await insertProduct("Layer Mash 50 kg");
  const seed = await insertProduct("Lucerne Seed 1 kg");
  const orderId = randomUUID();
  const orderNumber = `ORD-${randomBytes(4).toString("hex")}`;
  await db()
    .insertInto("orders")
    .values({
      id: orderId,
      order_number: orderNumber,
      user_id: user.id,
      status: "delivered",
      subtotal_cents: 39998,
      total_cents: 60998,
      shipping_cost_cents: 21000,
      notes: "Please phone Sipho on arrival",
      contact_name: "Sipho Dlamini",
      contact_email: email,
      contact_phone: "082 123 4567",
      delivery_location_id: locationId,
      delivery_address: "Plot 41, Rayton Road, Rayton",
      delivery_latitude: -25.742,
      delivery_longitude: 28.5347,
      fulfilment_method: "delivery",
    })
    .execute();
  await db()
    .insertInto("order_items")
    .values({
      id: randomUUID(),
      order_id: orderId,
      product_id: feed.id,
      product_name: feed.product_name,
      ws_code: feed.ws_code,
      quantity: 2,
      product_price_cents: 19999,
      item_total_cents: 39998,
    })
    .execute();
  await db()
    .insertInto("order_status_history")
    .values([
      { id: randomUUID(), order_id: orderId, status: "pending", created_at: "2026-01-05T08:00:00.000Z" },
      { id: randomUUID(), order_id: orderId, status: "delivered", created_at: "2026-01-09T08:00:00.000Z" },
    ])
    .execute();
  const reviewId = randomUUID();
  await db()
    .insertInto("product_reviews")
    .values({ id: reviewId, product_id: feed.id, user_id: user.id, rating: 5, review_text: "My hens love it" })
    .execute();
  await db()
    .insertInto("pending_reviews")
    .values({ id: randomUUID(), user_id: user.id, product_id: seed.id, order_id: orderId })
    .execute();
  await db()
    .insertInto("loyalty_points")
    .values({ id: randomUUID(), user_id: user.id, points: 10, reason: "Review Bonus", related_review_id: reviewId })
    .execute();
  await db().insertInto("favorites").values({ user_id: user.id, product_id: seed.id }).execute();
  const cartId = randomUUID();
  await db().insertInto("carts").values({ id: cartId, user_id: user.id }).execute();
  await db()
    .insertInto("cart_items")
    .values({ id: randomUUID(), cart_id: cartId, product_id: feed.id, quantity: 3 })
    .execute();
  const unsubscribeToken = `unsub-${randomBytes(8).toString("hex")}`;
  const confirmTokenHash = sha256(`confirm-${randomBytes(8).toString("hex")}`);
  await db()
    .insertInto("newsletter_subscriptions")
    .values({
      id: randomUUID(),
      email: email.toUpperCase(),
      is_active: 1,
      unsubscribe_token: unsubscribeToken,
      confirm_token_hash: confirmTokenHash,
    })
    .execute();
  await db()
    .insertInto("contact_messages")
    .values({
      id: randomUUID(),
      name: "Sipho",
      // Typed with capitals on the contact form, before the account existed.
      email: email.replace(/^./, (first) => first.toUpperCase()),
      message: "Do you deliver to Rayton on Saturdays?",
      ip_address: "196.25.1.10",
    })
    .execute();
  await db()
    .insertInto("login_attempts")
    .values([
      { email, user_id: user.id, ip_address: "196.25.1.10", succeeded: 1 },
      { email, user_id: null, ip_address: "41.13.7.7", succeeded: 0 },
    ])
    .execute();
  const googleSubject = `google-sub-${randomBytes(6).toString("hex")}`;
  await db()
    .insertInto("oauth_connections")
    .values({ id: randomUUID(), user_id: user.id, provider: "google", provider_user_id: googleSubject, email })
    .execute();
  const tokenHash = sha256(`reset-${randomBytes(8).toString("hex")}`);
  await db()
    .insertInto("one_time_tokens")
    .values({
      id: randomUUID(),
      purpose: "reset_password",
      token_hash: tokenHash,
      user_id: user.id,
      email,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  const emailBody = `Reset your password: http://localhost:3000/reset-password?token=secret-${randomBytes(6).toString("hex")}`;
  await db()
    .insertInto("outgoing_emails")
    .values({
      id: randomUUID(),
      kind: "password-reset",
      to_address: email,
      subject: "Reset your password",
      text_body: emailBody,
      status: "logged",
    })
    .execute();
  const hash = await db()
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();

  return {
    ...user,
    cellphone: `+2782555${numberSeq}`,
    cookie: session.cookie,
    sessionId: session.id,
    otherSessionId: otherSession.id,
    orderId,
    orderNumber,
    feed,
    seed,
    secrets: [
      hash.password_hash ?? "",
      session.id,
      otherSession.id,
      unsubscribeToken,
      confirmTokenHash,
      tokenHash,
      emailBody,
      "google-sub-123",
    ],
  };
}

async function download(cookie?: string) {
  return asResponse(() =>
    dataLoader({
      request: new Request(`${TEST_ORIGIN}/account/data.json`, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    }),
  );
}

const deleteAccount = (fields: Record<string, string>, cookie: string) =>
  asResponse(() =>
    accountAction({
      request: formPost("/account", { intent: "delete-account", ...fields }, cookie),
      params: {},
      context: {},
    }),
  );

type Reply = { intent: string; result: { error?: Record<string, string[] | null> } };

describe("Download my data", () => {
  it("sends visitors to sign in", async () => {
    const response = await download();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: "/account" })}`);
  });

  it("is also a page to read: rand amounts and South African time (issue 46)", async () => {
    const customer = await customerWithHistory();
    const page = await readableDataLoader({
      request: new Request(`${TEST_ORIGIN}/account/data`, { headers: { Cookie: customer.cookie } }),
      params: {},
      context: {},
    });
    const text = JSON.stringify(page);
    expect(text).toContain(formatRand(60_998));
    expect(text).toContain("5 January 2026, 10:00");
    expect(text).not.toContain("60998");
    expect(text).not.toContain("2026-01-05T08:00:00.000Z");
    expect(text).toContain('"label":"Favourites"');
    expect(text).not.toContain("Amounts are in cents");
  });

  it("is a JSON file of everything the shop holds about the user, without a single secret", async () => {
    const customer = await customerWithHistory();
    const someoneElse = await customerWithHistory();
    const response = await download(customer.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="donkerhoek-my-data-${today}.json"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported.profile).toMatchObject({
      email: customer.email,
      firstName: "Sipho",
      lastName: "Dlamini",
      phone: "082 123 4567",
      companyName: "Mokoena Poultry",
      deliveryNotes: "Gate code 4411",
    });
    expect(exported.roles).toEqual([]);
    expect(exported.cellphone).toEqual({
      number: expect.stringMatching(/^\+2782555\d{4}$/),
      provedAt: "2026-05-01T10:00:00.000Z",
      provedWhere: "account",
      offersBySmsAgreedAt: "2026-05-01T10:00:00.000Z",
      offersBySmsAgreedWhere: "account",
      stoppedAt: null,
      stoppedBy: null,
      replies: [{ receivedAt: "2026-05-02T08:00:00.000Z", text: "When is the next delivery?", kind: "other" }],
    });
    expect(exported.clientProfile).toMatchObject({ vatNumber: "4123456789", preferredContactMethod: "whatsapp" });
    expect(exported.deliveryLocations).toEqual([
      expect.objectContaining({ name: "Smallholding", addressLine1: "Plot 41, Rayton Road", deliveryFeeCents: 21000 }),
    ]);
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({
      orderNumber: customer.orderNumber,
      status: "delivered",
      totalCents: 60998,
      contactName: "Sipho Dlamini",
      deliveryAddress: "Plot 41, Rayton Road, Rayton",
      items: [{ productName: "Layer Mash 50 kg", wsCode: customer.feed.ws_code, quantity: 2, lineTotalCents: 39998 }],
    });
    expect(exported.orders[0].statusHistory.map((entry: { status: string }) => entry.status)).toEqual([
      "pending",
      "delivered",
    ]);
    expect(exported.reviews).toEqual([
      expect.objectContaining({ productName: "Layer Mash 50 kg", rating: 5, text: "My hens love it", approved: false }),
    ]);
    expect(exported.pendingReviews).toEqual([
      expect.objectContaining({ productName: "Lucerne Seed 1 kg", status: "pending" }),
    ]);
    expect(exported.loyaltyPoints).toMatchObject({ balance: 10, entries: [{ points: 10, reason: "Review Bonus" }] });
    expect(exported.favorites).toEqual([
      expect.objectContaining({ productName: "Lucerne Seed 1 kg", wsCode: customer.seed.ws_code }),
    ]);
    expect(exported.cart).toEqual([expect.objectContaining({ productName: "Layer Mash 50 kg", quantity: 3 })]);
    expect(exported.newsletterSubscription).toMatchObject({ active: true });
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({ message: "Do you deliver to Rayton on Saturdays?", ipAddress: "196.25.1.10" }),
    ]);
    expect(exported.sessions).toHaveLength(2);
    expect(exported.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      rememberMe: false,
      ipAddress: "196.25.1.10",
      userAgent: "Mozilla/5.0 (Linux; Android 10) Chrome/120",
    });
    expect(exported.signInAttempts).toHaveLength(2);
    expect(exported.signInAttempts.map((attempt: { ipAddress: string }) => attempt.ipAddress).sort()).toEqual([
      "196.25.1.10",
      "41.13.7.7",
    ]);
    expect(exported.oauthConnections).toEqual([{ provider: "google", connectedAt: expect.any(String) }]);
    expect(exported.emailsSentToYou).toEqual([
      expect.objectContaining({ kind: "password-reset", subject: "Reset your password", status: "logged" }),
    ]);

    for (const secret of customer.secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_hash|passwordHash|\$argon2/);
    // Nothing of anyone else's.
    expect(text).not.toContain(someoneElse.email);
    expect(text).not.toContain(someoneElse.orderNumber);
  });
});

describe("Delete my account", () => {
  it("asks for the password and a ticked box, and refuses a wrong password", async () => {
    const customer = await customerWithHistory();
    const cases: [Record<string, string>, string, string][] = [
      [{ password: customer.password }, "confirm", DELETE_CONFIRM_REQUIRED],
      [{ confirm: "on" }, "password", DELETE_PASSWORD_REQUIRED],
      [{ password: "not-the-password", confirm: "on" }, "password", DELETE_PASSWORD_WRONG],
    ];
    for (const [fields, field, message] of cases) {
      const response = await deleteAccount(fields, customer.cookie);
      expect(response.status).toBe(400);
      const reply = (await response.json()) as Reply;
      expect(reply.intent).toBe("delete-account");
      expect(reply.result.error?.[field]).toEqual([message]);
    }
    const user = await db().selectFrom("users").select("id").where("id", "=", customer.id).executeTakeFirst();
    expect(user).toBeDefined();
  });

  it("refuses staff accounts: a super admin removes those", async () => {
    const staff = await customerWithHistory({ roles: ["order_processor"] });
    const response = await deleteAccount({ password: staff.password, confirm: "on" }, staff.cookie);
    expect(response.status).toBe(403);
    const reply = (await response.json()) as Reply;
    expect(reply.result.error?.[""]).toEqual([STAFF_CANNOT_DELETE]);
    expect(await db().selectFrom("users").select("id").where("id", "=", staff.id).executeTakeFirst()).toBeDefined();
  });

  it("keeps the orders without anything that names the customer, and deletes everything else", async () => {
    const customer = await customerWithHistory();
    const neighbour = await customerWithHistory();
    const response = await deleteAccount({ password: customer.password, confirm: "on" }, customer.cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");

    // Signed out, with the goodbye toast on the home page.
    const cookie = cookiePair(response);
    expect(cookie).not.toBe(customer.cookie);
    const root = (await rootLoader({
      request: new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    })) as unknown as { data: { user: unknown; toast: { title: string } | null } };
    expect(root.data.user).toBeNull();
    expect(root.data.toast).toMatchObject({ title: ACCOUNT_DELETED });

    const order = await db()
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", customer.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_number: customer.orderNumber,
      user_id: null,
      contact_name: DELETED_CUSTOMER,
      contact_email: null,
      contact_phone: null,
      delivery_address: null,
      delivery_latitude: null,
      delivery_longitude: null,
      delivery_location_id: null,
      notes: null,
      total_cents: 60998,
      status: "delivered",
    });
    const items = await db()
      .selectFrom("order_items")
      .select("product_name")
      .where("order_id", "=", customer.orderId)
      .execute();
    expect(items).toEqual([{ product_name: "Layer Mash 50 kg" }]);
    const history = await db()
      .selectFrom("order_status_history")
      .select("status")
      .where("order_id", "=", customer.orderId)
      .execute();
    expect(history).toHaveLength(2);

    expect(
      await db().selectFrom("sms_inbound").select("id").where("from_number", "=", customer.cellphone).execute(),
    ).toEqual([]);
    const byUser = [
      "users",
      "sessions",
      "user_roles",
      "client_profiles",
      "client_delivery_locations",
      "product_reviews",
      "pending_reviews",
      "loyalty_points",
      "favorites",
      "carts",
      "oauth_connections",
      "one_time_tokens",
      "login_attempts",
      "contact_messages",
      "phone_proofs",
      "phone_codes",
      "sms_consents",
    ] as const;
    for (const table of byUser) {
      const column = table === "users" ? "id" : "user_id";
      const { rows } = await sql<{ n: number }>`
        SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${customer.id}
      `.execute(db());
      expect({ table, left: rows[0]?.n }).toEqual({ table, left: 0 });
    }
    const cartItems = await db()
      .selectFrom("cart_items")
      .select("id")
      .where("product_id", "=", customer.feed.id)
      .execute();
    expect(cartItems).toEqual([]);
    const lower = customer.email.toLowerCase();
    const byAddress = {
      newsletter: await db().selectFrom("newsletter_subscriptions").select("id").where("email", "=", lower).execute(),
      contact: await db()
        .selectFrom("contact_messages")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", lower))
        .execute(),
      attempts: await db().selectFrom("login_attempts").select("id").where("email", "=", lower).execute(),
      tokens: await db().selectFrom("one_time_tokens").select("id").where("email", "=", lower).execute(),
      emails: await db().selectFrom("outgoing_emails").select("id").where("to_address", "=", customer.email).execute(),
    };
    expect(byAddress).toEqual({ newsletter: [], contact: [], attempts: [], tokens: [], emails: [] });

    // The neighbour's data is all still there.
    const neighbourRows = await Promise.all([
      db().selectFrom("users").select("id").where("id", "=", neighbour.id).execute(),
      db().selectFrom("orders").select("contact_name").where("id", "=", neighbour.orderId).execute(),
      db().selectFrom("product_reviews").select("id").where("user_id", "=", neighbour.id).execute(),
      db().selectFrom("newsletter_subscriptions").select("id").where("email", "=", neighbour.email).execute(),
      db()
        .selectFrom("contact_messages")
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", neighbour.email.toLowerCase()))
        .execute(),
      db().selectFrom("sessions").select("id").where("user_id", "=", neighbour.id).execute(),
    ]);
    expect(neighbourRows.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 2]);
    expect(neighbourRows[1]).toEqual([{ contact_name: "Sipho Dlamini" }]);
  });

  it("asks a Google or Facebook user, who has no password, to type the e-mail address", async () => {
    const customer = await customerWithHistory();
    await db().updateTable("users").set({ password_hash: null }).where("id", "=", customer.id).execute();
    const wrong = await deleteAccount({ email: "someone@example.com", confirm: "on" }, customer.cookie);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Reply).result.error?.email).toEqual([DELETE_EMAIL_MISMATCH]);

    const response = await deleteAccount(
      { email: ` ${customer.email.toUpperCase()} `, confirm: "on" },
      customer.cookie,
    );
    expect(response.status).toBe(303);
    expect(
      await db().selectFrom("users").select("id").where("id", "=", customer.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
