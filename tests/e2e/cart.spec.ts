import { effectivePriceCents, vatIncludedCents } from "../../app/catalog/pricing";
import { formatRand } from "../../app/platform/format";
import { createTestUser, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

type DemoProduct = { id: string; wsCode: string; name: string; priceCents: number };

/** Demo products these tests only read (each test has its own cart, so they can share them). */
async function demoProducts(where: { inStock: boolean }, count: number): Promise<DemoProduct[]> {
  const rows = await testDb()
    .selectFrom("products")
    .select([
      "id",
      "ws_code",
      "product_name",
      "website_title",
      "incl_price_cents",
      "special_price_cents",
      "is_special_discount",
    ])
    .where("is_active", "=", 1)
    .where("stock_available", "=", where.inStock ? 1 : 0)
    .orderBy("ws_code")
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({
    id: row.id,
    wsCode: row.ws_code,
    name: row.website_title || row.product_name,
    priceCents: effectivePriceCents(row),
  }));
}

/**
 * Posts the add-to-cart form as `<AddToCartForm>` does, with the page's cookies, and opens the
 * page it redirects to (so the toast is seen there, as after a real form post).
 */
async function addToCart(page: Page, baseURL: string, product: DemoProduct, quantity: number) {
  const response = await page.request.post("/cart", {
    form: { intent: "add", productId: product.id, quantity: String(quantity), redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto(response.headers().location ?? "/");
}

const cartLink = (page: Page) => page.getByRole("link", { name: /^Cart \(\d+\)$/ });
const line = (page: Page, product: DemoProduct) => page.getByTestId("cart-line").filter({ hasText: product.wsCode });

test("a visitor fills a cart, changes and removes lines, and finds it again after signing in", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const [feed, other] = await demoProducts({ inStock: true }, 2);
  if (!feed || !other) throw new Error("the demo catalogue has in-stock products");

  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "cart")).toBe(false);

  await addToCart(page, origin, feed, 2);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Added to cart");
  await expect(toast).toContainText(`2x ${feed.name} added to your cart`);
  const cartCookie = (await context.cookies()).find((cookie) => cookie.name === "cart");
  expect(cartCookie?.httpOnly).toBe(true);

  await addToCart(page, origin, other, 1);
  await expect(cartLink(page)).toHaveText("Cart (3)");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(line(page, feed).getByRole("link", { name: feed.name })).toHaveAttribute(
    "href",
    `/product/${feed.wsCode}`,
  );
  await expect(line(page, feed).getByTestId("cart-line-total")).toHaveText(formatRand(2 * feed.priceCents));
  const subtotal = 2 * feed.priceCents + other.priceCents;
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatRand(subtotal));
  await expect(page.getByText("VAT included (15%)")).toBeVisible();
  await expect(page.getByTestId("cart-vat")).toHaveText(formatRand(vatIncludedCents(subtotal)));
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/cart/checkout");
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");

  await line(page, feed).getByLabel(`Quantity of ${feed.name}`).fill("3");
  await line(page, feed)
    .getByRole("button", { name: `Update quantity of ${feed.name}` })
    .click();
  await expect(toast).toContainText(`${feed.name}: quantity 3.`);
  await expect(cartLink(page)).toHaveText("Cart (4)");
  await expect(line(page, feed).getByTestId("cart-line-total")).toHaveText(formatRand(3 * feed.priceCents));

  await line(page, other)
    .getByRole("button", { name: `Remove ${other.name}` })
    .click();
  await expect(toast).toContainText(`${other.name} was removed from your cart.`);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(cartLink(page)).toHaveText("Cart (3)");
  await expect(page.getByTestId("cart-subtotal")).toHaveText(formatRand(3 * feed.priceCents));

  const user = await createTestUser();
  await page.goto("/login?redirectTo=/cart");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(cartLink(page)).toHaveText("Cart (3)");
  await expect(line(page, feed).getByLabel(`Quantity of ${feed.name}`)).toHaveValue("3");
  expect((await context.cookies()).some((cookie) => cookie.name === "cart")).toBe(false);

  const carts = await testDb()
    .selectFrom("carts")
    .innerJoin("cart_items", "cart_items.cart_id", "carts.id")
    .select(["carts.id", "carts.user_id", "cart_items.product_id", "cart_items.quantity"])
    .where((eb) => eb.or([eb("carts.user_id", "=", user.id), eb("carts.id", "=", decodeCartId(cartCookie?.value))]))
    .execute();
  expect(carts.map((row) => [row.user_id, row.product_id, row.quantity])).toEqual([[user.id, feed.id, 3]]);
});

test("a shopper adds two from the product page's own form and goes back there with the toast", async ({ page }) => {
  const [, , feed] = await demoProducts({ inStock: true }, 3);
  if (!feed) throw new Error("the demo catalogue has in-stock products");
  await page.goto(`/product/${feed.wsCode}`);
  const form = page.locator('form[action="/cart"]');
  await form.getByLabel("Quantity").fill("2");
  await form.getByRole("button", { name: `Add to cart: ${feed.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${feed.wsCode}$`));
  await expect(page.getByTestId("toast")).toContainText(`2x ${feed.name} added to your cart`);
  await expect(cartLink(page)).toHaveText("Cart (2)");
  await cartLink(page).click();
  await expect(line(page, feed).getByLabel(`Quantity of ${feed.name}`)).toHaveValue("2");
});

/** The cookie holds the cart id as Remix writes cookie values: base64 of its JSON. */
function decodeCartId(value: string | undefined): string {
  return JSON.parse(Buffer.from(decodeURIComponent(value ?? ""), "base64").toString("utf8")) as string;
}

test("an empty cart says so, links to the products and the specials, and is not indexed", async ({ page, context }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("link", { name: "See the specials" })).toHaveAttribute("href", "/specials");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(cartLink(page)).toHaveText("Cart (0)");
  expect((await context.cookies()).some((cookie) => cookie.name === "cart")).toBe(false);
});

/** Text as React writes it into server-rendered HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

test("an out-of-stock product is refused with a message, and no cart is made", async ({ page, context, baseURL }) => {
  const [sold] = await demoProducts({ inStock: false }, 1);
  if (!sold) throw new Error("the demo catalogue has out-of-stock products");
  const response = await page.request.post("/cart", {
    form: { intent: "add", productId: sold.id, quantity: "1", redirectTo: "/" },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(escapeHtml(`Sorry, ${sold.name} is out of stock.`));
  expect((await context.cookies()).some((cookie) => cookie.name === "cart")).toBe(false);
});

test("a quantity box left at 0 is refused by the server with a message, and the line keeps its quantity", async ({
  page,
  baseURL,
}) => {
  const [feed] = await demoProducts({ inStock: true }, 1);
  if (!feed) throw new Error("the demo catalogue has in-stock products");
  await addToCart(page, baseURL ?? "", feed, 1);
  const box = line(page, feed).getByLabel(`Quantity of ${feed.name}`);
  await expect(box).toHaveAttribute("min", "1");
  // The browser itself stops 0 (min="1"); a request that gets past it still meets the server's check.
  const response = await page.request.post("/cart", {
    form: { intent: "update", productId: feed.id, quantity: "0" },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Please enter a whole number from 1 to 999.");
  await page.reload();
  await expect(line(page, feed).getByLabel(`Quantity of ${feed.name}`)).toHaveValue("1");
});

test("adding from a product grid on a phone keeps the shopper at the product", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/products");
  const inStock = page
    .getByRole("region", { name: "Products" })
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^Add to cart/ }) });
  const card = inStock.nth(9);
  const button = card.getByRole("button", { name: /^Add to cart/ });
  await button.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(1000);
  const cardId = await card.getAttribute("id");
  const before = await card.boundingBox();
  await button.click();

  await expect(page.getByTestId("toast")).toContainText("added to your cart");
  await expect(cartLink(page)).toHaveText("Cart (1)");
  await expect(card).toBeInViewport();
  if (javaScriptEnabled) {
    // Posted in place: the same page, and the card where it was on the screen (the browser keeps
    // it there when the toast appears above it).
    await expect(page).toHaveURL(/\/products$/);
    await expect(card.getByRole("status")).toHaveText("Added to your cart");
    await expect(card.getByRole("status")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo);
    const after = await card.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
    // The toast is on the screen where the shopper is, its Close a target of 24 px or more.
    await expect(page.getByTestId("toast")).toBeInViewport();
    const close = await page.getByTestId("toast").getByRole("button", { name: "Close" }).boundingBox();
    expect(close?.width).toBeGreaterThanOrEqual(24);
    expect(close?.height).toBeGreaterThanOrEqual(24);
  } else {
    // A new page, opened at the product the shopper added, which says so beside its button.
    await expect(page).toHaveURL(new RegExp(`/products#${cardId}$`));
    await expect(card.getByRole("status")).toContainText("added to your cart");
    await expect(card.getByRole("status")).toBeInViewport();
  }
});
