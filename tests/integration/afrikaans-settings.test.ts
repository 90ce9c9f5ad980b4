import "../support/seeded-database";
import { canonicalProductPath } from "~/catalog/product-lookup";
import { readSuggestionBody } from "~/catalog/search/suggestion-answer";
import { db } from "~/platform/db.server";
import * as homeRoute from "~/routes/_index";
import * as categoryScreen from "~/routes/admin.category-management";
import * as settingsScreen from "~/routes/admin.settings";
import * as contactRoute from "~/routes/contact";
import * as productRoute from "~/routes/product.$code";
import * as productsRoute from "~/routes/products._index";
import { loader as suggestLoader } from "~/routes/search.suggest";
import { SETTINGS_KEYS } from "~/shop/shop-settings";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";
import { get, json, post, signedInUser } from "../support/route-calls";

/**
 * Issue 49 for the texts staff write that every customer reads: a category's and subcategory's
 * name (migration 0038) and the shop's tagline, store hours and home welcome (settings). Staff
 * give each an Afrikaans form on their screens (with the stale-save check and the audit entry the
 * screens already had); a browser that asks for Afrikaans reads it on the home page, the product
 * list, a category, a product page and the contact page, and finds products by an Afrikaans
 * category name; English readers see the English as before.
 */
const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: homeRoute },
  { id: "routes/products._index", parentId: "root", path: "products", module: productsRoute },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: productRoute },
  { id: "routes/contact", parentId: "root", path: "contact", module: contactRoute },
]);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers }));
  const html = await response.text();
  return { status: response.status, html, text: visibleWords(html) };
}

/** The product page's delivery box is the delivery part's, checked there (as afrikaans-catalog.test.ts does). */
const withoutDeliveryBox = (html: string) => html.replace(/<section id="delivery-cost"[\s\S]*?<\/section>/, "");

const CATEGORY_PAGE = "/admin/category-management";
const SETTINGS_PAGE = "/admin/settings";

const HOURS = "Weekdays: 7:30-17:00\nSaturday: 7:30-12:00\nSunday: closed";
const HOURS_AF = "Weeksdae: 7:30-17:00\nSaterdag: 7:30-12:00\nSondag: gesluit";

async function savedAt(section: keyof typeof SETTINGS_KEYS) {
  const row = await db()
    .selectFrom("shop_settings")
    .select("updated_at")
    .where("key", "=", SETTINGS_KEYS[section])
    .executeTakeFirst();
  return row?.updated_at ?? "";
}

/** What staff wrote in English (the catalogue and the shop's details), which stays as written. */
async function staffWritten(): Promise<string[]> {
  const [products, categories, subcategories] = await Promise.all([
    db()
      .selectFrom("products")
      .select(["product_name", "website_title", "short_description", "long_description", "brand"])
      .execute(),
    db().selectFrom("product_categories").select(["name", "description"]).execute(),
    db().selectFrom("product_subcategories").select(["name", "description"]).execute(),
  ]);
  const details = await db().selectFrom("shop_settings").select("value").where("key", "=", "shop_details").execute();
  const texts = [
    ...products.flatMap((row) => Object.values(row)),
    ...[...categories, ...subcategories].flatMap((row) => [row.name, row.description]),
    ...details.flatMap((row) => JSON.stringify(JSON.parse(row.value)).split(/[{}":,[\]]+/)),
  ].filter((text): text is string => typeof text === "string" && text.trim().length > 2);
  return [...new Set(texts.map((text) => visibleWords(text).trim()))].sort((a, b) => b.length - a.length);
}

let product: { wsCode: string; name: string };

beforeAll(async () => {
  const admin = await signedInUser(["admin"]);
  // The category and one of its subcategories, named in Afrikaans through the category screen.
  const feed = await db()
    .selectFrom("product_categories")
    .selectAll()
    .where("name", "=", "Animal Feed")
    .executeTakeFirstOrThrow();
  const poultry = await db()
    .selectFrom("product_subcategories")
    .selectAll()
    .where("name", "=", "Poultry Feed")
    .executeTakeFirstOrThrow();
  for (const [intent, record, nameAf] of [
    ["update-category", feed, "Veevoer"],
    ["update-subcategory", poultry, "Hoendervoer"],
  ] as const) {
    const saved = await post(
      categoryScreen.action,
      CATEGORY_PAGE,
      {
        intent,
        id: record.id,
        updatedAt: record.updated_at,
        name: record.name,
        nameAf,
        description: record.description ?? "",
        keywords: record.keywords,
        displayOrder: String(record.display_order),
      },
      admin.cookie,
    );
    expect(saved.status, intent).toBe(302);
  }
  // The shop's tagline, hours and welcome in Afrikaans, through the settings screen.
  const screen = await json<{ sections: Array<{ section: string; values: Record<string, string> }> }>(
    await get(settingsScreen.loader, SETTINGS_PAGE, admin.cookie),
  );
  const details = screen.sections.find((entry) => entry.section === "details")?.values ?? {};
  const forms: Record<string, string>[] = [
    { ...details, section: "details", taglineAf: "Alles vir die plaas, van voer tot heinings" },
    { section: "hours", hours: HOURS, hoursAf: HOURS_AF, closures: "" },
    {
      section: "home",
      welcomeTitle: "Welcome to the co-op",
      welcomeText: "Ask us for anything you cannot find online.",
      welcomeTitleAf: "Welkom by die ko-op",
      welcomeTextAf: "Vra ons vir enigiets wat jy nie aanlyn kry nie.",
      featuredTabs: "featured",
    },
  ];
  for (const fields of forms) {
    const section = fields.section as keyof typeof SETTINGS_KEYS;
    const saved = await post(
      settingsScreen.action,
      SETTINGS_PAGE,
      { ...fields, seen: await savedAt(section) },
      admin.cookie,
    );
    expect(saved.status, section).toBe(302);
  }
  const layer = await db()
    .selectFrom("products")
    .select(["ws_code", "product_name"])
    .where("subcategory_id", "=", poultry.id)
    .where("is_active", "=", 1)
    .where("name_af", "is", null)
    .executeTakeFirstOrThrow();
  product = { wsCode: layer.ws_code, name: layer.product_name };
});

describe("what staff write, on their screens", () => {
  it("stores the Afrikaans names and forms and audits each change", async () => {
    const feed = await db()
      .selectFrom("product_categories")
      .select(["id", "name", "name_af"])
      .where("name", "=", "Animal Feed")
      .executeTakeFirstOrThrow();
    expect(feed.name_af).toBe("Veevoer");
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", feed.id)
      .where("action", "=", "category.update")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? "{}")).toMatchObject({
      changes: { name_af: { from: "Dierevoer", to: "Veevoer" } },
    });
    const hours = await db()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", "shop_hours")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(hours.value).hours[2]).toEqual({
      days: "Sunday",
      hours: "closed",
      daysAf: "Sondag",
      hoursAf: "gesluit",
    });
    const settingsAudit = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "settings.home.update")
      .executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(settingsAudit.details ?? "{}").changes)).toEqual(
      expect.arrayContaining(["welcomeTitleAf", "welcomeTextAf"]),
    );
  });

  it("refuses to overwrite a newer save of a category's Afrikaans name", async () => {
    const admin = await signedInUser(["admin"]);
    const feed = await db()
      .selectFrom("product_categories")
      .selectAll()
      .where("name", "=", "Animal Feed")
      .executeTakeFirstOrThrow();
    const stale = await post(
      categoryScreen.action,
      CATEGORY_PAGE,
      {
        intent: "update-category",
        id: feed.id,
        updatedAt: "2020-01-01T00:00:00.000Z",
        name: feed.name,
        nameAf: "Ou naam",
        displayOrder: String(feed.display_order),
      },
      admin.cookie,
    );
    expect(stale.status).toBe(409);
    const after = await db()
      .selectFrom("product_categories")
      .select("name_af")
      .where("id", "=", feed.id)
      .executeTakeFirstOrThrow();
    expect(after.name_af).toBe("Veevoer");
  });

  it("refuses Afrikaans hours that do not match the English lines, and keeps the saved ones", async () => {
    const admin = await signedInUser(["admin"]);
    const refused = await post(
      settingsScreen.action,
      SETTINGS_PAGE,
      { section: "hours", seen: await savedAt("hours"), hours: HOURS, hoursAf: "Weeksdae: 7:30-17:00", closures: "" },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    const reply = await json<{ result: { error: Record<string, string[]> } }>(refused);
    expect(reply.result.error.hoursAf).toEqual([
      "Write one Afrikaans line for each line of store hours (3), in the same order, or leave it empty.",
    ]);
    const stored = await db()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", "shop_hours")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).hours[0].daysAf).toBe("Weeksdae");
  });
});

describe("what an Afrikaans reader sees", () => {
  let ignoring: string[] = [];
  beforeAll(async () => {
    ignoring = await staffWritten();
  });

  function expectAfrikaans(html: string, text: string, afrikaans: string[]) {
    expect(html).toContain('<html lang="af-ZA">');
    for (const words of afrikaans) expect(text, words).toContain(words);
    expect(englishInterfaceWords(html, ignoring)).toEqual([]);
  }

  /** Every page's footer: the store hours in Afrikaans, none of the English rows. */
  function expectAfrikaansHours(text: string) {
    for (const words of ["Weeksdae 7:30-17:00", "Saterdag 7:30-12:00", "Sondag gesluit"]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain("Weekdays");
    expect(text).not.toContain("closed");
  }

  it("reads the home page's welcome, tagline, categories and hours in Afrikaans", async () => {
    const { status, html, text } = await page("/", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(html, text, [
      "Welkom by die ko-op",
      "Vra ons vir enigiets wat jy nie aanlyn kry nie.",
      "Alles vir die plaas, van voer tot heinings",
      "Veevoer",
      "Hoendervoer",
      "Troeteldiere",
    ]);
    expectAfrikaansHours(text);
    expect(text).toMatch(/Veevoer \( ?17 produkte ?\)/);
    expect(text).toContain("+2 meer");
    expect(text).not.toContain("Welcome to the co-op");
    expect(text).not.toContain("Animal Feed");
  });

  it("reads the product list's category filter and a category's page in Afrikaans", async () => {
    const list = await page("/products", AFRIKAANS_BROWSER);
    expect(list.status).toBe(200);
    expectAfrikaans(list.html, list.text, ["Veevoer", "Omheining", "Werksklere en stewels"]);
    expectAfrikaansHours(list.text);

    const category = await page("/products?category=animal-feed&subcategory=poultry-feed", AFRIKAANS_BROWSER);
    expect(category.status).toBe(200);
    expectAfrikaans(category.html, category.text, ["Tuis / Produkte / Veevoer / Hoendervoer", "Beesvoer"]);
    expect(category.html).toMatch(/<title>Hoendervoer[^<]*<\/title>/);
    expect(category.text).not.toContain("Poultry Feed");
  });

  it("finds a category's products by its Afrikaans name, and shows the shelf by that name", async () => {
    const found = await page("/products?search=hoendervoer", AFRIKAANS_BROWSER);
    expect(found.status).toBe(200);
    expectAfrikaans(found.html, found.text, ["Kyk op die rak:", "Hoendervoer (Veevoer)", product.name]);
    expect(found.text).not.toContain("Geen produkte gevind nie");
  });

  it("suggests the shelf by its Afrikaans name while an Afrikaans reader types it, and the English one to others", async () => {
    const shelves = async (path: string) => {
      const response = await suggestLoader({
        request: new Request(`http://localhost:3000${path}`),
        params: {},
        context: {},
      });
      return readSuggestionBody(await response.json()).shelves;
    };
    expect(await shelves("/search/suggest?q=hoendervo&lang=af")).toContainEqual({
      label: "Hoendervoer (Veevoer)",
      href: "/products?category=animal-feed&subcategory=poultry-feed",
    });
    expect((await shelves("/search/suggest?q=hoendervo&lang=en")).map((shelf) => shelf.label)).toContain(
      "Poultry Feed (Animal Feed)",
    );
  });

  it("reads the product page's breadcrumbs in Afrikaans", async () => {
    const { status, html, text } = await page(canonicalProductPath(product.wsCode), AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(withoutDeliveryBox(html), visibleWords(withoutDeliveryBox(html)), [
      "Veevoer",
      "Hoendervoer",
      product.name,
    ]);
    expectAfrikaansHours(text);
  });

  it("reads the contact page's hours in Afrikaans", async () => {
    const { status, html, text } = await page("/contact", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(html, text, ["Kontak ons", "Weeksdae"]);
    expectAfrikaansHours(text);
  });
});

describe("what an English reader sees", () => {
  it("reads the names, hours, welcome and tagline as staff wrote them in English", async () => {
    const home = await page("/");
    expect(home.html).toContain('<html lang="en-ZA">');
    for (const words of [
      "Welcome to the co-op",
      "Ask us for anything you cannot find online.",
      "Animal Feed",
      "Poultry Feed",
      "Weekdays 7:30-17:00",
      "Sunday closed",
    ]) {
      expect(home.text, words).toContain(words);
    }
    const category = await page("/products?category=animal-feed&subcategory=poultry-feed");
    expect(category.text).toContain("Home / Products / Animal Feed / Poultry Feed");
    const product_ = await page(canonicalProductPath(product.wsCode));
    const contact = await page("/contact");
    for (const { text } of [home, category, product_, contact]) {
      for (const afrikaans of [
        "Veevoer",
        "Hoendervoer",
        "Weeksdae",
        "gesluit",
        "Welkom by die ko-op",
        "Alles vir die plaas",
      ]) {
        expect(text, afrikaans).not.toContain(afrikaans);
      }
    }
  });
});
