import { startLoopbackSmpp } from "../support/smpp-server";

// Signing in, and checking out on a first visit, with a code sent to the cellphone (issue 44,
// decision 0097), with the shop's SMS account pointed at a real SMPP server on loopback: the
// code is read from what the server accepted, as the phone would show it.
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_FROM = "Donkerhoek";
process.env.SMS_RATE = "500";

const { db } = await import("~/platform/db.server");
const { env } = await import("~/platform/env.server");
const { startSmsSender } = await import("~/sms/sms-sender.server");
const cellphone = await import("~/routes/login_.cellphone");
const checkoutRoute = await import("~/routes/cart.checkout");
const { addToCart } = await import("~/cart/cart.server");
const { default: signin } = await import("~/locales/en/signin.json");
const PHONE_SIGN_IN_REFUSED = signin["phone.refused"];
const PHONE_SIGN_IN_NAME_REQUIRED = signin["phone.error.nameRequired"];
const { NO_WAY_TO_TELL } = await import("~/orders/checkout-texts");
const { translatorFor } = await import("~/locales/translator.server");
/** Checkout's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);
const { wrongCode } = (await import("~/sms/code-words.server")).codeWords("en");
const { cookiePair } = await import("../support/actions");
const { get, json, post, signedInUser, toastAfter } = await import("../support/route-calls");
const { proveNumber } = await import("../support/sms-numbers");
const { insertTestProduct } = await import("../support/products");

const sender = startSmsSender(db(), {
  config: env().sms,
  pollMs: 50,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
});
afterAll(async () => {
  await sender.stop();
  await smsc.close();
});

const POLL = { timeout: 10_000, interval: 20 };
const CHECKOUT = "/login/cellphone?for=checkout&next=%2Fcart%2Fcheckout";

let numberSeq = 5_551_200;
function freshNumber() {
  numberSeq += 1;
  const digits = String(numberSeq);
  return { typed: `072 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+2772${digits}`, smpp: `2772${digits}` };
}

/** The code in the newest SMS the SMPP server accepted for the number. */
async function codeReceivedBy(smppNumber: string, count = 1): Promise<string> {
  await expect.poll(() => smsc.submits.filter((submit) => submit.to === smppNumber).length, POLL).toBe(count);
  const texts = smsc.submits.filter((submit) => submit.to === smppNumber).map((submit) => submit.text);
  const code = /your code is (\d{6})/.exec(texts.at(-1) ?? "")?.[1];
  if (!code) throw new Error(`No code in ${JSON.stringify(texts)}`);
  return code;
}

type Refusal = { result: { error?: Record<string, string[] | null> } };

/** Sends a code as a visitor: the session cookie that carries the step comes back. */
async function sendCode(fields: Record<string, string>, path = CHECKOUT) {
  const response = await post(cellphone.action, path, { intent: "send", ...fields });
  return { response, cookie: cookiePair(response) };
}

describe("checking out on a first visit with a cellphone code", () => {
  it("sends a visitor at checkout to the cellphone form, which asks for a name", async () => {
    const visitor = await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(
      "/login/cellphone?for=checkout&next=%2Fcart%2Fcheckout%3Ffulfilment%3Dcollect",
    );
    const { response } = await sendCode({ phone: freshNumber().typed, for: "checkout" });
    expect(response.status).toBe(400);
    expect((await json<Refusal>(response)).result.error).toEqual({ name: [PHONE_SIGN_IN_NAME_REQUIRED] });
  });

  it("makes an account for a new number, proved, signs the visitor in and places an order told by SMS only", async () => {
    const number = freshNumber();
    const { response, cookie } = await sendCode({
      name: "Sipho Dlamini",
      phone: number.typed,
      for: "checkout",
      next: "/cart/checkout",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(CHECKOUT);
    const page = await json<{ pending: { phone: string; channel: string } }>(
      await get(cellphone.loader, CHECKOUT, cookie),
    );
    expect(page.pending).toEqual({ phone: number.typed, channel: "sms", email: null });

    const code = await codeReceivedBy(number.smpp);
    const wrong = await post(
      cellphone.action,
      CHECKOUT,
      { intent: "verify", code: code === "000000" ? "111111" : "000000" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect((await json<Refusal>(wrong)).result.error).toEqual({ code: [wrongCode(4)] });

    const signedIn = await post(cellphone.action, CHECKOUT, { intent: "verify", code }, cookie);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/cart/checkout");
    const session = cookiePair(signedIn);
    expect(await toastAfter(signedIn, session)).toMatchObject({ title: "Welcome" });
    const user = await db()
      .selectFrom("users")
      .innerJoin("phone_proofs", "phone_proofs.user_id", "users.id")
      .select(["users.id", "users.email", "users.first_name", "users.last_name", "phone_proofs.source"])
      .where("phone_proofs.phone", "=", number.e164)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `${number.smpp}@cellphone.invalid`,
      first_name: "Sipho",
      last_name: "Dlamini",
      source: "checkout",
    });

    // Checkout knows the person: news by SMS to the proved number, no e-mail to fill in.
    const product = await insertTestProduct(db(), { incl_price_cents: 23_995 });
    await addToCart(db(), { userId: user.id }, product.id, 1);
    const review = await json<{ page: { contact: Record<string, unknown>; review: Record<string, unknown> } }>(
      await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", session),
    );
    expect(review.page.contact).toMatchObject({
      name: "Sipho Dlamini",
      email: "",
      newsChannel: "sms",
      provedPhone: number.typed,
    });
    const reviewed = review.page.review as {
      idempotencyKey: string;
      linesToken: string;
      totals: { totalCents: number };
    };
    const placed = await post(
      checkoutRoute.action,
      "/cart/checkout",
      {
        idempotencyKey: reviewed.idempotencyKey,
        fulfilment: "collect",
        contactName: "Sipho Dlamini",
        newsChannel: "sms",
        newsPhone: number.typed,
        expectedTotalCents: String(reviewed.totals.totalCents),
        lines: reviewed.linesToken,
      },
      session,
    );
    expect(placed.status).toBe(303);
    const order = await db()
      .selectFrom("orders")
      .select(["order_number", "contact_email"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(order.contact_email).toBeNull();
    await expect
      .poll(
        () =>
          smsc.submits
            .filter((submit) => submit.to === number.smpp)
            .map((s) => s.text)
            .join(""),
        POLL,
      )
      .toContain(`order ${order.order_number} placed`);
    const mail = await db()
      .selectFrom("outgoing_emails")
      .select("id")
      .where("to_address", "like", "%cellphone.invalid")
      .execute();
    expect(mail).toEqual([]);
  });

  it("refuses an order with no e-mail address whose SMS could not reach a proved number", async () => {
    const customer = await signedInUser();
    const product = await insertTestProduct(db(), { incl_price_cents: 10_000 });
    await addToCart(db(), { userId: customer.id }, product.id, 1);
    const review = await json<{
      page: { review: { idempotencyKey: string; linesToken: string; totals: { totalCents: number } } };
    }>(await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", customer.cookie));
    const refused = await post(
      checkoutRoute.action,
      "/cart/checkout",
      {
        idempotencyKey: review.page.review.idempotencyKey,
        fulfilment: "collect",
        contactName: "Anna Botha",
        newsChannel: "sms",
        newsPhone: "082 555 9911",
        expectedTotalCents: String(review.page.review.totals.totalCents),
        lines: review.page.review.linesToken,
      },
      customer.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ error: en(NO_WAY_TO_TELL) });
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", customer.id).execute()).toEqual([]);
  });
});

describe("signing in with a cellphone code", () => {
  it("signs in to the account the number is proved on, and answers a known and an unknown number alike", async () => {
    const known = freshNumber();
    const owner = await signedInUser();
    await proveNumber(db(), owner.id, known.e164);
    const unknown = freshNumber();
    const path = "/login/cellphone?next=%2Forders";
    const first = await sendCode({ phone: known.typed, next: "/orders" }, path);
    const second = await sendCode({ phone: unknown.typed, next: "/orders" }, path);
    expect([first.response.status, first.response.headers.get("Location")]).toEqual([
      second.response.status,
      second.response.headers.get("Location"),
    ]);
    const code = await codeReceivedBy(known.smpp);
    const signedIn = await post(cellphone.action, path, { intent: "verify", code }, first.cookie);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/orders");
    const sessions = await db().selectFrom("sessions").select("id").where("user_id", "=", owner.id).execute();
    expect(sessions.length).toBe(2);
  });

  it("never joins an account on an address nobody proved, and refuses a suspended account in the same words", async () => {
    const someone = await signedInUser();
    const number = freshNumber();
    const { cookie } = await sendCode({ phone: number.typed, name: "Stranger", email: someone.email, for: "checkout" });
    await post(cellphone.action, CHECKOUT, { intent: "verify", code: await codeReceivedBy(number.smpp) }, cookie);
    const made = await db()
      .selectFrom("phone_proofs")
      .innerJoin("users", "users.id", "phone_proofs.user_id")
      .select(["users.id", "users.email"])
      .where("phone_proofs.phone", "=", number.e164)
      .executeTakeFirstOrThrow();
    expect(made.id).not.toBe(someone.id);
    expect(made.email).toBe(`${number.smpp}@cellphone.invalid`);

    const suspended = await signedInUser();
    const theirs = freshNumber();
    await proveNumber(db(), suspended.id, theirs.e164);
    await db()
      .updateTable("users")
      .set({ suspended_at: new Date().toISOString() })
      .where("id", "=", suspended.id)
      .execute();
    const again = await sendCode({ phone: theirs.typed }, "/login/cellphone");
    const refused = await post(
      cellphone.action,
      "/login/cellphone",
      { intent: "verify", code: await codeReceivedBy(theirs.smpp) },
      again.cookie,
    );
    expect(refused.status).toBe(400);
    expect((await json<Refusal>(refused)).result.error).toEqual({ code: [PHONE_SIGN_IN_REFUSED] });
  });
});

describe("an account whose e-mail address is not confirmed yet", () => {
  it("places its first order, and is asked to confirm before the next; a proved cellphone stands in", async () => {
    const { confirmEmailBeforeAnotherOrder } = await import("~/orders/checkout-texts");
    const customer = await signedInUser();
    await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", customer.id).execute();
    const product = await insertTestProduct(db(), { incl_price_cents: 5_000 });
    const order = async () => {
      await addToCart(db(), { userId: customer.id }, product.id, 1);
      const review = await json<{
        page: { review: { idempotencyKey: string; linesToken: string; totals: { totalCents: number } } };
      }>(await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", customer.cookie));
      return post(
        checkoutRoute.action,
        "/cart/checkout",
        {
          idempotencyKey: review.page.review.idempotencyKey,
          fulfilment: "collect",
          contactName: "Anna Botha",
          contactEmail: customer.email,
          paymentMethod: "eft",
          expectedTotalCents: String(review.page.review.totals.totalCents),
          lines: review.page.review.linesToken,
        },
        customer.cookie,
      );
    };
    expect((await order()).status).toBe(303);
    const second = await order();
    expect(second.status).toBe(400);
    expect(await json(second)).toMatchObject({ error: confirmEmailBeforeAnotherOrder(en, customer.email) });
    await proveNumber(db(), customer.id, freshNumber().e164);
    expect((await order()).status).toBe(303);
    expect(await db().selectFrom("orders").select("id").where("user_id", "=", customer.id).execute()).toHaveLength(2);
  });
});
