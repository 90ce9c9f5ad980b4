import { testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

// Issue 44, point 3: a visitor who prefers an e-mail account creates it from checkout and finds
// the cart again: the confirmation link lands on it. Plain links and forms: JavaScript on and off.

test("a visitor creates an e-mail account from checkout, confirms it, and lands back on the cart", async ({ page }) => {
  const product = await createTestProduct({ name: "E-mail Account Dairy Meal" });
  const email = `cart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`/product/${product.wsCode}`);
  await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
  await expect(page.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText("Cart (1)");

  await page.goto("/cart");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await page.getByRole("link", { name: "Sign in with your password" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcart%2Fcheckout/);
  await page.getByRole("link", { name: /Basic Account/ }).click();
  await page.getByLabel("First name").fill("Lerato");
  await page.getByLabel("Last name").fill("Nkosi");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Veld-Kraal-2026");
  await page.getByLabel("Confirm password").fill("Veld-Kraal-2026");
  await page.getByLabel(/I accept the Terms of Service/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for registering" })).toBeVisible();
  await expect(page.getByText("You can sign in straight away and place your first order")).toBeVisible();

  await expect
    .poll(
      async () =>
        (await testDb().selectFrom("outgoing_emails").select("id").where("to_address", "=", email).execute()).length,
    )
    .toBe(1);
  const mail = await testDb()
    .selectFrom("outgoing_emails")
    .select("text_body")
    .where("to_address", "=", email)
    .executeTakeFirstOrThrow();
  const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)?.[0] ?? "");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(product.name).first()).toBeVisible();
});
