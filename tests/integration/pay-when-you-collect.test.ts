import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import orders from "~/locales/en/orders.json";
import { translatorFor } from "~/locales/translator.server";
import type { CheckoutPage } from "~/orders/checkout.server";
import {
  CHECKOUT_PAYMENT_LABELS,
  PAY_AT_COUNTER_COLLECT_ONLY,
  PAY_AT_COUNTER_NOT_OFFERED,
  PAYMENT_CHOICE_LEGEND,
  PAYMENT_EFT_ONLY,
} from "~/orders/checkout-texts";
import { PAY_AT_COUNTER_TITLE, payAtCounterLine } from "~/orders/messages";
import { PAY_AT_COUNTER } from "~/orders/pickup-payment";
import { loadTaxInvoice } from "~/orders/tax-invoice.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { outbox } from "~/platform/mailer.server";
import * as adminLayout from "~/routes/admin";
import * as dashboardRoute from "~/routes/admin._index";
import * as adminOrderRoute from "~/routes/admin.orders_.$orderNumber";
import { action as settingsAction } from "~/routes/admin.settings";
import * as checkoutRoute from "~/routes/cart.checkout";
import * as confirmationRoute from "~/routes/cart.checkout_.confirmation.$orderNumber";
import * as customerOrderRoute from "~/routes/orders.$orderNumber";
import { SETTINGS_KEYS } from "~/shop/shop-settings";
import { catalogueIdsIn } from "../support/afrikaans";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, postMultipart, signedInUser } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

/** Checkout's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

/**
 * Pay when you collect (issue 44 point 7, decision 0096): a shop setting, on by default, offers
 * paying at the counter beside EFT for an order to collect; the order is placed with the counter
 * method, told without bank details, made ready without a proof and paid at the counter.
 */

// Rendered pages read with plain spaces (the text helper joins white space): "R 1 234.50".

const pages = remixApp([
  { id: "routes/cart.checkout", parentId: "root", path: "cart/checkout", module: checkoutRoute },
  {
    id: "routes/cart.checkout_.confirmation.$orderNumber",
    parentId: "root",
    path: "cart/checkout/confirmation/:orderNumber",
    module: confirmationRoute,
  },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: customerOrderRoute },
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  { id: "routes/admin._index", parentId: "routes/admin", path: "", module: dashboardRoute },
  {
    id: "routes/admin.orders_.$orderNumber",
    parentId: "routes/admin",
    path: "orders/:orderNumber",
    module: adminOrderRoute,
  },
]);

let sequence = 440_000;

const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** A customer with a proved cellphone, order news by SMS and e-mail, and a cart of R 1 234.50. */
async function customerWithCart(options: { location?: boolean } = {}) {
  sequence += 1;
  const user = await signedInUser();
  const productId = randomUUID();
  await db()
    .insertInto("products")
    .values({
      id: productId,
      ws_code: `WS${sequence}`,
      stock_code: `S-${sequence}`,
      product_name: "Counter Lucerne Bale",
      incl_price_cents: 61_725,
    })
    .execute();
  await db()
    .insertInto("product_stock_levels")
    .values({ id: randomUUID(), product_id: productId, quantity: 10 })
    .execute();
  await addToCart(db(), { userId: user.id }, productId, 2);
  const phone = `+2783${String(sequence).padStart(7, "0")}`;
  await proveNumber(db(), user.id, phone);
  if (options.location) {
    await db()
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: user.id,
        location_name: "Farm",
        address_line_1: "Plot 7, Rayton Road",
        city: "Rayton",
        latitude: -25.745,
        longitude: 28.53,
        is_default: 1,
        delivery_method: "simple",
      })
      .execute();
  }
  return { ...user, phone, email: `counter-${sequence}@example.com` };
}

async function checkoutPage(cookie: string, query: string): Promise<CheckoutPage> {
  const response = await get(checkoutRoute.loader, `/cart/checkout?${query}`, cookie);
  expect(response.status).toBe(200);
  return (await json<{ page: CheckoutPage }>(response)).page;
}

function placeFields(
  page: CheckoutPage,
  who: { phone: string; email: string },
  overrides: Record<string, string> = {},
): Record<string, string> {
  const review = page.review;
  if (!review) throw new Error("No review step");
  return {
    idempotencyKey: review.idempotencyKey,
    fulfilment: review.fulfilment,
    ...(review.method ? { method: review.method.id } : {}),
    contactName: "Sipho Ndlovu",
    contactEmail: who.email,
    contactPhone: "082 123 4567",
    newsChannel: "both",
    newsPhone: `0${who.phone.slice(3)}`,
    expectedTotalCents: String(review.totals.totalCents),
    lines: review.linesToken,
    ...overrides,
  };
}

const place = (cookie: string, fields: Record<string, string>) =>
  post(checkoutRoute.action, "/cart/checkout", fields, cookie);

const ordersOf = (userId: string) =>
  db().selectFrom("orders").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();

async function setPayAtCounter(on: boolean) {
  const admin = await signedInUser(["admin"]);
  const row = await db()
    .selectFrom("shop_settings")
    .select("updated_at")
    .where("key", "=", SETTINGS_KEYS.features)
    .executeTakeFirst();
  const fields: Record<string, string> = { section: "features", seen: row?.updated_at ?? "", welcomeDialog: "on" };
  if (on) fields.payAtCounter = "on";
  const response = await post(settingsAction, "/admin/settings", fields, admin.cookie);
  expect(response.status).toBe(302);
  return admin;
}

describe("pay when you collect", () => {
  it("is offered, and ticked, for an order to collect by default; never for a delivery", async () => {
    const user = await customerWithCart({ location: true });
    const collect = await checkoutPage(user.cookie, "fulfilment=collect&step=review");
    expect(collect.review?.payment).toEqual({ offered: [PAY_AT_COUNTER, "eft"], preselected: PAY_AT_COUNTER });
    const text = await renderedText(pages, "/cart/checkout?fulfilment=collect&step=review", user.cookie);
    expect(text).toContain(en(PAYMENT_CHOICE_LEGEND));
    expect(text).toContain(en(CHECKOUT_PAYMENT_LABELS.cash_on_collection));
    expect(text).toContain(en(CHECKOUT_PAYMENT_LABELS.eft));

    const delivery = await checkoutPage(user.cookie, "fulfilment=delivery&method=simple&step=review");
    expect(delivery.review?.payment).toEqual({ offered: ["eft"], preselected: "eft" });
    const deliveryText = await renderedText(
      pages,
      "/cart/checkout?fulfilment=delivery&method=simple&step=review",
      user.cookie,
    );
    expect(deliveryText).toContain(en(PAYMENT_EFT_ONLY));
    expect(deliveryText).not.toContain(en(CHECKOUT_PAYMENT_LABELS.cash_on_collection));

    // A delivery posted with the counter anyway (an altered form): refused, nothing ordered.
    const refused = await place(
      user.cookie,
      placeFields(delivery, user, { paymentMethod: PAY_AT_COUNTER, contactPhone: "082 555 0101" }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(en(PAY_AT_COUNTER_COLLECT_ONLY));
    expect(await ordersOf(user.id)).toEqual([]);
    // An unknown way to pay is a 400 with the field's message, nothing ordered.
    const unknown = await place(user.cookie, placeFields(collect, user, { paymentMethod: "cheque" }));
    expect(unknown.status).toBe(400);
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it("places the order to pay at the counter: the confirmation, the SMS and the e-mail say so, without bank details", async () => {
    const user = await customerWithCart();
    const review = await checkoutPage(user.cookie, "fulfilment=collect&step=review");
    const response = await place(user.cookie, placeFields(review, user, { paymentMethod: PAY_AT_COUNTER }));
    expect(response.status).toBe(303);
    const [order] = await ordersOf(user.id);
    if (!order) throw new Error("No order placed");
    expect(order).toMatchObject({
      status: "pending",
      payment_method: PAY_AT_COUNTER,
      payment_status: "pending_payment",
      fulfilment_method: "collect",
      total_cents: 123_450,
    });

    const sms = await db()
      .selectFrom("sms_messages")
      .select(["kind", "body", "to_number"])
      .where("order_id", "=", order.id)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to_number).toBe(user.phone);
    expect(sms[0]?.body).toContain(`order ${order.order_number} placed. ${payAtCounterLine("R 1 234.50")}`);
    expect(sms[0]?.body).not.toMatch(/EFT|acc |branch/);

    const mails = await outbox(db());
    const mail = mails.find((one) => one.to_address === user.email && one.kind === "order-confirmation");
    // E-mails write amounts as the pages do (no-break spaces).
    expect(mail?.text_body).toContain(payAtCounterLine(formatRand(123_450)));
    expect(mail?.text_body).toContain("We prepare your order and tell you when it is ready to collect.");
    expect(mail?.text_body).not.toMatch(/Account number|Branch code|proof/);
    const store = mails.find((one) => one.kind === "order-placed-store" && one.subject.includes(order.order_number));
    expect(store?.text_body).toContain("Payment: at the counter when collecting (cash or card), not paid yet.");

    const confirmation = await renderedText(pages, `/cart/checkout/confirmation/${order.order_number}`, user.cookie);
    expect(confirmation).toContain(PAY_AT_COUNTER_TITLE);
    expect(confirmation).toContain(payAtCounterLine("R 1 234.50"));
    expect(confirmation).toContain("We prepare your order and tell you when it is ready to collect.");
    expect(confirmation).toContain(
      `We have sent the order by SMS to 083 ${user.phone.slice(5, 8)} ${user.phone.slice(8)} and by e-mail to ${user.email}.`,
    );
    expect(confirmation).not.toMatch(/Account number|banking details|Upload proof of payment/);
    expect(catalogueIdsIn(confirmation)).toEqual([]);

    // The customer's order page: the counter, no proof upload; the start page does not count it as a proof.
    const orderPage = await renderedText(pages, `/orders/${order.order_number}`, user.cookie);
    expect(orderPage).toContain(PAY_AT_COUNTER_TITLE);
    expect(orderPage).not.toContain("Upload proof of payment");
    // A proof posted anyway (an old tab): refused with the reason, nothing stored.
    const form = new FormData();
    form.set("intent", "upload-proof");
    form.set("proof", new File([PDF_BYTES], "proof.pdf", { type: "application/pdf" }));
    const proof = await postMultipart(customerOrderRoute.action, `/orders/${order.order_number}`, form, user.cookie, {
      orderNumber: order.order_number,
    });
    expect(proof.status).toBe(400);
    expect(JSON.stringify(await proof.json())).toContain(orders["proof.notExpected"]);
    expect(await db().selectFrom("payment_proofs").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
  });

  it("goes to Ready for pickup without a proof, is paid at the counter and the tax invoice is dated from that payment", async () => {
    const user = await customerWithCart();
    const review = await checkoutPage(user.cookie, "fulfilment=collect&step=review");
    expect((await place(user.cookie, placeFields(review, user, { paymentMethod: PAY_AT_COUNTER }))).status).toBe(303);
    const [order] = await ordersOf(user.id);
    if (!order) throw new Error("No order placed");
    // Placed three days ago: the invoice's date must be the payment's day, not the order's.
    const placed = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await db().updateTable("orders").set({ created_at: placed }).where("id", "=", order.id).execute();
    const params = { orderNumber: order.order_number };
    const address = `/admin/orders/${order.order_number}`;
    const processor = await signedInUser(["order_processor"]);
    const officer = await signedInUser(["financial_officer"]);

    const home = await renderedText(pages, "/admin", processor.cookie);
    expect(home).toMatch(/[1-9]\d* Orders to pay at the counter, to prepare/);
    const staffPage = await renderedText(pages, address, processor.cookie);
    expect(staffPage).toContain("Payment method: At the counter when collecting (cash or card)");
    expect(staffPage).toContain("No proof of payment is needed: prepare it and mark it Ready for pickup.");
    expect(staffPage).not.toContain("how will they pay?");

    const ready = await post(
      adminOrderRoute.action,
      address,
      { intent: "status", status: "ready_for_pickup", seen: "pending" },
      processor.cookie,
      params,
    );
    expect(ready.status).toBe(302);
    const readySms = await db()
      .selectFrom("sms_messages")
      .select("body")
      .where("order_id", "=", order.id)
      .where("kind", "=", "ready_for_pickup")
      .executeTakeFirstOrThrow();
    expect(readySms.body).toContain("Pay R 1 234.50 at the counter (cash or card).");

    const paid = await post(
      adminOrderRoute.action,
      address,
      { intent: "counter-payment", means: "cash" },
      officer.cookie,
      params,
    );
    expect(paid.status).toBe(302);
    const row = await db()
      .selectFrom("orders")
      .select(["status", "payment_status", "payment_method"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "ready_for_pickup", payment_status: "paid", payment_method: PAY_AT_COUNTER });
    const invoice = await loadTaxInvoice(db(), order.order_number);
    expect(invoice?.invoiceDate.basis).toBe("payment");
    expect(invoice?.invoiceDate.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });

  it("is not offered once the setting is off (audited); an order posted with it then is refused, nothing ordered", async () => {
    const user = await customerWithCart();
    const opened = await checkoutPage(user.cookie, "fulfilment=collect&step=review");
    expect(opened.review?.payment.offered).toContain(PAY_AT_COUNTER);

    const admin = await setPayAtCounter(false);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["details", "actor_id"])
      .where("action", "=", "settings.features.update")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(admin.id);
    expect(JSON.parse(audit.details).changes.payAtCounter).toEqual({ from: true, to: false });

    const now = await checkoutPage(user.cookie, "fulfilment=collect&step=review");
    expect(now.review?.payment).toEqual({ offered: ["eft"], preselected: "eft" });
    const text = await renderedText(pages, "/cart/checkout?fulfilment=collect&step=review", user.cookie);
    expect(text).toContain(en(PAYMENT_EFT_ONLY));
    expect(text).not.toContain(en(CHECKOUT_PAYMENT_LABELS.cash_on_collection));

    // The review opened before the switch still says "at the counter": refused, shown again.
    const refused = await place(user.cookie, placeFields(opened, user, { paymentMethod: PAY_AT_COUNTER }));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain(en(PAY_AT_COUNTER_NOT_OFFERED));
    expect(await ordersOf(user.id)).toEqual([]);

    // By EFT it goes, with the bank details.
    expect((await place(user.cookie, placeFields(now, user))).status).toBe(303);
    const [order] = await ordersOf(user.id);
    expect(order?.payment_method).toBe("eft");
    const sms = await db()
      .selectFrom("sms_messages")
      .select("body")
      .where("order_id", "=", order?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain("Pay by EFT:");

    // Switched on again: offered again.
    await setPayAtCounter(true);
    const other = await customerWithCart();
    const again = await checkoutPage(other.cookie, "fulfilment=collect&step=review");
    expect(again.review?.payment.offered).toEqual([PAY_AT_COUNTER, "eft"]);
  });
});
