import type { Page, Request, Response } from "@playwright/test";
import { type ConnectionEstimate, isSlowConnection } from "../../app/platform/plain-links-when-slow";
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

function nonceOf(headers: Record<string, string>): string {
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  if (!nonce) throw new Error("the page's policy names no nonce");
  return nonce;
}

test("a new nonce for every page", async ({ request }) => {
  const first = (await request.get("/")).headers()["content-security-policy"];
  const second = (await request.get("/")).headers()["content-security-policy"];
  expect(first).not.toEqual(second);
});

test("a page served again from the shared-page cache has a nonce of its own and works as the first did", async ({
  browser,
  javaScriptEnabled,
}) => {
  // Another visitor's copy of the same page, as a first visit (no cookies). Parallel tests write to
  // the database, which empties the cache: ask again until a copy is served.
  const url = "/specials?sort=price-asc";
  const first = await browser.newContext({ javaScriptEnabled });
  const firstNonce = nonceOf((await first.request.get(url)).headers());
  await first.close();
  let context = await browser.newContext({ javaScriptEnabled });
  let page = await context.newPage();
  let response: Response | null = null;
  const errors: string[] = [];
  await expect
    .poll(
      async () => {
        await context.close();
        context = await browser.newContext({ javaScriptEnabled });
        page = await context.newPage();
        errors.length = 0;
        page.on("console", (message) => (message.type() === "error" ? errors.push(message.text()) : undefined));
        page.on("pageerror", (error) => errors.push(error.message));
        response = await page.goto(url);
        return response?.headers()["x-page-cache"];
      },
      { timeout: 30_000 },
    )
    .toBe("hit");

  const served = response as Response | null;
  if (!served) throw new Error("no page");
  const nonce = nonceOf(served.headers());
  expect(nonce).not.toBe(firstNonce);
  const html = await served.text();
  expect(html).not.toContain(firstNonce);
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(1);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Scripts run only when they carry the policy's nonce: with JavaScript the page hydrates.
  if (javaScriptEnabled) await page.waitForFunction(() => (window as MarkedWindow).__remixRouter?.state.initialized);
  expect(errors).toEqual([]);
  await context.close();
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

test("a first visit carries the stylesheet in the page; later pages link the file the browser has by then", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await (await context.request.get("/products")).text();
  expect(first).toContain('<style id="shop-css">');
  expect(first).not.toMatch(/<link rel="stylesheet" href="\/build\/_assets\/tailwind-/);
  expect(first).toMatch(/<link rel="prefetch" href="\/build\/_assets\/tailwind-[A-Z0-9]+\.css"\/>/);
  const later = await (await context.request.get("/specials")).text();
  expect(later).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/tailwind-[A-Z0-9]+\.css"\/>/);
  expect(later).not.toContain("shop-css");
  await context.close();
});

test("pages are styled on a first visit, after a link and on a later visit, without hydration errors", async ({
  browser,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // The page's main column is 72rem wide at most: only the stylesheet says so.
  const mainWidth = () => page.locator("main").evaluate((main) => getComputedStyle(main).maxWidth);

  await page.goto("/");
  await expect(page.locator("#shop-css")).toHaveCount(1);
  expect(await mainWidth()).toBe("1152px");
  await page.getByRole("banner").getByRole("link", { name: "Specials" }).click();
  await expect(page).toHaveURL(/\/specials$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await mainWidth()).toBe("1152px");

  await page.goto("/contact");
  await expect(page.locator("#shop-css")).toHaveCount(0);
  expect(await mainWidth()).toBe("1152px");
  expect(errors).toEqual([]);
  await context.close();
});

test("storefront pages preload at most 10 scripts, none of them an emptied module or a sliver", async ({
  playwright,
  baseURL,
}) => {
  for (const path of ["/", "/products", "/product/WS000012"]) {
    // Each a first page: a browser that had a page and ran none of its scripts gets none (decision 0101).
    const request = await playwright.request.newContext({ baseURL });
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length, path).toBeGreaterThan(3);
    // esbuild's chunks merged into a few files (decision 0061): 25 before, in waves of six.
    expect(scripts.length, path).toBeLessThanOrEqual(10);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      // What a module emptied for the browser (a .server module) compiles to when it gets a chunk.
      expect(body, `${path}: ${script}`).not.toContain("exports={}");
      // An empty or near-empty chunk costs a request for nothing.
      expect(body.length, `${path}: ${script}`).toBeGreaterThan(500);
    }
    await request.dispose();
  }
});

test("a browser that ran no script on its first page gets none on the next; one that ran them keeps them", async ({
  page,
}, testInfo) => {
  const scriptsOn = testInfo.project.name === "javascript-on";
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeAttached();
  // A new document (as every page is without scripts), not a client-side navigation.
  const next = await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const html = (await next?.text()) ?? "";
  expect(html.includes("window.__remixContext")).toBe(scriptsOn);
  expect(html.includes('rel="modulepreload"')).toBe(scriptsOn);
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
  // A basic phone's screen, two device pixels to the CSS pixel as most phones have (decision
  // 0099): what a customer on a slow network actually downloads first.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const finished: Promise<{ size: number; prefetch: boolean }>[] = [];
  const onFinished = (request: Request) => {
    finished.push(
      Promise.all([request.sizes(), request.headerValue("sec-purpose")]).then(([sizes, purpose]) => ({
        size: sizes.responseBodySize + sizes.responseHeadersSize,
        // The stylesheet fetched when idle for the next page (this one carries it inline) is what
        // the next page would otherwise fetch before it could paint: counted apart.
        prefetch: purpose?.includes("prefetch") ?? false,
      })),
    );
  };
  page.on("requestfinished", onFinished);
  await page.goto("/", { waitUntil: "networkidle" });
  // Nothing is asked of a request that finishes after this: the page is about to close.
  page.off("requestfinished", onFinished);
  const requests = await Promise.all(finished);
  const sum = (prefetch: boolean) =>
    requests.filter((request) => request.prefetch === prefetch).reduce((total, request) => total + request.size, 0);
  const total = sum(false);
  const ahead = sum(true);
  await context.close();
  expect(total).toBeGreaterThan(1_000);
  expect(total).toBeLessThanOrEqual(150 * 1024);
  expect(ahead).toBeLessThanOrEqual(12 * 1024);
});

type MarkedWindow = Window & {
  sameDocument?: boolean;
  __remixRouter?: { state: { initialized: boolean } };
};

/**
 * Opens the home page (hydrated, with JavaScript), marks the document, runs `beforeTap`, taps the
 * hero's "Shop Now" and waits for the products page. Answers whether the products page is still
 * the same document: a plain page load makes a new one, which has no mark.
 */
async function tapShopNow(page: Page, javaScriptEnabled: boolean, beforeTap?: () => Promise<void>) {
  await page.goto("/");
  if (javaScriptEnabled) await page.waitForFunction(() => (window as MarkedWindow).__remixRouter?.state.initialized);
  await page.evaluate(() => {
    (window as MarkedWindow).sameDocument = true;
  });
  await beforeTap?.();
  await page.getByRole("link", { name: "Shop Now" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  return page.evaluate(() => (window as MarkedWindow).sameDocument ?? false);
}

test("a link is a client-side navigation with JavaScript on a normal connection", async ({
  page,
  javaScriptEnabled,
}) => {
  expect(await tapShopNow(page, javaScriptEnabled)).toBe(javaScriptEnabled);
});

test("on a slow connection a link loads its page as a new document, with JavaScript too", async ({
  page,
  javaScriptEnabled,
}) => {
  const slowDown = async () => {
    // The browser's own estimate of its connection (the Network Information API), as a phone on
    // 2G reports it. DevTools' throttling moves Chromium's estimate only some of the time on a
    // busy machine, so the page is handed the estimate directly; the app's rule reads it as slow.
    const estimate: ConnectionEstimate = { effectiveType: "2g", rtt: 1500, downlink: 0.5 };
    expect(isSlowConnection(estimate)).toBe(true);
    await page.evaluate((connection) => {
      Object.defineProperty(navigator, "connection", { configurable: true, value: connection });
    }, estimate);
  };
  expect(await tapShopNow(page, javaScriptEnabled, slowDown)).toBe(false);
});

test("a tap on a link waits for the question about its route already on its way", async ({
  browser,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const asked: string[] = [];
  // The list's question about its links' routes is held until the visitor has tapped a product,
  // as on a slow phone network where the tap comes before the answer.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/__manifest?*", async (route) => {
    asked.push(route.request().url());
    if (asked.length === 1) await held;
    await route.continue();
  });
  await page.goto("/products", { waitUntil: "load" });
  if (!javaScriptEnabled) {
    // Without scripts there is no route discovery: the tap is a plain link.
    expect(asked).toEqual([]);
    await context.close();
    return;
  }
  await expect.poll(() => asked.length).toBe(1);
  const product = page.locator('main a[href^="/product/"]').first();
  const href = (await product.getAttribute("href")) ?? "";
  expect(asked[0]).toContain(encodeURIComponent(href));
  await product.click();
  release();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.locator("main h1")).toBeVisible();
  // One question for the product's route: the tap waited for the list's.
  expect(asked.filter((url) => url.includes(encodeURIComponent(href)))).toHaveLength(1);
  await context.close();
});

test("a page asks for the routes of its links once, however long the answer takes", async ({
  browser,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // Every answer a second late, as on a slow phone network: the page hydrates, and so changes,
  // while its question about its links' routes (Remix's route discovery) is on its way.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 1000,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") asked.push(request.url());
  });
  await page.goto("/products", { waitUntil: "load" });
  if (!javaScriptEnabled) {
    expect(asked).toEqual([]);
    await context.close();
    return;
  }
  // The answer has arrived once the product pages' route is known to the page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys((window as unknown as { __remixManifest: { routes: object } }).__remixManifest.routes),
      ),
    )
    .toContain("routes/product.$code");
  expect(asked).toHaveLength(1);
  await context.close();
});
