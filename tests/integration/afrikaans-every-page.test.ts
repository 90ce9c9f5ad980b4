import fs from "node:fs";
import path from "node:path";
import "../support/seeded-database";
import { db } from "~/platform/db.server";
import { DEFAULT_HOME_SETTINGS } from "~/shop/shop-settings";
import { AFRIKAANS_BROWSER, catalogueIdsIn, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";
import { createRouteSamples, routeFiles, samplePath, urlPattern } from "../support/route-samples";
import { insertSession } from "../support/users";

/**
 * Issue 49's acceptance, over every customer page the app has (found from the route files, so a
 * new page is read without editing this test): asked for by a phone set to Afrikaans, once as a
 * visitor and once signed in as a customer with an order, every page that answers is in
 * Afrikaans (`<html lang="af-ZA">`, its hreflang alternates) and shows none of the shop's English
 * interface words. Staff-written text (products, categories, posts, policies, the shop's details)
 * stays as staff wrote it and is taken out before reading.
 */
const appDir = path.resolve("app/routes");
const sourceOf = (file: string) =>
  fs.readFileSync(
    path.join(appDir, fs.existsSync(path.join(appDir, `${file}.tsx`)) ? `${file}.tsx` : `${file}.ts`),
    "utf8",
  );
const isPage = (file: string) => /^export default /m.test(sourceOf(file));
/** The delivery test page is a tool for staff and testers, English by design (decision 0110). */
const ENGLISH_BY_DESIGN = new Set(["test-delivery"]);
const CUSTOMER_PAGES = Object.keys(routeFiles)
  .filter((file) => !file.startsWith("admin") && isPage(file) && !ENGLISH_BY_DESIGN.has(file))
  .sort();

/** The interface's words, as whole words, that an Afrikaans page must not show. */
const ENGLISH_WORDS = [
  "Add to cart",
  "Sign in",
  "Sign out",
  "Search products",
  "Your cart",
  "Checkout",
  "Delivery",
  "Collection",
  "Quantity",
  "Subtotal",
  "Total",
  "Password",
  "Email",
  "Continue",
  "Register",
  "My Account",
  "Orders",
  "Specials",
  "Store hours",
  "Save",
  "Cancel",
  "Remove",
  "Please",
  "Your",
  "your",
  "you",
  "Thank you",
  "Back",
  "Next",
  "Previous",
  "Subscribe",
  "Policies",
  "Contact us",
  "Out of Stock",
  "In Stock",
  "Page not found",
];

async function staffWritten(): Promise<string[]> {
  const texts: string[] = [];
  const add = (rows: Record<string, unknown>[]) => {
    for (const row of rows) for (const value of Object.values(row)) if (typeof value === "string") texts.push(value);
  };
  add(await db().selectFrom("products").select(["product_name", "brand", "name_af"]).execute());
  add(await db().selectFrom("product_categories").select(["name", "description"]).execute());
  add(await db().selectFrom("product_subcategories").select(["name", "description"]).execute());
  add(await db().selectFrom("blog_posts").select(["title", "excerpt"]).execute());
  add(await db().selectFrom("policies").select(["title"]).execute());
  add(await db().selectFrom("orders").select(["notes"]).execute());
  add([DEFAULT_HOME_SETTINGS]);
  // The bodies of posts and policies, as the page shows them: sentence by sentence, without markdown.
  const bodies = [
    ...(await db().selectFrom("blog_posts").select("content").execute()),
    ...(await db().selectFrom("policies").select("content").execute()),
  ];
  for (const { content } of bodies) {
    texts.push(
      ...visibleWords(content)
        .replace(/[#*_>`[\]]|\(http[^)]*\)/g, " ")
        .split(/(?<=[.!?:;])\s+|\s+-\s+|\s{2,}/)
        .map((sentence) => sentence.trim()),
    );
  }
  // Longest first, so a name inside a longer one goes with it.
  return [...new Set(texts.map((text) => text.trim()).filter((text) => text.length > 2))].sort(
    (a, b) => b.length - a.length,
  );
}

function englishIn(html: string, ignoring: string[]): string[] {
  let text = visibleWords(html);
  for (const written of ignoring) text = text.split(written).join(" ");
  return ENGLISH_WORDS.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u").test(text));
}

type Visit = { file: string; who: string; status: number; lang: string | null; english: string[]; ids: string[] };

const visits: Visit[] = [];

beforeAll(async () => {
  const samples = await createRouteSamples();
  const owner = await db()
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .select("users.id")
    .where("orders.order_number", "=", (samples["orders.$orderNumber"] ?? "").split("/").pop() ?? "")
    .executeTakeFirst();
  const customerCookie = owner ? await insertSession(db(), owner.id) : undefined;
  // A customer who reads Afrikaans: the account and its orders (whose invoice and messages follow the order's language).
  if (owner) {
    await db().updateTable("users").set({ language: "af" }).where("id", "=", owner.id).execute();
    await db().updateTable("orders").set({ language: "af" }).where("user_id", "=", owner.id).execute();
  }
  const ignoring = await staffWritten();
  for (const file of CUSTOMER_PAGES) {
    const module = (await routeFiles[file]?.()) as Record<string, unknown>;
    const handle = remixApp([{ id: `routes/${file}`, parentId: "root", path: urlPattern(file).slice(1), module }]);
    for (const [who, cookie] of [
      ["visitor", undefined],
      ["customer", customerCookie],
    ] as const) {
      const headers: Record<string, string> = { ...AFRIKAANS_BROWSER };
      if (cookie) headers.Cookie = cookie;
      const response = await handle(new Request(`http://localhost:3000${samplePath(samples, file)}`, { headers }));
      const html = await response.text();
      visits.push({
        file,
        who,
        status: response.status,
        lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
        english: response.headers.get("Content-Type")?.startsWith("text/html") ? englishIn(html, ignoring) : [],
        ids: response.headers.get("Content-Type")?.startsWith("text/html") ? catalogueIdsIn(html) : [],
      });
    }
  }
}, 120_000);

describe("every customer page, asked for in Afrikaans", () => {
  it("reads many pages, signed out and signed in", () => {
    expect(CUSTOMER_PAGES.length).toBeGreaterThan(40);
    expect(visits.filter((visit) => visit.status === 200).length).toBeGreaterThan(45);
  });

  it("is an Afrikaans page", () => {
    const pages = visits.filter((visit) => visit.lang !== null);
    expect(pages.filter((visit) => visit.lang !== "af-ZA")).toEqual([]);
  });

  it("shows none of the interface's English words", () => {
    expect(
      visits
        .filter((visit) => visit.english.length > 0)
        .map(({ file, who, english }) => `${file} (${who}): ${english.join(", ")}`),
    ).toEqual([]);
  });

  it("shows a word for every text, never a catalogue id its data did not carry", () => {
    expect(
      visits.filter((visit) => visit.ids.length > 0).map(({ file, who, ids }) => `${file} (${who}): ${ids.join(", ")}`),
    ).toEqual([]);
  });
});
