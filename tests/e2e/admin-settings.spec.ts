import { randomUUID } from "node:crypto";
import { SETTINGS_KEYS } from "~/shop/shop-settings";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";
import { withSettingToOurselves } from "../support/setting-lock";

/** A shop day `days` from now, as the closures box takes it (YYYY-MM-DD). */
function shopDayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
}

test("an admin announces a closure on the settings page and customers see it on the contact page", async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", admin);
  const note = `Stocktaking ${randomUUID().slice(0, 8)}: closed`;
  const day = shopDayIn(12);

  await withSettingToOurselves(SETTINGS_KEYS.hours, async () => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Shop settings" }).click();
    await expect(page.getByRole("heading", { name: "Shop settings", level: 1 })).toBeVisible();
    const hours = page.getByRole("region", { name: "Store hours and closures" });
    await expect(hours.getByLabel("Store hours")).toHaveValue(/Monday to Friday: 8:00-17:00/);

    // A line without a date is refused, named, and what was typed stays in the box.
    await hours.getByLabel("Holidays and closures").fill(`${note}`);
    await hours.getByRole("button", { name: "Save store hours and closures" }).click();
    await expect(
      hours.getByText(`Line 1 ("${note}"): start with a date like 2026-12-25, then the note.`),
    ).toBeVisible();
    await expect(hours.getByLabel("Holidays and closures")).toHaveValue(note);

    await hours.getByLabel("Holidays and closures").fill(`${day} ${note}`);
    await hours.getByRole("button", { name: "Save store hours and closures" }).click();
    await expect(page.getByTestId("toast")).toContainText("Store hours and closures saved");
    await expect(
      page.getByRole("region", { name: "Store hours and closures" }).getByText(`by ${admin.email}`),
    ).toBeVisible();

    const audit = await testDb()
      .selectFrom("audit_log")
      .select("details")
      .where("entity_id", "=", SETTINGS_KEYS.hours)
      .where("actor_id", "=", admin.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toContain(note);

    await page.goto("/contact");
    await expect(page.getByRole("main").getByText(note, { exact: false })).toBeVisible();
  });
});

test("staff without the settings area neither see nor open it", async ({ page, context, baseURL }) => {
  const officer = await createTestUser({ roles: ["financial_officer"] });
  await signInAs(context, baseURL ?? "", officer);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "Shop settings" })).toHaveCount(0);
  const response = await page.goto("/admin/settings");
  expect(response?.status()).toBe(403);
});
