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
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

/**
 * Issue 45: a search that found nothing, seen by staff on /admin/search-misses, becomes a two-way
 * synonym through the form (a refused save first), and the list then shows it and links to it;
 * deleting it asks first.
 */
test("a search that found nothing becomes a two-way synonym", async ({ page, context, baseURL }) => {
  const tag = randomBytes(3).toString("hex");
  const missed = `voerbak${tag}`;
  const known = `trough${tag}`;
  await testDb()
    .insertInto("search_misses")
    .values({
      day: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10),
      query: missed,
      searches: 4,
      last_searched_at: new Date().toISOString(),
    })
    .execute();
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);

  await test.step("the misses list offers to add a synonym for the search", async () => {
    await page.goto(`/admin/search-misses?search=${missed}`);
    await expect(page.getByRole("heading", { name: MISSES_TITLE, level: 1 })).toBeVisible();
    const row = page.locator(`[data-miss="${missed}"]`);
    await expect(row.getByRole("cell", { name: "4", exact: true })).toBeVisible();
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
    await page.getByRole("radio", { name: /^Two-way/ }).check();
    await page.getByRole("button", { name: "Add synonym" }).click();
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
