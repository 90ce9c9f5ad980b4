import { randomBytes } from "node:crypto";
import { E2E_OAUTH_PERSON_COOKIE, e2eOAuthUrl } from "../support/e2e-env";
import { createTestUser, testDb } from "../support/e2e-helpers";
import { type BrowserContext, expect, test } from "../support/e2e-test";

/**
 * Says who signs in at the loopback OAuth server for this browser context (a cookie on the
 * server's own address, which it reads at its authorize step).
 */
async function signsInAtGoogle(context: BrowserContext, person: Record<string, unknown>) {
  await context.addCookies([
    {
      name: E2E_OAUTH_PERSON_COOKIE,
      value: encodeURIComponent(JSON.stringify(person)),
      url: e2eOAuthUrl(process.env.E2E_OAUTH_PORT ?? ""),
      sameSite: "Lax",
    },
  ]);
}

test.describe("signing in with Google", () => {
  test("a customer with an account continues with Google and lands where they were going, welcomed", async ({
    page,
    context,
  }) => {
    const user = await createTestUser();
    await signsInAtGoogle(context, { email: user.email, given_name: "Test", family_name: "Farmer" });

    await page.goto("/login?redirect=/orders&message=orders");
    await page.getByRole("button", { name: "Continue with Google" }).click();

    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByTestId("toast")).toContainText("Welcome back, Test Farmer.");
    await expect(page.getByRole("link", { name: "Test Farmer" })).toBeVisible();
    // The state cookie is spent once the browser is back.
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("oauth-google"))).toEqual([]);
    const connections = await testDb()
      .selectFrom("oauth_connections")
      .select(["provider", "email"])
      .where("user_id", "=", user.id)
      .execute();
    expect(connections).toEqual([{ provider: "google", email: user.email }]);
  });

  test("a first sign-in creates the account and shows the thank-you page, signed in", async ({ page, context }) => {
    const email = `google-${randomBytes(6).toString("hex")}@example.com`;
    await signsInAtGoogle(context, { email, given_name: "Naledi", family_name: "Khumalo" });

    await page.goto("/register");
    await page.getByRole("button", { name: "Continue with Google" }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("link", { name: "Naledi Khumalo" })).toBeVisible();
    const user = await testDb()
      .selectFrom("users")
      .select(["first_name", "last_name", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    expect(user).toEqual({ first_name: "Naledi", last_name: "Khumalo", password_hash: null });
  });

  test("a staff member ends on /admin", async ({ page, context }) => {
    const staff = await createTestUser({ roles: ["inventory_manager"] });
    await signsInAtGoogle(context, { email: staff.email });

    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "Test Farmer" })).toBeVisible();
  });

  test("an address Google has not verified does not open someone's account", async ({ page, context }) => {
    const user = await createTestUser();
    await signsInAtGoogle(context, { email: user.email, email_verified: false });

    await page.goto("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();

    await expect(page).toHaveURL(/\/login$/);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Login Failed");
    await expect(toast).toContainText("Failed to sign in with Google");
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    const sessions = await testDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(0);
  });

  test("Facebook is not offered when it is not configured", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Facebook" })).toHaveCount(0);
  });
});
