import { randomBytes, randomUUID } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { type BrowserContext, expect, test } from "../support/e2e-test";

/**
 * User management and clients, end to end, with JavaScript on and off: every step is a plain
 * form or link (the destructive ones confirm in a dialog with JavaScript, on a page without).
 */

const NEW_PASSWORD = "Mielie-Oes-2026!";

async function newContext(browser: import("@playwright/test").Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `10.77.${randomBytes(1)[0]}.${((randomBytes(1)[0] ?? 0) % 250) + 1}` },
  });
  return context;
}

/** Presses a confirming button: with JavaScript it opens a dialog, without it a confirmation page. */
async function confirm(page: import("@playwright/test").Page, label: string, confirmLabel: string) {
  await page
    .getByRole("button", { name: label, exact: true })
    .or(page.getByRole("link", { name: label, exact: true }))
    .click();
  await page.getByRole("button", { name: confirmLabel, exact: true }).last().click();
}

test.describe("back-office users and roles", () => {
  test("an admin invites a user; the e-mail's link sets a password; the new user signs in", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await createTestUser({ roles: ["admin"] });
    await signInAs(page.context(), baseURL ?? "", admin);
    const address = `invited-${randomBytes(5).toString("hex")}@example.com`;

    await page.goto("/user-management");
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
    const invite = page.getByRole("form", { name: "Invite User" });
    await invite.getByLabel("E-mail address to invite").fill(address);
    // Without a role the invitation is refused, and the address typed is kept.
    await invite.getByRole("button", { name: "Invite User" }).click();
    await expect(invite.getByText("Choose at least one role")).toBeVisible();
    await expect(invite.getByLabel("E-mail address to invite")).toHaveValue(address);
    await invite.getByLabel("Order processor").check();
    await invite.getByRole("button", { name: "Invite User" }).click();
    await expect(page.getByTestId("toast")).toContainText("Invitation Sent");
    await page.getByLabel("Name or e-mail").fill(address);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row").filter({ hasText: address })).toContainText("Invited");
    await expect(page.getByRole("row").filter({ hasText: address })).toContainText("Order processor");

    const email = await testDb()
      .selectFrom("outgoing_emails")
      .select("text_body")
      .where("to_address", "=", address)
      .executeTakeFirstOrThrow();
    const link = email.text_body.match(/https?:\/\/\S+\/accept-invitation\?token=\S+/)?.[0] ?? "";
    expect(link).not.toBe("");
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }),
    ).toBeVisible();
    const signedIn = await testDb()
      .selectFrom("users")
      .select("email_confirmed_at")
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    expect(signedIn.email_confirmed_at).not.toBeNull();
  });

  test("a role given and taken changes the other person's admin menu; suspending ends their session at once", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const admin = await createTestUser({ roles: ["admin"] });
    const colleague = await createTestUser({ roles: ["inventory_manager"] });
    await signInAs(page.context(), baseURL ?? "", admin);
    const other = await newContext(browser, baseURL ?? "", javaScriptEnabled ?? true);
    await signInAs(other, baseURL ?? "", colleague);
    const theirs = await other.newPage();
    await theirs.goto("/admin");
    const theirNav = theirs.getByRole("navigation", { name: "Back office" });
    await expect(theirNav.getByRole("link", { name: "Products" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Messages" })).toHaveCount(0);

    await page.goto(`/admin/users?search=${colleague.email}`);
    await page.getByRole("link", { name: `Manage ${colleague.email}` }).click();
    const panel = page.getByRole("region", { name: "Test Farmer" });
    await panel.getByLabel("Customer support").check();
    await panel.getByRole("button", { name: "Save roles" }).click();
    await expect(page.getByTestId("toast")).toContainText("User roles updated successfully");
    await theirs.reload();
    await expect(theirNav.getByRole("link", { name: "Messages" })).toBeVisible();

    await panel.getByLabel("Customer support").uncheck();
    await panel.getByLabel("Inventory manager").uncheck();
    await panel.getByRole("button", { name: "Save roles" }).click();
    await expect(page.getByTestId("toast")).toContainText("User roles updated successfully");
    await theirs.reload();
    await expect(theirNav.getByRole("link", { name: "Products" })).toHaveCount(0);

    // Suspend: their very next request is signed out.
    await testDb().insertInto("user_roles").values({ user_id: colleague.id, role: "order_processor" }).execute();
    await theirs.goto("/admin");
    await expect(theirNav.getByRole("link", { name: "Orders" })).toBeVisible();
    await confirm(page, "Suspend", "Suspend");
    await expect(page.getByTestId("toast")).toContainText("User Suspended");
    await theirs.reload();
    await expect(theirs).toHaveURL(/\/admin\/login/);
    const sessions = await testDb().selectFrom("sessions").select("id").where("user_id", "=", colleague.id).execute();
    expect(sessions).toEqual([]);
    await other.close();
  });

  test("taking super admin from oneself is refused and the role stays", async ({ page, baseURL }) => {
    const boss = await createTestUser({ roles: ["super_admin"] });
    await signInAs(page.context(), baseURL ?? "", boss);
    await page.goto(`/admin/users?user=${boss.id}`);
    const panel = page.getByRole("region", { name: "Test Farmer" });
    await panel.getByLabel("Super admin").uncheck();
    await panel.getByRole("button", { name: "Save roles" }).click();
    await expect(page.getByRole("alert")).toContainText("Failed to update user roles");
    const roles = await testDb().selectFrom("user_roles").select("role").where("user_id", "=", boss.id).execute();
    expect(roles.map((row) => row.role)).toEqual(["super_admin"]);
  });
});

test.describe("the audit log", () => {
  test("an admin's role change shows in the log, filtered by person, with before and after and a link to the user", async ({
    page,
    baseURL,
  }) => {
    const admin = await createTestUser({ roles: ["admin"] });
    const colleague = await createTestUser({ roles: ["order_processor"] });
    await signInAs(page.context(), baseURL ?? "", admin);
    await page.goto(`/admin/users?user=${colleague.id}`);
    const panel = page.getByRole("region", { name: "Test Farmer" });
    await panel.getByLabel("Financial officer").check();
    await panel.getByRole("button", { name: "Save roles" }).click();
    await expect(page.getByTestId("toast")).toContainText("User roles updated successfully");

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByLabel("Person").selectOption({ label: admin.email });
    await page.getByRole("button", { name: "Filter" }).click();
    const rows = page.getByRole("region", { name: "Changes" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    // In words (decision 0107): the action, then "Roles: before → after".
    await expect(rows.nth(1)).toContainText("User's roles changed");
    await expect(rows.nth(1)).toContainText("Roles: Order processor → Order processor, Financial officer");
    await rows.nth(1).getByRole("link", { name: /Open/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users\\?user=${colleague.id}$`));
    await expect(page.getByRole("region", { name: "Test Farmer" }).getByLabel("Financial officer")).toBeChecked();
  });
});

test.describe("back-office clients", () => {
  test("support finds a client, changes the discount, and edits a delivery location to see the new fee", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const support = await createTestUser({ roles: ["customer_support"] });
    const customer = await createTestUser();
    const tag = randomBytes(4).toString("hex");
    await testDb()
      .insertInto("client_profiles")
      .values({
        id: randomUUID(),
        user_id: customer.id,
        client_code: `CL-E2E${tag}`,
        first_name: "Thandi",
        last_name: `Mokoena${tag}`,
        email: customer.email,
      })
      .execute();
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: customer.id,
        location_name: "Farm",
        address_line_1: "Plot 7",
        latitude: -25.742,
        longitude: 28.5347,
        province: "Gauteng",
        delivery_fee_cents: 1000,
        distance_km: 1,
        is_default: 1,
      })
      .execute();
    await signInAs(page.context(), baseURL ?? "", support);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Clients" }).click();
    await page.getByLabel("Name, e-mail, client code, phone or company").fill(`CL-E2E${tag}`);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: `Thandi Mokoena${tag}` }).click();
    await page.getByRole("link", { name: "Edit profile" }).click();
    await page.getByLabel("Delivery discount (%)").fill("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Client profile updated successfully");
    await expect(page.getByTestId("client-profile")).toContainText("Delivery discount: 12%");

    await page.getByRole("link", { name: "Edit Farm" }).click();
    await page.getByLabel("Latitude").fill("-23.9045");
    await page.getByLabel("Longitude").fill("29.4689");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Delivery location updated");
    const location = page.getByTestId("client-location");
    await expect(location).toContainText(/\d{3}\.\d km/);
    await expect(location).not.toContainText("1.0 km");
  });

  test("the discount staff set shows at that client's checkout", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const support = await createTestUser({ roles: ["customer_support"] });
    const customer = await createTestUser();
    const tag = randomBytes(4).toString("hex");
    await testDb()
      .insertInto("client_profiles")
      .values({
        id: randomUUID(),
        user_id: customer.id,
        client_code: `CL-DSC${tag}`,
        first_name: "Sipho",
        last_name: `Discount${tag}`,
        email: customer.email,
      })
      .execute();
    await testDb()
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: customer.id,
        location_name: "Home farm",
        address_line_1: "Plot 12, Rayton Road",
        latitude: -25.745,
        longitude: 28.53,
        is_default: 1,
        delivery_method: "simple",
      })
      .execute();
    const theirs = await newContext(browser, baseURL ?? "", javaScriptEnabled ?? true);
    await signInAs(theirs, baseURL ?? "", customer);
    const shopper = await theirs.newPage();
    const product = await createTestProduct({ name: `Discount Dairy Meal ${tag}`, priceCents: 41_000, sizeKg: 40 });
    await shopper.goto(`/product/${product.wsCode}`);
    await shopper.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
    await expect(shopper.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText("Cart (1)");
    await shopper.goto("/cart/checkout");
    await shopper.getByRole("button", { name: "Continue to review" }).click();
    await expect(shopper.getByTestId("review-delivery")).toBeVisible();
    await expect(shopper.getByTestId("review-discount")).toHaveCount(0);

    await signInAs(page.context(), baseURL ?? "", support);
    await page.goto(`/admin/clients?search=CL-DSC${tag}`);
    await page.getByRole("link", { name: `Sipho Discount${tag}` }).click();
    await page.getByRole("link", { name: "Edit profile" }).click();
    await page.getByLabel("Delivery discount (%)").fill("25");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Client profile updated successfully");

    await shopper.goto("/cart/checkout");
    await shopper.getByRole("button", { name: "Continue to review" }).click();
    await expect(shopper.getByTestId("review-discount")).toBeVisible();
    await theirs.close();
  });
});
