import type { Browser } from "@playwright/test";
import { laterVisit, servedPage } from "../support/e2e-bytes";
import { expect, type Page, test } from "../support/e2e-test";

/*
 * The product list and the specials page, on the demo catalogue (read only: other tests may run
 * alongside). Every flow runs with JavaScript on and off; where they differ, JavaScript submits a
 * changed select or checkbox at once and the plain page needs the button.
 */

const CREME = "Crème Horse Coat Conditioner 500ml – Shine and Detangle";

const filters = (page: Page) => page.getByRole("search", { name: "Filter products" });
const cards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

/** The prices the cards show, in cents (the first price on a card is what the shopper pays). */
async function shownPrices(page: Page): Promise<number[]> {
  const prices: number[] = [];
  for (const card of await cards(page).all()) {
    const text =
      (await card
        .getByText(/^R\s[\d\s]+\.\d\d$/)
        .first()
        .textContent()) ?? "";
    prices.push(Math.round(Number(text.replace(/[R\s]/g, "")) * 100));
  }
  return prices;
}

test("browse a category and narrow it to a subcategory", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page).toHaveTitle("All Products | Donkerhoek Farm Supplies");

  await filters(page).getByLabel("Category").selectOption({ label: "Tack & Saddlery" });
  if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/category=tack-and-saddlery/);
  await expect(page.getByRole("heading", { level: 1, name: "Tack & Saddlery" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
  await expect(breadcrumb.getByText("Tack & Saddlery")).toHaveAttribute("aria-current", "page");

  await filters(page).getByLabel("Subcategory").selectOption({ label: "Grooming" });
  if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/subcategory=grooming/);
  await expect(page.getByRole("heading", { level: 1, name: "Grooming" })).toBeVisible();
  await expect(cards(page).filter({ hasText: CREME })).toHaveCount(1);

  await filters(page).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(filters(page).getByLabel("Category")).toHaveValue("");
});

test('searching "creme" finds the crème conditioner', async ({ page }) => {
  await page.goto("/products");
  const search = filters(page).getByLabel("Search", { exact: true });
  await search.fill("creme");
  await search.press("Enter");
  await expect(page).toHaveURL(/search=creme/);
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "creme"' })).toBeVisible();
  await expect(cards(page).filter({ hasText: CREME })).toHaveCount(1);
  await expect(page.getByText(/^Showing 1–\d+ of \d+ products?$/)).toBeVisible();
});

test("a search that finds nothing says so and offers to clear the filters", async ({ page }) => {
  await page.goto(`/products?search=${encodeURIComponent('"(*xyzzyq-qwxzv*)"')}`);
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters and see all products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page)).toHaveCount(24);
});

test("filter by price and stock", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products?category=animal-feed");
  await filters(page).getByLabel("Minimum price").fill("100");
  await filters(page).getByLabel("Maximum price").fill("400");
  await filters(page).getByLabel("In stock only").check();
  if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/min=100&max=400&in_stock=1/);
  await expect(page).toHaveURL(/category=animal-feed/);

  await expect(cards(page).first()).toBeVisible();
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(10_000);
    expect(price).toBeLessThanOrEqual(40_000);
  }
  await expect(cards(page).getByText("Out of Stock", { exact: true })).toHaveCount(0);
  await expect(filters(page).getByLabel("In stock only")).toBeChecked();
  await expect(filters(page).getByLabel("Minimum price")).toHaveValue("100");
});

test("sort by price, low to high", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products?category=hardware");
  await page.getByLabel("Sort by").selectOption("price-low");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(page).toHaveURL(/category=hardware/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-low");
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test("page 2 through the page links keeps the sort", async ({ page }) => {
  await page.goto("/products?sort=price-high");
  await expect(page.getByText(/^Showing 1–24 of \d+ products$/)).toBeVisible();
  const firstPagePrices = await shownPrices(page);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/products\?sort=price-high&page=2$/);
  await expect(page.getByText(/^Showing 25–48 of \d+ products$/)).toBeVisible();
  const current = pager.getByText("2", { exact: true });
  await expect(current).toHaveAttribute("aria-current", "page");
  // The current page number stands out: white on the brand colour, never white on white.
  await expect(current).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(current).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
  const secondPagePrices = await shownPrices(page);
  expect(Math.min(...firstPagePrices)).toBeGreaterThanOrEqual(Math.max(...secondPagePrices));

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/products\?sort=price-high$/);
});

test("each page's first four cards load their images at once", async ({ page }) => {
  await page.goto("/products?page=2");
  const images = cards(page).locator("img");
  for (let i = 0; i < 4; i++) await expect(images.nth(i)).toHaveAttribute("loading", "eager");
  await expect(images.nth(4)).toHaveAttribute("loading", "lazy");
});

/**
 * The pictures a list page shows, as addresses: the first cards' images (as the browser chose
 * from their srcset) and the rest's backdrops.
 */
async function cardPictures(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const image = article.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      if (image) return new URL(image.currentSrc || image.src).pathname;
      const backdrop = article.querySelector<HTMLElement>("[style*='--card-picture']");
      return /url\("([^"]+)"\)/.exec(backdrop?.style.getPropertyValue("--card-picture") ?? "")?.[1] ?? "";
    }),
  );
}

/**
 * Opens /products on a phone and answers whether the list fetched only the pictures near the
 * screen with the page (at most 10 of 24), and the rest as it scrolled, drawn.
 */
async function expectPicturesAsTheListScrolls(
  browser: Browser,
  options: { javaScriptEnabled: boolean; saveData: boolean },
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: options.saveData ? { "Save-Data": "on" } : {},
  });
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "image") fetched.add(pathname);
  });
  await page.goto("/products", { waitUntil: "networkidle" });
  await expect(cards(page)).toHaveCount(24);
  const pictures = await cardPictures(page);
  expect(pictures.every((picture) => picture.startsWith("/"))).toBe(true);
  // Four rows' worth at most: at six at a time over HTTP/1.1, two round trips.
  expect(fetched.size).toBeGreaterThanOrEqual(4);
  expect(fetched.size).toBeLessThanOrEqual(10);

  // Scrolling down the list brings the rest, and they are drawn.
  for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
  await expect.poll(() => pictures.filter((picture) => !fetched.has(picture))).toEqual([]);
  // The backdrop the picture is drawn on (the card's picture has no words: its name is beside it).
  const last = cards(page).last().locator("[style*='--card-picture']");
  await expect(last).toHaveCSS("background-image", /url\(/);
  await context.close();
}

test("on a phone without scripting or in Lite mode a list fetches the pictures near the screen, the rest as it scrolls", async ({
  browser,
  javaScriptEnabled,
}) => {
  // With JavaScript on, Lite mode (the browser has scripting, the page has none): Chromium would
  // load lazy images from 2,500 px away on a slow network. With it off, loading="lazy" is ignored.
  await expectPicturesAsTheListScrolls(browser, { javaScriptEnabled, saveData: javaScriptEnabled });
});

test("on a phone with scripting a list fetches the pictures near the screen, the rest as it scrolls", async ({
  browser,
  javaScriptEnabled,
}) => {
  // The full page, scripts and all: the pictures below the fold must not compete with them.
  // (Without JavaScript this is the case above, in a browser that has scripting off.)
  await expectPicturesAsTheListScrolls(browser, { javaScriptEnabled, saveData: false });
});

test("on a phone the filters sit in a drawer that closes on the results once a filter is chosen", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/products");
  const category = filters(page).getByLabel("Category");
  await expect(category).toBeHidden();
  await expect(page.getByLabel("Sort by")).toBeVisible();
  await filters(page).getByText("Filters", { exact: true }).click();
  await expect(category).toBeVisible();

  // Choosing applies itself with JavaScript (Apply without); either way the drawer closes, with
  // the filter counted on it, and the first results are on the screen.
  await category.selectOption({ label: "Animal Feed" });
  if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=animal-feed/);
  await expect(filters(page).getByText("Filters (1)")).toBeVisible();
  await expect(filters(page).getByLabel("Category", { exact: true })).toBeHidden();
  if (javaScriptEnabled) {
    await expect(page.getByRole("region", { name: "Products" }).getByRole("article").first()).toBeInViewport();
  }
});

test("the specials page shows how many offers there are and sorts them", async ({ page, javaScriptEnabled }) => {
  await page.goto("/specials");
  await expect(page).toHaveTitle("Special Offers | Donkerhoek Farm Supplies");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  const found = page.getByText(/^\d+ products? found$/);
  await expect(found).toBeVisible();
  const count = Number((await found.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(Math.min(count, 24));
  await expect(cards(page).getByText(/^Save \d+%$/)).toHaveCount(Math.min(count, 24));

  await page.getByLabel("Sort by").selectOption("discount");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/\/specials\?sort=discount$/);
  const savings = (
    await cards(page)
      .getByText(/^Save \d+%$/)
      .allTextContents()
  ).map((text) => Number(text.match(/\d+/)?.[0]));
  expect(savings).toEqual([...savings].sort((a, b) => b - a));
  await expect(page.getByLabel("Sort by").locator("option")).toHaveText([
    "Featured",
    "Price: Low to High",
    "Price: High to Low",
    "Biggest Discount",
  ]);
});

test("bad query values are ignored, never an error", async ({ request }) => {
  for (const query of [
    "sort=bogus&min=abc&max=-4&page=999999",
    "page=0&in_stock=maybe",
    "search=%22*(-%3AOR",
    "category=%00",
  ]) {
    const response = await request.get(`/products?${query}`);
    expect(response.status()).toBe(200);
  }
});

test("24 cards of /products weigh at most 20 KB as the server sends them gzipped, with a clean canonical link", async ({
  baseURL,
}) => {
  const url = `${baseURL}/products?utm_source=newsletter&fbclid=abc`;
  const { html, encoding, wireBytes } = await laterVisit(url);
  expect(html.match(/<article\b/g)).toHaveLength(24);
  expect(encoding).toBe("gzip");
  expect(wireBytes).toBeLessThanOrEqual(20 * 1024);
  expect(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]).toBe(`${baseURL}/products`);
  // A first visit also carries the stylesheet (about 8 KB compressed) instead of linking it.
  const first = await servedPage(url);
  expect(first.html).toContain('<style id="shop-css">');
  expect(first.wireBytes).toBeLessThanOrEqual(29 * 1024);
});

test("with JavaScript a price slider moves the price fields and applies them", async ({ page, javaScriptEnabled }) => {
  await page.goto("/products");
  const sliders = page.getByTestId("price-sliders");
  if (!javaScriptEnabled) {
    await expect(sliders).toHaveCount(0);
    return;
  }
  const highest = page.getByRole("slider", { name: "Slide to set the highest price" });
  const top = Number(await highest.getAttribute("max"));
  await highest.focus();
  await highest.press("ArrowLeft");
  await expect(page).toHaveURL(/[?&]max=\d+/);
  const max = Number(new URL(page.url()).searchParams.get("max"));
  expect(max).toBeLessThan(top);
  await expect(filters(page).getByLabel("Maximum price")).toHaveValue(String(max));
  // The keyboard stays on the slider: the next step lowers the price again.
  await expect(highest).toBeFocused();
  await highest.press("ArrowLeft");
  await expect.poll(() => Number(new URL(page.url()).searchParams.get("max"))).toBeLessThan(max);
});
