import {
  COLLECT_FREE_FEE,
  FEE_QUOTE_BUTTON,
  FEE_QUOTE_FIELD_LABEL,
  unknownPlaceMessage,
} from "../../app/delivery/messages";
import { en } from "../support/cart-english";
import { testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";

// "What will delivery cost?" (decision 0093). The server under test has neither a geocoder nor a
// routing service: the list of places around the store and straight-line distances.

/** An in-stock demo product that gives its weight in kg (read only). */
async function weighedProduct() {
  const row = await testDb()
    .selectFrom("products")
    .select(["ws_code", "product_size"])
    .where("is_active", "=", 1)
    .where("stock_available", "=", 1)
    .where("product_unit", "=", "kg")
    .where("product_size", ">", 0)
    .where("product_size", "<", 50)
    .orderBy("ws_code")
    .executeTakeFirstOrThrow();
  return { wsCode: row.ws_code, kg: row.product_size ?? 0 };
}

async function askFor(page: Page, town: string) {
  const box = page.getByRole("region", { name: "What will delivery cost?" });
  await box.getByLabel(en(FEE_QUOTE_FIELD_LABEL)).fill(town);
  await box.getByRole("button", { name: en(FEE_QUOTE_BUTTON) }).click();
  return box;
}

/** The fees the box lists, by method, as the visitor reads them. */
async function feesIn(box: ReturnType<Page["getByRole"]>) {
  const rows = box.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "Collect at the store" })).toContainText(en(COLLECT_FREE_FEE));
  const fees: Record<string, string> = {};
  for (const name of ["Simple Distance", "Terrain Adjusted", "Load Based", "Premium Service"]) {
    const cell = box.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    await expect(cell).toHaveText(/^R\s\d/);
    fees[name] = (await cell.textContent()) ?? "";
  }
  return fees;
}

test.describe("the delivery fee before checkout, on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a visitor gets the fee on a product page, then the same fee for that one item in the cart", async ({
    page,
  }) => {
    const product = await weighedProduct();
    await page.goto(`/product/${product.wsCode}`);
    const onProduct = await askFor(page, "Bronkhorstspruit");
    await expect(page).toHaveURL(/\?deliveryTo=Bronkhorstspruit#delivery-cost$/);
    await expect(onProduct).toContainText("Delivery to Bronkhorstspruit");
    await expect(onProduct).toContainText(`One unit of this product (${product.kg} kg): a small (up to 50 kg) load.`);
    await expect(onProduct).toContainText("Earliest delivery day if you order today:");
    const productFees = await feesIn(onProduct);
    await expect(onProduct).toBeInViewport();
    // The box fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page
      .getByRole("button", { name: /^Add to cart/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();
    await page.getByRole("link", { name: "Cart (1)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    const inCart = await askFor(page, "Bronkhorstspruit");
    await expect(page).toHaveURL(/\/cart\?deliveryTo=Bronkhorstspruit#delivery-cost$/);
    await expect(inCart).toContainText(`Your cart (${product.kg} kg): a small (up to 50 kg) load.`);
    expect(await feesIn(inCart)).toEqual(productFees);
  });

  test("an unknown place is named, with the nearest town as the way forward", async ({ page }) => {
    const product = await weighedProduct();
    await page.goto(`/product/${product.wsCode}`);
    const box = await askFor(page, "Nowhereville");
    await expect(box.getByRole("alert")).toContainText(unknownPlaceMessage(en, "Nowhereville"));
    await expect(box.getByLabel(en(FEE_QUOTE_FIELD_LABEL))).toHaveValue("Nowhereville");
  });

  test("the footer links the delivery costs page, which prices a typical order and explains the fee", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Delivery costs" }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(page.getByRole("heading", { name: "How the fee is worked out" })).toBeVisible();
    const box = await askFor(page, "Cullinan");
    await expect(box).toContainText("A typical order of R500, weight not given: priced as a medium (50-200 kg) load.");
    await feesIn(box);
  });
});

test.describe("the phone's location", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    geolocation: { latitude: -25.742, longitude: 28.5347 },
    permissions: ["geolocation"],
  });

  test("'Use my location' prices delivery to where the phone is (with JavaScript); without it, the town field", async ({
    page,
    javaScriptEnabled,
  }) => {
    const product = await weighedProduct();
    await page.goto(`/product/${product.wsCode}`);
    const box = page.getByRole("region", { name: "What will delivery cost?" });
    await expect(box.getByLabel(en(FEE_QUOTE_FIELD_LABEL))).toBeVisible();
    const button = box.getByRole("button", { name: "Use my location" });
    if (!javaScriptEnabled) {
      await expect(button).toHaveCount(0);
      return;
    }
    await button.click();
    await expect(page).toHaveURL(/deliveryLat=-25\.742.*deliveryLng=28\.5347.*#delivery-cost$/);
    await expect(box).toContainText("Delivery to your location (GPS -25.742");
    await feesIn(box);
  });
});
