import { randomUUID } from "node:crypto";
import {
  LAST_VISIT_HEADING,
  LAST_VISIT_LINE_MARK,
  lastVisitRemovedToast,
  lastVisitSignInToast,
  lastVisitTotalChange,
} from "../../app/cart/messages";
import { formatRand } from "../../app/platform/format";
import { en } from "../support/cart-english";
import { createTestUser, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/**
 * No surprises in the cart (issue 44, point 5; decision 0094): a visitor's bag, an account whose
 * cart still held a saddle from an earlier visit, signing in through the real login form.
 */

const cartLink = (page: Page) => page.getByRole("link", { name: /^Cart \(\d+\)$/ });

async function addFromProductPage(page: Page, javaScriptEnabled: boolean, product: { wsCode: string; name: string }) {
  await page.goto(`/product/${product.wsCode}`);
  if (javaScriptEnabled) {
    await page.waitForFunction(
      () => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
    );
  }
  await page
    .locator('form[action="/cart"]')
    .getByRole("button", { name: `Add to cart: ${product.name}` })
    .click();
}

test("signing in shows what the last visit's cart brought on the cart and the checkout, and one tap takes it out", async ({
  page,
  javaScriptEnabled,
}) => {
  const tag = randomUUID().slice(0, 6);
  const bag = await createTestProduct({ name: `Dog Food 20 kg ${tag}`, priceCents: 23_995 });
  const saddle = await createTestProduct({ name: `Saddle ${tag}`, priceCents: 600_000 });
  const user = await createTestUser();
  const cartId = randomUUID();
  await testDb().insertInto("carts").values({ id: cartId, user_id: user.id }).execute();
  await testDb()
    .insertInto("cart_items")
    .values({ id: randomUUID(), cart_id: cartId, product_id: saddle.id, quantity: 1 })
    .execute();

  await addFromProductPage(page, javaScriptEnabled, bag);
  await expect(page.getByTestId("toast")).toContainText("Added to cart");
  await expect(cartLink(page)).toHaveText("Cart (1)");

  await page.goto("/login?redirectTo=/cart");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const signedIn = lastVisitSignInToast(en, 1);
  await expect(page.getByTestId("toast")).toContainText(signedIn.title);
  await expect(page.getByTestId("toast")).toContainText(signedIn.description ?? "");
  await expect(cartLink(page)).toHaveText("Cart (2)");

  const notice = page.getByTestId("last-visit-notice");
  await expect(notice.getByRole("heading", { name: en(LAST_VISIT_HEADING) })).toBeVisible();
  await expect(notice.getByTestId("last-visit-item")).toHaveCount(1);
  await expect(notice.getByTestId("last-visit-item")).toContainText(`1 x ${saddle.name}`);
  await expect(notice.getByTestId("last-visit-item")).toContainText(formatRand(600_000));
  await expect(notice.getByTestId("last-visit-total")).toHaveText(
    lastVisitTotalChange(en, formatRand(23_995), formatRand(623_995)),
  );
  const saddleLine = page.getByTestId("cart-line").filter({ hasText: saddle.wsCode });
  await expect(saddleLine.getByTestId("cart-line-last-visit")).toHaveText(en(LAST_VISIT_LINE_MARK));
  await expect(
    page.getByTestId("cart-line").filter({ hasText: bag.wsCode }).getByTestId("cart-line-last-visit"),
  ).toHaveCount(0);

  // The checkout lists them too, and one tap there takes them out and comes back to the checkout.
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(notice.getByTestId("last-visit-item")).toContainText(`1 x ${saddle.name}`);
  await expect(notice.getByTestId("last-visit-total")).toHaveText(
    lastVisitTotalChange(en, formatRand(23_995), formatRand(623_995)),
  );
  await notice.getByRole("button", { name: /^Remove them/ }).click();
  await expect(page.getByTestId("toast")).toContainText(lastVisitRemovedToast(en, 1).description ?? "");
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(cartLink(page)).toHaveText("Cart (1)");

  await page.getByRole("link", { name: "Back to cart" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText(bag.name);
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatRand(23_995));

  const rows = await testDb()
    .selectFrom("cart_items")
    .select(["product_id", "quantity", "from_last_visit"])
    .where("cart_id", "=", cartId)
    .execute();
  expect(rows).toEqual([{ product_id: bag.id, quantity: 1, from_last_visit: 0 }]);
});
