import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

/**
 * The language chosen on My Account (issue 49, decision 0110): a radio button in the profile form,
 * saved with it, so it works the same with JavaScript on and off. It is kept on the account (its
 * e-mails and SMS) and in the `lang` cookie (the pages), and holds on the next page.
 */
const profileOf = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });

async function accountLanguage(userId: string): Promise<string> {
  const row = await testDb().selectFrom("users").select("language").where("id", "=", userId).executeTakeFirstOrThrow();
  return row.language;
}

test("a customer chooses Afrikaans on My Account, reads the shop in it, and goes back to English", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  await page.goto("/account");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");

  const english = profileOf(page, "Profile");
  await english.getByRole("radio", { name: "Afrikaans" }).check();
  await english.getByRole("button", { name: "Save profile" }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
  await expect(page.getByRole("heading", { name: "My rekening", exact: true })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Profiel opgedateer");
  // The whole page, header and footer too.
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Winkelure" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My bestellings" }).first()).toBeVisible();
  const afrikaans = profileOf(page, "Profiel");
  await expect(afrikaans.getByRole("radio", { name: "Afrikaans" })).toBeChecked();
  expect(await accountLanguage(user.id)).toBe("af");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("af");

  // The next page is in Afrikaans too.
  await page.goto("/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
  await expect(page.getByRole("heading", { name: "My bestellings", exact: true })).toBeVisible();

  // And back to English, the same way.
  await page.goto("/account");
  await profileOf(page, "Profiel").getByRole("radio", { name: "English" }).check();
  await profileOf(page, "Profiel").getByRole("button", { name: "Stoor profiel" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  await expect(page.getByRole("heading", { name: "My Account", exact: true })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Store hours" })).toBeVisible();
  expect(await accountLanguage(user.id)).toBe("en");

  await page.goto("/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");
  await expect(page.getByRole("heading", { name: "My Orders", exact: true })).toBeVisible();
});
