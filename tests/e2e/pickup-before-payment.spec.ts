import { randomInt } from "node:crypto";
import {
  CHOOSE_HOW_TO_PAY,
  COUNTER_PAYMENT_TITLE,
  PAY_AT_COUNTER_CHOICE,
  PAY_AT_COUNTER_TITLE,
} from "../../app/orders/messages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { fitsPhone, orderRow } from "../support/e2e-counter";
import { createTestUser, signInAs, type TestUser, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";
import { proveNumber } from "../support/sms-numbers";

/**
 * Ready for pickup before payment (issue 43 point 6, decision 0092), as the shop's people do it:
 * a clerk is stopped from telling the customer of an unpaid order to come until they say the
 * customer pays at the counter; the customer's page then says to pay there; the financial
 * officer records the card payment at the counter, and only then is the order collected.
 */

// On a phone, as a clerk at the counter may well be: the page must fit 360 px.
test.use({ viewport: { width: 360, height: 740 } });

async function signIn(page: Page, baseURL: string | undefined, user: TestUser) {
  await signInAs(page.context(), baseURL ?? "", user);
}

test("an unpaid order to collect is made ready only once the clerk says the customer pays at the counter", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const product = await createTestProduct({ stock: 40, priceCents: 61_725 });
  const customer = await createTestUser();
  const order = await insertOrder(testDb(), {
    userId: customer.id,
    status: "preparing",
    lines: [{ productId: product.id, quantity: 2 }],
  });
  const phone = `+2782${String(randomInt(10_000_000)).padStart(7, "0")}`;
  await testDb()
    .updateTable("orders")
    .set({ contact_email: customer.email, contact_name: "Sipho", news_channel: "both", news_phone: phone })
    .where("id", "=", order.id)
    .execute();
  await proveNumber(testDb(), customer.id, phone);
  const clerk = await createTestUser({ roles: ["order_processor"] });
  const officer = await createTestUser({ roles: ["financial_officer"] });
  const address = `/admin/orders/${order.orderNumber}`;
  const status = page.getByRole("region", { name: "Status" });

  // The clerk sees plainly that it is not paid, and tries to make it ready without saying how.
  await signIn(page, baseURL, clerk);
  await page.goto(address);
  await expect(page.getByTestId("not-paid-yet")).toContainText("Not paid yet.");
  await page.getByLabel("New status").selectOption({ label: "Ready for pickup" });
  await page.getByLabel("Note for the customer (optional)").fill("Bay 2, behind the feed store.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(status.getByText(CHOOSE_HOW_TO_PAY)).toBeVisible();
  const choice = page.getByLabel(PAY_AT_COUNTER_CHOICE);
  await expect(choice).toHaveAttribute("aria-invalid", "true");
  // The form is as it was sent, so one tick is all that is missing.
  await expect(page.getByLabel("New status")).toHaveValue("ready_for_pickup");
  await expect(page.getByLabel("Note for the customer (optional)")).toHaveValue("Bay 2, behind the feed store.");
  expect(await orderRow(order.id)).toEqual({
    status: "preparing",
    payment_status: "pending_payment",
    payment_method: "eft",
  });
  await expectNoSeriousA11yViolations(page, { javaScriptEnabled });
  await fitsPhone(page);

  await choice.check();
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByTestId("toast")).toContainText("Order updated");
  await expect(status.getByRole("listitem").last()).toContainText("Ready for pickup");
  await expect(page.getByTestId("not-paid-yet")).toContainText("at the counter when collecting (cash or card)");
  expect(await orderRow(order.id)).toMatchObject({ status: "ready_for_pickup", payment_method: "cash_on_collection" });
  const sms = await testDb()
    .selectFrom("sms_messages")
    .select("body")
    .where("order_id", "=", order.id)
    .executeTakeFirstOrThrow();
  expect(sms.body).toContain("Pay R 1 234.50 at the counter (cash or card).");

  // The customer's page says where to pay, instead of the bank's details.
  await signIn(page, baseURL, customer);
  await page.goto(`/orders/${order.orderNumber}`);
  await expect(page.getByRole("heading", { name: PAY_AT_COUNTER_TITLE })).toBeVisible();
  await expect(page.getByTestId("pay-at-counter")).toContainText("Pay R\u00a01\u00a0234.50 at the counter");
  await expect(page.getByTestId("eft-box")).toHaveCount(0);

  // At the counter: the card payment is recorded, then the order is collected.
  await signIn(page, baseURL, officer);
  await page.goto(address);
  await fitsPhone(page);
  await page.getByLabel("By card").check();
  await page.getByRole("button", { name: /Record payment of R/ }).click();
  await expect(page.getByTestId("toast")).toContainText(COUNTER_PAYMENT_TITLE);
  await expect(page.getByText("Payment: paid")).toBeVisible();
  await expect(page.getByTestId("not-paid-yet")).toHaveCount(0);
  await page.getByLabel("New status").selectOption({ label: "Collected" });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("This order is collected: it cannot change.")).toBeVisible();
  expect(await orderRow(order.id)).toEqual({
    status: "delivered",
    payment_status: "paid",
    payment_method: "cash_on_collection",
  });
});
