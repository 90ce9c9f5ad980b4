import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import { translatorFor } from "~/locales/translator.server";
import type { CheckoutPage } from "~/orders/checkout.server";
import { NEWS_PHONE_NOT_MOBILE, NEWS_PHONE_REQUIRED } from "~/orders/checkout-texts";
import { EFT_AMOUNT_TO_PAY, EFT_SEND_CHANNEL_MESSAGE, EFT_SEND_NOT_EFT, EFT_SEND_NOT_PROVED } from "~/orders/messages";
import { smsHeldLine } from "~/orders/order-told";
import { db } from "~/platform/db.server";
import { parseEnv } from "~/platform/env.server";
import { formatRand } from "~/platform/format";
import { outbox } from "~/platform/mailer.server";
import * as adminLayout from "~/routes/admin";
import * as adminOrderRoute from "~/routes/admin.orders_.$orderNumber";
import * as checkoutRoute from "~/routes/cart.checkout";
import * as confirmationRoute from "~/routes/cart.checkout_.confirmation.$orderNumber";
import * as customerOrderRoute from "~/routes/orders.$orderNumber";
import { SMS_NUMBER_NOT_MOBILE_MESSAGE } from "~/sms/messages";
import { ORDER_SMS_LIMITS } from "~/sms/phone-code-rules";
import { type SmsSender, startSmsSender } from "~/sms/sms-sender.server";
import { insertOrder } from "../support/orders";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, postMultipart, signedInUser } from "../support/route-calls";
import { startLoopbackSmpp } from "../support/smpp-server";
import { proveNumber } from "../support/sms-numbers";

/** Checkout's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

// Order news by SMS, followed all the way out: each SMS goes over SMPP to a real SMPP server on
// loopback (the smpp package's own), and its delivery receipt comes back the same way.
const smsc = await startLoopbackSmpp();
// The routes this file imports have read the environment already: the sender is given its account.
const smsConfig = parseEnv({ ...process.env, SMS_URL: smsc.url, SMS_FROM: "Donkerhoek", SMS_RATE: "500" }).sms;

const FAST = {
  pollMs: 50,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
};
let sender: SmsSender;
beforeAll(() => {
  sender = startSmsSender(db(), { ...FAST, config: smsConfig });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await sender.stop();
  await smsc.close();
});

const POLL = { timeout: 10_000, interval: 20 };
const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

const pages = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  {
    id: "routes/admin.orders_.$orderNumber",
    parentId: "routes/admin",
    path: "orders/:orderNumber",
    module: adminOrderRoute,
  },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: customerOrderRoute },
  {
    id: "routes/cart.checkout_.confirmation.$orderNumber",
    parentId: "root",
    path: "cart/checkout/confirmation/:orderNumber",
    module: confirmationRoute,
  },
]);

let sequence = 880_000;
async function product(priceCents = 45_000) {
  sequence += 1;
  const id = randomUUID();
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: `WS${sequence}`,
      stock_code: `S-${sequence}`,
      product_name: `Dairy Meal ${sequence}`,
      incl_price_cents: priceCents,
    })
    .execute();
  return id;
}

/** The SMS the SMSC accepted for one number (digits without +), joined per message. */
const textsTo = (number: string) => smsc.submits.filter((submit) => submit.to === number).map((submit) => submit.text);

async function smsRows(orderId: string) {
  return db()
    .selectFrom("sms_messages")
    .select(["kind", "to_number", "status", "body", "aggregator_message_id"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("rowid" as never)
    .execute();
}

async function reviewPage(cookie: string): Promise<CheckoutPage> {
  const response = await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", cookie);
  return (await json<{ page: CheckoutPage }>(response)).page;
}

function placeFields(page: CheckoutPage, extra: Record<string, string>): Record<string, string> {
  if (!page.review) throw new Error("No review step");
  return {
    idempotencyKey: page.review.idempotencyKey,
    fulfilment: "collect",
    contactName: "Thandi Mokoena",
    contactEmail: "thandi@example.com",
    expectedTotalCents: String(page.review.totals.totalCents),
    lines: page.review.linesToken,
    ...extra,
  };
}

describe("choosing SMS at checkout", () => {
  it("refuses a number that is not a South African cellphone, and SMS without a number, at the field", async () => {
    const customer = await signedInUser();
    await addToCart(db(), { userId: customer.id }, await product(), 1);
    const page = await reviewPage(customer.cookie);
    expect(page.contact).toMatchObject({ newsChannel: "email", newsPhone: "", offersBySms: false });

    const landline = await post(
      checkoutRoute.action,
      "/cart/checkout",
      placeFields(page, { newsChannel: "sms", newsPhone: "012 345 6789" }),
      customer.cookie,
    );
    expect(landline.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(landline)).result.error).toEqual({
      newsPhone: [en(NEWS_PHONE_NOT_MOBILE)],
    });
    // The field shows the catalogue's text: in English, the SMS module's words.
    expect(en(NEWS_PHONE_NOT_MOBILE)).toBe(SMS_NUMBER_NOT_MOBILE_MESSAGE);
    const none = await post(
      checkoutRoute.action,
      "/cart/checkout",
      placeFields(page, { newsChannel: "both", newsPhone: " " }),
      customer.cookie,
    );
    expect(none.status).toBe(400);
    expect((await json<{ result: { error: Record<string, string[]> } }>(none)).result.error).toEqual({
      newsPhone: [en(NEWS_PHONE_REQUIRED)],
    });
    const orders = await db().selectFrom("orders").select("id").where("user_id", "=", customer.id).execute();
    expect(orders).toEqual([]);
  });

  it("an unproved number gets no SMS: the news go by e-mail, the confirmation says so, and a STOP stays", async () => {
    const customer = await signedInUser();
    await addToCart(db(), { userId: customer.id }, await product(62_550), 2);
    await db().insertInto("sms_opt_outs").values({ phone: "+27835550199", source: "sms_reply" }).execute();
    const page = await reviewPage(customer.cookie);
    const placed = await post(
      checkoutRoute.action,
      "/cart/checkout",
      placeFields(page, { newsChannel: "sms", newsPhone: "083 555 0199", offersBySms: "on" }),
      customer.cookie,
    );
    expect(placed.status).toBe(303);
    const order = await db()
      .selectFrom("orders")
      .select(["id", "order_number", "news_channel", "news_phone"])
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ news_channel: "sms", news_phone: "+27835550199" });
    expect(await smsRows(order.id)).toEqual([]);
    const mail = await outbox(db(), "thandi@example.com");
    expect(mail.filter((email) => email.subject.includes(order.order_number))).toHaveLength(1);
    // Ticking offers at checkout gives no consent for a number nobody proved; the STOP holds.
    expect(await db().selectFrom("sms_consents").select("phone").where("phone", "=", "+27835550199").execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom("sms_opt_outs").select("phone").where("phone", "=", "+27835550199").execute(),
    ).toHaveLength(1);
    const confirmation = await renderedText(
      pages,
      `/cart/checkout/confirmation/${order.order_number}`,
      customer.cookie,
    );
    expect(confirmation).toContain("We have e-mailed the order and our banking details to thandi@example.com.");
    expect(confirmation).toContain(smsHeldLine(en, { phone: "083 555 0199", reason: "not_proved" }));
  });

  it("a proved number gets the order's SMS and no e-mail, and offers ticked give the number's consent", async () => {
    const customer = await signedInUser();
    await proveNumber(db(), customer.id, "+27835550188");
    await addToCart(db(), { userId: customer.id }, await product(62_550), 2);
    const page = await reviewPage(customer.cookie);
    expect(page.contact).toMatchObject({ newsPhone: "083 555 0188", provedPhone: "083 555 0188", offersBySms: false });
    const placed = await post(
      checkoutRoute.action,
      "/cart/checkout",
      placeFields(page, { newsChannel: "sms", newsPhone: "083 555 0188", offersBySms: "on" }),
      customer.cookie,
    );
    expect(placed.status).toBe(303);
    const order = await db()
      .selectFrom("orders")
      .select(["id", "order_number"])
      .where("user_id", "=", customer.id)
      .executeTakeFirstOrThrow();
    expect(
      await db().selectFrom("sms_consents").select(["source"]).where("phone", "=", "+27835550188").execute(),
    ).toEqual([{ source: "checkout" }]);
    // Both parts: the second may arrive a moment after the first on a busy machine.
    await expect.poll(() => textsTo("27835550188").join(""), POLL).toContain(`/orders/${order.order_number}`);
    expect(textsTo("27835550188").join("")).toBe(
      `Donkerhoek Farm Supplies: order ${order.order_number} placed, R 1 251.00. Pay by EFT: Demo Bank acc 0000000000 branch 000000, ref ${order.order_number}. Upload your proof: http://localhost:3000/orders/${order.order_number}`,
    );
    // SMS only: the store hears of the order, the customer gets no e-mail, and the page says so.
    const mail = await outbox(db(), "thandi@example.com");
    expect(mail.filter((email) => email.subject.includes(order.order_number))).toEqual([]);
    const confirmation = await renderedText(
      pages,
      `/cart/checkout/confirmation/${order.order_number}`,
      customer.cookie,
    );
    expect(confirmation).toContain("We have sent the order and our banking details by SMS to 083 555 0188.");
    expect(confirmation).not.toContain("e-mailed");

    // Next time, checkout starts from this choice.
    await addToCart(db(), { userId: customer.id }, await product(), 1);
    expect((await reviewPage(customer.cookie)).contact).toMatchObject({
      newsChannel: "sms",
      newsPhone: "083 555 0188",
      offersBySms: true,
    });
  });

  it("a hundred orders in a minute: none SMS a number nobody proved, and a proved number gets at most five", async () => {
    freezeClockInsideRateWindow(24 * 60 * 60 * 1000);
    const burst = async (phone: string, prove: boolean) => {
      const customer = await signedInUser();
      if (prove) await proveNumber(db(), customer.id, `+27${phone.replace(/\s/g, "").slice(1)}`);
      const productId = await product(1_000);
      for (let n = 0; n < 50; n++) {
        await addToCart(db(), { userId: customer.id }, productId, 1);
        const page = await reviewPage(customer.cookie);
        const placed = await post(
          checkoutRoute.action,
          "/cart/checkout",
          placeFields(page, { newsChannel: "sms", newsPhone: phone }),
          customer.cookie,
        );
        expect(placed.status).toBe(303);
        // Paid before the next, as a customer placing fifty orders would have to (at most three
        // unpaid at once: decision 0103).
        await db().updateTable("orders").set({ payment_status: "paid" }).where("user_id", "=", customer.id).execute();
      }
      return customer;
    };
    const stranger = await burst("071 555 0900", false);
    const owner = await burst("071 555 0901", true);
    const placedBy = async (userId: string) =>
      (await db().selectFrom("orders").select("id").where("user_id", "=", userId).execute()).length;
    expect([await placedBy(stranger.id), await placedBy(owner.id)]).toEqual([50, 50]);
    const queuedTo = async (to: string) =>
      (await db().selectFrom("sms_messages").select("id").where("to_number", "=", to).execute()).length;
    expect(await queuedTo("+27715550900")).toBe(0);
    expect(await queuedTo("+27715550901")).toBe(ORDER_SMS_LIMITS[0].limit);
    await expect.poll(() => textsTo("27715550901").length, POLL).toBeGreaterThanOrEqual(ORDER_SMS_LIMITS[0].limit);
    expect(textsTo("27715550900")).toEqual([]);
    // The rest of the orders were told by e-mail.
    const mails = await outbox(db(), "thandi@example.com", 500);
    expect(mails.filter((email) => email.kind === "order-confirmation").length).toBeGreaterThanOrEqual(95);
  });
});

describe("an order's news by SMS as it moves on", () => {
  it("proof received, rejected, verified, ready to collect and collected each send their SMS; both pages list them", async () => {
    const customer = await signedInUser();
    const processor = await signedInUser(["financial_officer"]);
    const created = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: await product(64_000), quantity: 1 }],
    });
    await proveNumber(db(), customer.id, "+27725550123");
    await db()
      .updateTable("orders")
      .set({
        news_channel: "both",
        news_phone: "+27725550123",
        contact_email: "both@example.com",
        contact_name: "Lerato",
      })
      .where("id", "=", created.id)
      .execute();
    const { orderNumber } = created;
    const url = `http://localhost:3000/orders/${orderNumber}`;
    const params = { orderNumber };
    const upload = () => {
      const form = new FormData();
      form.set("intent", "upload-proof");
      form.set("proof", new File([PDF_BYTES], "slip.pdf", { type: "application/pdf" }));
      return postMultipart(customerOrderRoute.action, `/orders/${orderNumber}`, form, customer.cookie, params);
    };
    const pendingProof = async () =>
      (
        await db()
          .selectFrom("payment_proofs")
          .select("id")
          .where("order_id", "=", created.id)
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow()
      ).id;
    const staff = (fields: Record<string, string>) =>
      post(adminOrderRoute.action, `/admin/orders/${orderNumber}`, fields, processor.cookie, params);

    expect((await upload()).status).toBe(303);
    const reason = `The reference on your slip is not the order number and the amount is not what the order says. ${"Please check it with your bank before you upload it again. ".repeat(3)}`;
    expect((await staff({ intent: "reject", proofId: await pendingProof(), reason })).status).toBe(302);
    expect((await upload()).status).toBe(303);
    expect((await staff({ intent: "verify", proofId: await pendingProof(), confirmed: "yes" })).status).toBe(302);
    expect((await staff({ intent: "status", status: "ready_for_pickup" })).status).toBe(302);
    expect((await staff({ intent: "status", status: "delivered" })).status).toBe(302);

    await expect
      .poll(async () => (await smsRows(created.id)).map((row) => row.status), POLL)
      .toEqual(Array(6).fill("sent"));
    const rows = await smsRows(created.id);
    expect(rows.map((row) => row.kind)).toEqual([
      "proof_received",
      "proof_rejected",
      "proof_received",
      "payment_verified",
      "ready_for_pickup",
      "collected",
    ]);
    const texts = textsTo("27725550123");
    // Parts of a long one arrive one by one: joined, they are the messages in order.
    expect(texts.join("")).toBe(rows.map((row) => row.body).join(""));
    const rejected = rows[1]?.body ?? "";
    expect(rejected).toMatch(
      new RegExp(
        `^Donkerhoek Farm Supplies: your proof of payment for order ${orderNumber} was not accepted: The reference on your slip .*\\.\\.\\. Please upload a new one: ${url}$`,
      ),
    );
    expect(rejected.length).toBeLessThanOrEqual(306);
    expect(rows[3]?.body).toBe(
      `Donkerhoek Farm Supplies: payment of R 640.00 for order ${orderNumber} received. Thank you! ${url}`,
    );
    expect(rows[4]?.body).toBe(
      `Donkerhoek Farm Supplies: order ${orderNumber} is ready to collect, Mon-Fri 8:00-17:00, Sat 8:00-13:00. ${url}`,
    );
    // Both: the e-mails still go as well.
    expect((await outbox(db(), "both@example.com")).map((email) => email.kind).sort()).toEqual([
      "order-status",
      "order-status",
      "payment-rejected",
      "payment-verified",
    ]);

    // Receipts come back over SMPP: one delivered, one not.
    expect(await smsc.sendReceipt(rows[4]?.aggregator_message_id ?? "", "DELIVRD")).toBe(0);
    expect(await smsc.sendReceipt(rows[5]?.aggregator_message_id ?? "", "UNDELIV", "001")).toBe(0);
    const staffPage = await renderedText(pages, `/admin/orders/${orderNumber}`, processor.cookie);
    expect(staffPage).toContain("Ready for collection to 072 555 0123 Delivered,");
    expect(staffPage).toContain("Collected to 072 555 0123 Not delivered (UNDELIV (err 001)),");
    const customerPage = await renderedText(pages, `/orders/${orderNumber}`, customer.cookie);
    expect(customerPage).toContain("SMS about this order");
    expect(customerPage).toContain("Ready for collection to 072 555 0123 Delivered,");
    expect(customerPage).toContain("Collected to 072 555 0123 Not delivered,");
    expect(customerPage).not.toContain("UNDELIV");
  });

  it("an order with e-mail news sends no SMS", async () => {
    const customer = await signedInUser();
    const staff = await signedInUser(["order_processor"]);
    const created = await insertOrder(db(), {
      userId: customer.id,
      status: "preparing",
      paymentStatus: "paid",
      lines: [{ productId: await product(), quantity: 1 }],
      shippingCents: 25_000,
    });
    await db()
      .updateTable("orders")
      .set({ news_phone: "+27825550777", contact_email: "mail@example.com" })
      .where("id", "=", created.id)
      .execute();
    const fields = { intent: "status", status: "shipped" };
    const params = { orderNumber: created.orderNumber };
    expect(
      (await post(adminOrderRoute.action, `/admin/orders/${created.orderNumber}`, fields, staff.cookie, params)).status,
    ).toBe(302);
    expect(await smsRows(created.id)).toEqual([]);
    expect((await outbox(db(), "mail@example.com")).map((email) => email.kind)).toEqual(["order-status"]);
  });
});

describe("sending the EFT details from the order page", () => {
  it("sends them by SMS and e-mail, audited; refuses an unknown choice and an order not paid by EFT", async () => {
    const customer = await signedInUser();
    const staff = await signedInUser(["customer_support"]);
    const created = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: await product(31_000), quantity: 1 }],
    });
    await db()
      .updateTable("orders")
      .set({ contact_email: "eft@example.com", contact_phone: "084 555 0321" })
      .where("id", "=", created.id)
      .execute();
    const { orderNumber } = created;
    const send = (fields: Record<string, string>, number = orderNumber) =>
      post(adminOrderRoute.action, `/admin/orders/${number}`, { intent: "send-eft", ...fields }, staff.cookie, {
        orderNumber: number,
      });

    const wrong = await send({ channel: "fax" });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ message: EFT_SEND_CHANNEL_MESSAGE, intent: "send-eft" });

    // SMS only to a number the customer proved: refused, nothing sent.
    const unproved = await send({ channel: "both" });
    expect(unproved.status).toBe(400);
    expect(await json(unproved)).toMatchObject({ message: EFT_SEND_NOT_PROVED, intent: "send-eft" });
    expect(textsTo("27845550321")).toEqual([]);
    expect(await outbox(db(), "eft@example.com")).toEqual([]);

    await proveNumber(db(), customer.id, "+27845550321");
    expect((await send({ channel: "both" })).status).toBe(302);
    // E-mail news on the order, but staff asked for SMS too: it goes to the contact cellphone.
    await expect
      .poll(() => textsTo("27845550321").join(""), POLL)
      .toEqual(
        `Donkerhoek Farm Supplies: to pay order ${orderNumber}, R 310.00, by EFT: Demo Bank acc 0000000000 branch 000000, ref ${orderNumber}. http://localhost:3000/orders/${orderNumber}`,
      );
    const [email] = await outbox(db(), "eft@example.com");
    expect(email).toMatchObject({ kind: "eft-details", subject: `How to pay for order ${orderNumber}` });
    expect(email?.text_body).toContain(`Reference: ${orderNumber}`);
    // The amount to pay beside the reference (issue 46), as the SMS above says it.
    expect(email?.text_body).toContain(`${EFT_AMOUNT_TO_PAY}: ${formatRand(31_000)}`);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "details"])
      .where("entity_id", "=", created.id)
      .execute();
    expect(audit).toEqual([
      { action: "order.eft_details_sent", actor_id: staff.id, details: expect.stringContaining('"channel":"both"') },
    ]);

    const card = await insertOrder(db(), {
      userId: customer.id,
      paymentMethod: "card",
      lines: [{ productId: await product(), quantity: 1 }],
    });
    const refused = await send({ channel: "email" }, card.orderNumber);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ message: EFT_SEND_NOT_EFT, intent: "send-eft" });
  });
});
