import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

/**
 * An order's tax invoice and packing slip in the back office, as staff see and print them, with
 * JavaScript on (a Print button) and off (a hint to use the browser's Print instead).
 */

async function deliveredOrder() {
  const feed = await createTestProduct({ name: "Invoice Dairy Meal", priceCents: 32_500 });
  const salt = await createTestProduct({ name: "Invoice Salt Lick", priceCents: 12_000 });
  const customer = await createTestUser();
  const order = await insertOrder(testDb(), {
    userId: customer.id,
    lines: [
      { productId: feed.id, quantity: 2 },
      { productId: salt.id, quantity: 3 },
    ],
    shippingCents: 15_000,
    discountCents: 5_000,
    notes: "Leave it at the farm shed.",
  });
  await testDb()
    .updateTable("orders")
    .set({
      contact_email: customer.email,
      contact_name: "Thandi Mokoena",
      contact_phone: "082 555 0199",
      delivery_address: "Plot 7, Rayton Road, Rayton, 1001",
      delivery_date: "2026-03-03",
    })
    .where("id", "=", order.id)
    .execute();
  return { feed, salt, order };
}

test.describe("an order's documents", () => {
  test("the tax invoice shows the supplier, the invoice number, the lines and the VAT, and prints on its own", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const { feed, salt, order } = await deliveredOrder();
    const processor = await createTestUser({ roles: ["order_processor"] });
    await signInAs(page.context(), baseURL ?? "", processor);

    await page.goto(`/admin/orders/${order.orderNumber}`);
    await page.getByRole("link", { name: "Tax invoice" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderNumber}/invoice$`));

    const invoice = page.getByRole("article", { name: "Tax invoice" });
    await expect(invoice.getByRole("heading", { level: 1, name: "Tax invoice" })).toBeVisible();
    await expect(invoice).toContainText("Donkerhoek Farm Supplies Co-operative");
    await expect(invoice.getByTestId("supplier-vat-number")).toHaveText(/^4\d{9}$/);
    await expect(invoice.getByTestId("invoice-number")).toHaveText(order.orderNumber.replace(/^ORD-/, "INV-"));
    await expect(invoice).toContainText("Thandi Mokoena");
    await expect(invoice).toContainText("Plot 7, Rayton Road, Rayton, 1001");

    const rows = invoice.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(feed.wsCode);
    await expect(rows.nth(0)).toContainText("Invoice Dairy Meal");
    await expect(rows.nth(0)).toContainText("R 325.00");
    await expect(rows.nth(0)).toContainText("R 650.00");
    await expect(rows.nth(1)).toContainText(salt.wsCode);
    await expect(rows.nth(1)).toContainText("R 360.00");

    // 650 + 360 + 150 delivery - 50 discount = R 1 110.00; VAT 15/115 of it = R 144.78.
    await expect(invoice.getByTestId("total-incl-vat")).toHaveText("R 1 110.00");
    await expect(invoice.getByTestId("vat")).toHaveText("R 144.78");
    await expect(invoice.getByTestId("total-excl-vat")).toHaveText("R 965.22");
    await expect(invoice.getByText("VAT at 15%", { exact: true })).toBeVisible();

    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      await expect(page.getByTestId("print-hint")).toHaveCount(0);
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
    } else {
      await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
      await expect(page.getByTestId("print-hint")).toHaveText(/Use your browser's Print/);
    }

    // Printed: the invoice alone, without the site's header, the back office's menu or the Print bar.
    await page.emulateMedia({ media: "print" });
    await expect(invoice).toBeVisible();
    // The phone's folded menu and the wide screen's side menu.
    const menus = page.locator('nav[aria-label="Back office menu"], nav[aria-label="Back office"]');
    await expect(menus).toHaveCount(2);
    for (const menu of await menus.all()) await expect(menu).toBeHidden();
    await expect(page.locator('nav[aria-label="Breadcrumb"]')).toBeHidden();
    await expect(page.locator("body > div > header").first()).toBeHidden();
    await expect(page.getByRole("link", { name: `Back to order ${order.orderNumber}` })).toBeHidden();
  });

  test("the packing slip lists the items to pick with a box to tick, where they go, and no prices", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const { feed, salt, order } = await deliveredOrder();
    const support = await createTestUser({ roles: ["customer_support"] });
    await signInAs(page.context(), baseURL ?? "", support);

    await page.goto(`/admin/orders/${order.orderNumber}`);
    await page.getByRole("link", { name: "Packing slip" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderNumber}/packing-slip$`));

    const slip = page.getByRole("article", { name: `Packing slip ${order.orderNumber}` });
    await expect(slip.getByRole("heading", { level: 1 })).toHaveText(`Packing slip ${order.orderNumber}`);
    const rows = slip.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole("img", { name: "Not yet packed" })).toBeVisible();
    await expect(rows.nth(0)).toContainText(feed.wsCode);
    await expect(rows.nth(0)).toContainText("Invoice Dairy Meal");
    await expect(rows.nth(0).locator("td").last()).toHaveText("2");
    await expect(rows.nth(1)).toContainText(salt.wsCode);
    await expect(rows.nth(1).locator("td").last()).toHaveText("3");
    await expect(slip).toContainText("Thandi Mokoena");
    await expect(slip).toContainText("082 555 0199");
    await expect(slip).toContainText("Plot 7, Rayton Road, Rayton, 1001");
    await expect(slip).toContainText("3 March 2026");
    await expect(slip).toContainText("Leave it at the farm shed.");
    // No amount in rand anywhere on it.
    await expect(slip).not.toContainText(/R\s?\d+\.\d{2}/);
    await expect(slip).not.toContainText("VAT");

    if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    else await expect(page.getByTestId("print-hint")).toBeVisible();
  });

  test("an order to collect says so on its packing slip", async ({ page, baseURL }) => {
    const product = await createTestProduct();
    const customer = await createTestUser();
    const order = await insertOrder(testDb(), { userId: customer.id, lines: [{ productId: product.id, quantity: 1 }] });
    const admin = await createTestUser({ roles: ["admin"] });
    await signInAs(page.context(), baseURL ?? "", admin);
    await page.goto(`/admin/orders/${order.orderNumber}/packing-slip`);
    await expect(page.getByRole("article", { name: `Packing slip ${order.orderNumber}` })).toContainText(
      "Collect at the store",
    );
  });

  test("an unknown order has no invoice", async ({ page, baseURL }) => {
    const admin = await createTestUser({ roles: ["admin"] });
    await signInAs(page.context(), baseURL ?? "", admin);
    const response = await page.goto("/admin/orders/ORD-1999-000000000/invoice");
    expect(response?.status()).toBe(404);
  });
});
