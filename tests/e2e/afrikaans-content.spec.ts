import { expect, test } from "../support/e2e-test";

/**
 * The pages around the shop for a browser set to Afrikaans (issue 49, decision 0110), with
 * JavaScript on and off: the contact form answers in Afrikaans, and the not-found page is
 * Afrikaans whether the server drew it or the browser met the unknown address by a link.
 */
test.use({ locale: "af-ZA" });

test("the contact form answers its errors in Afrikaans", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Kontak ons", exact: true })).toBeVisible();
  const form = page.locator("#contact-form");
  await form.getByLabel("Naam", { exact: true }).fill("T");
  await form.getByLabel("E-pos", { exact: true }).fill("boer@example.co.za");
  await form.getByLabel("Boodskap", { exact: true }).fill("Kort");
  await form.getByRole("button", { name: "Stuur boodskap" }).click();
  await expect(form.getByText("Naam moet ten minste 2 karakters hê")).toBeVisible();
  await expect(form.getByText("Boodskap moet ten minste 10 karakters hê")).toBeVisible();
});

test("an unknown address answers in Afrikaans, also when a link in the page leads there", async ({ page }) => {
  const response = await page.goto("/geen-so-bladsy");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oeps! Bladsy nie gevind nie" })).toBeVisible();
  await expect(page).toHaveTitle("Bladsy nie gevind nie");
  // A link inside the page to another unknown address: with JavaScript the browser follows it
  // itself, then fetches the page from the server for its words.
  await page.locator("#error-page").evaluate((island) => {
    const link = document.createElement("a");
    link.href = "/nog-een-onbekende-bladsy";
    link.textContent = "Nog een";
    island.append(link);
  });
  await page.getByRole("link", { name: "Nog een" }).click();
  await expect(page).toHaveURL(/\/nog-een-onbekende-bladsy$/);
  await expect(page.getByRole("heading", { name: "Oeps! Bladsy nie gevind nie" })).toBeVisible();
  await page.getByRole("link", { name: "Terug na tuisblad" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
});
