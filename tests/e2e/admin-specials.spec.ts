import { createTestUser, signInAs } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

test("add a special price, see it on the shop, change it and remove it", async ({ page, context, baseURL }) => {
  const product = await createTestProduct({ priceCents: 45_000 });
  const manager = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await page.goto("/admin/specials");
  await page.getByLabel("Search by name, code or category").fill(product.wsCode);
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  // Wait for the search to be applied: before it, the whole list (and its links) is still shown.
  await expect(page).toHaveURL(new RegExp(`search=${product.wsCode}`));
  const add = page.getByRole("link", { name: /^Add Special Price to/ });
  await expect(add).toHaveCount(1);
  await add.click();

  await page.getByLabel("Special:").fill("450");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("Failed to update special price: The special price must be below the regular price of R 450.00."),
  ).toBeVisible();
  await page.getByLabel("Special:").fill("399.95");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Special price updated successfully")).toBeVisible();
  const offers = page.locator("section[aria-labelledby=current-specials]");
  await expect(offers.getByText("R 399.95")).toBeVisible();
  await expect(offers.getByText("Save R 50.05 (11%)")).toBeVisible();

  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText("R 399.95").first()).toBeVisible();

  await page.goto(`/admin/specials?search=${product.wsCode}`);
  await page.getByRole("link", { name: /^Edit Price of/ }).click();
  await page.getByLabel("Special price (R)").fill("375");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Special price updated successfully")).toBeVisible();
  await expect(offers.getByText("R 375.00")).toBeVisible();

  await offers
    .getByRole("button", { name: "Remove Special" })
    .or(offers.getByRole("link", { name: "Remove Special" }))
    .click();
  await expect(page.getByText(/Take .* off special\?/)).toBeVisible();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Remove Special" })
    .or(page.locator("section[aria-labelledby=confirm-title]").getByRole("button", { name: "Remove Special" }))
    .click();
  await expect(page.getByText("Special price updated successfully")).toBeVisible();
  await expect(offers.getByText("No products currently on special")).toBeVisible();

  await page.goto(`/product/${product.wsCode}`);
  await expect(page.getByText("R 450.00").first()).toBeVisible();
  await expect(page.getByText("R 375.00")).toHaveCount(0);
});
