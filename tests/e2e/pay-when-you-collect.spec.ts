import { randomUUID } from "node:crypto";
import { CHECKOUT_PAYMENT_LABELS, PAYMENT_CHOICE_LEGEND } from "../../app/orders/checkout-texts";
import { COUNTER_PAYMENT_TITLE, PAY_AT_COUNTER_CHOICE, PAY_AT_COUNTER_TITLE } from "../../app/orders/messages";
import { formatDate } from "../../app/platform/format";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { en } from "../support/cart-english";
import { fitsPhone, orderRow } from "../support/e2e-counter";
import { createTestUser, signInAs, type TestUser, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/**
 * Pay when you collect (issue 44 point 7, decision 0096), one flow across the shop's people: a
 * customer on a phone checks out an order to collect, keeps "Pay when you collect" (ticked for
 * an order to collect) and is told to pay at the counter, with no bank details and no proof
 * upload; the clerk makes it ready without a proof; at the counter the financial officer records
 * the cash, and the tax invoice is dated that day. Plain forms: the same with JavaScript off.
 */

test.use({ viewport: { width: 360, height: 740 } });

async function signIn(page: Page, baseURL: string | undefined, user: TestUser) {
  await signInAs(page.context(), baseURL ?? "", user);
}

test("a customer pays at the counter when collecting: told so at once, made ready without a proof, paid in cash", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const customer = await createTestUser();
  const product = await createTestProduct({ name: "Counter Teff Bale", priceCents: 61_725 });
  const cartId = randomUUID();
  await testDb().insertInto("carts").values({ id: cartId, user_id: customer.id }).execute();
  await testDb()
    .insertInto("cart_items")
    .values({ id: randomUUID(), cart_id: cartId, product_id: product.id, quantity: 2 })
    .execute();
  const clerk = await createTestUser({ roles: ["order_processor"] });
  const officer = await createTestUser({ roles: ["financial_officer"] });
  let orderNumber = "";
  let orderId = "";

  await test.step("checkout: collect at the store, 'Pay when you collect' is ticked; the order says to pay at the counter", async () => {
    await signIn(page, baseURL, customer);
    await page.goto("/cart/checkout");
    await page.getByRole("radio", { name: /Collect at the store/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    const choice = page.getByRole("group", { name: en(PAYMENT_CHOICE_LEGEND) });
    await expect(choice.getByRole("radio", { name: en(CHECKOUT_PAYMENT_LABELS.cash_on_collection) })).toBeChecked();
    await expect(choice.getByRole("radio", { name: en(CHECKOUT_PAYMENT_LABELS.eft) })).not.toBeChecked();
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page, { javaScriptEnabled });
    await page.getByRole("button", { name: /^Place order/ }).click();

    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    orderNumber = (await page.getByTestId("confirmation-order-number").textContent()) ?? "";
    const box = page.getByTestId("pay-at-counter");
    await expect(box.getByRole("heading", { name: PAY_AT_COUNTER_TITLE })).toBeVisible();
    await expect(box).toContainText("Pay R\u00a01\u00a0234.50 at the counter when you collect (cash or card).");
    await expect(page.getByTestId("eft-box")).toHaveCount(0);
    await expect(page.getByTestId("order-told")).toHaveText(`We have e-mailed the order to ${customer.email}.`);
    await expect(page.getByText("We prepare your order and tell you when it is ready to collect.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload proof of payment" })).toHaveCount(0);
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page, { javaScriptEnabled });
    const stored = await testDb()
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    orderId = stored.id;
    expect(await orderRow(orderId)).toEqual({
      status: "pending",
      payment_status: "pending_payment",
      payment_method: "cash_on_collection",
    });

    // The order's page: where to pay, and no proof to upload.
    await page.getByRole("link", { name: "View your order" }).click();
    await expect(page.getByTestId("pay-at-counter")).toContainText("at the counter");
    await expect(page.getByRole("button", { name: "Upload proof of payment" })).toHaveCount(0);
  });

  await test.step("the clerk makes it ready for pickup without a proof or a tick", async () => {
    await signIn(page, baseURL, clerk);
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(page.getByText("Payment method: At the counter when collecting (cash or card)")).toBeVisible();
    await expect(page.getByTestId("not-paid-yet")).toContainText("No proof of payment is needed");
    await expect(page.getByLabel(PAY_AT_COUNTER_CHOICE)).toHaveCount(0);
    await fitsPhone(page);
    await page.getByLabel("New status").selectOption({ label: "Ready for pickup" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByTestId("toast")).toContainText("Order updated");
    expect(await orderRow(orderId)).toMatchObject({ status: "ready_for_pickup", payment_status: "pending_payment" });
  });

  await test.step("at the counter: the cash is recorded, the tax invoice is dated today, the order is collected", async () => {
    await signIn(page, baseURL, officer);
    await page.goto(`/admin/orders/${orderNumber}`);
    await page.getByLabel("In cash").check();
    await page.getByRole("button", { name: /Record payment of R/ }).click();
    await expect(page.getByTestId("toast")).toContainText(COUNTER_PAYMENT_TITLE);
    await expect(page.getByText("Payment: paid")).toBeVisible();
    await page.getByRole("link", { name: "Tax invoice" }).click();
    await expect(page.getByTestId("invoice-date")).toHaveText(formatDate(new Date().toISOString()));
    await page.goto(`/admin/orders/${orderNumber}`);
    await page.getByLabel("New status").selectOption({ label: "Collected" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("This order is collected: it cannot change.")).toBeVisible();
    expect(await orderRow(orderId)).toEqual({
      status: "delivered",
      payment_status: "paid",
      payment_method: "cash_on_collection",
    });
  });
});
