import { createTestUser, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

test("an unknown address answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("pages carry the security headers, and every script the nonce", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");

  const html = (await response?.text()) ?? "";
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("a new nonce for every page", async ({ request }) => {
  const first = (await request.get("/")).headers()["content-security-policy"];
  const second = (await request.get("/")).headers()["content-security-policy"];
  expect(first).not.toEqual(second);
});

test("a form posted from another site is refused with 403 and changes nothing", async ({ request }) => {
  const user = await createTestUser();
  const response = await request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const sessions = await testDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
  expect(sessions).toEqual([]);
});

test("the same form posted from this site works", async ({ request, baseURL }) => {
  const user = await createTestUser();
  const response = await request.post("/login", {
    form: { email: user.email, password: user.password },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["set-cookie"]).toContain("__session=");
});

test("with Save-Data: on the page is sent without any script", async ({ request }) => {
  const html = await (await request.get("/", { headers: { "Save-Data": "on" } })).text();
  expect(html).toContain("Shop Now");
  expect(html).not.toContain("<script");
  const normal = await (await request.get("/")).text();
  expect(normal).toContain("<script");
});

test("Lite mode switched on in the footer drops the scripts until switched off", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Switch on Lite mode (saves data)" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Lite mode is on: switch off" })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);

  await page.getByRole("button", { name: "Lite mode is on: switch off" }).click();
  await expect(page.getByRole("button", { name: "Switch on Lite mode (saves data)" })).toBeVisible();
});

test("pages ask for the network hints, and a slow connection gets Lite mode until switched off", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).request.get("/products");
  expect(first.headers()["accept-ch"]).toBe("Save-Data, ECT, RTT, Downlink");

  // The hints a phone on a 2G-like connection sends once asked (Chromium's own values).
  const context = await browser.newContext({ extraHTTPHeaders: { ECT: "2g", RTT: "2000", Downlink: "0.4" } });
  const page = await context.newPage();
  await page.goto("/products");
  const switchOff = page.getByRole("button", { name: "Lite mode is on for your slow connection: switch off" });
  await expect(switchOff).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);

  // Switched off, it stays off on the same slow connection.
  await switchOff.click();
  await expect(page.getByRole("button", { name: "Switch on Lite mode (saves data)" })).toBeVisible();
  await page.goto("/specials");
  await expect(page.getByRole("button", { name: "Switch on Lite mode (saves data)" })).toBeVisible();
  await context.close();
});

test("the health check answers when the database does", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok");
});

test("a cold first visit of the home page on a phone transfers at most 150 KB", async ({
  browser,
  javaScriptEnabled,
}) => {
  // A basic phone's screen: what a customer on a slow network actually downloads first.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  expect(total).toBeGreaterThan(1_000);
  expect(total).toBeLessThanOrEqual(150 * 1024);
});
