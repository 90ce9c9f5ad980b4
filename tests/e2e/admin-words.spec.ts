import { randomUUID } from "node:crypto";
import { ORDER_SMS_KIND_WORDS } from "../../app/orders/messages";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

/**
 * Issue 48 points 2 and 3, read as a clerk reads them: the orders list, the SMS log and the audit
 * log write dates the one way ("1 December 2026", "1 December 2026, 10:00", South African time),
 * cellphone numbers as 082 555 0199, and kinds, actions and detail keys as words.
 */

// 08:00 UTC is 10:00 in South Africa.
const AT = "2026-12-01T08:00:00.000Z";

test("the orders list, the SMS log and the audit log read as words with the one date format", async ({
  page,
  baseURL,
}) => {
  const admin = await createTestUser({ roles: ["super_admin"] });
  const product = await createTestProduct({ stock: 10 });
  const order = await insertOrder(testDb(), {
    userId: admin.id,
    lines: [{ productId: product.id, quantity: 1 }],
    createdAt: AT,
  });
  await testDb()
    .updateTable("orders")
    .set({ contact_name: "Thandi Mokoena", contact_phone: "+27 82 555 0199" })
    .where("id", "=", order.id)
    .execute();
  const smsId = randomUUID();
  await testDb()
    .insertInto("sms_messages")
    .values({
      id: smsId,
      to_number: "+27825550199",
      body: `Your order ${order.orderNumber} is placed.`,
      encoding: "gsm7",
      parts: 1,
      kind: "order_placed",
      status: "delivered",
      order_id: order.id,
      created_at: AT,
    })
    .execute();
  await testDb()
    .insertInto("audit_log")
    .values([
      {
        id: randomUUID(),
        actor_id: admin.id,
        actor_email: admin.email,
        action: "product.update",
        entity_type: "product",
        entity_id: product.id,
        details: JSON.stringify({ changes: { incl_price_cents: { from: 12_000, to: 13_500 } } }),
        created_at: AT,
      },
      {
        id: randomUUID(),
        actor_id: admin.id,
        actor_email: admin.email,
        action: "payment.verify",
        entity_type: "order",
        entity_id: order.id,
        details: JSON.stringify({ orderNumber: order.orderNumber, from: "pending_payment", to: "paid" }),
        created_at: "2026-12-01T08:05:00.000Z",
      },
    ])
    .execute();
  await signInAs(page.context(), baseURL ?? "", admin);

  await page.goto(`/admin/orders?search=${order.orderNumber}`);
  const orderRow = page.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(orderRow).toContainText("1 December 2026");
  await expect(orderRow).toContainText("082 555 0199");
  await expect(orderRow).not.toContainText("Dec 01");

  await page.goto("/admin/sms/log");
  await page.getByLabel("What").selectOption({ label: ORDER_SMS_KIND_WORDS.order_placed });
  await page.getByLabel("Number").fill("082 555 0199");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/kind=order_placed/);
  const sms = page.locator(`[data-sms-id="${smsId}"]`);
  await expect(sms).toContainText("1 December 2026, 10:00");
  await expect(sms).toContainText("082 555 0199");
  await expect(sms).toContainText("Order placed");
  await expect(sms).not.toContainText("order_placed");

  await page.goto(`/admin/audit-log?actor=${admin.id}`);
  const changes = page.getByRole("table", { name: "Changes" });
  await expect(changes).toContainText("1 December 2026, 10:00");
  await expect(changes).toContainText("Product changed");
  await expect(changes).toContainText("Price: R\u00a0120.00 → R\u00a0135.00");
  await expect(changes).toContainText("Payment verified");
  await expect(changes).toContainText("Payment status: Awaiting payment → Paid");
  await expect(changes).not.toContainText("incl_price_cents");
  await expect(changes).not.toContainText("payment.verify");
});
