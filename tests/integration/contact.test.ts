import { randomBytes } from "node:crypto";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { outbox } from "~/platform/mailer.server";
import { action as consultantAction, loader as consultantLoader } from "~/routes/about-a";
import { action as contactAction } from "~/routes/contact";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { insertSession, insertUser } from "../support/users";

const ORIGIN = "http://localhost:3000";

type ContactReply = {
  outcome: "sent" | "invalid" | "failed";
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
};

/** Every test posts from its own address, so the rate limit of one never touches another. */
const freshIp = () => `196.25.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function contactRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": freshIp(),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

async function callAction(fn: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await fn();
    if (result instanceof Response) return result;
    const data = result as { data: unknown; init: ResponseInit | null };
    return new Response(JSON.stringify(data.data), data.init ?? {});
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await callAction(() =>
    contactAction({ request: contactRequest("/contact", fields, headers), params: {}, context: {} }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as ContactReply };
}

const VALID = {
  name: "Thandi Mokoena",
  email: "thandi@example.co.za",
  message: "Do you deliver lucerne bales to Bronkhorstspruit?",
};

async function messagesFrom(email: string) {
  return db().selectFrom("contact_messages").selectAll().where("email", "=", email).execute();
}

describe("the contact form's validation", () => {
  it.each([
    ["name", { name: "T" }, "Name must be at least 2 characters"],
    ["name", { name: "   T   " }, "Name must be at least 2 characters"],
    ["name", { name: "" }, "Name must be at least 2 characters"],
    ["email", { email: "thandi-at-example" }, "Please enter a valid email address"],
    ["email", { email: "" }, "Please enter a valid email address"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
    ["message", { message: "" }, "Message must be at least 10 characters"],
  ] as const)("answers 400 with the spec's message for a bad %s (%j)", async (field, change, expected) => {
    const email = `check-${randomBytes(4).toString("hex")}@example.com`;
    const fields = { ...VALID, email, ...change };
    const { status, body } = await post(fields);
    expect(status).toBe(400);
    expect(body.outcome).toBe("invalid");
    expect(body.result.error?.[field]).toEqual([expected]);
    expect(await messagesFrom(fields.email)).toEqual([]);
  });

  it("keeps what was typed, so the visitor need not type it again", async () => {
    const { body } = await post({ ...VALID, name: "T" });
    expect(body.result.initialValue).toMatchObject({ name: "T", email: VALID.email, message: VALID.message });
  });

  it("shows every error at once", async () => {
    const { body } = await post({ name: "", email: "nope", message: "short" });
    expect(Object.keys(body.result.error ?? {}).sort()).toEqual(["email", "message", "name"]);
  });
});

describe("sending a message", () => {
  it("stores it, mails it to the store and gives back an empty form with the success message", async () => {
    const email = `farmer-${randomBytes(4).toString("hex")}@example.com`;
    const before = (await outbox(db(), env().STORE_EMAIL)).length;
    const { status, body } = await post(
      { ...VALID, email, name: "  Thandi Mokoena  " },
      { "X-Forwarded-For": "41.13.20.7" },
    );
    expect(status).toBe(200);
    expect(body.outcome).toBe("sent");
    // conform's reset: the form comes back without values.
    expect(body.result.initialValue).toBeNull();

    const rows = await messagesFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "contact",
      name: "Thandi Mokoena",
      message: VALID.message,
      ip_address: "41.13.20.7",
      user_id: null,
      handled_at: null,
    });

    const mails = await outbox(db(), env().STORE_EMAIL);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ kind: "contact-message", to_address: "shop@example.com", status: "queued" });
    expect(mails[0]?.subject).toBe("Message from Thandi Mokoena via the contact page");
    expect(mails[0]?.text_body).toContain(`E-mail: ${email}`);
    expect(mails[0]?.text_body).toContain(VALID.message);
    // Reply answers the customer; the link opens the message where staff handle it.
    expect(JSON.parse(mails[0]?.headers ?? "{}")).toEqual({ "Reply-To": email });
    expect(mails[0]?.text_body).toContain(`http://localhost:3000/admin/messages/${rows[0]?.id}`);
  });

  it("remembers who sent it when they are signed in", async () => {
    const user = await insertUser(db());
    const cookie = await insertSession(db(), user.id);
    const { status } = await post({ ...VALID, email: user.email }, { Cookie: cookie });
    expect(status).toBe(200);
    expect((await messagesFrom(user.email))[0]?.user_id).toBe(user.id);
  });

  it("from the consultant page, is stored as the consultant's", async () => {
    const email = `client-${randomBytes(4).toString("hex")}@example.com`;
    const response = await callAction(() =>
      consultantAction({ request: contactRequest("/about-a", { ...VALID, email }), params: {}, context: {} }),
    );
    expect(response.status).toBe(200);
    expect((await messagesFrom(email))[0]?.source).toBe("consultant");
    const mail = (await outbox(db(), env().STORE_EMAIL))[0];
    expect(mail?.subject).toBe("Message from Thandi Mokoena via the consultant page (/about-a)");
  });

  it("the consultant page shows the store's e-mail address", () => {
    expect(consultantLoader({ request: new Request(`${ORIGIN}/about-a`), params: {}, context: {} }).email).toBe(
      env().STORE_EMAIL,
    );
  });

  it("refuses a post from another site", async () => {
    const response = await callAction(() =>
      contactAction({
        request: contactRequest("/contact", VALID, { Origin: "https://evil.example" }),
        params: {},
        context: {},
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("against bots", () => {
  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const email = `bot-${randomBytes(4).toString("hex")}@example.com`;
    const mailsBefore = (await outbox(db(), env().STORE_EMAIL)).length;
    const { status, body } = await post({ ...VALID, email, website_url: "http://cheap-pills.example" });
    expect(status).toBe(200);
    expect(body.outcome).toBe("sent");
    expect(await messagesFrom(email)).toEqual([]);
    expect(await outbox(db(), env().STORE_EMAIL)).toHaveLength(mailsBefore);
  });

  it("lets one address send 5 messages in 10 minutes, then answers 429 and stores no more", async () => {
    const ip = freshIp();
    const email = `busy-${randomBytes(4).toString("hex")}@example.com`;
    const statuses: number[] = [];
    let last: ContactReply | undefined;
    freezeClockInsideRateWindow(10 * 60_000);
    try {
      for (let i = 0; i < 6; i++) {
        const reply = await post({ ...VALID, email }, { "X-Forwarded-For": ip });
        statuses.push(reply.status);
        last = reply.body;
        // A minute into the window: the five weigh 5 × (600 − e)/600 in the next one, so a sixth
        // fits 2 minutes into it, 9 + 2 minutes from now (not at the window's end, 9 minutes).
        if (reply.status === 429) expect(reply.headers.get("Retry-After")).toBe("660");
      }
    } finally {
      vi.useRealTimers();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.outcome).toBe("failed");
    // What was typed is kept for a later try.
    expect(last?.result.initialValue).toMatchObject({ email });
    expect(await messagesFrom(email)).toHaveLength(5);

    const other = await post({ ...VALID, email }, { "X-Forwarded-For": freshIp() });
    expect(other.status).toBe(200);
  });

  it("does not count a form with mistakes against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await post({ ...VALID, name: "" }, { "X-Forwarded-For": ip });
    const { status } = await post(VALID, { "X-Forwarded-For": ip });
    expect(status).toBe(200);
  });
});
