import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { addToCart } from "~/cart/cart.server";
import type { CheckoutPage } from "~/orders/checkout.server";
import { sendEftDetails } from "~/orders/send-eft-details.server";
import { db } from "~/platform/db.server";
import { env, parseEnv } from "~/platform/env.server";
import { runDueJobs } from "~/platform/jobs.server";
import * as checkoutRoute from "~/routes/cart.checkout";
import * as forgotPasswordRoute from "~/routes/forgot-password";
import { readShopDetails } from "~/shop/shop-settings.server";
import { smsLayout } from "~/sms/sms-encoding";
import { type SmsSender, startSmsSender } from "~/sms/sms-sender.server";
import { englishInterfaceWords } from "../support/afrikaans";
import { get, json, post, signedInUser } from "../support/route-calls";
import { startLoopbackSmpp } from "../support/smpp-server";
import { proveNumber } from "../support/sms-numbers";
import { recipientsOf, startLoopbackSmtp } from "../support/smtp-server";

// Issue 49: what a customer who chose Afrikaans receives, followed all the way out: the e-mails
// over SMTP to a real server on loopback, the SMS over SMPP to a real SMSC on loopback.
const smtp = await startLoopbackSmtp();
process.env.SMTP_URL = smtp.url;
const smsc = await startLoopbackSmpp();
const smsConfig = parseEnv({ ...process.env, SMS_URL: smsc.url, SMS_FROM: "Donkerhoek", SMS_RATE: "500" }).sms;
const FAST = {
  pollMs: 50,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
};
let sender: SmsSender;
beforeAll(() => {
  sender = startSmsSender(db(), { ...FAST, config: smsConfig });
});
afterAll(async () => {
  await sender.stop();
  await smsc.close();
  await smtp.close();
});

const POLL = { timeout: 10_000, interval: 20 };
const SHOP = "Donkerhoek Farm Supplies";

/** The e-mail the SMTP server received for this address whose subject has these words, once the queue has run. */
async function mailTo(address: string, subjectPart: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      await runDueJobs(db());
      found = smtp.messages.find(
        (mail) => recipientsOf(mail).includes(address.toLowerCase()) && (mail.subject ?? "").includes(subjectPart),
      );
      return found !== undefined;
    }, POLL)
    .toBe(true);
  return found as ParsedMail;
}

let sequence = 490_000;
async function product(priceCents: number) {
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
  return { id, name: `Dairy Meal ${sequence}`, code: `WS${sequence}` };
}

/** A signed-in customer who reads the given language (chosen with the footer's switch: account and cookie). */
async function customerReading(language: "en" | "af") {
  const customer = await signedInUser();
  await db().updateTable("users").set({ language }).where("id", "=", customer.id).execute();
  return { ...customer, cookie: `${customer.cookie}; lang=${language}` };
}

/** Places an order to collect from the customer's cart through the checkout's form, as the browser does. */
async function placeOrder(
  customer: { id: string; cookie: string },
  contactEmail: string,
  extra: Record<string, string> = {},
) {
  const response = await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", customer.cookie);
  const page = (await json<{ page: CheckoutPage }>(response)).page;
  if (!page.review) throw new Error("No review step");
  const placed = await post(
    checkoutRoute.action,
    "/cart/checkout",
    {
      idempotencyKey: page.review.idempotencyKey,
      fulfilment: "collect",
      contactName: "Thandi Mokoena",
      contactEmail,
      expectedTotalCents: String(page.review.totals.totalCents),
      lines: page.review.linesToken,
      ...extra,
    },
    customer.cookie,
  );
  expect(placed.status).toBe(303);
  return db()
    .selectFrom("orders")
    .select(["id", "order_number", "language"])
    .where("user_id", "=", customer.id)
    .executeTakeFirstOrThrow();
}

/** Text staff or the settings wrote, which stays as written in an Afrikaans e-mail. */
const STAFF_WRITTEN = [SHOP, "Demo Bank (not a real account)", "Donkerhoek Farm Supplies Co-operative", "Cheque"];

describe("an order e-mail to a customer who chose Afrikaans", () => {
  it("arrives in Afrikaans: subject, greeting, lines, totals, EFT details and next steps, with no English interface words", async () => {
    expect(env().SMTP_URL).toBe(smtp.url);
    const customer = await customerReading("af");
    const item = await product(62_550);
    await addToCart(db(), { userId: customer.id }, item.id, 2);
    const address = `boer-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeOrder(customer, address);
    expect(order.language).toBe("af");

    const mail = await mailTo(address, order.order_number);
    expect(mail.subject).toBe(`Jou bestelling ${order.order_number} by ${SHOP}`);
    // Amounts keep their no-break spaces in an e-mail, as on the pages.
    const text = (mail.text ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain("Hallo Thandi Mokoena,");
    expect(text).toContain(`Dankie vir jou bestelling ${order.order_number}.`);
    expect(text).toContain(`2 x ${item.name} (${item.code}) @ R 625,50 = R 1 251,00`);
    expect(text).toContain("Subtotaal: R 1 251,00");
    expect(text).toContain("Aflewering: haal by die winkel af (gratis)");
    expect(text).toMatch(/Totaal: R 1 251,00 \(BTW ingesluit: R \d+,\d\d\)/);
    expect(text).toContain("Betaal met EFT (bankoorplasing)");
    expect(text).toContain("Bedrag om te betaal: R 1 251,00");
    expect(text).toContain(`Verwysing: ${order.order_number}`);
    expect(text).toMatch(/Ons hou hierdie bestelling vir jou tot \d+ \p{L}+ \d{4}, \d\d:\d\d\./u);
    expect(text).toContain("Wat gebeur nou:");
    expect(text).toContain(`1. Betaal met EFT, met jou bestellingnommer ${order.order_number} as verwysing.`);
    expect(text).toContain(`/orders/${order.order_number}?lang=af`);
    const { addressLines, phone, whatsapp } = await readShopDetails(db());
    expect(
      englishInterfaceWords(text, [
        ...STAFF_WRITTEN,
        item.name,
        "Thandi Mokoena",
        ...addressLines,
        phone,
        whatsapp ?? "",
        address,
      ]),
    ).toEqual([]);

    // The store's notice of the same order stays English (staff read English).
    const notice = smtp.messages.find((message) => message.subject?.startsWith(`New order ${order.order_number}:`));
    expect(notice?.text?.replace(/\u00a0/g, " ")).toContain("Subtotal: R 1 251.00");
  });

  it("an English customer's order e-mail reads as before", async () => {
    const customer = await customerReading("en");
    const item = await product(62_550);
    await addToCart(db(), { userId: customer.id }, item.id, 2);
    const address = `farmer-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeOrder(customer, address);
    expect(order.language).toBe("en");
    const mail = await mailTo(address, order.order_number);
    expect(mail.subject).toBe(`Your order ${order.order_number} at ${SHOP}`);
    // Amounts keep their no-break spaces in an e-mail, as on the pages.
    const text = (mail.text ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain("Hello Thandi Mokoena,");
    expect(text).toContain(`Thank you for your order ${order.order_number}.`);
    expect(text).toContain("Subtotal: R 1 251.00");
    expect(text).toContain("Pay by EFT (bank transfer)");
    expect(text).toContain(`1. Pay by EFT with your order number ${order.order_number} as the reference.`);
    expect(text).toContain(
      `Your order and its proof-of-payment upload: http://localhost:3000/orders/${order.order_number}`,
    );
    expect(text).not.toContain("lang=");
  });
});

describe("order SMS to a customer who chose Afrikaans", () => {
  it("the order's SMS and the EFT details staff send are in Afrikaans, plain GSM, in the English SMS's parts", async () => {
    const customer = await customerReading("af");
    await proveNumber(db(), customer.id, "+27835554901");
    const item = await product(62_550);
    await addToCart(db(), { userId: customer.id }, item.id, 2);
    const address = `boer-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeOrder(customer, address, { newsChannel: "sms", newsPhone: "083 555 4901" });

    const textsTo = () => smsc.submits.filter((submit) => submit.to === "27835554901").map((submit) => submit.text);
    await expect.poll(() => textsTo().join(""), POLL).toContain(`/orders/${order.order_number}`);
    const placed = textsTo().join("");
    expect(placed).toBe(
      `${SHOP}: bestelling ${order.order_number} geplaas, R 1 251,00. Betaal met EFT: Demo Bank rek 0000000000 tak 000000, verw ${order.order_number}. Laai jou bewys op: http://localhost:3000/orders/${order.order_number}`,
    );
    expect(smsLayout(placed)).toMatchObject({ encoding: "gsm7", parts: 2 });

    // Staff (in the English back office) send the EFT details again: the order's language.
    const staff = await signedInUser(["admin"]);
    const sent = await sendEftDetails(db(), staff, order.order_number, "both", {});
    expect(sent.ok).toBe(true);
    await expect.poll(() => textsTo().join(""), POLL).toContain("betaal bestelling");
    const eft = (
      await db()
        .selectFrom("sms_messages")
        .select("body")
        .where("order_id", "=", order.id)
        .where("kind", "=", "eft_details")
        .executeTakeFirstOrThrow()
    ).body;
    expect(eft).toBe(
      `${SHOP}: betaal bestelling ${order.order_number}, R 1 251,00, met EFT: Demo Bank rek 0000000000 tak 000000, verw ${order.order_number}. http://localhost:3000/orders/${order.order_number}`,
    );
    expect(smsLayout(eft)).toMatchObject({ encoding: "gsm7", parts: 2 });
    const mail = await mailTo(address, `Hoe om vir bestelling ${order.order_number} te betaal`);
    expect(mail.text).toContain("Laai jou betalingsbewys op die bladsy van jou bestelling op:");
    expect(englishInterfaceWords(mail.text ?? "", [...STAFF_WRITTEN, "Thandi Mokoena"])).toEqual([]);
  });
});

describe("a password reset e-mail", () => {
  it("comes in the account's language, its link opening the page in Afrikaans", async () => {
    const customer = await customerReading("af");
    const response = await post(forgotPasswordRoute.action, "/forgot-password", { email: customer.email });
    expect(response.status).toBeLessThan(400);
    const mail = await mailTo(customer.email, SHOP);
    expect(mail.subject).toBe(`Kies 'n nuwe wagwoord vir ${SHOP}`);
    // Amounts keep their no-break spaces in an e-mail, as on the pages.
    const text = (mail.text ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain("Hallo Sipho,");
    expect(text).toContain("Maak hierdie skakel oop om 'n nuwe wagwoord te kies:");
    expect(text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[^\s&]+&lang=af/);
    expect(text).toContain("Die skakel werk een keer en verval oor 1 uur.");
    expect(englishInterfaceWords(text, STAFF_WRITTEN)).toEqual([]);
  });

  it("stays English for an English account", async () => {
    const customer = await customerReading("en");
    await post(forgotPasswordRoute.action, "/forgot-password", { email: customer.email });
    const mail = await mailTo(customer.email, SHOP);
    expect(mail.subject).toBe(`Reset your password for ${SHOP}`);
    expect(mail.text).toContain("Hello Sipho,\n\nTo choose a new password, open this link:");
    expect(mail.text).not.toContain("lang=");
  });
});
