import { randomBytes } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

const unique = () => randomBytes(3).toString("hex");

async function openAsManager(page: Page, context: Parameters<typeof signInAs>[0], baseURL: string | undefined) {
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  await page.goto("/admin/category-management");
  await expect(page.getByRole("heading", { name: "Category Management", level: 1 })).toBeVisible();
}

const listOf = (page: Page) => page.locator("section[aria-labelledby=categories-heading]");

/** Deletes with confirmation: a dialog with JavaScript, a confirmation page without. */
async function confirmDelete(page: Page, name: string) {
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();
  await row
    .getByRole("button", { name: "Delete" })
    .or(row.getByRole("link", { name: "Delete" }))
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const confirmPage = page.getByRole("heading", { name: /^Delete (sub)?category$/, level: 1 });
  await expect(dialog.or(confirmPage).first()).toBeVisible();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Delete", exact: true })
    .or(page.locator("section[aria-labelledby=confirm-title]").getByRole("button", { name: "Delete", exact: true }))
    .click();
}

test.describe("category management", () => {
  test("create a category and a subcategory, rename the category in place, then delete both", async ({
    page,
    context,
    baseURL,
  }) => {
    const name = `Beekeeping ${unique()}`;
    // Unique too: a subcategory left by an earlier, failed run must not be the one deleted here.
    const subName = `Smokers ${unique()}`;
    await openAsManager(page, context, baseURL);

    const create = page.locator("form#create-category");
    await create.getByLabel("Name").fill(name);
    await create.getByLabel("Description (optional)").fill("Hives, frames and smokers");
    await create.getByRole("button", { name: "Create category" }).click();
    await expect(page.getByText("Category created")).toBeVisible();
    await expect(listOf(page).getByText(name, { exact: true })).toBeVisible();

    const sub = page.locator("form#create-subcategory");
    await sub.getByLabel("Parent category").selectOption({ label: name });
    await sub.getByLabel("Name").fill(subName);
    await sub.getByRole("button", { name: "Create subcategory" }).click();
    await expect(page.getByText("Subcategory created")).toBeVisible();

    await page.getByRole("link", { name: `Edit ${name}` }).click();
    const editing = page.locator("form[id^=edit-]");
    await editing.getByLabel("Name").fill(`${name} Supplies`);
    await editing.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Category updated")).toBeVisible();
    await expect(listOf(page).getByText(`${name} Supplies`, { exact: true })).toBeVisible();

    await confirmDelete(page, subName);
    await expect(page.getByText("Subcategory deleted")).toBeVisible();
    await confirmDelete(page, `${name} Supplies`);
    await expect(page.getByText("Category deleted")).toBeVisible();
    await expect(listOf(page).getByText(`${name} Supplies`, { exact: true })).toHaveCount(0);
  });

  test("a category that products use is not deleted, and the spec's message says why", async ({
    page,
    context,
    baseURL,
  }) => {
    const name = `Drip Irrigation ${unique()}`;
    const product = await createTestProduct();
    await openAsManager(page, context, baseURL);
    const create = page.locator("form#create-category");
    await create.getByLabel("Name").fill(name);
    await create.getByRole("button", { name: "Create category" }).click();
    await expect(page.getByText("Category created")).toBeVisible();
    const category = await testDb()
      .selectFrom("product_categories")
      .select("id")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    await testDb()
      .updateTable("products")
      .set({ category_id: category.id, subcategory_id: null })
      .where("id", "=", product.id)
      .execute();
    await page.reload();

    await confirmDelete(page, name);
    await expect(page.getByText("Failed to delete category. It may be in use by products.")).toBeVisible();
    await expect(listOf(page).getByText(name, { exact: true })).toBeVisible();
  });

  test("a save refused because someone saved first shows their change to the fields left alone, and saves it", async ({
    page,
    context,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const id = `e2e-${unique()}`;
    const name = `Fencing ${unique()}`;
    await testDb()
      .insertInto("product_categories")
      .values({ id, name, slug: `fencing-${id}`, description: "Wire and poles", display_order: 40 })
      .execute();
    await openAsManager(page, context, baseURL);
    const otherContext = await browser.newContext({ javaScriptEnabled });
    const other = await otherContext.newPage();
    await openAsManager(other, otherContext, baseURL);
    const edit = `/admin/category-management?edit=category:${id}`;
    await page.goto(edit);
    await other.goto(edit);

    await page.locator("form[id^=edit-]").getByLabel("Description (optional)").fill("Wire, poles and droppers");
    await page.locator("form[id^=edit-]").getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Category updated")).toBeVisible();

    const form = other.locator("form[id^=edit-]");
    await form.getByLabel("Name").fill(`${name} and Gates`);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Nothing was saved")).toBeVisible();
    await expect(
      form.getByText("Their saved value was taken for the fields you did not change: Description."),
    ).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(`${name} and Gates`);
    await expect(form.getByLabel("Description (optional)")).toHaveValue("Wire, poles and droppers");

    await form.getByRole("button", { name: "Save" }).click();
    await expect(other.getByText("Category updated")).toBeVisible();
    const stored = await testDb()
      .selectFrom("product_categories")
      .select(["name", "description"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: `${name} and Gates`, description: "Wire, poles and droppers" });
    await testDb().deleteFrom("product_categories").where("id", "=", id).execute();
    await otherContext.close();
  });
});
