import { randomInt } from "node:crypto";
import { BANK_DETAILS_KEY } from "../../app/orders/bank-details.server";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";
import { withSettingToOurselves } from "../support/setting-lock";

// The bank details are one shop-wide setting, read by every checkout confirmation of the run.
const withBankDetailsToOurselves = (run: () => Promise<void>) => withSettingToOurselves(BANK_DETAILS_KEY, run);

test("a financial officer sets the EFT bank details and sees what customers will see", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const officer = await createTestUser({ roles: ["financial_officer"] });
  await signInAs(context, baseURL ?? "", officer);
  const accountNumber = `62 ${randomInt(1000, 10_000)} ${randomInt(1000, 10_000)}`;

  await withBankDetailsToOurselves(async () => {
    const before = await testDb()
      .selectFrom("shop_settings")
      .select("key")
      .where("key", "=", BANK_DETAILS_KEY)
      .executeTakeFirst();

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "EFT bank details" }).click();
    await expect(page.getByRole("heading", { name: "EFT bank details", level: 1 })).toBeVisible();
    const notice = page.getByText("Customers now see the demo account: set the real one.");
    if (before) await expect(notice).toHaveCount(0);
    else await expect(notice).toBeVisible();

    await page.getByLabel("Bank name").fill("First National Bank");
    await page.getByLabel("Account holder").fill("Donkerhoek Boere Ko-operasie");
    await page.getByLabel("Account number").fill(accountNumber);
    await page.getByLabel("Account type").selectOption("Savings");
    await page.getByLabel("Branch code").fill("25065");
    await page.getByRole("button", { name: "Save bank details" }).click();

    // Refused: the message beside the field, everything typed still there, nothing stored.
    await expect(page.getByText("Branch code must be 6 digits, for example 250655.")).toBeVisible();
    await expect(page.getByText("Please check the bank details")).toBeVisible();
    await expect(page.getByLabel("Bank name")).toHaveValue("First National Bank");
    await expect(page.getByLabel("Account number")).toHaveValue(accountNumber);
    await expect(page.getByLabel("Account type")).toHaveValue("Savings");
    await expect(page.getByLabel("Branch code")).toHaveValue("25065");
    const refused = await testDb()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", BANK_DETAILS_KEY)
      .executeTakeFirst();
    expect(refused?.value ?? "").not.toContain(accountNumber);

    await page.getByLabel("Branch code").fill("250655");
    await page.getByRole("button", { name: "Save bank details" }).click();

    await expect(page.getByTestId("toast")).toContainText("Bank details saved");
    await expect(notice).toHaveCount(0);
    await expect(page.getByText(`by ${officer.email}`)).toBeVisible();
    const preview = page.getByTestId("eft-box");
    await expect(preview).toContainText("First National Bank");
    await expect(preview).toContainText("Donkerhoek Boere Ko-operasie");
    await expect(preview).toContainText(accountNumber);
    await expect(preview).toContainText("Savings");
    await expect(preview).toContainText("250655");
    await expect(preview.getByTestId("eft-reference")).toHaveText("ORD-2026-000123");
    await expect(page.getByLabel("Account number")).toHaveValue(accountNumber);

    const stored = await testDb()
      .selectFrom("shop_settings")
      .selectAll()
      .where("key", "=", BANK_DETAILS_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({
      bankName: "First National Bank",
      accountHolder: "Donkerhoek Boere Ko-operasie",
      accountNumber,
      accountType: "Savings",
      branchCode: "250655",
    });
    expect(stored.updated_by_id).toBe(officer.id);
  });
});

test("staff without the payments area are turned away", async ({ page, context, baseURL }) => {
  const manager = await createTestUser({ roles: ["inventory_manager"] });
  await signInAs(context, baseURL ?? "", manager);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "EFT bank details" })).toHaveCount(0);
  const response = await page.goto("/admin/bank-details");
  expect(response?.status()).toBe(403);
});
