import { type ConnectionEstimate, isSlowConnection } from "../../app/platform/plain-links-when-slow";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";

/**
 * A message is shown once (issue 44, point 6): "Added to cart" on the page it answers, and not
 * again on the next page, after a reload, nor on a slow network where links load as documents.
 */

type MarkedWindow = Window & { sameDocument?: boolean; __remixRouter?: { state: { initialized: boolean } } };

const cartLink = (page: Page) => page.getByRole("link", { name: /^Cart \(\d+\)$/ });

/**
 * No toast on the page as it is now. Not `toHaveCount(0)`, which waits: with JavaScript a toast
 * closes itself after 5 s, so a toast shown again would pass it by waiting.
 */
async function noToastNow(page: Page) {
  expect(await page.getByTestId("toast").count()).toBe(0);
}

async function addToCart(page: Page, javaScriptEnabled: boolean, product: { wsCode: string; name: string }) {
  await page.goto(`/product/${product.wsCode}`);
  if (javaScriptEnabled) await page.waitForFunction(() => (window as MarkedWindow).__remixRouter?.state.initialized);
  await page
    .locator('form[action="/cart"]')
    .getByRole("button", { name: `Add to cart: ${product.name}` })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Added to cart");
  await expect(page.getByTestId("toast")).toContainText(product.name);
  await expect(cartLink(page)).toHaveText("Cart (1)");
}

/**
 * Taps the header's cart link and waits for the cart, its lines drawn; answers whether it is
 * still the same document (a client-side navigation) or a new one.
 */
async function tapCart(page: Page, product: { name: string }): Promise<boolean> {
  await page.evaluate(() => {
    (window as MarkedWindow).sameDocument = true;
  });
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toContainText(product.name);
  return page.evaluate(() => (window as MarkedWindow).sameDocument ?? false);
}

test("Added to cart is shown once: not on the next page, nor after a reload", async ({ page, javaScriptEnabled }) => {
  const product = await createTestProduct();
  await addToCart(page, javaScriptEnabled, product);

  expect(await tapCart(page, product)).toBe(javaScriptEnabled);
  await noToastNow(page);

  // The shop opened again: what the server sends has no toast in it.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('data-testid="toast"');
  await expect(page.getByTestId("cart-line")).toContainText(product.name);
  await noToastNow(page);
});

test("on a slow network, where links load as documents, the next tap shows no toast again", async ({
  page,
  javaScriptEnabled,
}) => {
  const product = await createTestProduct();
  await addToCart(page, javaScriptEnabled, product);
  // The browser's own estimate of its connection, as a phone on 2G reports it (platform.spec.ts).
  const estimate: ConnectionEstimate = { effectiveType: "2g", rtt: 1500, downlink: 0.5 };
  expect(isSlowConnection(estimate)).toBe(true);
  await page.evaluate((connection) => {
    Object.defineProperty(navigator, "connection", { configurable: true, value: connection });
  }, estimate);

  const document = page.waitForResponse((response) => new URL(response.url()).pathname === "/cart");
  expect(await tapCart(page, product)).toBe(false);
  expect(await (await document).text()).not.toContain('data-testid="toast"');
  await noToastNow(page);
});
