import { randomUUID } from "node:crypto";
import { EFT_DETAILS_SENT_TITLE } from "~/orders/messages";
import { recordAudit } from "~/platform/audit.server";
import { db } from "~/platform/db.server";
import * as adminLayout from "~/routes/admin";
import * as auditRoute from "~/routes/admin.audit-log";
import * as ordersRoute from "~/routes/admin.orders";
import * as orderRoute from "~/routes/admin.orders_.$orderNumber";
import * as smsLogRoute from "~/routes/admin.sms_.log";
import { insertOrder } from "../support/orders";
import { insertTestProduct } from "../support/products";
import { remixApp, renderedText } from "../support/remix-app";
import { post, signedInUser, toastAfter } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

/**
 * Issue 48 points 2 and 3 on the screens the acceptance check reads: the orders list, the SMS log
 * and the audit log, rendered as staff get them. One date format ("1 December 2026, 10:00", South
 * African time), cellphone numbers as 082 555 0199, kinds, actions and keys as words.
 */

const pages = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  { id: "routes/admin.orders", parentId: "routes/admin", path: "orders", module: ordersRoute },
  { id: "routes/admin.sms_.log", parentId: "routes/admin", path: "sms/log", module: smsLogRoute },
  { id: "routes/admin.audit-log", parentId: "routes/admin", path: "audit-log", module: auditRoute },
]);

// 08:00 UTC is 10:00 in South Africa.
const AT = "2026-12-01T08:00:00.000Z";

async function placedOrder(userId: string) {
  const { id: productId } = await insertTestProduct(db(), { incl_price_cents: 12_000 });
  const order = await insertOrder(db(), { userId, lines: [{ productId, quantity: 1 }], createdAt: AT });
  await db()
    .updateTable("orders")
    .set({ contact_name: "Thandi Mokoena", contact_phone: "+27 82 555 0199", contact_email: "thandi@example.com" })
    .where("id", "=", order.id)
    .execute();
  return { ...order, productId };
}

describe("the words staff read", () => {
  it("the orders list writes the day without a zero and the number as 082 555 0199", async () => {
    const staff = await signedInUser(["order_processor"]);
    const order = await placedOrder(staff.id);
    const text = await renderedText(pages, `/admin/orders?search=${order.orderNumber}`, staff.cookie);
    expect(text).toContain("1 December 2026");
    expect(text).toContain("082 555 0199");
    expect(text).not.toMatch(/Dec 0?1, 2026/);
    expect(text).not.toContain("+27");
  });

  it("the SMS log says what each SMS was for in words, filters by it, and dates it in South African time", async () => {
    const staff = await signedInUser(["admin"]);
    const order = await placedOrder(staff.id);
    const ids = [randomUUID(), randomUUID()];
    await db()
      .insertInto("sms_messages")
      .values([
        {
          id: ids[0] as string,
          to_number: "+27825550199",
          body: `Order ${order.orderNumber} placed.`,
          encoding: "gsm7",
          parts: 1,
          kind: "order_placed",
          status: "delivered",
          order_id: order.id,
          created_at: AT,
        },
        {
          id: ids[1] as string,
          to_number: "+27825550199",
          body: "Your code is 123456.",
          encoding: "gsm7",
          parts: 1,
          kind: "phone-code",
          status: "delivered",
          created_at: AT,
        },
      ])
      .execute();
    const text = await renderedText(pages, "/admin/sms/log?number=0825550199&kind=order_placed", staff.cookie);
    expect(text).toContain("1 December 2026, 10:00");
    expect(text).toContain("082 555 0199");
    expect(text).toContain("Order placed");
    expect(text).not.toContain("order_placed");
    // The filter keeps only the order news; the code SMS is left out.
    expect(text).not.toContain("Your code is");
    const all = await renderedText(pages, "/admin/sms/log?number=0825550199", staff.cookie);
    expect(all).toContain("Cellphone code");
    expect(all).not.toContain("phone-code");
    // The filter's choices are words too.
    expect(all).toContain("Order placed");
    expect(all).toContain("Bulk SMS");
  });

  it("the audit log reads actions and details as words, with old and new values, money in rand and times in SA time", async () => {
    const boss = await signedInUser(["super_admin"]);
    const order = await placedOrder(boss.id);
    const actor = { id: boss.id, email: boss.email };
    await recordAudit(db(), {
      actor,
      action: "product.update",
      entityType: "product",
      entityId: order.productId,
      details: {
        changes: {
          incl_price_cents: { from: 12_000, to: 13_500 },
          stock_quantity: { from: 4, to: 2_889 },
          is_active: { from: 0, to: 1 },
        },
      },
    });
    await recordAudit(db(), {
      actor,
      action: "payment.verify",
      entityType: "order",
      entityId: order.id,
      details: { orderNumber: order.orderNumber, from: "pending_payment", to: "paid" },
    });
    await recordAudit(db(), {
      actor,
      action: "sms.bulk_send",
      entityType: "sms_send",
      entityId: randomUUID(),
      details: { parts: 1, recipients: 2_889, estimatedCostCents: 100_540, scheduledFor: AT },
    });
    const text = await renderedText(pages, `/admin/audit-log?actor=${boss.id}`, boss.cookie);
    expect(text).toContain("Product changed");
    expect(text).toContain("Price : R 120.00 → R 135.00");
    expect(text).toContain("Stock quantity : 4 → 2 889");
    expect(text).toContain("Active : No → Yes");
    expect(text).toContain("Payment verified");
    expect(text).toContain("Payment status : Awaiting payment → Paid");
    expect(text).toContain("Bulk SMS confirmed");
    expect(text).toContain("Estimated cost : R 1 005.40");
    expect(text).toContain("Goes out : 1 December 2026, 10:00");
    for (const code of ["incl_price_cents", "payment.verify", "pending_payment", "scheduledFor", "2026-12-01T"])
      expect(text).not.toContain(code);
  });

  it("the toast after Send EFT details writes the number as 082 ..., never +27", async () => {
    const customer = await signedInUser();
    const staff = await signedInUser(["customer_support"]);
    const order = await placedOrder(customer.id);
    await proveNumber(db(), customer.id, "+27825550199");
    const response = await post(
      orderRoute.action,
      `/admin/orders/${order.orderNumber}`,
      { intent: "send-eft", channel: "both" },
      staff.cookie,
      { orderNumber: order.orderNumber },
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response, staff.cookie)).toMatchObject({
      title: EFT_DETAILS_SENT_TITLE,
      description: "Sent by SMS to 082 555 0199 and by e-mail to thandi@example.com.",
    });
  });
});
