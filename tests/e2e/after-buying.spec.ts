import { readFileSync } from "node:fs";
import { moveStock } from "../../app/catalog/stock.server";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

// A saved location's English words, as the account catalogue holds them.
const orders = JSON.parse(readFileSync("app/locales/en/orders.json", "utf8")) as {
  "invoicePage.printHint": string;
  "invoicePage.afterPayment": string;
  "cancel.done": string;
};
const enAccount = JSON.parse(readFileSync("app/locales/en/account.json", "utf8")) as {
  "error.locationPostalCode": string;
  "location.removed": string;
  "location.saved": string;
};
const LOCATION_POSTAL_CODE_INVALID = enAccount["error.locationPostalCode"];
const LOCATION_REMOVED = enAccount["location.removed"];
const LOCATION_SAVED = enAccount["location.saved"];

/**
 * After buying (issue 44 point 8, decision 0095), on a 360 px phone with JavaScript on and off:
 * the tax invoice of a paid order, printed on its own; cancelling an unpaid order through the
 * question first (a dialog, or a page without JavaScript), the stock back; a saved delivery
 * location edited on a real form and removed after asking.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "the page scrolls sideways").toBeLessThanOrEqual(360);
}

async function stockOf(productId: string): Promise<number> {
  const row = await testDb()
    .selectFrom("product_stock_levels")
    .select("quantity")
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

test.describe("after buying", () => {
  test("the tax invoice of a paid order, from the list and the order's page, printed on its own", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const feed = await createTestProduct({ name: "Invoice Game Pellets", priceCents: 24_000 });
    const customer = await createTestUser();
    const paid = await insertOrder(testDb(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 2 }],
      status: "payment_received",
      paymentStatus: "paid",
    });
    const unpaid = await insertOrder(testDb(), { userId: customer.id, lines: [{ productId: feed.id, quantity: 1 }] });
    await testDb()
      .updateTable("orders")
      .set({ contact_name: "Sipho Dlamini", contact_email: customer.email })
      .where("user_id", "=", customer.id)
      .execute();
    await signInAs(page.context(), baseURL ?? "", customer);

    await page.goto("/orders");
    const paidCard = page.getByTestId("order-card").filter({ hasText: paid.orderNumber });
    const unpaidCard = page.getByTestId("order-card").filter({ hasText: unpaid.orderNumber });
    await expect(unpaidCard.getByRole("link", { name: /Tax invoice/ })).toHaveCount(0);
    await paidCard.getByRole("link", { name: `Tax invoice of order ${paid.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${paid.orderNumber}/invoice$`));

    const invoice = page.getByRole("article", { name: "Tax invoice" });
    await expect(invoice.getByTestId("invoice-number")).toHaveText(paid.orderNumber.replace(/^ORD-/, "INV-"));
    await expect(invoice).toContainText("Sipho Dlamini");
    await expect(invoice).toContainText("Invoice Game Pellets");
    await expect(invoice.getByTestId("total-incl-vat")).toHaveText("R 480.00");
    await fitsThePhone(page);
    if (javaScriptEnabled) {
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    } else {
      await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
      await expect(page.getByTestId("print-hint")).toHaveText(orders["invoicePage.printHint"]);
    }
    // Printed: the invoice alone, without the site's header or the way back.
    await page.emulateMedia({ media: "print" });
    await expect(invoice).toBeVisible();
    await expect(page.locator("body > div > header").first()).toBeHidden();
    await expect(page.getByRole("link", { name: `Back to order ${paid.orderNumber}` })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // The order's own page links it too; an unpaid order's invoice waits for the payment.
    await page.getByRole("link", { name: `Back to order ${paid.orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${paid.orderNumber}$`));
    await expect(page.getByRole("link", { name: "Tax invoice" })).toHaveAttribute(
      "href",
      `/orders/${paid.orderNumber}/invoice`,
    );
    await expect(page.getByRole("link", { name: "Cancel this order" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel this order" })).toHaveCount(0);
    await expect(page.getByTestId("cannot-cancel")).toContainText("contact the shop");
    await page.goto(`/orders/${unpaid.orderNumber}/invoice`);
    await expect(page.getByRole("heading", { level: 1, name: orders["invoicePage.afterPayment"] })).toBeVisible();
  });

  test("an unpaid order is cancelled after the question, and its stock goes back", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const feed = await createTestProduct({ name: "Cancel Calf Starter", stock: 20 });
    const customer = await createTestUser();
    const order = await insertOrder(testDb(), { userId: customer.id, lines: [{ productId: feed.id, quantity: 4 }] });
    await moveStock(testDb(), {
      productId: feed.id,
      by: -4,
      reason: "order_placed",
      userId: customer.id,
      reference: order.orderNumber,
    });
    expect(await stockOf(feed.id)).toBe(16);
    await signInAs(page.context(), baseURL ?? "", customer);

    await page.goto(`/orders/${order.orderNumber}`);
    await expect(page.getByRole("link", { name: "Tax invoice" })).toHaveCount(0);
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Cancel this order" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
      await expect(dialog).toBeVisible();
      // Keeping it changes nothing.
      await dialog.getByRole("button", { name: "Keep the order" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Cancel this order" }).click();
      await dialog.getByRole("button", { name: "Yes, cancel the order" }).click();
    } else {
      await page.getByRole("link", { name: "Cancel this order" }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${order.orderNumber}/cancel$`));
      await expect(page.getByRole("heading", { level: 1, name: "Cancel this order?" })).toBeVisible();
      await fitsThePhone(page);
      await page.getByRole("button", { name: "Yes, cancel the order" }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/orders/${order.orderNumber}$`));
    await expect(page.getByTestId("toast")).toContainText(orders["cancel.done"]);
    await expect(page.getByTestId("order-details").getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel this order" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cancel this order" })).toHaveCount(0);
    expect(await stockOf(feed.id)).toBe(20);
  });

  test("a saved delivery location is edited on a real form and removed after asking", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const customer = await createTestUser();
    const id = crypto.randomUUID();
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id,
        user_id: customer.id,
        location_name: "Farm",
        address_line_1: "Plot 7",
        city: "Rayton",
        province: "Gauteng",
        latitude: -25.742,
        longitude: 28.5347,
        delivery_fee_cents: 15_000,
        distance_km: 12,
        is_default: 1,
      })
      .execute();
    await signInAs(page.context(), baseURL ?? "", customer);

    await page.goto("/account");
    await page.getByRole("link", { name: "Edit Farm" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/locations/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit your delivery location" })).toBeVisible();
    await expect(page.getByLabel("Latitude")).toHaveValue("-25.742");
    await fitsThePhone(page);

    await page.getByLabel("Location name").fill("Farm gate");
    await page.getByLabel("Town or suburb").fill("Rayton East");
    await page.getByLabel("Postal code (optional)").fill("10");
    await page.getByLabel("Instructions for the driver (optional)").fill("Phone from the gate");
    await page.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByText(LOCATION_POSTAL_CODE_INVALID)).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel("Location name")).toHaveValue("Farm gate");
    await page.getByLabel("Postal code (optional)").fill("1001");
    await page.getByRole("button", { name: "Save location" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toContainText(LOCATION_SAVED);
    const saved = page.getByTestId("delivery-location");
    await expect(saved).toContainText("Farm gate");
    await expect(saved).toContainText("Rayton East, Gauteng");
    await expect(saved).toContainText("1001");

    await saved.getByRole("link", { name: "Edit Farm gate" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/locations/${id}$`));
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Remove this location" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove this delivery location?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Yes, remove it" }).click();
    } else {
      await page.getByRole("link", { name: "Remove this location" }).click();
      await expect(page).toHaveURL(new RegExp(`/account/locations/${id}/remove$`));
      await expect(page.getByRole("heading", { level: 1, name: "Remove this delivery location?" })).toBeVisible();
      await fitsThePhone(page);
      await page.getByRole("button", { name: "Yes, remove it" }).click();
    }
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toContainText(LOCATION_REMOVED);
    await expect(page.getByTestId("delivery-location")).toHaveCount(0);
    await expect(page.getByText("No delivery location saved yet.")).toBeVisible();
  });
});
