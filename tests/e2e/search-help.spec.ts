import { readFileSync } from "node:fs";
import { askAboutSearch, nothingMatches } from "../../app/catalog/search-messages";
import { expect, type Page, test } from "../support/e2e-test";
import { englishCatalog } from "../support/english-catalog";

/** The content pages' English words (Playwright reads no JSON module). */
const enContent = JSON.parse(readFileSync("app/locales/en/content.json", "utf8")) as { [key: string]: string };

/** The English page's words, from its catalogue (decision 0110). */
const english = englishCatalog;
const NO_RESULTS_HEADING = english("catalog:search.noResults");
const ASK_US_TEXT = english("catalog:search.askText");
const ASK_US_LINK = english("catalog:search.askLink");
const WHATSAPP_LINK = english("catalog:search.whatsApp");

/*
 * Help when the words miss (issue 45, point 4), on the demo catalogue, with JavaScript on and off:
 * a misspelt search shows "Did you mean" with the corrected word's products, and a search that
 * finds nothing offers to ask the shop, by the contact form filled with the search or WhatsApp.
 */

const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

async function searchFor(page: Page, words: string) {
  await page.goto("/products");
  const search = page.getByRole("search", { name: "Filter products" }).getByLabel("Search", { exact: true });
  await search.fill(words);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(words)}`));
}

test("a misspelt search shows “Did you mean” with the corrected word's products", async ({ page }) => {
  await searchFor(page, "chiken");
  const didYouMean = page.getByText(/^Did you mean chicken\?/);
  await expect(didYouMean).toBeVisible();
  await expect(
    cards(page)
      .filter({ hasText: /chicken/i })
      .first(),
  ).toBeVisible();

  await didYouMean.getByRole("link", { name: "chicken" }).click();
  await expect(page).toHaveURL(/search=chicken$/);
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "chicken"' })).toBeVisible();
  await expect(page.getByText(/^Did you mean/)).toHaveCount(0);
  await expect(
    cards(page)
      .filter({ hasText: /chicken/i })
      .first(),
  ).toBeVisible();
});

test("a search for what the shop has under a shelf's name offers the shelf", async ({ page }) => {
  await searchFor(page, "boots");
  const shelves = page.getByRole("navigation", { name: "Shelves that match" });
  await shelves.getByRole("link", { name: "Boots (Workwear & Boots)" }).click();
  await expect(page).toHaveURL(/\/products\?category=workwear-and-boots&subcategory=boots$/);
  await expect(page.getByRole("heading", { level: 1, name: "Boots" })).toBeVisible();
});

test("a search that finds nothing offers to ask the shop, by message or WhatsApp", async ({ page }) => {
  await searchFor(page, "xyzzyq");
  await expect(page.getByRole("heading", { name: NO_RESULTS_HEADING })).toBeVisible();
  await expect(page.getByText(nothingMatches({ search: "xyzzyq", narrowed: false }, english))).toBeVisible();
  await expect(page.getByText(ASK_US_TEXT)).toBeVisible();

  const whatsApp = page.getByRole("link", { name: WHATSAPP_LINK });
  const chat = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(chat.origin).toBe("https://wa.me");
  expect(chat.searchParams.get("text")).toBe(askAboutSearch("xyzzyq", english));

  await page.getByRole("link", { name: ASK_US_LINK, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?message=.+#contact-form$/);
  const message = page.getByRole("textbox", { name: "Message" });
  await expect(message).toHaveValue(askAboutSearch("xyzzyq", english));
  await expect(message).toBeInViewport();

  await page.getByLabel("Name").fill("Thandi Search");
  await page.getByLabel("Email").fill("thandi.search@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(enContent["contact.sent"] ?? "contact.sent")).toBeVisible();
  // Sent: the form comes back empty, not filled with the question again.
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
});
