import signin from "~/locales/en/signin.json";
import { db } from "~/platform/db.server";
import * as cellphone from "~/routes/login_.cellphone";
import { cookiePair } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { json, post, signedInUser } from "../support/route-calls";

const PHONE_SIGN_IN_EMAIL_NEEDED = signin["phone.emailNeeded"];

// Without an SMS account (SMS_URL unset, as in this file) the cellphone sign-in sends its code by
// e-mail instead, and the code proves the address (decision 0097).

type Refusal = { result: { error?: Record<string, string[] | null> } };
const PATH = "/login/cellphone?for=checkout&next=%2Fcart%2Fcheckout";

async function codeMailedTo(email: string): Promise<string> {
  const mail = await db()
    .selectFrom("outgoing_emails")
    .select(["kind", "text_body"])
    .where("to_address", "=", email)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  expect(mail.kind).toBe("sign-in-code");
  return /your code is (\d{6})/.exec(mail.text_body)?.[1] ?? "";
}

describe("the cellphone sign-in without an SMS account", () => {
  it("asks for an e-mail address, mails the code, and signs in to that address's account, confirming it", async () => {
    const refused = await post(cellphone.action, PATH, {
      intent: "send",
      name: "Pieter",
      phone: "082 555 7001",
      for: "checkout",
    });
    expect(refused.status).toBe(400);
    expect((await json<Refusal>(refused)).result.error).toEqual({ email: [PHONE_SIGN_IN_EMAIL_NEEDED] });

    const owner = await signedInUser();
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", owner.id).execute();
    const sent = await post(cellphone.action, PATH, {
      intent: "send",
      name: "Pieter",
      phone: "082 555 7001",
      email: owner.email,
      for: "checkout",
      next: "/cart/checkout",
    });
    expect(sent.status).toBe(303);
    expect(
      await db().selectFrom("sms_messages").select("id").where("to_number", "=", "+27825557001").execute(),
    ).toEqual([]);
    const signedIn = await post(
      cellphone.action,
      PATH,
      { intent: "verify", code: await codeMailedTo(owner.email) },
      cookiePair(sent),
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/cart/checkout");
    const row = await db()
      .selectFrom("users")
      .select("email_confirmed_at")
      .where("id", "=", owner.id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).not.toBeNull();
    // The number was not proved by an e-mailed code.
    expect(await db().selectFrom("phone_proofs").select("phone").where("user_id", "=", owner.id).execute()).toEqual([]);
  });
});

describe("codes by e-mail cannot flood an inbox", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends one address at most three codes an hour, whatever numbers are typed", async () => {
    freezeClockInsideRateWindow(24 * 60 * 60 * 1000);
    const inbox = `flood-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (const phone of ["082 555 7101", "082 555 7102", "082 555 7103", "082 555 7104"])
      statuses.push((await post(cellphone.action, "/login/cellphone", { intent: "send", phone, email: inbox })).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
    expect(
      await db().selectFrom("outgoing_emails").select("id").where("to_address", "=", inbox).execute(),
    ).toHaveLength(3);
  });
});
