import { expect, test } from "../support/e2e-test";

/**
 * The footer's language switch (issue 49, decision 0110): a plain link, so it works the same with
 * JavaScript on and off; it keeps the choice in the `lang` cookie and comes back to the same page.
 */
test("the footer's switch turns the shop Afrikaans and back, on the same page", async ({ page, context }) => {
  await page.goto("/?tab=new");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  const footer = page.getByRole("contentinfo");

  await footer.getByRole("link", { name: "Afrikaans" }).click();
  await expect(page).toHaveURL(/\/\?tab=new$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
  await expect(page.getByRole("button", { name: /^Voeg by mandjie/ }).first()).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Winkelure" })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("af");

  // The choice holds on the next page.
  await page.goto("/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");

  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Store hours" })).toBeVisible();
});
