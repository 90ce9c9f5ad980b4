import { randomUUID } from "node:crypto";
import { formatRand } from "../../app/platform/format";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { markOrderDelivered } from "../support/e2e-orders";
import { createTestProduct, type TestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/** Adds a product to the signed-in customer's cart through its product page, as a shopper does. */
async function addFromProductPage(page: Page, product: TestProduct, quantity = 1) {
  await page.goto(`/product/${product.wsCode}`);
  await page.getByLabel("Quantity").first().fill(String(quantity));
  await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
  await expect(page.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText(`Cart (${quantity})`);
}

/** The review step's Place order form, field by field, as the browser would send it. */
async function placeOrderFields(page: Page): Promise<Record<string, string>> {
  const form = page.locator("form[method=post]").filter({ has: page.getByRole("button", { name: /^Place order/ }) });
  const fields: Record<string, string> = {};
  for (const input of await form.locator("input").all()) {
    const name = await input.getAttribute("name");
    const type = await input.getAttribute("type");
    // A radio button or a tick box is sent only when chosen.
    if ((type === "radio" || type === "checkbox") && !(await input.isChecked())) continue;
    if (name) fields[name] = await input.inputValue();
  }
  return fields;
}

function ordersOf(userId: string) {
  return testDb().selectFrom("orders").selectAll().where("user_id", "=", userId).execute();
}

test.describe("checkout", () => {
  test("a customer checks out for collection and sees the EFT box, and the e-mail is sent", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    const product = await createTestProduct({ name: "Checkout Layer Mash", priceCents: 32_500 });
    await addFromProductPage(page, product, 2);

    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    await page.getByRole("radio", { name: /Collect at the store/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();

    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    await expect(page.getByTestId("review-line")).toContainText("Checkout Layer Mash");
    await expect(page.getByTestId("review-total")).toHaveText(formatRand(65_000));
    await expect(page.getByTestId("review-vat")).toHaveText(formatRand(Math.round((65_000 * 15) / 115)));
    await expect(page.getByTestId("review-discount")).toHaveCount(0);
    // Paying at the counter is ticked for an order to collect (decision 0096): this customer pays by EFT.
    await page.getByRole("radio", { name: /^EFT \(bank transfer\)/ }).check();
    await page.getByRole("button", { name: `Place order: ${formatRand(65_000)}` }).click();

    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    const [order] = await ordersOf(user.id);
    if (!order) throw new Error("The order was not stored");
    await expect(page.getByTestId("confirmation-order-number")).toHaveText(order.order_number);
    const eft = page.getByTestId("eft-box");
    await expect(eft).toContainText("Branch code");
    await expect(eft).toContainText("Account number");
    await expect(eft.getByTestId("eft-reference")).toHaveText(order.order_number);
    await expect(eft.getByTestId("eft-amount")).toHaveText(formatRand(order.total_cents));
    await expect(page.getByTestId("confirmation-total")).toHaveText(formatRand(65_000));
    expect(order).toMatchObject({ fulfilment_method: "collect", total_cents: 65_000, status: "pending" });

    const mail = await testDb()
      .selectFrom("outgoing_emails")
      .selectAll()
      .where("to_address", "=", user.email)
      .where("kind", "=", "order-confirmation")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(order.order_number);
    expect(mail[0]?.text_body).toContain(`Reference: ${order.order_number}`);

    await page.goto("/cart");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
  });

  test("a customer checks out with delivery to the saved location", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: user.id,
        location_name: "Home farm",
        address_line_1: "Plot 12, Rayton Road",
        city: "Rayton",
        latitude: -25.745,
        longitude: 28.53,
        is_default: 1,
        delivery_method: "simple",
      })
      .execute();
    const product = await createTestProduct({ name: "Delivery Dairy Meal", priceCents: 41_000, sizeKg: 40 });
    await addFromProductPage(page, product, 1);

    await page.goto("/cart/checkout");
    const deliveryChoice = page.getByRole("radio", { name: /Delivery to Home farm/ });
    await expect(deliveryChoice).toBeChecked();
    await expect(page.getByText("Plot 12, Rayton Road")).toBeVisible();
    await expect(page.getByTestId("earliest-delivery-day")).toContainText("Earliest delivery day:");
    await page.getByRole("radio", { name: /Premium/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();

    await expect(page.getByTestId("review-delivery")).toBeVisible();
    const fee = (await page.getByTestId("review-delivery").textContent()) ?? "";
    expect(fee).toMatch(/^R\s\d/);
    await page.getByLabel("Phone (for the driver)").fill("082 555 0101");
    await page.getByRole("button", { name: /^Place order/ }).click();

    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      fulfilment_method: "delivery",
      delivery_method: "Premium Service",
      contact_phone: "082 555 0101",
    });
    expect(formatRand(order?.shipping_cost_cents ?? 0)).toBe(fee);
    expect(order?.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("sending the place-order form twice makes one order", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    const product = await createTestProduct({ name: "Twice Tapped Pellets", priceCents: 12_000 });
    await addFromProductPage(page, product, 1);
    await page.goto("/cart/checkout?fulfilment=collect&step=review");

    // The same form as a second tap on a slow network sends it: every field, the same key.
    const fields = await placeOrderFields(page);
    const early = page.request.post("/cart/checkout", {
      form: fields,
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    await page.getByRole("button", { name: /^Place order/ }).click();
    expect((await early).status()).toBe(303);

    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    const orders = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    await expect(page.getByTestId("confirmation-order-number")).toHaveText(orders[0]?.order_number ?? "");
  });

  test("a visitor with an account signs in with the password from the cellphone checkout and comes back with the cart kept", async ({
    page,
  }) => {
    const user = await createTestUser();
    const product = await createTestProduct({ name: "Visitor Cart Feed" });
    await page.goto(`/product/${product.wsCode}`);
    await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
    await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();
    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.getByRole("heading", { name: "Check out with your cellphone" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in with your password" }).click();
    await expect(page.getByText("Please sign in to check out. Your cart is kept.")).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page.getByTestId("review-line")).toContainText("Visitor Cart Feed");
  });
});

test("the whole journey: three products checked out, delivered, reviewed, and 10 points on the account", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  const products = [
    await createTestProduct({ name: "Journey Layer Pellets" }),
    await createTestProduct({ name: "Journey Calf Starter" }),
    await createTestProduct({ name: "Journey Dog Biscuits" }),
  ];
  for (const [index, product] of products.entries()) {
    await page.goto(`/product/${product.wsCode}`);
    await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
    await expect(page.getByRole("link", { name: `Cart (${index + 1})` })).toBeVisible();
  }
  await page.goto("/cart/checkout?fulfilment=collect&step=review");
  await page.getByRole("button", { name: /^Place order/ }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
  const orderNumber = (await page.getByTestId("confirmation-order-number").textContent()) ?? "";

  await markOrderDelivered(orderNumber);
  await page.goto(`/orders/${orderNumber}`);
  // Collected, not delivered: it was an order to collect (decision 0071).
  await expect(page.getByTestId("order-details")).toContainText("Collected");

  await page.goto("/reviews");
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(page.getByTestId("submit-all-reviews")).toHaveText(/Submit All Reviews \(3\)\s*\+10 pts/);
  await page.getByTestId("submit-all-reviews").click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("loyalty-balance")).toHaveText("10 points");
  const points = await testDb().selectFrom("loyalty_points").selectAll().where("user_id", "=", user.id).execute();
  expect(points).toMatchObject([{ points: 10, reason: "Review Bonus" }]);
});

test("an altered or expired place-order form says so and places nothing", async ({ page, context, baseURL }) => {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  const product = await createTestProduct({ name: "Tampered Form Feed" });
  await addFromProductPage(page, product, 1);
  await page.goto("/cart/checkout?fulfilment=collect&step=review");
  const fields = await placeOrderFields(page);
  const response = await page.request.post("/cart/checkout?fulfilment=collect&step=review", {
    form: { ...fields, lines: "not-a-line", idempotencyKey: "old" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(400);
  await page.setContent(await response.text());
  await expect(page.getByRole("alert")).toContainText(
    "This checkout form has expired. Please review your order again.",
  );
  expect(await ordersOf(user.id)).toHaveLength(0);
});
