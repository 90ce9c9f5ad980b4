import "../support/seeded-database";
import { randomUUID } from "node:crypto";
import { readSuggestionWords } from "~/catalog/search/suggestion-answer";
import { db } from "~/platform/db.server";
import * as favoritesRoute from "~/routes/favorites";
import * as productRoute from "~/routes/product.$code";
import * as productsRoute from "~/routes/products._index";
import { loader as suggestLoader } from "~/routes/search.suggest";
import * as specialsRoute from "~/routes/specials";
import { AFRIKAANS_BROWSER, catalogueIdsIn, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { insertTestProduct } from "../support/products";
import { remixApp } from "../support/remix-app";
import { insertSession, insertUser } from "../support/users";

/**
 * Issue 49: the shop's browsing pages (the list, a category, a search, the product page with its
 * reviews, the specials and a customer's favourites) read in Afrikaans by a browser that asks for
 * it, with no English interface words left once staff-written texts (product and category names,
 * descriptions, reviews) are taken out; and in English as before.
 */
const handle = remixApp([
  { id: "routes/products._index", parentId: "root", path: "products", module: productsRoute },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: productRoute },
  { id: "routes/specials", parentId: "root", path: "specials", module: specialsRoute },
  { id: "routes/favorites", parentId: "root", path: "favorites", module: favoritesRoute },
]);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers }));
  return { status: response.status, html: await response.text() };
}

/** What staff wrote (the catalogue's names and texts), which stays as written in either language. */
async function staffWritten(): Promise<string[]> {
  const [products, categories, subcategories] = await Promise.all([
    db()
      .selectFrom("products")
      .select(["product_name", "website_title", "short_description", "long_description", "brand"])
      .execute(),
    db().selectFrom("product_categories").select("name").execute(),
    db().selectFrom("product_subcategories").select("name").execute(),
  ]);
  const texts = [
    ...products.flatMap((row) => [
      row.website_title,
      row.product_name,
      row.short_description,
      row.long_description,
      row.brand,
    ]),
    ...categories.map((row) => row.name),
    ...subcategories.map((row) => row.name),
  ].filter((text): text is string => typeof text === "string" && text.trim() !== "");
  // Longest first, so a name inside a longer text does not leave the rest behind.
  return [...new Set(texts.map((text) => visibleWords(text).trim()))].sort((a, b) => b.length - a.length);
}

/**
 * The product page's "What will delivery cost?" box is the delivery part's (app/delivery, its own
 * helper of issue 49): its words are checked there, so this file leaves it out.
 */
function withoutDeliveryBox(html: string): string {
  return html.replace(/<section id="delivery-cost"[\s\S]*?<\/section>/, "");
}

function expectAfrikaans(html: string, afrikaans: string[], ignoring: string[]) {
  expect(html).toContain('<html lang="af-ZA">');
  const text = visibleWords(html);
  for (const words of afrikaans) expect(text, words).toContain(words);
  expect(englishInterfaceWords(html, ignoring)).toEqual([]);
}

let ignoring: string[] = [];
let product: { id: string; wsCode: string; name: string };

beforeAll(async () => {
  // On special, in stock, with two approved reviews (one answered by the shop) and specifications.
  product = await insertTestProduct(db(), {
    name: "Lusern-blokkies {ws}",
    incl_price_cents: 20_000,
    special_price_cents: 15_000,
    is_special_discount: 1,
    product_size: 25,
    product_unit: "kg",
    is_eco_friendly: 1,
  });
  const reviewer = await insertUser(db());
  const other = await insertUser(db());
  await db()
    .insertInto("product_reviews")
    .values([
      {
        id: randomUUID(),
        product_id: product.id,
        user_id: reviewer.id,
        rating: 5,
        review_text: "Baie goed",
        is_approved: 1,
        admin_response: "Dankie!",
        admin_response_date: new Date().toISOString(),
      },
      { id: randomUUID(), product_id: product.id, user_id: other.id, rating: 4, review_text: "", is_approved: 1 },
    ])
    .execute();
  ignoring = [...(await staffWritten()), "Sipho Dlamini", "Sipho D."];
});

describe("the browsing pages in Afrikaans", () => {
  it("lists all products, with filters, sorting and pages in Afrikaans", async () => {
    const { status, html } = await page("/products", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(
      html,
      ["Alle produkte", "Filtreer", "Alle kategorieë", "Net in voorraad", "Pas filters toe", "Sorteer", "Volgende"],
      ignoring,
    );
    expect(visibleWords(html)).toMatch(/Wys 1–24 van \d+ produkte/);
  });

  it("shows a category in Afrikaans, by the Afrikaans name staff gave it (migration 0038)", async () => {
    const category = await db()
      .selectFrom("product_categories")
      .select(["name", "name_af", "slug"])
      .orderBy("display_order")
      .executeTakeFirstOrThrow();
    expect(category.name_af).toBe("Dierevoer");
    const { status, html } = await page(`/products?category=${category.slug}`, AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(html, ["Dierevoer", "Tuis", "Produkte", "Pas filters toe"], ignoring);
  });

  it("answers a search, a misspelt one and one that finds nothing in Afrikaans", async () => {
    const found = await page("/products?search=chiken", AFRIKAANS_BROWSER);
    expectAfrikaans(found.html, ["Soekresultate vir", "Kyk op die rak:"], ignoring);
    expect(visibleWords(found.html)).toMatch(/Bedoel jy chicken ?\? Hier is die resultate daarvoor\./);

    const nothing = await page("/products?search=xyzzyq", AFRIKAANS_BROWSER);
    expectAfrikaans(
      nothing.html,
      ["Geen produkte gevind nie", "Niks pas by “xyzzyq” nie. Probeer ander woorde.", "Vra ons"],
      [...ignoring, "xyzzyq"],
    );
  });

  it("shows the product page, its specifications and reviews in Afrikaans, money as af-ZA writes it", async () => {
    const { status, html } = await page(`/product/${product.wsCode}`, AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(
      withoutDeliveryBox(html),
      [
        "WS-kode:",
        "Voorraadkode:",
        "R 150,00",
        "Spaar R 50,00 (25%)",
        "Prys sluit BTW in.",
        "In voorraad",
        "Voeg by mandjie",
        "Beskrywing",
        "Spesifikasies",
        "Grootte",
        "Omgewingsvriendelik",
        "Resensies (2)",
        "4,5 uit 5 uit 2 resensies",
        "Teken in om 'n resensie te skryf",
      ],
      [...ignoring, "Baie goed", "Dankie!"],
    );
  });

  it("shows the specials in Afrikaans", async () => {
    const { status, html } = await page("/specials", AFRIKAANS_BROWSER);
    expect(status).toBe(200);
    expectAfrikaans(html, ["Aanbiedinge", "Terug na tuisblad", "Sorteer"], ignoring);
    expect(visibleWords(html)).toMatch(/\d+ produkte? gevind/);
  });

  it("shows a signed-in customer's favourites in Afrikaans", async () => {
    const user = await insertUser(db());
    const cookie = await insertSession(db(), user.id);
    await db().insertInto("favorites").values({ user_id: user.id, product_id: product.id }).execute();
    const { status, html } = await page("/favorites", { ...AFRIKAANS_BROWSER, Cookie: cookie });
    expect(status).toBe(200);
    expectAfrikaans(html, ["My gunstelinge", "Wys 1 van 1 gunsteling", "Haal uit gunstelinge"], ignoring);

    const none = await insertUser(db());
    const empty = await page("/favorites", { ...AFRIKAANS_BROWSER, Cookie: await insertSession(db(), none.id) });
    expectAfrikaans(empty.html, ["Nog geen gunstelinge nie", "Blaai deur produkte"], ignoring);
  });
});

describe("the header's suggestions", () => {
  it("bring the list's words in the language the page asks for", async () => {
    const words = async (path: string, headers: Record<string, string> = {}) => {
      const response = await suggestLoader({
        request: new Request(`http://localhost:3000${path}`, { headers }),
        params: {},
        context: {},
      });
      return readSuggestionWords(await response.json());
    };
    expect(await words("/search/suggest?q=boo&lang=af")).toMatchObject({
      list: "Voorstelle",
      products: "Produkte",
      shelves: "Kategorieë",
      status: expect.stringMatching(/^\d+ voorstelle?: kies met die op- en afpyltjies\.$/),
    });
    expect(await words("/search/suggest?q=xyzzyq", AFRIKAANS_BROWSER)).toMatchObject({
      status: "Geen voorstelle nie: druk Enter om te soek.",
    });
    expect(await words("/search/suggest?q=boo&lang=en")).toMatchObject({ list: "Suggestions", shelves: "Categories" });
  });
});

describe("the browsing pages in English", () => {
  it("read as before", async () => {
    const list = visibleWords((await page("/products")).html);
    for (const words of ["All Products", "Filters", "Apply filters", "Sort by", "Next"]) expect(list).toContain(words);
    expect(list).toMatch(/Showing 1–24 of \d+ products/);

    const detail = await page(`/product/${product.wsCode}`);
    expect(detail.html).toContain('<html lang="en-ZA">');
    const text = visibleWords(detail.html);
    for (const words of [
      "WS code:",
      "R 150.00",
      "Save R 50.00 (25%)",
      "Price includes VAT.",
      "Size",
      "Reviews (2)",
      "4.5 out of 5 from 2 reviews",
      "Log in to write a review",
    ]) {
      expect(text, words).toContain(words);
    }
    expect(visibleWords((await page("/specials")).html)).toContain("Special Offers");
  });
});

describe("the product list's words in each state", () => {
  it("finds every word, whatever the list found, in English and in Afrikaans", async () => {
    for (const headers of [{ "Accept-Language": "en-ZA" }, AFRIKAANS_BROWSER]) {
      for (const path of [
        "/products",
        "/products?page=2",
        "/products?search=chiken",
        "/products?search=layer%20zzqqx",
        "/products?search=feed",
        "/products?search=zzqqxxyy",
        "/products?search=zzqqxxyy&inStock=on",
      ]) {
        const { status, html } = await page(path, headers);
        expect(status, path).toBe(200);
        expect(catalogueIdsIn(html), path).toEqual([]);
      }
    }
  });
});
