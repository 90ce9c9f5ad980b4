import { createTestUser, signInAs } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

test("set a product's stock to 0 and see 'Out of Stock' on the shop, then restock it", async ({
  page,
  context,
  baseURL,
}) => {
  const product = await createTestProduct({ stock: 12 });
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await page.goto("/admin/stock-levels");
  await page.getByLabel("Search by WS code or product name").fill(product.wsCode);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${product.wsCode}`));
  const row = page.getByRole("row").filter({ hasText: product.wsCode });
  await expect(row.getByText("In Stock (12)")).toBeVisible();

  await row.getByRole("link", { name: `Edit stock of ${product.wsCode}` }).click();
  await row.getByLabel("Quantity").fill("0");
  await row.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Stock level has been updated successfully")).toBeVisible();
  await expect(row.getByText("Out of Stock")).toBeVisible();

  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText("Out of Stock").first()).toBeVisible();

  await page.goto(`/admin/stock-levels?search=${product.wsCode}`);
  await row.getByRole("link", { name: `Edit stock of ${product.wsCode}` }).click();
  await row.getByLabel("Quantity").fill("8");
  await row.getByRole("button", { name: "Save", exact: true }).click();
  await expect(row.getByText("Low Stock (8)")).toBeVisible();

  await row.getByRole("link", { name: `Stock history of ${product.wsCode}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Stock history");
  await expect(page.getByRole("row").filter({ hasText: "0 → 8" })).toContainText(manager.email);
  await expect(page.getByRole("row").filter({ hasText: "12 → 0" })).toContainText("Counted by staff");

  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText("In stock").first()).toBeVisible();
});
