import { randomBytes } from "node:crypto";
import {
  ADD_A_SYNONYM,
  DELETE_SYNONYM,
  EDIT_ITS_SYNONYM,
  kindInWords,
  MISSES_TITLE,
  NEW_SYNONYM_TITLE,
  SYNONYM_CREATED,
  SYNONYM_DELETED,
  SYNONYMS_TITLE,
  TARGETS_REQUIRED,
  TRY_ON_SHOP,
} from "../../app/catalog/search-synonyms-messages";
import { createTestUser, signInAs } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/**
 * Issue 45: a customer's search that finds nothing is listed for staff on /admin/search-misses;
 * a staff member makes it a two-way synonym of a word of the product through the form (a refused
 * save first), and the customer's search then finds the product (the search reads the table).
 * Deleting the synonym asks first.
 */
test("a search that found nothing becomes a two-way synonym, and then finds the product", async ({
  page,
  context,
  baseURL,
}) => {
  const tag = randomBytes(3).toString("hex");
  // A word no product, category or synonym has, in any spelling.
  const missed = `zwixel${tag}`;
  const known = `trough${tag}`;
  const product = await createTestProduct({ name: `${known} galvanised` });
  const card = (page: Page) => page.getByText(new RegExp(`^${product.name}$`, "i"));

  await test.step("a customer's search in their own word finds nothing", async () => {
    await page.goto(`/products?search=${missed}`);
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  });

  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await test.step("the misses list offers to add a synonym for the search", async () => {
    await page.goto(`/admin/search-misses?search=${missed}`);
    await expect(page.getByRole("heading", { name: MISSES_TITLE, level: 1 })).toBeVisible();
    const row = page.locator(`[data-miss="${missed}"]`);
    await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
    await row.getByRole("link", { name: `${ADD_A_SYNONYM}: ${missed}` }).click();
    await expect(page.getByRole("heading", { name: NEW_SYNONYM_TITLE, level: 1 })).toBeVisible();
    await expect(page.getByLabel("Words", { exact: true })).toHaveValue(missed);
  });

  await test.step("a one-way synonym without targets is refused, then the two-way set is added", async () => {
    await page.getByLabel("Words", { exact: true }).fill(`${missed}, ${known}`);
    await page.getByRole("radio", { name: /^One-way/ }).check();
    await page.getByRole("button", { name: "Add synonym" }).click();
    await expect(page.getByText(TARGETS_REQUIRED)).toBeVisible();
    await expect(page.getByLabel("Words", { exact: true })).toHaveValue(`${missed}, ${known}`);
    const twoWay = page.getByRole("radio", { name: /^Two-way/ });
    await twoWay.check();
    await expect(twoWay).toBeChecked();
    await page.getByRole("button", { name: "Add synonym" }).click();
    await expect(page).toHaveURL(/\/admin\/search-synonyms$/);
    await expect(page.getByText(SYNONYM_CREATED)).toBeVisible();
    await expect(page.getByRole("heading", { name: SYNONYMS_TITLE, level: 1 })).toBeVisible();
  });

  await test.step("the list shows the set, its kind in words, and tries it on the shop", async () => {
    await page.goto(`/admin/search-synonyms?search=${missed}`);
    const row = page.getByRole("row").filter({ hasText: `${missed}, ${known}` });
    await expect(row.getByText(kindInWords("two_way", ""))).toBeVisible();
    await expect(row.getByText("Test Farmer")).toBeVisible();
    await expect(row.getByRole("link", { name: `${TRY_ON_SHOP}: ${missed}` })).toHaveAttribute(
      "href",
      `/products?search=${missed}`,
    );
  });

  await test.step("the customer's search now finds the product", async () => {
    await page.goto(`/products?search=${missed}`);
    await expect(card(page).first()).toBeVisible();
  });

  await test.step("the search that found nothing now leads to its synonym", async () => {
    await page.goto(`/admin/search-misses?search=${missed}`);
    await page
      .locator(`[data-miss="${missed}"]`)
      .getByRole("link", { name: `${EDIT_ITS_SYNONYM}: ${missed}` })
      .click();
    await expect(page.getByLabel("Words", { exact: true })).toHaveValue(`${missed}, ${known}`);
  });

  await test.step("deleting it asks first: a dialog with JavaScript, a page without", async () => {
    await page
      .getByRole("button", { name: DELETE_SYNONYM })
      .or(page.getByRole("link", { name: DELETE_SYNONYM }))
      .click();
    const dialog = page.getByRole("dialog");
    const confirmPage = page.getByRole("heading", { name: DELETE_SYNONYM, level: 1 });
    await expect(dialog.or(confirmPage).first()).toBeVisible();
    await dialog
      .getByRole("button", { name: "Delete", exact: true })
      .or(page.locator("section[aria-labelledby=confirm-title]").getByRole("button", { name: "Delete", exact: true }))
      .click();
    await expect(page.getByText(SYNONYM_DELETED)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `${missed}, ${known}` })).toHaveCount(0);
  });
});
