import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { verifyPassword } from "../../app/accounts/password.server";
import { formatDate } from "../../app/platform/format";
import { E2E_BREACHED_PASSWORD } from "../support/e2e-env";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

const NEW_PASSWORD = "Kraal-Hek-2026!";

async function extraSession(userId: string): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await testDb()
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      data: JSON.stringify({ userId }),
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .execute();
  return id;
}

async function sessionIds(userId: string): Promise<string[]> {
  const rows = await testDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.id);
}

const section = (page: Page, name: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("the account screen", () => {
  test("visitors sign in first and land on the account screen, whichever address they used", async ({ page }) => {
    const user = await createTestUser();
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "My Account", exact: true })).toBeVisible();

    await page.goto("/profile");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("shows loyalty points, the saved delivery location and links to orders, favourites and reviews", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    await testDb()
      .insertInto("loyalty_points")
      .values([
        {
          id: randomUUID(),
          user_id: user.id,
          points: 10,
          reason: "Review Bonus",
          created_at: "2026-03-02T10:00:00.000Z",
        },
        {
          id: randomUUID(),
          user_id: user.id,
          points: 20,
          reason: "Review Bonus",
          created_at: "2026-04-15T10:00:00.000Z",
        },
      ])
      .execute();
    const locationId = randomUUID();
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id: locationId,
        user_id: user.id,
        location_name: "Smallholding, Rayton",
        address_line_1: "Plot 41, Rayton Road",
        city: "Rayton",
        province: "Gauteng",
        postal_code: "1001",
        latitude: -25.742,
        longitude: 28.5347,
        distance_km: 10.5,
        delivery_fee_cents: 21000,
        is_default: 1,
      })
      .execute();
    const product = await testDb()
      .selectFrom("products")
      .select("id")
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    await testDb()
      .insertInto("pending_reviews")
      .values({ id: randomUUID(), user_id: user.id, product_id: product.id })
      .execute();
    await signInAs(context, baseURL ?? "", user);

    await page.goto("/account");
    const loyalty = section(page, "Loyalty points");
    await expect(page.getByTestId("loyalty-balance")).toHaveText("30 points");
    const rows = loyalty.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(formatDate("2026-04-15T10:00:00.000Z"));
    await expect(rows.first()).toContainText("+20");
    await expect(rows.first()).toContainText("Review Bonus");

    const location = page.getByTestId("delivery-location");
    await expect(location).toContainText("Smallholding, Rayton");
    await expect(location).toContainText("Plot 41, Rayton Road");
    await expect(location).toContainText("Rayton, Gauteng");
    await expect(location).toContainText("1001");
    await expect(location).toContainText("10.5 km");
    await expect(location).toContainText("R 210.00");
    // The location's own form (decision 0095), not the delivery test page.
    await expect(location.getByRole("link", { name: "Edit Smallholding, Rayton" })).toHaveAttribute(
      "href",
      `/account/locations/${locationId}`,
    );

    const shortcuts = page.getByRole("navigation", { name: "My shopping" });
    await expect(shortcuts.getByRole("link", { name: /My Orders/ })).toHaveAttribute("href", "/orders");
    await expect(shortcuts.getByRole("link", { name: /My Favourites/ })).toHaveAttribute("href", "/favorites");
    await expect(shortcuts.getByRole("link", { name: /Leave Reviews/ })).toContainText("1 pending");
  });

  test("a new customer sees no points and no saved location yet", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/account");
    await expect(page.getByTestId("loyalty-balance")).toHaveText("0 points");
    await expect(page.getByText("No delivery location saved yet")).toBeVisible();
  });

  test("the profile is checked on the server, keeps what was typed, and saves", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/account");
    const profile = section(page, "Profile");
    await expect(profile.getByText("e.g. 082 123 4567")).toBeVisible();

    await profile.getByLabel("First name").fill("Lerato");
    await profile.getByLabel("Phone (optional)").fill("12345");
    await profile.getByLabel("Company name (optional)").fill("Nkosi Poultry");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(profile.getByText("Please enter a South African phone number")).toBeVisible();
    await expect(profile.getByLabel("First name")).toHaveValue("Lerato");
    await expect(profile.getByLabel("Company name (optional)")).toHaveValue("Nkosi Poultry");
    const unchanged = await testDb()
      .selectFrom("users")
      .select("first_name")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.first_name).toBe("Test");

    await profile.getByLabel("Phone (optional)").fill("082 123 4567");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByTestId("toast")).toContainText("Profile updated");
    await expect(profile.getByLabel("Phone (optional)")).toHaveValue("082 123 4567");
    const saved = await testDb()
      .selectFrom("users")
      .select(["first_name", "phone", "company_name"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ first_name: "Lerato", phone: "082 123 4567", company_name: "Nkosi Poultry" });
  });

  test("changing the password checks the current one and the rules, then signs out other devices", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    const [thisSession] = await sessionIds(user.id);
    const otherDevice = await extraSession(user.id);
    await page.goto("/account");
    const form = section(page, "Change password");
    const fill = async (current: string, password: string, confirm: string) => {
      await form.getByLabel("Current password").fill(current);
      await form.getByLabel("New password", { exact: true }).fill(password);
      await form.getByLabel("Confirm new password").fill(confirm);
      await form.getByRole("button", { name: "Update Password" }).click();
    };

    await fill("not-my-password", NEW_PASSWORD, NEW_PASSWORD);
    await expect(form.getByText("Your current password is not correct")).toBeVisible();

    await fill(user.password, NEW_PASSWORD, "Kraal-Hek-2027!");
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    await fill(user.password, E2E_BREACHED_PASSWORD, E2E_BREACHED_PASSWORD);
    await expect(
      form.getByText("This password has appeared in past data breaches. Please choose a different one."),
    ).toBeVisible();

    await fill(user.password, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByTestId("toast")).toContainText("Password Updated");
    await expect(page.getByRole("heading", { name: "My Account", exact: true })).toBeVisible();
    expect(await sessionIds(user.id)).toEqual([thisSession]);
    expect(await sessionIds(user.id)).not.toContain(otherDevice);
    const row = await testDb()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, NEW_PASSWORD)).toBe(true);
  });

  test("'Download my data' gives a JSON file of the customer's data without secrets", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    const product = await testDb()
      .selectFrom("products")
      .select(["id", "ws_code"])
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    await testDb().insertInto("favorites").values({ user_id: user.id, product_id: product.id }).execute();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/account");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^donkerhoek-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await fs.readFile(await download.path(), "utf8");
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: user.email, firstName: "Test", lastName: "Farmer" });
    expect(data.favorites).toEqual([expect.objectContaining({ wsCode: product.ws_code })]);
    expect(data.sessions).toHaveLength(1);
    for (const key of [
      "roles",
      "clientProfile",
      "deliveryLocations",
      "orders",
      "reviews",
      "pendingReviews",
      "loyaltyPoints",
      "cart",
      "newsletterSubscription",
      "contactMessages",
      "signInAttempts",
      "oauthConnections",
    ]) {
      expect(data).toHaveProperty(key);
    }
    const hash = await testDb()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(text).not.toContain(hash.password_hash);
    for (const id of await sessionIds(user.id)) expect(text).not.toContain(id);

    // The same data as a page to read (issue 46): words, rand, South African time.
    await page.getByRole("link", { name: "Read my data" }).click();
    await expect(page.getByRole("heading", { name: "Your personal data" })).toBeVisible();
    await expect(page.getByText("Favourites", { exact: true })).toBeVisible();
    await expect(page.getByText(product.ws_code)).toBeVisible();
  });

  test("'Delete my account' needs the password, then removes the account and signs out", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/account");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Delete my account" }) });
    await form.getByLabel("Your password").fill("not-my-password");
    await form.getByLabel("I understand that my account and personal data will be deleted for good.").check();
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(form.getByText("That password is not correct")).toBeVisible();

    await form.getByLabel("Your password").fill(user.password);
    await form.getByLabel("I understand that my account and personal data will be deleted for good.").check();
    await form.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("toast")).toContainText("Account deleted");
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    const left = await testDb().selectFrom("users").select("id").where("id", "=", user.id).execute();
    expect(left).toEqual([]);

    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to sign in. Please check your credentials.");
  });

  test("staff cannot delete their account here", async ({ page, context, baseURL }) => {
    const user = await createTestUser({ roles: ["content_manager"] });
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/account");
    await expect(
      page.getByText("Staff accounts cannot be deleted here. Please ask a super admin to remove your account."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete my account" })).toHaveCount(0);
  });
});
