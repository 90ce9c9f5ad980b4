import { randomBytes } from "node:crypto";
import { CONFIRM_LINK_LIFETIME_MS, unsubscribeUrl } from "~/newsletter/subscriptions.server";
import { CROSS_SITE_MESSAGE, CROSS_SITE_ORIGIN_HEADER } from "~/platform/cross-site";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { outbox } from "~/platform/mailer.server";
import { getSession } from "~/platform/session.server";
import { hashToken } from "~/platform/tokens.server";
import { action as signupAction } from "~/routes/newsletter";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter_.confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter_.unsubscribe";
import { asResponse } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";

const ORIGIN = "http://localhost:3000";

const newEmail = () => `reader-${randomBytes(5).toString("hex")}@example.com`;
const freshIp = () => `105.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

type Reply = { status: number; headers: Headers; body: unknown };

async function settle(fn: () => Promise<unknown>): Promise<Reply> {
  let response: Response;
  try {
    const result = await fn();
    if (result instanceof Response) response = result;
    else {
      const data = result as { data: unknown; init: ResponseInit | null };
      response = new Response(JSON.stringify(data.data), data.init ?? {});
    }
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
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

/**
 * A sign-up through the action, then its job (decision 0105: the request only queues it), as the
 * worker would run it a moment later.
 */
async function signUp(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const reply = await settle(() =>
    signupAction({ request: form("/newsletter", fields, headers), params: {}, context: {} }),
  );
  await runDueJobs(db());
  return reply;
}

const subscription = (email: string) =>
  db().selectFrom("newsletter_subscriptions").selectAll().where("email", "=", email).executeTakeFirst();

const confirmationMails = async (email: string) =>
  (await outbox(db(), email)).filter((mail) => mail.kind === "newsletter-confirm");

/** The token from the newest confirmation e-mail to this address. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await confirmationMails(email);
  const link = /http:\/\/localhost:3000\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "");
  if (!link?.[1]) throw new Error(`No confirmation link mailed to ${email}`);
  return link[1];
}

const openConfirm = (token: string) =>
  settle(() =>
    confirmLoader({
      request: new Request(`${ORIGIN}/newsletter/confirm?token=${encodeURIComponent(token)}`),
      params: {},
      context: {},
    }),
  );
const pressConfirm = (token: string) =>
  settle(() => confirmAction({ request: form("/newsletter/confirm", { token }), params: {}, context: {} }));

async function toastOf(headers: Headers) {
  const cookie =
    headers
      .getSetCookie()
      .find((value) => value.startsWith("__session="))
      ?.split(";")[0] ?? "";
  const session = await getSession(new Request(ORIGIN, { headers: { Cookie: cookie } }));
  return session.get("toast");
}

describe("signing up for the newsletter", () => {
  it("without the consent box ticked: an error and nothing stored or sent", async () => {
    const email = newEmail();
    const reply = await signUp({ email, redirectTo: "/products" });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(
      "Please tick the box to say you want the newsletter: we only send it to people who ask.",
    );
    expect(await subscription(email)).toBeUndefined();
    expect(await outbox(db(), email)).toEqual([]);
  });

  it("refuses an address that is not one, and a consent value that is not a tick", async () => {
    const bad = await signUp({ email: "not-an-address", consent: "on" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Please enter a valid email address");
    const email = newEmail();
    const forged = await signUp({ email, consent: "yes please" });
    expect(forged.status).toBe(400);
    expect(await subscription(email)).toBeUndefined();
  });

  it("stores a pending subscription, mails a confirmation link and goes back with a toast", async () => {
    const email = newEmail();
    const reply = await signUp({ email: `  ${email.toUpperCase()} `, consent: "on", redirectTo: "/products?page=2" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/products?page=2");
    expect(await toastOf(reply.headers)).toEqual({
      title: "Check your e-mail",
      description: "We sent you a link to confirm your subscription.",
      variant: "success",
    });

    const row = await subscription(email);
    expect(row).toMatchObject({ email, is_active: 0, confirmed_at: null, unsubscribed_at: null });
    expect(row?.consent_at).toBeTruthy();
    expect(row?.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(1);
    const token = await mailedToken(email);
    // Only the hash is kept: the database alone cannot confirm anybody.
    expect(row?.confirm_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("goes back only to a page of this site", async () => {
    const reply = await signUp({ email: newEmail(), consent: "on", redirectTo: "//evil.example/phish" });
    expect(reply.headers.get("Location")).toBe("/newsletter");
  });

  it("answers 429 after 10 sign-ups from one network address in 10 minutes", async () => {
    freezeClockInsideRateWindow(10 * 60_000);
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await signUp({ email: newEmail(), consent: "on" }, { "X-Forwarded-For": ip })).status);
      expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("confirming", () => {
  it("opening the link changes nothing; pressing the button makes the subscription active", async () => {
    const email = newEmail();
    await signUp({ email, consent: "on" });
    const token = await mailedToken(email);

    const page = await openConfirm(token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ link: { state: "pending", email } });
    expect((await subscription(email))?.is_active).toBe(0);

    const confirmed = await pressConfirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ link: { state: "active", email } });
    const row = await subscription(email);
    expect(row?.is_active).toBe(1);
    expect(row?.confirmed_at).toBeTruthy();

    // Pressing again, or opening the link again, is harmless.
    expect((await pressConfirm(token)).body).toMatchObject({ link: { state: "active" } });
    expect((await openConfirm(token)).body).toMatchObject({ link: { state: "active" } });
  });

  it("a bad, unknown or missing token gets a clear message and a 4xx, never a 500", async () => {
    const unknown = await openConfirm("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ link: { state: "unknown" } });
    expect((await openConfirm("../../etc/passwd")).status).toBe(400);
    const missing = await settle(() =>
      confirmLoader({ request: new Request(`${ORIGIN}/newsletter/confirm`), params: {}, context: {} }),
    );
    expect(missing.status).toBe(400);
    expect((await pressConfirm("nonsense")).status).toBe(400);
  });

  it("a link older than 7 days no longer works", async () => {
    const email = newEmail();
    await signUp({ email, consent: "on" });
    const token = await mailedToken(email);
    const issued = new Date(Date.now() - CONFIRM_LINK_LIFETIME_MS - 60_000).toISOString();
    await db().updateTable("newsletter_subscriptions").set({ consent_at: issued }).where("email", "=", email).execute();
    expect((await pressConfirm(token)).status).toBe(404);
    expect((await subscription(email))?.is_active).toBe(0);
  });
});

describe("subscribing twice", () => {
  it("while pending: the same answer, a fresh link, and the old link stops working", async () => {
    const email = newEmail();
    const first = await signUp({ email, consent: "on", redirectTo: "/" });
    const firstToken = await mailedToken(email);
    const second = await signUp({ email, consent: "on", redirectTo: "/" });
    expect(second.status).toBe(first.status);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await toastOf(second.headers)).toEqual(await toastOf(first.headers));

    const secondToken = await mailedToken(email);
    expect(secondToken).not.toBe(firstToken);
    expect(await confirmationMails(email)).toHaveLength(2);
    expect((await pressConfirm(firstToken)).status).toBe(404);
    expect((await pressConfirm(secondToken)).status).toBe(200);
    expect(
      await db().selectFrom("newsletter_subscriptions").select("id").where("email", "=", email).execute(),
    ).toHaveLength(1);
  });

  it("when already active: the same answer, no new e-mail, still active", async () => {
    const email = newEmail();
    const first = await signUp({ email, consent: "on", redirectTo: "/" });
    await pressConfirm(await mailedToken(email));
    const again = await signUp({ email, consent: "on", redirectTo: "/" });
    expect(again.status).toBe(first.status);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await toastOf(again.headers)).toEqual(await toastOf(first.headers));
    expect(await confirmationMails(email)).toHaveLength(1);
    expect((await subscription(email))?.is_active).toBe(1);
  });

  it("mails one address at most 3 confirmation links an hour, whoever asks, and answers the same", async () => {
    const email = newEmail();
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await signUp({ email, consent: "on", redirectTo: "/" }));
    expect(replies.map((reply) => reply.status)).toEqual([302, 302, 302, 302, 302]);
    expect(await confirmationMails(email)).toHaveLength(3);
  });
});

describe("unsubscribing", () => {
  async function activeSubscriber() {
    const email = newEmail();
    await signUp({ email, consent: "on" });
    await pressConfirm(await mailedToken(email));
    const row = await subscription(email);
    if (!row) throw new Error("no subscription");
    return row;
  }

  const unsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

  it("gives every subscription its own one-click address", async () => {
    const row = await activeSubscriber();
    expect(unsubscribeUrl(row)).toBe(`http://localhost:3000${unsubscribePath(row.unsubscribe_token)}`);
  });

  it("opening the link only shows the button; pressing it unsubscribes", async () => {
    const row = await activeSubscriber();
    const page = await settle(() =>
      unsubscribeLoader({ request: new Request(unsubscribeUrl(row)), params: {}, context: {} }),
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ link: { state: "subscribed", email: row.email } });
    expect((await subscription(row.email))?.is_active).toBe(1);

    const done = await settle(() =>
      unsubscribeAction({
        request: form(unsubscribePath(row.unsubscribe_token), { token: row.unsubscribe_token }),
        params: {},
        context: {},
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ link: { state: "unsubscribed", email: row.email } });
    const after = await subscription(row.email);
    expect(after?.is_active).toBe(0);
    expect(after?.unsubscribed_at).toBeTruthy();
  });

  it("accepts a mail client's RFC 8058 one-click POST, without Origin or sign-in", async () => {
    const row = await activeSubscriber();
    const request = new Request(unsubscribeUrl(row), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const done = await settle(() => unsubscribeAction({ request, params: {}, context: {} }));
    expect(done.status).toBe(200);
    expect((await subscription(row.email))?.is_active).toBe(0);
  });

  it("accepts the one-click POST whatever its Origin: mail providers post it from their own servers", async () => {
    const foreignOrigins: Record<string, string>[] = [
      { Origin: "https://mail.google.com" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      // As it reaches the app through the HTTP guard, which takes a foreign Origin off and marks it.
      { [CROSS_SITE_ORIGIN_HEADER]: "https://mail.yahoo.com" },
    ];
    for (const headers of foreignOrigins) {
      const row = await activeSubscriber();
      const request = new Request(unsubscribeUrl(row), {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      const done = await settle(() => unsubscribeAction({ request, params: {}, context: {} }));
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ link: { state: "unsubscribed", email: row.email } });
      expect((await subscription(row.email))?.is_active).toBe(0);
    }
  });

  it("refuses any other POST from another site: only the one-click body is let through", async () => {
    const row = await activeSubscriber();
    const path = unsubscribePath(row.unsubscribe_token);
    const bodies: Record<string, string>[] = [
      { token: row.unsubscribe_token },
      { "List-Unsubscribe": "One-Click", token: row.unsubscribe_token },
      {},
    ];
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { [CROSS_SITE_ORIGIN_HEADER]: "https://evil.example" },
    ];
    for (const fields of bodies) {
      for (const headers of foreign) {
        const response = await asResponse(() =>
          unsubscribeAction({ request: form(path, fields, headers), params: {}, context: {} }),
        );
        expect(response.status).toBe(403);
        expect(await response.text()).toBe(CROSS_SITE_MESSAGE);
      }
    }
    expect((await subscription(row.email))?.is_active).toBe(1);
  });

  it("is harmless twice, and an old confirmation link cannot subscribe the address again", async () => {
    const email = newEmail();
    await signUp({ email, consent: "on" });
    const token = await mailedToken(email);
    await pressConfirm(token);
    const row = await subscription(email);
    if (!row) throw new Error("no subscription");
    for (let i = 0; i < 2; i++) {
      const done = await settle(() =>
        unsubscribeAction({
          request: form(unsubscribePath(row.unsubscribe_token), {}),
          params: {},
          context: {},
        }),
      );
      expect(done.status).toBe(200);
    }
    expect((await pressConfirm(token)).status).toBe(404);
    expect((await subscription(email))?.is_active).toBe(0);
  });

  it("signing up again after unsubscribing needs a new confirmation", async () => {
    const row = await activeSubscriber();
    await settle(() =>
      unsubscribeAction({ request: form(unsubscribePath(row.unsubscribe_token), {}), params: {}, context: {} }),
    );
    await signUp({ email: row.email, consent: "on" });
    expect((await subscription(row.email))?.is_active).toBe(0);
    await pressConfirm(await mailedToken(row.email));
    const after = await subscription(row.email);
    expect(after).toMatchObject({ is_active: 1, unsubscribed_at: null, unsubscribe_token: row.unsubscribe_token });
  });

  it("a bad or missing token gets a clear message and a 4xx, never a 500", async () => {
    const unknown = await settle(() =>
      unsubscribeLoader({ request: new Request(`${ORIGIN}${unsubscribePath("nope")}`), params: {}, context: {} }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ link: { state: "unknown" } });
    const missing = await settle(() =>
      unsubscribeAction({ request: form("/newsletter/unsubscribe", {}), params: {}, context: {} }),
    );
    expect(missing.status).toBe(400);
    const huge = await settle(() =>
      unsubscribeLoader({
        request: new Request(`${ORIGIN}${unsubscribePath("x".repeat(5000))}`),
        params: {},
        context: {},
      }),
    );
    expect(huge.status).toBe(404);
  });
});
