import { servedPage } from "../support/e2e-bytes";
import { exclusively } from "../support/e2e-exclusive";
import { createTestUser, signInAs } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

test("featured tabs and Load More are links that page through a tab", async ({ page }) => {
  await page.goto("/?tab=new");
  const featured = page.locator("#featured");
  const counter = featured.getByText(/^Showing \d+ of \d+ products$/);
  await expect(counter).toHaveText(/^Showing 8 of \d+ products$/);
  const total = Number((await counter.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(8);
  await expect(featured.getByRole("article")).toHaveCount(8);

  await featured.getByRole("link", { name: "Load More" }).click();
  await expect(page).toHaveURL(/tab=new&show=16/);
  await expect(counter).toHaveText(`Showing ${Math.min(16, total)} of ${total} products`);

  await featured.getByRole("link", { name: "Top Sellers" }).click();
  await expect(page).toHaveURL(/\?tab=top-sellers#featured$/);
  await expect(featured.getByRole("link", { name: "Top Sellers" })).toHaveAttribute("aria-current", "page");
  expect(await featured.getByRole("article").count()).toBeLessThanOrEqual(8);
});

test("the first four cards load their images at once, the rest lazily", async ({ page }) => {
  await page.goto("/?tab=new");
  const images = page.locator("#featured article img");
  for (let i = 0; i < 4; i++) await expect(images.nth(i)).toHaveAttribute("loading", "eager");
  await expect(images.nth(4)).toHaveAttribute("loading", "lazy");
  await expect(images.first()).toHaveAttribute("src", /^\/img\/320\//);
});

test("the welcome is shown on a first visit and stays dismissed", async ({ page }) => {
  await page.goto("/");
  const welcome = page.getByRole("dialog", { name: "Welcome to Donkerhoek Farm Supplies" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Dismiss" }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(welcome).toBeHidden();
});

test("the category grid leads to the category's products", async ({ page }) => {
  await page.goto("/");
  const grid = page.locator("details", { hasText: "Shop by Category" });
  await expect(grid.getByRole("link", { name: "Animal Feed" })).toHaveAttribute(
    "href",
    "/products?category=animal-feed",
  );
  await expect(grid.getByText("+2 more").first()).toBeVisible();
});

test("admins see the Admin Quick Access bar; customers do not", async ({ page, context, baseURL }) => {
  const customer = await createTestUser();
  await signInAs(context, baseURL ?? "", customer);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin Quick Access" })).toHaveCount(0);

  await context.clearCookies();
  const admin = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", admin);
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Admin Quick Access" });
  await expect(bar).toContainText(admin.email);
  await expect(bar.getByRole("link", { name: "Policy management" })).toHaveAttribute(
    "href",
    "/admin/policy-management",
  );
  await expect(bar.getByRole("link", { name: "Blog management" })).toHaveAttribute("href", "/admin/blog-management");
});

test("without an uploaded video file there is no video spot: nothing empty is shown to customers", async ({ page }) => {
  // The homepage has one active video for everyone: tests/e2e/admin-videos.spec.ts sets one under this lock.
  await exclusively("home-video", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await expect(page.getByRole("region", { name: "A look around the farm store" })).toHaveCount(0);
    await expect(page.getByText("No video available yet")).toHaveCount(0);
  });
});

test("the home page's HTML stays within 30 KB as the server sends it compressed", async ({ baseURL }) => {
  const page = await servedPage(`${baseURL}/`);
  expect(page.html).toContain("Featured Products");
  expect(page.encoding).toBe("gzip");
  expect(page.wireBytes).toBeLessThanOrEqual(30 * 1024);
});
