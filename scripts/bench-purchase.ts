/**
 * npm run bench -- --purchase [--runs 3]: the bytes a whole purchase costs a new visitor on a phone.
 *
 * Chromium at 360 px, an empty cache at the start and the browser's cache kept through the visit,
 * as a customer's phone keeps it: the home page, a search, a product from the results, Add to cart,
 * the cart, signing in (an account made for the bench), checkout collecting at the store, Place
 * order and the confirmation. Every step is a tap or a typed search, as a customer does it, so with
 * JavaScript the pages after the first come as Remix's data requests rather than documents.
 *
 * Once each with JavaScript, without, in Lite mode (JavaScript on, Lite switched on before the
 * first page, which the shop answers with its plain pages: decision 0044), and with Lite switched
 * on from the home page's footer ("lite-footer": the bytes after the switch are the rest of the
 * visit's, which should cost what Lite costs). Each at device pixel ratio 2 (most phones) and 3,
 * with the browser's cache kept through the visit and with none. Prints the bytes that went over
 * the network (headers and compressed bodies, as Chromium counts them), by type, the median of
 * `runs` visits, against the budgets at ratio 2 with the cache kept (200 KB with
 * JavaScript, 100 KB without, 75 KB in Lite mode: decision 0099).
 *
 * `--verbose` lists every request of the median visit (type, bytes, compression, address) to show
 * where the bytes go; `--modes javascript,lite` measures some of the modes only, `--ratios 2` some
 * of the ratios.
 *
 * Needs the production build (`npm run build`) and Chromium at CHROMIUM_PATH or /usr/bin/chromium-headless-shell (Debian's, as npm test installs it).
 * Uses a scratch copy of the demo database.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { hashPassword } from "../app/accounts/password.server";
import { createDatabase } from "../app/platform/db.server";
import { startScratchShop } from "./bench-server";

type Mode = "javascript" | "no-javascript" | "lite" | "lite-footer";
type Request = {
  url: string;
  type: string;
  status: number;
  encoding: string;
  bytes: number;
  headerBytes: number;
  cached: boolean;
};
type Visit = {
  total: number;
  /** The bytes from the Lite switch on ("lite-footer"): what the rest of the visit cost. */
  afterSwitch: number;
  byType: Record<string, number>;
  requests: number;
  list: Request[];
};
const MODES: readonly Mode[] = ["javascript", "no-javascript", "lite", "lite-footer"];
/** Most phones have two device pixels to the CSS pixel; many newer ones three (reported). */
const RATIOS = [2, 3] as const;
/** The browser's cache kept through the visit (as a phone keeps it), and none at all. */
const CACHES = ["kept", "none"] as const;
type Cache = (typeof CACHES)[number];

/** The budgets, at ratio 2 with the cache kept; Lite switched on mid-visit has none of its own. */
const BUDGET_KB: Record<Mode, number | null> = { javascript: 200, "no-javascript": 100, lite: 75, "lite-footer": null };
const LABELS: Record<Mode, string> = {
  javascript: "JavaScript on",
  "no-javascript": "JavaScript off",
  lite: "Lite mode",
  "lite-footer": "Lite from home's footer",
};
const PASSWORD = "Bench-Purchase-Password-7";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Chromium's resource types, in the words the table uses. */
function typeOf(resourceType: string, url: string): string {
  if (resourceType === "Document") return "documents";
  if (resourceType === "Script") return "script";
  if (resourceType === "Stylesheet") return "css";
  if (resourceType === "Image" || /\/(img|uploads)\//.test(url)) return "pictures";
  if (resourceType === "Fetch" || resourceType === "XHR") return "data";
  return "other";
}

/**
 * The purchase, step by step, as taps and typing. Every field and button is found by its form's
 * address, its `name` or its id, never by its words, so the same steps run in English and in
 * Afrikaans (`BENCH_LANGUAGE=af-ZA`, decision 0110).
 */
async function purchase(page: Page, email: string, liteSwitch?: () => void): Promise<void> {
  await page.goto("/", { waitUntil: "load" });
  if (liteSwitch) {
    // The visitor switches Lite mode on in the home page's footer, then goes on shopping.
    await page.waitForLoadState("networkidle");
    liteSwitch();
    await page.locator('form[action="/lite-mode"]:has(input[name="lite"][value="on"]) button[type="submit"]').click();
    await page.locator('form[action="/lite-mode"]:has(input[name="lite"][value="off"])').waitFor();
  }
  const search = page.locator('form[role="search"][action="/products"]');
  await search.locator('input[name="search"]').fill("layer");
  await search.locator('button[type="submit"]').click();
  await page.waitForURL(/\/products\?search=layer/);
  await page.locator('main a[href^="/product/"]').first().click();
  await page.waitForURL(/\/product\//);
  await page.locator('main form:has(input[name="intent"][value="add"]) button[type="submit"]').first().click();
  // The header's cart link counts the line: "Cart (1)", "Mandjie (1)".
  const cartLink = page.locator('header a[href="/cart"]', { hasText: /\(1\)/ });
  await cartLink.waitFor();
  await cartLink.click();
  await page.locator('main a[href="/cart/checkout"]').click();
  // Checkout offers a cellphone code first (decision 0097); the bench's customer has a password.
  await page.locator('main a[href^="/login?redirectTo="]').first().click();
  await page.waitForURL(/\/login\?/);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main form:has(input[name="password"]) button[type="submit"]').click();
  await page.waitForURL(/\/cart\/checkout/);
  await page.locator('input[name="fulfilment"][value="collect"]').check();
  await page.locator('main form[method="get"][action="/cart/checkout"] button[type="submit"]').click();
  await page.locator('form#place-order button[type="submit"]').click();
  await page.locator('[data-testid="confirmation-order-number"]').waitFor();
  // Pictures below the fold and anything the last page still asks for are counted too.
  await page.waitForLoadState("networkidle");
}

/** Visits so far: each gets its own client address. */
let visitCount = 0;

async function measureVisit(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  baseURL: string,
  mode: Mode,
  email: string,
  ratio: number,
  cache: Cache,
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: ratio,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: mode !== "no-javascript",
    // BENCH_LANGUAGE=af-ZA: a browser that asks for Afrikaans (decision 0110); the steps find
    // their fields by name, the same in both languages.
    ...(process.env.BENCH_LANGUAGE ? { locale: process.env.BENCH_LANGUAGE } : {}),
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${(visitCount++ % 250) + 1}` },
  });
  const page = await context.newPage();
  // Lite mode as a visitor switched it on in the footer (a cookie): Chromium does not carry a
  // Save-Data header set by the test onto a redirect's request, as a phone in Data Saver does.
  if (mode === "lite") await page.request.post("/lite-mode", { form: { lite: "on" }, maxRedirects: 0 });
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, Request>();
  // The response's header lines as they came over HTTP/1.1 (part of the bytes counted).
  const headerBytes = new Map<string, number>();
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    const size = event.headersText?.length ?? 0;
    headerBytes.set(event.requestId, size);
    const request = requests.get(event.requestId);
    if (request) request.headerBytes = size;
  });
  const byType: Record<string, number> = {};
  let total = 0;
  let atSwitch: number | undefined;
  cdp.on("Network.responseReceived", (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    requests.set(event.requestId, {
      url: event.response.url.replace(baseURL, ""),
      type: typeOf(event.type, event.response.url),
      status: event.response.status,
      encoding: headers["content-encoding"] ?? "-",
      bytes: 0,
      headerBytes: headerBytes.get(event.requestId) ?? 0,
      cached: event.response.fromDiskCache === true || event.response.fromPrefetchCache === true,
    });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId);
    const type = request?.type ?? "other";
    if (request) request.bytes = event.encodedDataLength;
    byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    total += event.encodedDataLength;
  });
  await cdp.send("Network.enable");
  if (cache === "none") await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  try {
    await purchase(
      page,
      email,
      mode === "lite-footer"
        ? () => {
            atSwitch = total;
          }
        : undefined,
    );
  } catch (error) {
    // Where the visit stopped: the step that waited is in the error, the page it was on is not.
    throw new Error(`${String(error).split("\n")[0]} (on ${page.url().replace(baseURL, "")})`);
  } finally {
    await context.close();
  }
  return {
    total,
    afterSwitch: atSwitch === undefined ? total : total - atSwitch,
    byType,
    requests: requests.size,
    list: [...requests.values()],
  };
}

/** Every request of a visit, in order, and the bytes by address summed over the visit. */
function printRequests(visit: Visit): void {
  console.info("    bytes  headers  type       status  encoding  address");
  for (const request of visit.list) {
    console.info(
      [
        String(request.bytes).padStart(9),
        String(request.headerBytes).padStart(7),
        request.type.padEnd(10),
        String(request.status).padStart(6),
        (request.cached ? "cache" : request.encoding).padEnd(9),
        request.url.length > 110 ? `${request.url.slice(0, 107)}...` : request.url,
      ].join("  "),
    );
  }
}

export async function runPurchaseBench({
  runs,
  verbose = false,
  modes = [...MODES],
  ratios = [...RATIOS],
}: {
  runs: number;
  verbose?: boolean;
  modes?: string[];
  ratios?: number[];
}): Promise<void> {
  // Each visit is a phone of its own, on an address of its own (X-Forwarded-For, believed by the
  // scratch shop only): a full run signs in about 24 times, past the 20 sign-ins an address may
  // make in 15 minutes. Request headers are not among the bytes counted.
  const { scratch, port } = await startScratchShop("purchase", { TRUST_PROXY: "x-forwarded-for" });
  const db = createDatabase(path.join(scratch, "shop.db"));
  const passwordHash = await hashPassword(PASSWORD);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  });
  console.info(
    `\nA whole purchase by a new visitor at 360 px (bytes over the network, KB; median of ${runs} visits; budgets at ratio 2 with the cache kept)`,
  );
  console.info(
    "mode                     ratio cache  total  budget      after switch documents  data  script   css  pictures  other  requests",
  );
  const kb = (value: number) => (value / 1024).toFixed(1);
  for (const ratio of ratios) {
    for (const cache of CACHES) {
      for (const mode of MODES.filter((mode) => modes.includes(mode))) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run++) {
          // A customer of their own per visit: a new cart and a first order each time.
          const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
          await db
            .insertInto("users")
            .values({
              id: randomUUID(),
              email,
              password_hash: passwordHash,
              first_name: "Bench",
              last_name: "Buyer",
              phone: "0825550100",
              email_confirmed_at: new Date().toISOString(),
            })
            .execute();
          try {
            visits.push(await measureVisit(browser, `http://localhost:${port}`, mode, email, ratio, cache));
          } catch (error) {
            // Said, not hidden: the median is of the visits that reached the confirmation.
            console.warn(
              `  a visit (${LABELS[mode]}, ratio ${ratio}, cache ${cache}) failed: ${String(error).split("\n")[0]}`,
            );
          }
        }
        if (visits.length === 0) continue;
        const type = (name: string) => kb(median(visits.map((visit) => visit.byType[name] ?? 0)));
        const total = median(visits.map((visit) => visit.total));
        const budget = BUDGET_KB[mode];
        const judged = ratio === 2 && cache === "kept" && budget !== null;
        const verdict = judged ? `${budget} ${total / 1024 <= budget ? "within" : "OVER"}` : "-";
        console.info(
          [
            LABELS[mode].padEnd(24),
            String(ratio).padStart(5),
            cache.padStart(5),
            kb(total).padStart(6),
            verdict.padStart(11),
            (mode === "lite-footer" ? kb(median(visits.map((visit) => visit.afterSwitch))) : "-").padStart(12),
            type("documents").padStart(9),
            type("data").padStart(5),
            type("script").padStart(7),
            type("css").padStart(5),
            type("pictures").padStart(9),
            type("other").padStart(6),
            String(median(visits.map((visit) => visit.requests))).padStart(9),
          ].join(" "),
        );
        if (verbose) {
          const medianVisit = [...visits].sort((a, b) => a.total - b.total)[Math.floor(visits.length / 2)];
          if (medianVisit) printRequests(medianVisit);
        }
      }
    }
  }
  await browser.close();
  await db.destroy();
}
