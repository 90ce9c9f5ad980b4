import { readFileSync } from "node:fs";
import type { Browser, Locator } from "@playwright/test";
import { sql } from "kysely";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

/** The English words of the content pages (the catalogue; Playwright reads no JSON module). */
const enContent = JSON.parse(readFileSync("app/locales/en/content.json", "utf8")) as { [key: string]: string };

/**
 * Issue 46, point 1: on a 360 x 740 phone (device pixel ratio 2 and 3, JavaScript on and off)
 * the goods are on the first screen: the search field and the first product card on the home
 * page; the name, price, stock and Add to cart on a product page; the product tabs on one row.
 */
const VIEWPORT = { width: 360, height: 740 };
const FIRST_SCREEN = VIEWPORT.height;

async function phoneContext(browser: Browser, baseURL: string, deviceScaleFactor: number, javaScriptEnabled: boolean) {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    // A network address of its own, as every test has (tests/support/e2e-test.ts).
    extraHTTPHeaders: { "X-Forwarded-For": `10.46.${deviceScaleFactor}.${javaScriptEnabled ? 1 : 2}` },
  });
}

/** The element's bottom edge in CSS pixels from the top of the page, as first drawn (no scrolling). */
async function bottomOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return Math.round(box.y + box.height);
}

/** A product customers have reviewed, so its tab row carries "Reviews (n)". */
async function reviewedProductCode(): Promise<string> {
  const row = await testDb()
    .selectFrom("product_reviews")
    .innerJoin("products", "products.id", "product_reviews.product_id")
    .select("products.ws_code")
    .where("product_reviews.is_approved", "=", 1)
    .where("products.is_active", "=", 1)
    .orderBy(sql`length(products.product_name)`, "desc")
    .executeTakeFirstOrThrow();
  return row.ws_code;
}

for (const deviceScaleFactor of [2, 3]) {
  test(`home page at 360 x 740, ratio ${deviceScaleFactor}: the search and the first product card are on the first screen`, async ({
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const context = await phoneContext(browser, baseURL ?? "", deviceScaleFactor, javaScriptEnabled);
    const page = await context.newPage();
    // A first visit: the welcome is shown too.
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search products" });
    const card = page.locator("#featured article").first();
    const name = card.getByRole("heading");
    const price = card.getByText(/^R\s?[\d\s]+\.\d\d$/).first();
    const addToCart = card.getByRole("button", { name: /^Add to cart/ });
    const positions = {
      search: await bottomOf(search),
      name: await bottomOf(name),
      price: await bottomOf(price),
      addToCart: await bottomOf(addToCart),
    };
    test.info().annotations.push({ type: "positions", description: JSON.stringify(positions) });
    for (const [what, bottom] of Object.entries(positions)) {
      expect.soft(bottom, `${what} ends at ${bottom} px`).toBeLessThanOrEqual(FIRST_SCREEN);
    }
    // Nothing empty shown to customers: without a video there is no video spot at all.
    await expect(page.getByText(enContent["about.noVideo"] ?? "about.noVideo")).toHaveCount(0);
    await context.close();
  });

  for (const signedIn of [false, true]) {
    test(`product page at 360 x 740, ratio ${deviceScaleFactor}, ${signedIn ? "signed in" : "signed out"}: name, price, stock and Add to cart on the first screen, the tabs on one row`, async ({
      browser,
      baseURL,
      javaScriptEnabled,
    }) => {
      const context = await phoneContext(browser, baseURL ?? "", deviceScaleFactor, javaScriptEnabled);
      if (signedIn) await signInAs(context, baseURL ?? "", await createTestUser());
      const page = await context.newPage();
      for (const code of ["WS000012", await reviewedProductCode()]) {
        await page.goto(`/product/${code}`);
        const addToCart = page.getByRole("main").getByRole("button", { name: /^(Add to cart|Out of Stock)/ });
        const positions = {
          name: await bottomOf(page.getByRole("heading", { level: 1 })),
          price: await bottomOf(page.getByTestId("product-price")),
          stock: await bottomOf(
            page
              .getByRole("main")
              .getByText(/^(In stock|Out of Stock)$/)
              .first(),
          ),
          quantity: await bottomOf(page.getByRole("spinbutton", { name: "Quantity" })),
          addToCart: await bottomOf(addToCart),
        };
        test.info().annotations.push({ type: `positions ${code}`, description: JSON.stringify(positions) });
        for (const [what, bottom] of Object.entries(positions)) {
          expect.soft(bottom, `${code}: ${what} ends at ${bottom} px`).toBeLessThanOrEqual(FIRST_SCREEN);
        }

        // The tabs (with JavaScript) or the links to the sections (without) share one row.
        const tabs = javaScriptEnabled
          ? page.getByRole("tab")
          : page.getByRole("navigation", { name: "Product information" }).getByRole("link");
        await expect(tabs).toHaveCount(4);
        const tops = new Set<number>();
        for (const tab of await tabs.all()) {
          const box = await tab.boundingBox();
          if (box) tops.add(Math.round(box.y));
        }
        expect([...tops], `${code}: the tabs' tops`).toHaveLength(1);
      }
      await context.close();
    });
  }
}
