import { NO_ACCESS_MESSAGE } from "../../app/accounts/messages";
import { createTestUser, signInAs } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

test.describe("the back-office shell", () => {
  test("on a phone: the menu opens without JavaScript, breadcrumbs lead back, and staff can sign out", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const admin = await createTestUser({ roles: ["admin"] });
    await signInAs(context, baseURL ?? "", admin);
    const response = await page.goto("/admin/delivery-settings");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs.getByRole("listitem")).toHaveText(["Home", /Admin$/, /Delivery settings$/]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);

    const menu = page.getByText("Back office menu");
    await menu.click();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "EFT bank details" })).toBeVisible();
    await nav.getByRole("link", { name: "EFT bank details" }).click();
    await expect(page.getByRole("heading", { name: "EFT bank details", level: 1 })).toBeVisible();

    await breadcrumbs.getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as`)).toContainText("(Admin)");
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    const again = await page.goto("/admin");
    expect(again?.url()).toContain("/admin/login?redirectTo=%2Fadmin");
  });

  test("a visitor is sent to the staff sign-in and comes back to the screen asked for", async ({ page }) => {
    const officer = await createTestUser({ roles: ["financial_officer"] });
    await page.goto("/admin/bank-details");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fbank-details$/);
    await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
    await page.getByLabel("Email").fill(officer.email);
    await page.getByLabel("Password").fill(officer.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/bank-details$/);
    await expect(page.getByRole("heading", { name: "EFT bank details", level: 1 })).toBeVisible();
    // The navigation offers a financial officer only what the role opens.
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Products" })).toHaveCount(0);
  });

  test("a customer asking for product management is asked to sign in with a staff account", async ({
    page,
    context,
    baseURL,
  }) => {
    const customer = await createTestUser();
    const manager = await createTestUser({ roles: ["inventory_manager"] });
    await signInAs(context, baseURL ?? "", customer);
    await page.goto("/admin/products");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fproducts$/);
    await expect(page.getByText(`Signed in as ${customer.email}`)).toBeVisible();
    await page.getByLabel("Email").fill(manager.email);
    await page.getByLabel("Password").fill(manager.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
  });

  test("a customer asking for stock levels is sent home and told why", async ({ page, context, baseURL }) => {
    const customer = await createTestUser();
    await signInAs(context, baseURL ?? "", customer);
    await page.goto("/admin/stock-levels");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You do not have access to this part of the back office.")).toBeVisible();
  });

  test("a staff member asking for a screen their roles do not open is told who opens it, never sent away", async ({
    page,
    context,
    baseURL,
  }) => {
    const processor = await createTestUser({ roles: ["order_processor"] });
    await signInAs(context, baseURL ?? "", processor);
    // Product management sent staff to the sign-in, stock levels to the home page: both now say why.
    for (const [path, openedBy] of [
      ["/admin/products", "Super admin, Admin, Inventory manager"],
      ["/admin/stock-levels", "Super admin, Admin, Inventory manager"],
      ["/admin/blog-management", "Super admin, Admin, Content manager"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: NO_ACCESS_MESSAGE })).toBeVisible();
      await expect(page.getByText(`This screen opens for: ${openedBy}.`)).toBeVisible();
      await expect(page.getByText("Ask one of these people to give you a role under Users, Manage:")).toBeVisible();
    }
    // The back office's own navigation is still there to go on from.
    await page.getByRole("link", { name: "Back-office start page" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
