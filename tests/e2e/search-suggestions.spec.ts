import { suggestionsStatus } from "../../app/catalog/search/suggestion-messages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/e2e-test";
import { englishCatalog } from "../support/english-catalog";

// The narrowest phone the header is made for: the list must fit beside nothing and under the field.
test.use({ viewport: { width: 360, height: 740 } });

const BOOT = "Steel-Toe Safety Boot Size 8";

/** The English page's words, from its catalogue (decision 0110). */
const english = englishCatalog;
const SUGGESTIONS_LABEL = english("catalog:suggest.label");

test("the header search suggests as you type with JavaScript; without it Enter shows the results", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  const field = page.getByLabel("Search products");
  const list = page.getByRole("listbox", { name: SUGGESTIONS_LABEL });

  if (!javaScriptEnabled) {
    // No suggestions: the form sends the search to the results page, as it always has.
    await field.pressSequentially("boots");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=boots$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("boots");
    await expect(page.getByRole("link", { name: BOOT }).first()).toBeVisible();
    await expect(list).toHaveCount(0);
    return;
  }

  await field.pressSequentially("boo");
  await expect(list).toBeVisible();
  const combobox = page.getByRole("combobox", { name: "Search products" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(combobox).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "");
  await expect(list.getByRole("group", { name: "Products" }).getByRole("option", { name: BOOT })).toBeVisible();
  // A screen reader is told how many there are.
  await expect(page.getByRole("search").getByRole("status")).toHaveText(
    suggestionsStatus(await list.getByRole("option").count(), english),
  );
  await expect(list.getByRole("group", { name: "Categories" }).getByRole("option", { name: /^Boots/ })).toHaveAttribute(
    "href",
    "/products?category=workwear-and-boots&subcategory=boots",
  );

  await test.step("the list fits a 360 px phone, under the field", async () => {
    const fieldBox = await field.boundingBox();
    const listBox = await list.boundingBox();
    expect(fieldBox && listBox).toBeTruthy();
    if (!fieldBox || !listBox) return;
    expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  await test.step("axe finds nothing serious with the list open", async () => {
    await expectNoSeriousA11yViolations(page, { javaScriptEnabled });
  });

  await test.step("Escape closes the list; typing on opens it again", async () => {
    await field.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("boo");
    await field.press("t");
    await expect(list.getByRole("option", { name: BOOT })).toBeVisible();
  });

  await test.step("the arrow keys choose the boot, Enter opens it", async () => {
    const names = await list.getByRole("option").allTextContents();
    const index = names.indexOf(BOOT);
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step++) await field.press("ArrowDown");
    const boot = list.getByRole("option", { name: BOOT });
    await expect(boot).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await boot.getAttribute("id")) ?? "");
    await expect(field).toBeFocused();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/product\/WS\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOOT);
  });
});

test("with JavaScript a late answer never replaces the list, a click opens a suggestion, and Enter with none chosen searches", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/products");
  const field = page.getByLabel("Search products");
  const list = page.getByRole("listbox", { name: SUGGESTIONS_LABEL });
  if (javaScriptEnabled) {
    await test.step("the answer for 'wa', held until 'water' is answered, is never shown", async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let handled = () => {};
      const done = new Promise<void>((resolve) => {
        handled = resolve;
      });
      await page.route(/\/search\/suggest\?q=wa$/, async (route) => {
        await held;
        // Abandoned by the page by now: fulfilling it fails, as it should.
        await route.fulfill({ json: { p: [["Stale answer", "/product/WS000001"]], s: [] } }).catch(() => {});
        handled();
      });
      const asked = page.waitForRequest(/\/search\/suggest\?q=wa$/);
      await field.pressSequentially("wa");
      await asked;
      await field.pressSequentially("ter");
      await expect(list.getByRole("option", { name: "Vertical Water Tank 5000L Green" })).toBeVisible();
      release();
      await done;
      await expect(list.getByRole("option", { name: "Vertical Water Tank 5000L Green" })).toBeVisible();
      await expect(list.getByRole("option", { name: "Stale answer" })).toHaveCount(0);
      await field.fill("");
      await expect(list).toHaveCount(0);
    });

    await field.pressSequentially("chick");
    await list.getByRole("option", { name: "Chick Starter Crumbs 5kg" }).click();
    await expect(page).toHaveURL(/\/product\/WS\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chick Starter Crumbs 5kg");
    await expect(list).toHaveCount(0);
    await field.fill("");
  }
  await field.pressSequentially("chick");
  if (javaScriptEnabled) await expect(list).toBeVisible();
  await field.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=chick$/);
  await expect(page.getByRole("link", { name: "Chick Starter Crumbs 5kg" }).first()).toBeVisible();
});
