import { randomUUID } from "node:crypto";
import {
  ALREADY_PAID,
  CHOOSE_HOW_TO_PAY,
  COUNTER_MEANS_MESSAGE,
  NOT_PAID_YET,
  notPaidReason,
  PAY_AT_COUNTER_CHOICE,
  PAY_AT_COUNTER_TITLE,
  RECORD_PAYMENT_FIRST,
} from "~/orders/messages";
import { PAY_AT_COUNTER } from "~/orders/pickup-payment";
import { loadTaxInvoice } from "~/orders/tax-invoice.server";
import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import { outbox } from "~/platform/mailer.server";
import * as adminLayout from "~/routes/admin";
import * as listRoute from "~/routes/admin.orders";
import * as adminOrderRoute from "~/routes/admin.orders_.$orderNumber";
import * as customerOrderRoute from "~/routes/orders.$orderNumber";
import { insertOrder } from "../support/orders";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, signedInUser } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

// Rendered pages read with plain spaces (the text helper joins white space): "R 1 234.50".

/**
 * Ready for pickup before payment (issue 43 point 6, decision 0092): an unpaid order to collect
 * is made ready only when staff say the customer pays at the counter, which the customer's SMS,
 * e-mail and order page then say; it is collected only once the payment is recorded.
 */

const pages = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  { id: "routes/admin.orders", parentId: "routes/admin", path: "orders", module: listRoute },
  {
    id: "routes/admin.orders_.$orderNumber",
    parentId: "routes/admin",
    path: "orders/:orderNumber",
    module: adminOrderRoute,
  },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: customerOrderRoute },
]);

let sequence = 920_000;

/** An order to collect, being prepared, that the customer chose to hear about by SMS and e-mail. */
async function preparedOrder(paymentStatus: "pending_payment" | "proof_uploaded" | "paid" = "pending_payment") {
  sequence += 1;
  const customer = await signedInUser();
  const productId = randomUUID();
  await db()
    .insertInto("products")
    .values({
      id: productId,
      ws_code: `WS${sequence}`,
      stock_code: `S-${sequence}`,
      product_name: "Lucerne Bale",
      incl_price_cents: 61_725,
    })
    .execute();
  const order = await insertOrder(db(), {
    userId: customer.id,
    status: "preparing",
    paymentStatus,
    lines: [{ productId, quantity: 2 }],
  });
  const phone = `+2772${String(sequence).padStart(7, "0")}`;
  const email = `collect-${sequence}@example.com`;
  await db()
    .updateTable("orders")
    .set({ news_channel: "both", news_phone: phone, contact_email: email, contact_name: "Sipho" })
    .where("id", "=", order.id)
    .execute();
  await proveNumber(db(), customer.id, phone);
  return { customer, ...order, email, params: { orderNumber: order.orderNumber } };
}

const orderRow = (id: string) =>
  db()
    .selectFrom("orders")
    .select(["status", "payment_status", "payment_method", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const historyOf = (id: string) =>
  db()
    .selectFrom("order_status_history")
    .select(["status", "payment_status", "note"])
    .where("order_id", "=", id)
    .orderBy("created_at")
    .orderBy("rowid" as never)
    .execute();
const smsOf = (id: string) =>
  db().selectFrom("sms_messages").select(["kind", "body"]).where("order_id", "=", id).orderBy("created_at").execute();
const auditOf = (id: string) =>
  db()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "details"])
    .where("entity_id", "=", id)
    .orderBy("created_at")
    .execute();

describe("ready for pickup before payment", () => {
  it("is refused without saying how the customer pays: 400, the message at the choice, nothing changed or sent", async () => {
    const order = await preparedOrder("proof_uploaded");
    const processor = await signedInUser(["order_processor"]);
    const address = `/admin/orders/${order.orderNumber}`;

    const page = await renderedText(pages, address, processor.cookie);
    expect(page).toContain(
      `${NOT_PAID_YET}. ${notPaidReason("proof_uploaded")} Before the order is ready for pickup, say how the customer will pay.`,
    );
    expect(page).toContain(PAY_AT_COUNTER_CHOICE);
    const list = await renderedText(pages, `/admin/orders?search=${order.orderNumber}`, processor.cookie);
    expect(list).toContain(`${NOT_PAID_YET} proof uploaded`);

    const before = await orderRow(order.id);
    const refused = await post(
      adminOrderRoute.action,
      address,
      { intent: "status", status: "ready_for_pickup", note: "Bay 4", seen: "preparing" },
      processor.cookie,
      order.params,
    );
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({
      message: CHOOSE_HOW_TO_PAY,
      intent: "status",
      field: "payAtCounter",
      sent: { status: "ready_for_pickup", note: "Bay 4" },
    });
    expect(await orderRow(order.id)).toEqual(before);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toEqual([]);
    expect(await smsOf(order.id)).toEqual([]);
    expect(await outbox(db(), order.email)).toEqual([]);
  });

  it("with 'pays at the counter': ready, the counter method, audited; the SMS, e-mail and the customer's page say to pay there", async () => {
    const order = await preparedOrder();
    const processor = await signedInUser(["order_processor"]);
    const ready = await post(
      adminOrderRoute.action,
      `/admin/orders/${order.orderNumber}`,
      { intent: "status", status: "ready_for_pickup", seen: "preparing", payAtCounter: "yes" },
      processor.cookie,
      order.params,
    );
    expect(ready.status).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({
      status: "ready_for_pickup",
      payment_status: "pending_payment",
      payment_method: PAY_AT_COUNTER,
    });
    const [audit] = await auditOf(order.id);
    expect(audit).toMatchObject({ action: "order.status", actor_id: processor.id });
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({
      from: "preparing",
      to: "ready_for_pickup",
      paymentMethod: { from: "eft", to: PAY_AT_COUNTER },
    });

    // R 1 234.50: two bales at R 617.25.
    expect(order.totalCents).toBe(123_450);
    const [sms] = await smsOf(order.id);
    expect(sms?.kind).toBe("ready_for_pickup");
    expect(sms?.body).toMatch(
      new RegExp(
        `^Donkerhoek Farm Supplies: order ${order.orderNumber} is ready to collect.*\\. Pay R 1 234\\.50 at the counter \\(cash or card\\)\\. http://localhost:3000/orders/${order.orderNumber}$`,
      ),
    );
    const [mail] = await outbox(db(), order.email);
    expect(mail?.subject).toBe(`Order ${order.orderNumber}: Ready for pickup`);
    expect(mail?.text_body).toContain(
      `Please pay ${formatRand(123_450)} at the counter when you collect it, in cash or by card.`,
    );

    // The customer's page: where to pay, instead of the bank's details and the proof upload.
    const own = await json<{ bank: unknown }>(
      await get(customerOrderRoute.loader, `/orders/${order.orderNumber}`, order.customer.cookie, order.params),
    );
    expect(own.bank).toBeNull();
    const text = await renderedText(pages, `/orders/${order.orderNumber}`, order.customer.cookie);
    expect(text).toContain(PAY_AT_COUNTER_TITLE);
    expect(text).toContain("Pay R 1 234.50 at the counter when you collect your order, in cash or by card.");
    expect(text).not.toContain("Pay by EFT");
    expect(text).not.toContain("Upload proof of payment");
  });

  it("leaves a paid order's step as it was: no choice asked, nothing about paying", async () => {
    const order = await preparedOrder("paid");
    const processor = await signedInUser(["order_processor"]);
    const page = await renderedText(pages, `/admin/orders/${order.orderNumber}`, processor.cookie);
    expect(page).not.toContain(NOT_PAID_YET);
    expect(page).not.toContain(PAY_AT_COUNTER_CHOICE);
    const ready = await post(
      adminOrderRoute.action,
      `/admin/orders/${order.orderNumber}`,
      { intent: "status", status: "ready_for_pickup", payAtCounter: "yes" },
      processor.cookie,
      order.params,
    );
    expect(ready.status).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ status: "ready_for_pickup", payment_method: "eft" });
    const [sms] = await smsOf(order.id);
    expect(sms?.body).not.toContain("Pay");
    const [mail] = await outbox(db(), order.email);
    expect(mail?.text_body).not.toContain("at the counter");
  });

  it("is collected only once the payment is taken at the counter, which the payments roles record, once", async () => {
    const order = await preparedOrder();
    const processor = await signedInUser(["order_processor"]);
    const officer = await signedInUser(["financial_officer"]);
    const address = `/admin/orders/${order.orderNumber}`;
    const staff = (who: { cookie: string }, fields: Record<string, string>) =>
      post(adminOrderRoute.action, address, fields, who.cookie, order.params);
    expect((await staff(processor, { intent: "status", status: "ready_for_pickup", payAtCounter: "yes" })).status).toBe(
      302,
    );
    const page = await renderedText(pages, address, processor.cookie);
    expect(page).toContain(
      `${NOT_PAID_YET}. The customer pays R 1 234.50 at the counter when collecting (cash or card): record the payment before marking the order collected. A financial officer or an admin records it.`,
    );
    // The order processor has no payment form, and the server refuses their post.
    expect(page).not.toContain("Record payment of");
    expect((await staff(processor, { intent: "counter-payment", means: "cash" })).status).not.toBe(302);

    const early = await staff(processor, { intent: "status", status: "delivered" });
    expect(early.status).toBe(400);
    expect((await json<{ message: string }>(early)).message).toBe(RECORD_PAYMENT_FIRST);
    expect((await orderRow(order.id)).status).toBe("ready_for_pickup");

    expect(await renderedText(pages, address, officer.cookie)).toContain("Record payment of R 1 234.50");
    const noMeans = await staff(officer, { intent: "counter-payment" });
    expect(noMeans.status).toBe(400);
    expect((await json<{ message: string }>(noMeans)).message).toBe(COUNTER_MEANS_MESSAGE);
    expect((await orderRow(order.id)).payment_status).toBe("pending_payment");

    expect((await staff(officer, { intent: "counter-payment", means: "card" })).status).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({
      status: "ready_for_pickup",
      payment_status: "paid",
      payment_method: PAY_AT_COUNTER,
    });
    expect((await historyOf(order.id)).at(-1)).toEqual({
      status: "ready_for_pickup",
      payment_status: "paid",
      note: `Paid at the counter by card: ${formatRand(123_450)}.`,
    });
    // The tax invoice is dated from the payment taken at the counter.
    const invoice = await loadTaxInvoice(db(), order.orderNumber);
    expect(invoice?.invoiceDate).toEqual({ date: expect.any(String), basis: "payment" });
    const counter = (await auditOf(order.id)).find((row) => row.action === "payment.counter");
    expect(counter?.actor_id).toBe(officer.id);
    expect(JSON.parse(counter?.details ?? "{}")).toMatchObject({ means: "card", amountCents: 123_450, to: "paid" });
    // A second tap, or a colleague's: nothing recorded twice.
    const again = await staff(officer, { intent: "counter-payment", means: "cash" });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(ALREADY_PAID);
    expect((await auditOf(order.id)).filter((row) => row.action === "payment.counter")).toHaveLength(1);

    expect((await staff(processor, { intent: "status", status: "delivered" })).status).toBe(302);
    expect((await orderRow(order.id)).status).toBe("delivered");
  });

  it("a payment taken at the counter before the order is confirmed moves it to payment received, like a verified one", async () => {
    const order = await preparedOrder();
    await db().updateTable("orders").set({ status: "pending" }).where("id", "=", order.id).execute();
    const officer = await signedInUser(["admin"]);
    const paid = await post(
      adminOrderRoute.action,
      `/admin/orders/${order.orderNumber}`,
      { intent: "counter-payment", means: "cash" },
      officer.cookie,
      order.params,
    );
    expect(paid.status).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ status: "payment_received", payment_status: "paid" });
    expect((await historyOf(order.id)).at(-1)).toEqual({
      status: "payment_received",
      payment_status: "paid",
      note: `Paid at the counter in cash: ${formatRand(123_450)}.`,
    });
  });
});
