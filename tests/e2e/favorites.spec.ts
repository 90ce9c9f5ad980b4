import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

type DemoProduct = { id: string; wsCode: string; name: string };

/** Active demo products, read only (each test favourites them for its own new user). */
async function demoProducts(count: number, offset = 0): Promise<DemoProduct[]> {
  const rows = await testDb()
    .selectFrom("products")
    .select(["id", "ws_code", "product_name", "website_title"])
    .where("is_active", "=", 1)
    .orderBy("ws_code")
    .offset(offset)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({ id: row.id, wsCode: row.ws_code, name: row.website_title || row.product_name }));
}

async function favoritesOf(userId: string): Promise<string[]> {
  const rows = await testDb().selectFrom("favorites").select("product_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.product_id);
}

const heart = (page: Page, pressed: boolean) =>
  page.getByRole("button", { name: pressed ? "Remove from favourites" : "Add to favourites", exact: true });

test.describe("favorites", () => {
  test("a customer hearts a product on its page, finds it in My Favorites and removes it from the card", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    const [product] = await demoProducts(1, 3);
    if (!product) throw new Error("the demo catalogue has products");

    await page.goto(`/product/${product.wsCode}`);
    await expect(heart(page, false)).toHaveAttribute("aria-pressed", "false");
    await heart(page, false).click();
    await expect(heart(page, true)).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(new RegExp(`/product/${product.wsCode}$`));
    if (javaScriptEnabled) {
      // Updated in place: no redirect, so no toast.
      await expect(page.getByTestId("toast")).toHaveCount(0);
    } else {
      await expect(page.getByTestId("toast")).toContainText("Added to favourites");
    }
    await expect.poll(() => favoritesOf(user.id)).toEqual([product.id]);

    await page.goto("/favorites");
    await expect(page.getByRole("heading", { name: "My Favourites" })).toBeVisible();
    const card = page.locator("article").filter({ hasText: product.wsCode });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", `/product/${product.wsCode}`);
    await card.getByRole("button", { name: "Remove from favourites", exact: true }).click();

    await expect(page.getByText("No favourites yet")).toBeVisible();
    // Without JavaScript the redirect ends at the card's place on the list (issue 46).
    await expect(page).toHaveURL(javaScriptEnabled ? /\/favorites$/ : new RegExp(`/favorites#product-${product.id}$`));
    if (!javaScriptEnabled) await expect(page.getByTestId("toast")).toContainText("Removed from favourites");
    await expect.poll(() => favoritesOf(user.id)).toEqual([]);
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    await page.getByRole("main").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the heart on a list brings the customer back to its card, not to the top of the page", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/products");
    const card = page.locator("main article").last();
    const cardId = await card.getAttribute("id");
    expect(cardId).toMatch(/^product-/);
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: "Add to favourites", exact: true }).click();
    await expect(
      page.locator(`[id="${cardId}"]`).getByRole("button", { name: "Remove from favourites", exact: true }),
    ).toBeVisible();
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(new RegExp(`/products#${cardId}$`));
      await expect(page.getByTestId("toast")).toContainText("Added to favourites");
    }
    await expect(page.locator(`[id="${cardId}"]`)).toBeInViewport();
    await expect.poll(async () => (await favoritesOf(user.id)).length).toBe(1);
  });

  test("My Favorites shows 12 at a time, newest first, and 'Load More Favorites' shows the rest", async ({
    page,
    context,
    baseURL,
  }) => {
    const user = await createTestUser();
    const products = await demoProducts(13, 20);
    const start = Date.now() - 60 * 60 * 1000;
    await testDb()
      .insertInto("favorites")
      .values(
        products.map((product, index) => ({
          user_id: user.id,
          product_id: product.id,
          created_at: new Date(start + index * 1000).toISOString(),
        })),
      )
      .execute();
    await signInAs(context, baseURL ?? "", user);

    await page.goto("/favorites");
    const cards = page.getByRole("main").locator("article");
    await expect(cards).toHaveCount(12);
    const newest = products[12];
    const oldest = products[0];
    if (!newest || !oldest) throw new Error("13 products");
    await expect(cards.first()).toContainText(newest.wsCode);
    await expect(page.getByRole("main").getByText(oldest.wsCode)).toHaveCount(0);
    await expect(page.getByTestId("favorites-count")).toHaveText("Showing 12 of 13 favourites");
    for (const button of await cards.getByTestId("favorite-button").all()) {
      await expect(button).toHaveAttribute("aria-pressed", "true");
    }

    await page.getByRole("link", { name: "Load More Favourites" }).click();
    await expect(page).toHaveURL(/\/favorites\?show=24$/);
    await expect(cards).toHaveCount(13);
    await expect(cards.last()).toContainText(oldest.wsCode);
    await expect(page.getByRole("link", { name: "Load More Favourites" })).toHaveCount(0);
  });

  test("a visitor who presses the heart signs in and comes back to the product", async ({ page }) => {
    const user = await createTestUser();
    const [product] = await demoProducts(1, 5);
    if (!product) throw new Error("the demo catalogue has products");

    await page.goto(`/product/${product.wsCode}`);
    await heart(page, false).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fproduct%2F${product.wsCode}$`));
    await expect(page.getByTestId("toast")).toContainText("Sign in to save products to your favourites.");

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.wsCode}$`));
    await heart(page, false).click();
    await expect(heart(page, true)).toBeVisible();
    await expect.poll(() => favoritesOf(user.id)).toEqual([product.id]);
  });

  test("My Favorites asks visitors to sign in first", async ({ page }) => {
    await page.goto("/favorites?show=24");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffavorites%3Fshow%3D24$/);
  });
});
