import { randomInt } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { type BrowserContext, expect, type Page, test } from "../support/e2e-test";

/** With JavaScript the form is in tabs: open the one asked for. Without, every section is on the page. */
async function openSection(page: Page, name: string, javaScriptEnabled: boolean | undefined) {
  if (javaScriptEnabled) await page.getByRole("tab", { name }).click();
}

async function signedInManager(context: BrowserContext, baseURL: string | undefined) {
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  return manager;
}

test("find a product by WS code, change its price and see it on the shop", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const product = await createTestProduct({ priceCents: 32_500 });
  await signedInManager(context, baseURL);
  await page.goto("/admin/products");
  await page.getByLabel("Search by WS code or name").fill(product.wsCode);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Showing products with the WS code ${product.wsCode}`)).toBeVisible();
  await page.getByRole("link", { name: `Edit ${product.wsCode}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Test Feed");

  await openSection(page, "Pricing", javaScriptEnabled);
  await page.getByLabel("Price incl. VAT (R)").fill("349.95");
  await page.getByLabel("Price excl. VAT (R)").fill("304.30");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product has been successfully updated.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?search=${product.wsCode}`));

  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText("R 349.95").first()).toBeVisible();
});

test("a new product starts inactive and is found by its code", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  await signedInManager(context, baseURL);
  const wsCode = `WS8${String(randomInt(10_000_000)).padStart(7, "0")}`;
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "New Product" }).click();
  await expect(page.getByRole("heading", { name: "New Product", level: 1 })).toBeVisible();
  await page.getByLabel("WS code", { exact: true }).fill(wsCode.toLowerCase());
  await page.getByLabel("Product name").fill("Kraal Gate 3.6 m");
  await page.getByLabel("Stock code").fill("KG-36");
  await openSection(page, "Pricing", javaScriptEnabled);
  await page.getByLabel("Price incl. VAT (R)").fill("1999");
  await page.getByLabel("Price excl. VAT (R)").fill("1738.26");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("was added as inactive")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kraal Gate 3.6 m", level: 1 })).toBeVisible();

  const response = await page.goto(`/product/${wsCode}`);
  expect(response?.status()).toBe(404);
  await page.goto(`/admin/products?search=${wsCode}`);
  await expect(page.getByText("no active product has it, so inactive products are included")).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${wsCode}` })).toBeVisible();
});

test("two staff edit one product: the second save is refused and keeps what was typed", async ({
  page,
  context,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const product = await createTestProduct();
  const first = await signedInManager(context, baseURL);
  const otherContext = await browser.newContext({ javaScriptEnabled });
  const other = await otherContext.newPage();
  await signedInManager(otherContext, baseURL);

  const editPage = `/admin/products/${product.id}`;
  await page.goto(editPage);
  await other.goto(editPage);

  await page.getByLabel("Product name").fill("Layer Mash (first)");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByText("Product has been successfully updated.")).toBeVisible();

  await other.getByLabel("Product name").fill("Layer Mash (second)");
  await other.getByRole("button", { name: "Update Product" }).click();
  await expect(other.getByText(`changed by ${first.email}`)).toBeVisible();
  await expect(other.getByText("Nothing was saved")).toBeVisible();
  await expect(other.getByLabel("Product name")).toHaveValue("Layer Mash (second)");
  const stored = await testDb()
    .selectFrom("products")
    .select("product_name")
    .where("id", "=", product.id)
    .executeTakeFirstOrThrow();
  expect(stored.product_name).toBe("Layer Mash (first)");

  // Saving again, knowingly, replaces the other version.
  await other.getByRole("button", { name: "Update Product" }).click();
  await expect(other.getByText("Product has been successfully updated.")).toBeVisible();
  const replaced = await testDb()
    .selectFrom("products")
    .select("product_name")
    .where("id", "=", product.id)
    .executeTakeFirstOrThrow();
  expect(replaced.product_name).toBe("Layer Mash (second)");
  await otherContext.close();
});
