import { execFileSync } from "node:child_process";
import type { TestInfo } from "@playwright/test";
import { DELIVERY_METHODS } from "../../app/delivery/fees";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

/**
 * Text browsers (issue 46): lynx reads no CSS and runs no script, so what a phone lays out side by
 * side with flex and gaps, lynx prints as it stands in the HTML. These tests read every customer
 * page as `lynx -dump` prints it (links numbered "[12]Label") and look for text run together.
 */

/** The page as lynx prints it, down to its list of links. */
function lynxDump(html: string): string {
  const dump = execFileSync(
    "lynx",
    ["-dump", "-stdin", "-width=200", "-assume_charset=utf-8", "-display_charset=utf-8"],
    { input: html, encoding: "utf8" },
  );
  return dump.split(/^References$/m)[0] ?? dump;
}

/** Names with a capital inside a word, as they are spelt. */
const CAMEL_CASE_WORDS = ["WhatsApp", "OpenStreetMap", "PayFast", "YouTube", "kW"];

/** Text run together, each with why: a line of the dump matching one is a fault. */
const RUN_TOGETHER: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /[\p{L}\p{N})\]]\[\d+\]/u, why: "a link's label straight after other text" },
  { pattern: /\S\(BUTTON\)/, why: "a button straight after other text" },
  { pattern: /[\p{L}\p{N}]\[(?!\d+\])/u, why: "a field or struck-out price straight after a label or price" },
  { pattern: /\p{Ll}\p{Lu}/u, why: "a word ending where the next begins" },
  { pattern: /\p{Ll}{2}\d/u, why: "a word ending where a number begins" },
  { pattern: /\d[.,]\d\dR\s?\d/, why: "two amounts in rand run together" },
];

/** Each fault found in `dump`, naming the page, the line and why. */
function runTogether(path: string, dump: string): string[] {
  const faults: string[] = [];
  for (const line of dump.split("\n")) {
    // E-mail addresses are one word, whatever their letters and digits.
    let text = line.replace(/\S+@\S+/g, "e-mail");
    for (const word of CAMEL_CASE_WORDS) text = text.replaceAll(word, word.toLowerCase());
    // Other browser tests share this database and name their products and categories with a
    // random tag of six hex digits ("trough{tag}", "Drip Irrigation {tag}"): a tag is not a fault.
    text = text.replace(/[0-9a-f]{6}(?![0-9a-z])/g, " tag");
    for (const { pattern, why } of RUN_TOGETHER) {
      if (pattern.test(text)) faults.push(`${path}: ${why}: "${line.trim()}"`);
    }
  }
  return faults;
}

/**
 * lynx shows a `<button>` that carries a value by that value, "(1) Calculate Delivery Options",
 * "(next) Next": a customer reads a code. A button reads its words only without a value.
 */
function buttonsShownByValue(path: string, html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*\svalue="([^"]+)"[^>]*>(.*?)<\/button>/gs)].map(
    ([, value, words]) => `${path}: a button shown as "(${value})": ${(words ?? "").replace(/<[^>]+>/g, "").trim()}`,
  );
}

/** Lines on which two or more of `names` stand together (each should begin a line of its own). */
function namesSharingALine(path: string, dump: string, names: readonly string[]): string[] {
  return dump
    .split("\n")
    .filter((line) => names.filter((name) => line.includes(name)).length > 1)
    .map((line) => `${path}: ${names.join(", ")} read as one: "${line.trim()}"`);
}

async function readPages(page: Page, testInfo: TestInfo, paths: readonly string[]) {
  const faults: string[] = [];
  const dumps = new Map<string, string>();
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), `${path} answers`).toBe(200);
    const html = await response.text();
    const dump = lynxDump(html);
    dumps.set(path, dump);
    await testInfo.attach(`lynx ${path}`, { body: dump, contentType: "text/plain" });
    faults.push(...runTogether(path, dump), ...buttonsShownByValue(path, html));
  }
  return { faults, dumps };
}

async function inStockProduct() {
  return testDb()
    .selectFrom("products")
    .select(["id", "ws_code"])
    .where("is_active", "=", 1)
    .where("stock_available", "=", 1)
    .orderBy("ws_code")
    .executeTakeFirstOrThrow();
}

/** Puts two of a product in the cart of the page's context, as `<AddToCartForm>` posts it. */
async function addToCart(page: Page, baseURL: string) {
  const product = await inStockProduct();
  const response = await page.request.post("/cart", {
    form: { intent: "add", productId: product.id, quantity: "2", redirectTo: "/cart" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test("lynx reads a visitor's pages with no links, buttons or labels run together, and buttons by their words", async ({
  page,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  // lynx runs no JavaScript and reads the server's HTML: the JavaScript-off project is the one
  // that matches it; with JavaScript on the same HTML would be read twice.
  if (javaScriptEnabled) return;
  await addToCart(page, baseURL ?? "");
  const { faults, dumps } = await readPages(page, testInfo, [
    "/",
    "/products",
    "/products?search=boots",
    "/product/WS000012",
    "/cart",
    "/cart/checkout",
    "/delivery",
    "/contact",
    "/login",
    "/register",
    "/client-registration",
    "/specials",
    "/about",
    "/policies",
  ]);
  faults.push(
    ...namesSharingALine("/register", dumps.get("/register") ?? "", ["Full Registration", "Basic Account"]),
    // The product page names its product once: in the heading, not again in the breadcrumb or the picture.
    ...((dumps.get("/product/WS000012") ?? "").split("\n").filter((line) => line.includes("Sow & Weaner Pellets 50kg"))
      .length === 1
      ? []
      : ["/product/WS000012: the product's name is read more than once"]),
    ...namesSharingALine(
      "/delivery",
      dumps.get("/delivery") ?? "",
      DELIVERY_METHODS.map((method) => method.name),
    ),
  );
  expect(faults).toEqual([]);
});

test("lynx reads client registration's second step with its two buttons apart, by their words", async ({
  page,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  // As above: lynx has no JavaScript, so the JavaScript-off project reads the pages once.
  if (javaScriptEnabled) return;
  // Step 1 as its form posts it; the draft rides in the session, which the page's context keeps.
  const stepOne = await page.request.post("/client-registration", {
    form: {
      intent: "next",
      firstName: "Lerato",
      lastName: "Nkosi",
      email: `lerato-${Date.now().toString(36)}@example.com`,
      phone: "082 123 4567",
      companyName: "Nkosi Poultry",
      vatNumber: "4123 456 789",
      preferredContactMethod: "whatsapp",
      password: "Veld-Kraal-2026",
      confirmPassword: "Veld-Kraal-2026",
      acceptTerms: "on",
    },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(stepOne.status()).toBe(302);
  const { faults, dumps } = await readPages(page, testInfo, ["/client-registration?step=location"]);
  const dump = dumps.get("/client-registration?step=location") ?? "";
  expect(dump).toContain("Complete Registration");
  expect(dump).not.toMatch(/\((submit|back)\)/);
  expect(faults).toEqual([]);
});

test("lynx reads a signed-in customer's pages, the cart and checkout with no links, buttons or labels run together", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  // As above: lynx has no JavaScript, so the JavaScript-off project reads the pages once.
  if (javaScriptEnabled) return;
  const user = await createTestUser();
  const order = await insertOrder(testDb(), {
    userId: user.id,
    lines: [{ productId: (await inStockProduct()).id, quantity: 2 }],
    shippingCents: 12000,
  });
  await signInAs(context, baseURL ?? "", user);
  await addToCart(page, baseURL ?? "");
  const { faults } = await readPages(page, testInfo, [
    "/",
    "/account",
    "/orders",
    `/orders/${order.orderNumber}`,
    "/favorites",
    "/cart",
    "/cart/checkout",
    "/cart/checkout?fulfilment=collect&step=review",
  ]);
  expect(faults).toEqual([]);
});

test("lynx reads each product card's name once, and a cart line's", async ({
  page,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  // As above: lynx has no JavaScript, so the JavaScript-off project reads the pages once.
  if (javaScriptEnabled) return;
  await addToCart(page, baseURL ?? "");
  // The cart last: the toast saying what was added shows on the first page read after it.
  const { dumps } = await readPages(page, testInfo, ["/products", "/products?search=boots", "/cart"]);
  const products = await testDb().selectFrom("products").select(["ws_code", "product_name", "website_title"]).execute();
  const names = new Map(products.map((row) => [row.ws_code, [row.product_name, row.website_title ?? ""]]));
  const faults: string[] = [];
  for (const [path, dump] of dumps) {
    const lines = dump.split("\n").map((line) => line.trim());
    // A card's name comes before its WS code: the lines since the previous card's code are its own.
    let start = 0;
    let cards = 0;
    lines.forEach((line, index) => {
      const [productName, title] = names.get(line.replace(/^WS code: /, "")) ?? [];
      if (productName === undefined) return;
      cards += 1;
      const naming = lines
        .slice(start, index)
        .filter((text) => text.includes(productName) || (title !== "" && title !== undefined && text.includes(title)));
      if (naming.length !== 1)
        faults.push(`${path}: the card of ${line} names it ${naming.length} times: ${naming.join(" | ")}`);
      start = index + 1;
    });
    expect(cards, `${path} shows product cards`).toBeGreaterThan(0);
  }
  expect(faults).toEqual([]);
});
