import { expect, test } from "../support/e2e-test";

/**
 * The delivery calculator for a browser set to Afrikaans (issue 49, decision 0110), with
 * JavaScript on and off: the results come in Afrikaans whether the server draws the page or the
 * browser fetches its data, and choosing another option keeps them so. The server under test has
 * neither a routing service nor a geocoder: straight-line distances.
 */
test.use({ locale: "af-ZA" });

test("calculates, shows and chooses the delivery options in Afrikaans", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    // The map's tiles cannot load here (no network); any other error counts, a hydration mismatch first.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(message.text());
    }
  });
  await page.goto("/delivery");
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
  await page.getByLabel("Breedtegraad").fill("-25.7420");
  await page.getByLabel("Lengtegraad").fill("28.5347");
  await page.getByRole("button", { name: "Bereken afleweringskeuses" }).click();
  await expect(page.getByRole("heading", { name: "Jou afleweringskeuses" })).toBeVisible();
  await expect(page.getByText("4 afleweringskeuses bereken")).toBeVisible();
  const simple = page.getByTestId("option-simple");
  await expect(simple).toContainText("Eenvoudige afstand");
  await expect(simple).toContainText("R 210,00");
  await expect(simple).toContainText("Gekies");
  await expect(page.getByRole("cell", { name: "10,5 km teen R20/km" })).toBeVisible();

  await page.getByRole("link", { name: "Kies Premiumdiens" }).click();
  await expect(page.getByTestId("option-premium")).toContainText("Gekies");
  await expect(page.getByRole("heading", { name: "Premiumdiens: hoe die fooi optel" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Aflaai- en diensfooi" })).toBeVisible();
  await expect(page.getByText("Teken asseblief in om jou afleweringsplek te stoor")).toBeVisible();
  await expect(page.locator("body")).not.toContainText("cart:delivery.");
  expect(problems).toEqual([]);
});
