/**
 * npm run build && npm run bench -- --languages [--runs 3] [--verbose]: no weight added by Afrikaans
 * (issue 49, decision 0110). Each customer page loaded as a first visit (a fresh browser context, an
 * empty cache, Chromium at 360 px and device pixel ratio 2, as bench-purchase.ts does) once by a
 * browser that asks for English (`Accept-Language: en-ZA,en;q=0.9`) and once by one that asks for
 * Afrikaans (`af-ZA,af;q=0.9`), with JavaScript on, and with JavaScript off for a subset.
 *
 * For each: the page weight (every byte over the network until load and network idle: headers and
 * compressed bodies of the document, stylesheet, scripts, pictures and data, as Chromium counts them
 * over CDP), the document's body alone (compressed as sent), and the ratios af/en, the median of
 * `runs` loads. A verdict per page against 3% of the page weight; also that the Afrikaans page
 * makes no request the English one does not (the request lists compared by address, the query
 * values of pictures left out), so no catalogue or extra script comes with it. Fails (exit code 1)
 * when a page weighs more than 1.03 times its English self, or asks for something English does not.
 *
 * The signed-in pages are the demo customer's (customer@example.com, with orders and favourites),
 * signed in once with the seed's password; each visit gets that session cookie (and the cart's)
 * and nothing else. The cart and checkout have one line in them. Every visit checks `<html lang>`
 * so a page that did not change language is said, not measured as a pass.
 *
 * Needs the production build (`npm run build`) and Chromium at CHROMIUM_PATH or
 * /usr/bin/chromium-headless-shell. Uses a scratch copy of the demo database (bench-server.ts).
 */
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "@playwright/test";
import { openSqlite } from "../app/platform/db.server";
import { startScratchShop } from "./bench-server";

type Language = "en" | "af";
type Mode = "javascript" | "no-javascript";
type Target = { label: string; path: string; signedIn: boolean; cart?: boolean; noJavaScript: boolean };
type Load = {
  total: number;
  /** The page weight without its pictures: what the words weigh, whatever the layout lets the first screen show. */
  withoutPictures: number;
  documentBody: number;
  documentStatus: number;
  htmlLang: string;
  requests: string[];
  list: { url: string; type: string; bytes: number }[];
};

const ACCEPT: Record<Language, string> = { en: "en-ZA,en;q=0.9", af: "af-ZA,af;q=0.9" };
const LOCALE: Record<Language, string> = { en: "en-ZA", af: "af-ZA" };
const LIMIT = 1.03;
const SEED_PASSWORD = "Bench-Languages-Seed-Password-7";
const CUSTOMER = "customer@example.com";
/** Cookies a visit must not carry over from the set-up: the language, Lite, the inline-stylesheet one. */
const DROPPED_COOKIES = new Set(["lang", "lite", "css", "js", "welcome"]);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function typeOf(resourceType: string, url: string): string {
  if (resourceType === "Document") return "document";
  if (resourceType === "Script") return "script";
  if (resourceType === "Stylesheet") return "css";
  if (resourceType === "Image" || /\/(img|uploads)\//.test(url)) return "picture";
  if (resourceType === "Fetch" || resourceType === "XHR") return "data";
  return "other";
}

/** A request's address as compared between the languages: a picture's query keys without their values. */
function pattern(url: string, type: string): string {
  const parsed = new URL(url);
  if (type !== "picture") return `${type} ${parsed.pathname}${parsed.search}`;
  const keys = [...parsed.searchParams.keys()].sort().join("&");
  return `${type} ${parsed.pathname}${keys ? `?${keys}` : ""}`;
}

async function loadPage(
  browser: Browser,
  baseURL: string,
  target: Target,
  language: Language,
  mode: Mode,
  cookies: Parameters<BrowserContext["addCookies"]>[0],
): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: mode === "javascript",
    locale: LOCALE[language],
    extraHTTPHeaders: { "Accept-Language": ACCEPT[language] },
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, { url: string; type: string; bytes: number; headerBytes: number; status: number }>();
  const headerBytes = new Map<string, number>();
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    const size = event.headersText?.length ?? 0;
    headerBytes.set(event.requestId, size);
    const request = seen.get(event.requestId);
    if (request) request.headerBytes = size;
  });
  cdp.on("Network.responseReceived", (event) => {
    seen.set(event.requestId, {
      url: event.response.url,
      type: typeOf(event.type, event.response.url),
      bytes: 0,
      headerBytes: headerBytes.get(event.requestId) ?? 0,
      status: event.response.status,
    });
  });
  let total = 0;
  cdp.on("Network.loadingFinished", (event) => {
    const request = seen.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
    total += event.encodedDataLength;
  });
  await cdp.send("Network.enable");
  // A first visit: nothing from a cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  try {
    await page.goto(target.path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const htmlLang = (await page.locator("html").getAttribute("lang")) ?? "";
    const list = [...seen.values()];
    const documents = list.filter((request) => request.type === "document");
    const document = documents[documents.length - 1];
    return {
      total,
      withoutPictures: list
        .filter((request) => request.type !== "picture")
        .reduce((sum, request) => sum + request.bytes, 0),
      documentBody: document ? document.bytes - document.headerBytes : 0,
      documentStatus: document?.status ?? 0,
      htmlLang,
      requests: [...new Set(list.map((request) => pattern(request.url, request.type)))].sort(),
      list: list.map(({ url, type, bytes }) => ({ url: url.replace(baseURL, ""), type, bytes })),
    };
  } finally {
    await context.close();
  }
}

/** The demo customer's session and a cart with one line, made once through the shop's own forms. */
async function setUpCookies(
  browser: Browser,
  baseURL: string,
  productId: string,
): Promise<{
  visitor: Parameters<BrowserContext["addCookies"]>[0];
  customer: Parameters<BrowserContext["addCookies"]>[0];
}> {
  const headers = { Origin: baseURL, "Accept-Language": ACCEPT.en };
  const keep = async (context: BrowserContext) =>
    (await context.cookies()).filter((cookie) => !DROPPED_COOKIES.has(cookie.name));
  const addLine = async (context: BrowserContext) => {
    const response = await context.request.post("/cart", {
      form: { intent: "add", productId, quantity: "1" },
      headers,
      maxRedirects: 0,
    });
    if (response.status() >= 400) throw new Error(`adding to the cart answered ${response.status()}`);
    // The "added to cart" toast is flashed into the session: shown (and gone) here, not on a measured page.
    await context.request.get("/cart", { headers });
  };
  const visitorContext = await browser.newContext({ baseURL });
  await addLine(visitorContext);
  const visitor = await keep(visitorContext);
  await visitorContext.close();

  const customerContext = await browser.newContext({ baseURL });
  const signIn = await customerContext.request.post("/login", {
    form: { email: CUSTOMER, password: SEED_PASSWORD },
    headers,
    maxRedirects: 0,
  });
  if (signIn.status() !== 302 && signIn.status() !== 303)
    throw new Error(`signing in as ${CUSTOMER} answered ${signIn.status()}`);
  await addLine(customerContext);
  const customer = await keep(customerContext);
  await customerContext.close();
  return { visitor, customer };
}

export async function runLanguagesBench({
  runs,
  verbose = false,
  pages,
}: {
  runs: number;
  verbose?: boolean;
  /** Some of the pages only, by label or address ("products,/cart"). */
  pages?: string[];
}): Promise<boolean> {
  // The seed's password for the demo accounts (scripts/setup.ts reads it from the environment).
  process.env.SEED_PASSWORD = SEED_PASSWORD;
  const { scratch, port } = await startScratchShop("languages");
  const baseURL = `http://localhost:${port}`;
  const sqlite = openSqlite(path.join(scratch, "shop.db"));
  const one = <T>(sql: string, ...values: unknown[]) => sqlite.prepare(sql).get(...values) as T | undefined;
  const product = one<{ id: string; ws_code: string }>(
    "SELECT id, ws_code FROM products WHERE is_active = 1 ORDER BY name_af IS NULL, ws_code LIMIT 1",
  );
  const customer = one<{ id: string }>("SELECT id FROM users WHERE email = ?", CUSTOMER);
  const order = one<{ order_number: string }>(
    "SELECT order_number FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 1",
    customer?.id,
  );
  const post = one<{ slug: string }>(
    "SELECT slug FROM blog_posts WHERE published = 1 ORDER BY published_at DESC LIMIT 1",
  );
  // The demo customer has no favourites in the seed: three, so /favorites shows a list.
  sqlite
    .prepare(
      "INSERT OR IGNORE INTO favorites (user_id, product_id) SELECT ?, id FROM products WHERE is_active = 1 ORDER BY ws_code LIMIT 3",
    )
    .run(customer?.id);
  const favourites = one<{ n: number }>("SELECT count(*) AS n FROM favorites WHERE user_id = ?", customer?.id);
  sqlite.close();
  if (!product || !customer || !order || !post)
    throw new Error("the demo data lacks a product, customer, order or post");

  const page = (label: string, address: string, options: Partial<Target> = {}): Target => ({
    label,
    path: address,
    signedIn: false,
    noJavaScript: false,
    ...options,
  });
  const allTargets: Target[] = [
    page("home", "/", { noJavaScript: true }),
    page("products", "/products", { noJavaScript: true }),
    page("search voer", "/products?search=voer", { noJavaScript: true }),
    page("product", `/product/${product.ws_code}`, { noJavaScript: true }),
    page("specials", "/specials"),
    page("cart (1 line)", "/cart", { cart: true, noJavaScript: true }),
    page("delivery", "/delivery"),
    page("login", "/login", { noJavaScript: true }),
    page("register", "/register"),
    page("contact", "/contact"),
    page("about", "/about"),
    page("policies", "/policies"),
    page("blog post", `/blog/${post.slug}`),
    page("account", "/account", { signedIn: true, noJavaScript: true }),
    page("orders", "/orders", { signedIn: true, noJavaScript: true }),
    page("an order", `/orders/${order.order_number}`, { signedIn: true }),
    page("favourites", "/favorites", { signedIn: true }),
    page("checkout (1 line)", "/cart/checkout", { signedIn: true, cart: true, noJavaScript: true }),
  ];

  const targets = pages
    ? allTargets.filter((target) => pages.includes(target.label) || pages.includes(target.path))
    : allTargets;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  });
  const cookies = await setUpCookies(browser, baseURL, product.id);
  console.info(
    `\nEach page as a first visit at 360 px, English against Afrikaans (Accept-Language), median of ${runs} loads; ` +
      `the demo customer has ${favourites?.n ?? 0} favourites, order ${order.order_number}, product ${product.ws_code}`,
  );
  console.info(
    "page                mode    en KB    af KB  ratio   doc en B  doc af B  ratio  no-pic ratio  requests en/af  verdict (page weight <= 1.03)",
  );
  const kb = (value: number) => (value / 1024).toFixed(1);
  const failures: string[] = [];
  const notes: string[] = [];
  for (const target of targets) {
    for (const mode of ["javascript", "no-javascript"] as const) {
      if (mode === "no-javascript" && !target.noJavaScript) continue;
      const visitCookies = target.signedIn ? cookies.customer : target.cart ? cookies.visitor : [];
      const loads: Record<Language, Load[]> = { en: [], af: [] };
      for (let run = 0; run < runs; run++) {
        // Alternating, so a slower stretch of the machine falls on both languages alike.
        for (const language of ["en", "af"] as const) {
          loads[language].push(await loadPage(browser, baseURL, target, language, mode, visitCookies));
        }
      }
      const total = (language: Language) => median(loads[language].map((load) => load.total));
      const documentBody = (language: Language) => median(loads[language].map((load) => load.documentBody));
      const ratio = total("af") / total("en");
      const documentRatio = documentBody("af") / documentBody("en");
      const withoutPictures = (language: Language) => median(loads[language].map((load) => load.withoutPictures));
      const noPictureRatio = withoutPictures("af") / withoutPictures("en");
      const name = `${target.label} (${mode === "javascript" ? "JS on" : "JS off"})`;
      // Every request any Afrikaans load made that no English load made.
      const english = new Set(loads.en.flatMap((load) => load.requests));
      const afrikaans = new Set(loads.af.flatMap((load) => load.requests));
      const extra = [...afrikaans].filter((request) => !english.has(request));
      const missing = [...english].filter((request) => !afrikaans.has(request));
      const wrong = [
        ...loads.en
          .filter((load) => !load.htmlLang.startsWith("en"))
          .map((load) => `en page has lang="${load.htmlLang}"`),
        ...loads.af
          .filter((load) => !load.htmlLang.startsWith("af"))
          .map((load) => `af page has lang="${load.htmlLang}"`),
        ...[...loads.en, ...loads.af]
          .filter((load) => load.documentStatus !== 200)
          .map((load) => `document answered ${load.documentStatus}`),
      ];
      const requestCounts = `${median(loads.en.map((load) => load.requests.length))}/${median(loads.af.map((load) => load.requests.length))}`;
      const verdict =
        ratio > LIMIT
          ? `OVER by ${((ratio - LIMIT) * total("en")).toFixed(0)} B`
          : `within (${(((total("af") - total("en")) / total("en")) * 100).toFixed(2)}%)`;
      console.info(
        [
          target.label.padEnd(18),
          (mode === "javascript" ? "JS on" : "JS off").padEnd(6),
          kb(total("en")).padStart(7),
          kb(total("af")).padStart(8),
          ratio.toFixed(3).padStart(6),
          String(documentBody("en")).padStart(10),
          String(documentBody("af")).padStart(9),
          documentRatio.toFixed(3).padStart(6),
          noPictureRatio.toFixed(3).padStart(13),
          requestCounts.padStart(15),
          ` ${verdict}${extra.length > 0 ? ", EXTRA REQUESTS" : ""}${wrong.length > 0 ? ", NOT AS ASKED" : ""}`,
        ].join(" "),
      );
      if (ratio > LIMIT) failures.push(`${name}: page weight ratio ${ratio.toFixed(3)} > ${LIMIT}`);
      if (extra.length > 0) failures.push(`${name}: Afrikaans asked for what English did not: ${extra.join(", ")}`);
      if (wrong.length > 0) failures.push(`${name}: ${[...new Set(wrong)].join(", ")}`);
      if (missing.length > 0) notes.push(`${name}: English asked for what Afrikaans did not: ${missing.join(", ")}`);
      if (noPictureRatio > LIMIT)
        notes.push(`${name}: without its pictures the page is ${noPictureRatio.toFixed(3)} times English`);
      if (documentRatio > LIMIT)
        notes.push(
          `${name}: the document alone is ${documentRatio.toFixed(3)} times English (${documentBody("af") - documentBody("en")} B)`,
        );
      if (verbose) {
        for (const language of ["en", "af"] as const) {
          const load = [...loads[language]].sort((a, b) => a.total - b.total)[Math.floor(runs / 2)];
          if (!load) continue;
          console.info(`    ${language}:`);
          for (const request of load.list)
            console.info(
              `      ${String(request.bytes).padStart(8)}  ${request.type.padEnd(8)} ${request.url.slice(0, 110)}`,
            );
        }
      }
    }
  }
  await browser.close();
  console.info(
    "\nRequests: the Afrikaans pages asked for nothing the English ones did not",
    failures.some((failure) => failure.includes("asked for"))
      ? "EXCEPT as listed below"
      : "(same addresses, picture query values aside)",
  );
  for (const note of notes) console.info(`  note: ${note}`);
  for (const failure of failures) console.info(`  FAIL: ${failure}`);
  console.info(
    failures.length === 0 ? "Every page within 3% of its English weight." : `${failures.length} failure(s).`,
  );
  return failures.length === 0;
}
