import sharp from "sharp";
import { formatRand } from "../../app/platform/format";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

type DemoProduct = { id: string; wsCode: string; name: string; priceCents: number };

/** Active, in-stock demo products, read only: each test orders them for its own new user. */
async function demoProducts(count: number, offset: number): Promise<DemoProduct[]> {
  const rows = await testDb()
    .selectFrom("products")
    .select(["id", "ws_code", "product_name", "website_title", "incl_price_cents"])
    .where("is_active", "=", 1)
    .where("stock_available", "=", 1)
    .orderBy("ws_code")
    .offset(offset)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({
    id: row.id,
    wsCode: row.ws_code,
    name: row.website_title || row.product_name,
    priceCents: row.incl_price_cents,
  }));
}

const card = (page: Page, orderNumber: string) => page.getByTestId("order-card").filter({ hasText: orderNumber });

/**
 * Opens an order's details from the list: the dialog with JavaScript (once the page has
 * hydrated, the link says it opens one), the order's own page without.
 */
async function viewDetails(page: Page, orderNumber: string, javaScriptEnabled: boolean) {
  const link = card(page, orderNumber).getByRole("link", { name: /View Details/ });
  if (javaScriptEnabled) await expect(link).toHaveAttribute("aria-haspopup", "dialog");
  await link.click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    return dialog.getByTestId("order-details");
  }
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  return page.getByTestId("order-details");
}

test.describe("my orders", () => {
  test("a visitor sees 'Please Sign In' and signs in to the orders", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Please Sign In" })).toBeVisible();
    const signIn = page.getByRole("main").getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", "/login?redirect=/orders");
    await signIn.click();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { name: "No Orders Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
  });

  test("the list shows cards with status badges, and the details show items, totals and the EFT box", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const [feed, salt] = await demoProducts(2, 10);
    if (!feed || !salt) throw new Error("the demo catalogue has in-stock products");
    const user = await createTestUser();
    const delivered = await insertOrder(testDb(), {
      userId: user.id,
      lines: [{ productId: salt.id, quantity: 1 }],
      status: "delivered",
      paymentStatus: "paid",
      createdAt: "2026-02-03T09:15:00.000Z",
    });
    const pending = await insertOrder(testDb(), {
      userId: user.id,
      lines: [
        { productId: feed.id, quantity: 2 },
        { productId: salt.id, quantity: 1 },
      ],
      shippingCents: 12000,
      notes: "Please phone before delivery.",
    });
    await signInAs(context, baseURL ?? "", user);

    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Cart" })).toHaveAttribute("href", "/cart");
    await expect(page.getByText("Visit your cart to reorder previous items")).toBeVisible();
    const cards = page.getByTestId("order-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(pending.orderNumber);
    await expect(card(page, pending.orderNumber).getByTestId("order-status")).toHaveText("Pending");
    await expect(card(page, pending.orderNumber).getByTestId("order-status")).toHaveClass(/yellow/);
    // An order to collect (no delivery fee) ends 'Collected' (decision 0071).
    await expect(card(page, delivered.orderNumber).getByTestId("order-status")).toHaveText("Collected");
    await expect(card(page, delivered.orderNumber).getByTestId("order-status")).toHaveClass(/green/);
    await expect(card(page, delivered.orderNumber)).toContainText("3 February 2026");
    await expect(card(page, pending.orderNumber)).toContainText("3 items");
    await expect(card(page, pending.orderNumber)).toContainText("EFT (bank transfer)");
    await expect(card(page, pending.orderNumber).getByTestId("order-total")).toHaveText(formatRand(pending.totalCents));

    const details = await viewDetails(page, pending.orderNumber, javaScriptEnabled);
    await expect(details.getByRole("heading", { name: pending.orderNumber })).toBeVisible();
    await expect(details.getByTestId("order-item")).toHaveCount(2);
    const feedLine = details.getByTestId("order-item").filter({ hasText: feed.wsCode });
    await expect(feedLine).toContainText(feed.name);
    await expect(feedLine).toContainText(`2 × ${formatRand(feed.priceCents)}`);
    await expect(feedLine.getByTestId("order-item-total")).toHaveText(formatRand(2 * feed.priceCents));
    const summary = details.getByTestId("order-summary");
    await expect(summary).toContainText(`Delivery${formatRand(12000)}`);
    await expect(summary).toContainText(`Total${formatRand(pending.totalCents)}`);
    await expect(summary).not.toContainText("Discount");
    await expect(details.getByTestId("payment-status")).toHaveText("pending payment");
    await expect(details.getByTestId("eft-reference")).toHaveText(pending.orderNumber);
    await expect(details.getByTestId("eft-amount")).toHaveText(formatRand(pending.totalCents));
    await expect(details.getByText("Please phone before delivery.")).toBeVisible();

    if (javaScriptEnabled) {
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    } else {
      await page.goto("/orders");
    }
    const paid = await viewDetails(page, delivered.orderNumber, javaScriptEnabled);
    await expect(paid.getByTestId("payment-status")).toHaveText("paid");
    await expect(paid.getByTestId("eft-box")).toHaveCount(0);
  });

  test("a customer uploads a proof of payment; a file that is not one is refused", async ({
    page,
    context,
    baseURL,
  }) => {
    const [feed] = await demoProducts(1, 20);
    if (!feed) throw new Error("the demo catalogue has in-stock products");
    const user = await createTestUser();
    const order = await insertOrder(testDb(), { userId: user.id, lines: [{ productId: feed.id, quantity: 1 }] });
    await signInAs(context, baseURL ?? "", user);

    await page.goto(`/orders/${order.orderNumber}`);
    const picker = page.getByLabel("Proof of payment", { exact: true });
    await picker.setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await page.getByRole("button", { name: "Upload proof of payment" }).click();
    await expect(page.getByRole("alert")).toContainText("Please upload a PDF, JPG or PNG file.");
    await expect(page.getByTestId("payment-status")).toHaveText("pending payment");

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Proof of payment", { exact: true })
      .setInputFiles({ name: "bank-slip.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload proof of payment" }).click();
    await expect(page.getByTestId("toast")).toContainText("Proof of payment received");
    await expect(page.getByTestId("payment-status")).toHaveText("proof uploaded");
    await expect(page.getByLabel("Proof of payment", { exact: true })).toHaveCount(0);

    const proofs = await testDb()
      .selectFrom("payment_proofs")
      .innerJoin("orders", "orders.id", "payment_proofs.order_id")
      .select(["payment_proofs.content_type", "payment_proofs.original_filename", "orders.payment_status"])
      .where("orders.id", "=", order.id)
      .execute();
    expect(proofs).toEqual([
      { content_type: "image/png", original_filename: "bank-slip.png", payment_status: "proof_uploaded" },
    ]);
  });

  test("reorder puts the order's items back in the cart", async ({ page, context, baseURL, javaScriptEnabled }) => {
    const [feed, salt] = await demoProducts(2, 30);
    if (!feed || !salt) throw new Error("the demo catalogue has in-stock products");
    const user = await createTestUser();
    const order = await insertOrder(testDb(), {
      userId: user.id,
      lines: [
        { productId: feed.id, quantity: 2 },
        { productId: salt.id, quantity: 1 },
      ],
      status: "delivered",
      paymentStatus: "paid",
    });
    await signInAs(context, baseURL ?? "", user);

    await page.goto("/orders");
    const details = await viewDetails(page, order.orderNumber, javaScriptEnabled);
    await details.getByRole("button", { name: "Reorder" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("toast")).toContainText("2 items added to your cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(
      page
        .getByTestId("cart-line")
        .filter({ hasText: feed.wsCode })
        .getByLabel(/Quantity/),
    ).toHaveValue("2");
  });

  test("another customer's order number answers 404", async ({ page, context, baseURL }) => {
    const [feed] = await demoProducts(1, 40);
    if (!feed) throw new Error("the demo catalogue has in-stock products");
    const owner = await createTestUser();
    const order = await insertOrder(testDb(), { userId: owner.id, lines: [{ productId: feed.id, quantity: 1 }] });
    await signInAs(context, baseURL ?? "", await createTestUser());

    const response = await page.goto(`/orders/${order.orderNumber}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByText(feed.name)).toHaveCount(0);
  });
});
