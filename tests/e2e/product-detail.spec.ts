import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

/** A demo product (read only: no test changes demo rows) matching the condition. */
async function demoProduct(options: { active?: boolean; inStock?: boolean; withDescription?: boolean } = {}) {
  let query = testDb()
    .selectFrom("products")
    .select(["id", "ws_code", "product_name", "website_title", "seo_title"])
    .where("is_active", "=", options.active === false ? 0 : 1)
    .orderBy("ws_code");
  if (options.inStock !== undefined) query = query.where("stock_available", "=", options.inStock ? 1 : 0);
  if (options.withDescription)
    query = query.where("long_description", "is not", null).where("product_size", "is not", null);
  const product = await query.executeTakeFirstOrThrow();
  return { ...product, name: product.website_title || product.product_name };
}

/** With JavaScript the sections are tabs; without it they are all on the page. */
async function openSection(page: Page, javaScriptEnabled: boolean, name: string) {
  if (javaScriptEnabled) {
    await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
    return page.getByRole("tabpanel", { name: new RegExp(`^${name}`) });
  }
  const links = page.getByRole("navigation", { name: "Product information" });
  await expect(links.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
    "href",
    `#${name.toLowerCase()}`,
  );
  return page.locator(`section#${name.toLowerCase()}`);
}

test.describe("the product page", () => {
  test("opens by ws_code; the UUID, a lower-case code and /products/{id} all land on /product/{ws_code}", async ({
    page,
  }) => {
    const product = await demoProduct();
    const response = await page.goto(`/product/${product.ws_code}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`WS code: ${product.ws_code}`)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(product.seo_title ?? `${product.name} | Donkerhoek Farm Supplies`);

    for (const address of [
      `/product/${product.id}`,
      `/product/${product.ws_code.toLowerCase()}`,
      `/products/${product.id}`,
    ]) {
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`/product/${product.ws_code}$`));
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    }
  });

  test("an unknown product and an inactive one answer 404 with the not-found page", async ({ page }) => {
    const inactive = await demoProduct({ active: false });
    for (const address of ["/product/WS999999", `/product/${inactive.ws_code}`, `/products/${inactive.id}`]) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });

  test("an admin sees an inactive product with ?includeInactive=true, under a banner", async ({
    page,
    context,
    baseURL,
  }) => {
    const inactive = await demoProduct({ active: false });
    await signInAs(context, baseURL ?? "", await createTestUser({ roles: ["admin"] }));
    const response = await page.goto(`/product/${inactive.ws_code}?includeInactive=true`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("This product is inactive")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: inactive.name })).toBeVisible();
  });

  test("carries the canonical link, Open Graph tags and Product JSON-LD with the CSP nonce", async ({ page }) => {
    const product = await demoProduct();
    const response = await page.goto(`/product/${product.ws_code}`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/product/${product.ws_code}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${origin}/img/800/`),
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      sku: product.ws_code,
      offers: { priceCurrency: "ZAR", url: `${origin}/product/${product.ws_code}` },
    });
    expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);

    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    const html = (await response?.text()) ?? "";
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.some(([, attributes]) => attributes?.includes("application/ld+json"))).toBe(true);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("shows the description, specs and docs", async ({ page, javaScriptEnabled }) => {
    const product = await demoProduct({ withDescription: true });
    await page.goto(`/product/${product.ws_code}`);
    if (!javaScriptEnabled) {
      for (const name of ["Description", "Specs", "Docs", "Reviews"]) {
        await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
      }
    }
    const description = await openSection(page, javaScriptEnabled, "Description");
    await expect(description.locator("p").first()).not.toBeEmpty();
    const specs = await openSection(page, javaScriptEnabled, "Specs");
    await expect(specs.locator("dt", { hasText: "Size" })).toBeVisible();
    const docs = await openSection(page, javaScriptEnabled, "Docs");
    await expect(docs.getByText("No product documentation available.")).toBeVisible();
    if (javaScriptEnabled) await expect(specs).toBeHidden();
  });

  test("offers a quantity from 1; an out-of-stock product has a disabled 'Out of Stock' button", async ({ page }) => {
    const inStock = await demoProduct({ inStock: true });
    await page.goto(`/product/${inStock.ws_code}`);
    const quantity = page.getByLabel("Quantity");
    await expect(quantity).toHaveValue("1");
    await expect(quantity).toHaveAttribute("min", "1");
    await expect(page.getByRole("button", { name: `Add to cart ${inStock.name}` })).toBeEnabled();

    const soldOut = await demoProduct({ inStock: false });
    await page.goto(`/product/${soldOut.ws_code}`);
    const button = page.getByRole("button", { name: `Out of Stock ${soldOut.name}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/^Out of Stock/);
  });

  test("the picture links to its large version; with JavaScript it opens a zoomable full-screen viewer", async ({
    page,
    javaScriptEnabled,
  }) => {
    const product = await demoProduct();
    await page.goto(`/product/${product.ws_code}`);
    const main = page.getByTestId("product-main-image");
    await expect(main).toHaveAttribute("href", /^\/img\/800\/products\//);
    await expect(main.locator("img")).toHaveAttribute("fetchpriority", "high");
    if (!javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "View full screen" })).toHaveCount(0);
      return;
    }
    await page.getByRole("button", { name: "View full screen" }).click();
    const viewer = page.getByTestId("image-viewer");
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId("image-viewer-counter")).toHaveText("1 of 1");
    const zoom = page.getByTestId("image-viewer-zoom");
    await expect(zoom).toHaveText("100%");
    await page.keyboard.press("+");
    await expect(zoom).toHaveText("200%");
    await page.keyboard.press("+");
    await expect(zoom).toHaveText("400%");
    await page.keyboard.press("-");
    await expect(zoom).toHaveText("200%");
    await page.keyboard.press("0");
    await expect(zoom).toHaveText("100%");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });
});

test.describe("Lite mode", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("the page has no scripts and the smallest pictures, still linking to the large ones", async ({ page }) => {
    const product = await demoProduct();
    const response = await page.goto(`/product/${product.ws_code}`);
    const link = page.getByTestId("product-main-image");
    await expect(link.locator("img")).toHaveAttribute("src", /^\/img\/160\/products\//);
    await expect(link.locator("img")).not.toHaveAttribute("srcset", /.*/);
    await expect(link).toHaveAttribute("href", /^\/img\/800\//);
    const html = (await response?.text()) ?? "";
    expect(html).toContain('type="application/ld+json"');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });
});

test.describe("reviews on the product page", () => {
  test("a visitor is asked to log in, and comes back to the product after signing in", async ({
    page,
    javaScriptEnabled,
  }) => {
    const product = await demoProduct();
    const user = await createTestUser();
    await page.goto(`/product/${product.ws_code}`);
    const reviews = await openSection(page, javaScriptEnabled, "Reviews");
    await reviews.getByRole("link", { name: "Log in to write a review" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fproduct%2F${product.ws_code}$`));
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.ws_code}$`));
  });

  test("a signed-in customer writes a review, sees it marked pending, and the form is gone", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const product = await demoProduct({ inStock: true });
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto(`/product/${product.ws_code}`);
    const reviews = await openSection(page, javaScriptEnabled, "Reviews");
    const submit = reviews.getByRole("button", { name: "Submit Review" });
    // With JavaScript the button waits for a rating; without it the browser requires one.
    if (javaScriptEnabled) await expect(submit).toBeDisabled();
    await reviews.getByRole("radio", { name: "4 stars" }).check();
    await expect(submit).toBeEnabled();
    await reviews.getByLabel("Your review (optional)").fill("  Good value, the cattle like it.  ");
    await submit.click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Review Submitted");
    await expect(toast).toContainText("Your review has been submitted and is pending approval.");
    await expect(page).toHaveURL(new RegExp(`/product/${product.ws_code}#reviews$`));
    const panel = javaScriptEnabled
      ? page.getByRole("tabpanel", { name: /^Reviews/ })
      : page.locator("section#reviews");
    const mine = panel.getByTestId("review").filter({ hasText: "Your review" });
    await expect(mine).toContainText("Pending approval");
    await expect(mine).toContainText("Good value, the cattle like it.");
    await expect(panel.getByRole("button", { name: "Submit Review" })).toHaveCount(0);

    const stored = await testDb()
      .selectFrom("product_reviews")
      .select(["rating", "review_text", "is_approved"])
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toEqual([{ rating: 4, review_text: "Good value, the cattle like it.", is_approved: 0 }]);
  });
});

test("on a 360 px phone every section of the product is in reach: the tabs wrap, none is cut off", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/product/WS000012");
  // With JavaScript the sections are tabs; without, links to the sections below.
  const controls = javaScriptEnabled
    ? page.getByRole("tablist").getByRole("tab")
    : page.locator("nav", { has: page.getByRole("link", { name: "Reviews" }) }).getByRole("link");
  await expect(controls.last()).toBeVisible();
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let index = 0; index < count; index++) {
    const box = await controls.nth(index).boundingBox();
    expect(box, `control ${index}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  await expect(controls.filter({ hasText: "Reviews" })).toBeVisible();
});
