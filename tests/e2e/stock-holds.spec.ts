import { formatRand } from "../../app/platform/format";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

/**
 * Stock held for paying customers only (issue 47 point 2, decision 0103): more than half of a
 * product in an unpaid order is refused at Place order with why and what to do (a link to call
 * the store), the cart kept and nothing ordered; with JavaScript on and off.
 */
test("an unpaid order for more than half of a product is refused with what to do, and the cart is kept", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  const product = await createTestProduct({ name: "Hold Refusal Feed", priceCents: 10_000, stock: 10 });
  await page.goto(`/product/${product.wsCode}`);
  await page.getByLabel("Quantity").first().fill("6");
  await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
  await expect(page.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText("Cart (6)");

  await page.goto("/cart/checkout?fulfilment=collect&step=review");
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
  await page.getByRole("radio", { name: /^EFT \(bank transfer\)/ }).check();
  await page.getByRole("button", { name: `Place order: ${formatRand(60_000)}` }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Your order was not placed" });
  await expect(alert).toContainText("You can order at most 5 of Hold Refusal Feed to pay later.");
  await expect(alert).toContainText("To order more, call us on");
  await expect(alert.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
  expect(await testDb().selectFrom("orders").select("id").where("user_id", "=", user.id).execute()).toEqual([]);

  await page.goto("/cart");
  await expect(page.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText("Cart (6)");
});
