import "../support/seeded-database";
import { randomInt, randomUUID } from "node:crypto";
import "~/catalog/csv-import-jobs.server";
import { readSuggestionBody } from "~/catalog/search/suggestion-answer";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import * as homeRoute from "~/routes/_index";
import { loader as listLoader } from "~/routes/admin.products._index";
import { action as editAction, loader as editLoader } from "~/routes/admin.products.$productId";
import { action as importAction } from "~/routes/admin.products.import";
import { action as importPageAction } from "~/routes/admin.products.import_.$importId";
import * as cartRoute from "~/routes/cart._index";
import * as favoritesRoute from "~/routes/favorites";
import * as productRoute from "~/routes/product.$code";
import * as productsRoute from "~/routes/products._index";
import { loader as suggestLoader } from "~/routes/search.suggest";
import * as specialsRoute from "~/routes/specials";
import { AFRIKAANS_BROWSER, visibleWords } from "../support/afrikaans";
import { insertTestProduct } from "../support/products";
import { remixApp } from "../support/remix-app";
import { get, json, post, postMultipart, signedInUser } from "../support/route-calls";

/**
 * Issue 49, point 5: a product's optional Afrikaans name and description. Staff write them on the
 * product screen and in the CSV import; Afrikaans readers see them where the product is named
 * (its page, the lists, the cart, the suggestions) and find the product by its Afrikaans name.
 */
const handle = remixApp([
  { id: "routes/_index", parentId: "root", path: "", module: homeRoute },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: productRoute },
  { id: "routes/products._index", parentId: "root", path: "products", module: productsRoute },
  { id: "routes/specials", parentId: "root", path: "specials", module: specialsRoute },
  { id: "routes/cart._index", parentId: "root", path: "cart", module: cartRoute },
  { id: "routes/favorites", parentId: "root", path: "favorites", module: favoritesRoute },
]);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers }));
  return { status: response.status, html: await response.text() };
}

const LIST = "/admin/products";
const row = (id: string) => db().selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

type Edit = { product: { updatedAt: string }; values: Record<string, string | undefined>; opened: string };
type StaleReply = {
  result: { error: Record<string, string[]>; initialValue: Record<string, string> };
  stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[] };
};

async function editForm(cookie: string, id: string, changes: Record<string, string> = {}) {
  const screen = await json<Edit>(await get(editLoader, `${LIST}/${id}`, cookie, { productId: id }));
  const fields: Record<string, string> = { updatedAt: screen.product.updatedAt, opened: screen.opened };
  for (const [key, value] of Object.entries({ ...screen.values, ...changes })) {
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

const save = (cookie: string, id: string, fields: Record<string, string>) =>
  post(editAction, `${LIST}/${id}`, fields, cookie, { productId: id });

/** A product of this test's own, named in a word no seeded product uses. */
function fenceProduct(columns: { name_af?: string; description_af?: string } = {}) {
  return insertTestProduct(db(), {
    name: "Game Fence Zebra Stripe {ws}",
    short_description: "Strong mesh for game farms.",
    long_description: "Galvanised mesh, 1.8 m high.\n\nFor kudu and zebra.",
    stock_available: 1,
    ...columns,
  });
}

describe("the product screen", () => {
  it("saves an Afrikaans name and description, audited, and shows them on the form again", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await fenceProduct();
    const response = await save(
      manager.cookie,
      product.id,
      await editForm(manager.cookie, product.id, {
        name_af: "  Wildheining Kwaggastreep  ",
        description_af: "Sterk gaas vir wildplase.\n\nVir koedoe en kwagga.",
      }),
    );
    expect(response.status).toBe(302);
    expect(await row(product.id)).toMatchObject({
      product_name: product.name,
      name_af: "Wildheining Kwaggastreep",
      description_af: "Sterk gaas vir wildplase.\n\nVir koedoe en kwagga.",
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_email", "details"])
      .where("entity_id", "=", product.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "product.update", actor_email: manager.email });
    expect(JSON.parse(String(audit[0]?.details))).toEqual({
      changes: {
        name_af: { from: null, to: "Wildheining Kwaggastreep" },
        description_af: { from: null, to: "Sterk gaas vir wildplase.\n\nVir koedoe en kwagga." },
      },
    });
    // Staff find it by the Afrikaans name in the product list too.
    const list = await json<{ products: { id: string }[] }>(
      await get(listLoader, `${LIST}?search=kwaggastreep`, manager.cookie),
    );
    expect(list.products.map((card) => card.id)).toEqual([product.id]);
    const again = await json<Edit>(
      await get(editLoader, `${LIST}/${product.id}`, manager.cookie, { productId: product.id }),
    );
    expect(again.values).toMatchObject({
      name_af: "Wildheining Kwaggastreep",
      description_af: "Sterk gaas vir wildplase.\n\nVir koedoe en kwagga.",
    });

    // Emptied, they are gone (null), and the product is named in English for everyone again.
    const emptied = await save(
      manager.cookie,
      product.id,
      await editForm(manager.cookie, product.id, { name_af: "", description_af: "" }),
    );
    expect(emptied.status).toBe(302);
    expect(await row(product.id)).toMatchObject({ name_af: null, description_af: null });
  });

  it("refuses an Afrikaans text saved over another staff member's newer save, as every field", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const product = await fenceProduct();
    const firstForm = await editForm(first.cookie, product.id, { name_af: "Eerste se naam" });
    const secondForm = await editForm(second.cookie, product.id, {
      name_af: "Tweede se naam",
      description_af: "Tweede se beskrywing.",
    });
    expect((await save(first.cookie, product.id, firstForm)).status).toBe(302);

    const stale = await save(second.cookie, product.id, secondForm);
    expect(stale.status).toBe(409);
    const reply = await json<StaleReply>(stale);
    expect(reply.result.error[""]?.[0]).toContain(`changed by ${first.email}`);
    expect(reply.stale.conflicts).toEqual([
      { label: "Afrikaans name", theirs: "Eerste se naam", yours: "Tweede se naam" },
    ]);
    expect(reply.result.initialValue).toMatchObject({
      name_af: "Tweede se naam",
      description_af: "Tweede se beskrywing.",
    });
    expect(await row(product.id)).toMatchObject({ name_af: "Eerste se naam", description_af: null });
  });

  it("refuses an Afrikaans name longer than a name may be, at its field", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await fenceProduct();
    const response = await save(
      manager.cookie,
      product.id,
      await editForm(manager.cookie, product.id, { name_af: "n".repeat(201) }),
    );
    expect(response.status).toBe(400);
    const reply = await json<{ result: { error: Record<string, string[]> } }>(response);
    expect(reply.result.error.name_af).toEqual(["The Afrikaans name can be at most 200 characters."]);
    expect((await row(product.id)).name_af).toBeNull();
  });
});

describe("the CSV import", () => {
  it("sets the Afrikaans name and description of new and existing products, and leaves them for a blank cell", async () => {
    const staff = await signedInUser(["inventory_manager"]);
    const existing = await fenceProduct({ name_af: "Ou naam", description_af: "Ou beskrywing." });
    const untouched = await fenceProduct({ name_af: "Bly so", description_af: "Bly ook so." });
    const newCode = `WS4${String(randomInt(100_000_000)).padStart(8, "0")}`;
    const csv = [
      "WS Code,Stock Code,Product Name,Incl Price,Afrikaans Name,Afrikaans Description",
      `${newCode},NEW-AF,Bale Twine 2kg,R 120.00,Baaltou 2kg,"Sterk tou vir bale.\n\nUV-bestand."`,
      `${existing.wsCode},S-${existing.wsCode},,,Wildheining Kwaggastreep,Sterk gaas vir wildplase.`,
      `${untouched.wsCode},S-${untouched.wsCode},,,,`,
    ].join("\r\n");
    const form = new FormData();
    form.set("startRow", "1");
    form.set("endRow", "10000");
    form.set("file", new File([csv], "afrikaans.csv", { type: "text/csv" }));
    const uploaded = await postMultipart(importAction, "/admin/products/import", form, staff.cookie);
    expect(uploaded.status).toBe(303);
    const id = uploaded.headers.get("Location")?.split("/").pop() ?? "";
    await runDueJobs(db());
    const apply = await post(importPageAction, `/admin/products/import/${id}`, { intent: "apply" }, staff.cookie, {
      importId: id,
    });
    expect(apply.status).toBe(302);
    await runDueJobs(db());
    const record = await db().selectFrom("csv_imports").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: "completed", new_count: 1, updated_count: 1 });

    const created = await db()
      .selectFrom("products")
      .select(["product_name", "name_af", "description_af"])
      .where("ws_code", "=", newCode)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({
      product_name: "Bale Twine 2kg",
      name_af: "Baaltou 2kg",
      description_af: "Sterk tou vir bale.\n\nUV-bestand.",
    });
    expect(await row(existing.id)).toMatchObject({
      product_name: existing.name,
      name_af: "Wildheining Kwaggastreep",
      description_af: "Sterk gaas vir wildplase.",
    });
    expect(await row(untouched.id)).toMatchObject({ name_af: "Bly so", description_af: "Bly ook so." });
  });
});

describe("what customers read", () => {
  const AFRIKAANS_TEXTS = {
    name_af: "Wildheining Kwaggastreep",
    description_af: "Sterk gaas vir wildplase, 1,8 m hoog.\n\nVir koedoe en kwaggas.",
  };

  it("the product page: the Afrikaans name and description for an Afrikaans reader, the English otherwise", async () => {
    const product = await fenceProduct(AFRIKAANS_TEXTS);

    const afrikaans = await page(`/product/${product.wsCode}`, AFRIKAANS_BROWSER);
    expect(afrikaans.status).toBe(200);
    expect(afrikaans.html).toContain('<html lang="af-ZA">');
    expect(afrikaans.html).toMatch(/<title>Wildheining Kwaggastreep \| [^<]+<\/title>/);
    expect(afrikaans.html).toMatch(/<h1[^>]*>Wildheining Kwaggastreep<\/h1>/);
    expect(afrikaans.html).toContain('<meta name="description" content="Sterk gaas vir wildplase, 1,8 m hoog."/>');
    const afrikaansWords = visibleWords(afrikaans.html);
    expect(afrikaansWords).toContain("Sterk gaas vir wildplase, 1,8 m hoog.");
    expect(afrikaansWords).toContain("Vir koedoe en kwaggas.");
    // Never a mix: the English descriptions and name are not on the Afrikaans page.
    expect(afrikaansWords).not.toContain("Strong mesh for game farms.");
    expect(afrikaansWords).not.toContain("Galvanised mesh");
    expect(afrikaansWords).not.toContain("Game Fence Zebra Stripe");

    const english = await page(`/product/${product.wsCode}`);
    expect(english.html).toContain('<html lang="en-ZA">');
    expect(english.html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    const englishWords = visibleWords(english.html);
    expect(englishWords).toContain("Strong mesh for game farms.");
    expect(englishWords).toContain("For kudu and zebra.");
    expect(englishWords).not.toContain("Wildheining");
    expect(englishWords).not.toContain("Sterk gaas");

    // The explicit variant for search engines (?lang=af) is Afrikaans too.
    expect((await page(`/product/${product.wsCode}?lang=af`)).html).toMatch(/<h1[^>]*>Wildheining Kwaggastreep<\/h1>/);
  });

  it("a product with no Afrikaans texts shows its English ones to an Afrikaans reader", async () => {
    const product = await fenceProduct();
    const { html } = await page(`/product/${product.wsCode}`, AFRIKAANS_BROWSER);
    expect(html).toContain('<html lang="af-ZA">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(visibleWords(html)).toContain("Strong mesh for game farms.");
  });

  it("the product list, the specials and the home page name the product in the reader's language", async () => {
    const product = await fenceProduct(AFRIKAANS_TEXTS);
    await db()
      .updateTable("products")
      .set({ is_special_discount: 1, special_price_cents: 39_900, is_new_arrival: 1 })
      .where("id", "=", product.id)
      .execute();
    const search = `/products?search=${encodeURIComponent(product.wsCode)}`;
    const afrikaans = visibleWords((await page(search, AFRIKAANS_BROWSER)).html);
    expect(afrikaans).toContain("Wildheining Kwaggastreep");
    expect(afrikaans).not.toContain(product.name);
    const english = visibleWords((await page(search)).html);
    expect(english).toContain(product.name);
    expect(english).not.toContain("Wildheining");

    const specials = "/specials?sort=newest";
    expect(visibleWords((await page(specials, AFRIKAANS_BROWSER)).html)).toContain("Wildheining Kwaggastreep");
    const englishSpecials = visibleWords((await page(specials)).html);
    expect(englishSpecials).toContain(product.name);
    expect(englishSpecials).not.toContain("Wildheining");

    const home = "/?tab=new";
    expect(visibleWords((await page(home, AFRIKAANS_BROWSER)).html)).toContain("Wildheining Kwaggastreep");
    const englishHome = visibleWords((await page(home)).html);
    expect(englishHome).toContain(product.name);
    expect(englishHome).not.toContain("Wildheining");
  });

  it("the cart and the favourites name the product in the reader's language", async () => {
    const customer = await signedInUser();
    const product = await fenceProduct(AFRIKAANS_TEXTS);
    const cartId = randomUUID();
    await db().insertInto("carts").values({ id: cartId, user_id: customer.id }).execute();
    await db()
      .insertInto("cart_items")
      .values({ id: randomUUID(), cart_id: cartId, product_id: product.id, quantity: 2 })
      .execute();
    const afrikaans = await page("/cart", { ...AFRIKAANS_BROWSER, Cookie: customer.cookie });
    expect(afrikaans.status).toBe(200);
    expect(visibleWords(afrikaans.html)).toContain("Wildheining Kwaggastreep");
    expect(visibleWords(afrikaans.html)).not.toContain(product.name);
    const english = await page("/cart", { Cookie: customer.cookie });
    expect(visibleWords(english.html)).toContain(product.name);
    expect(visibleWords(english.html)).not.toContain("Wildheining");

    await db().insertInto("favorites").values({ user_id: customer.id, product_id: product.id }).execute();
    const favourites = visibleWords((await page("/favorites", { ...AFRIKAANS_BROWSER, Cookie: customer.cookie })).html);
    expect(favourites).toContain("Wildheining Kwaggastreep");
    expect(favourites).not.toContain(product.name);
    expect(visibleWords((await page("/favorites", { Cookie: customer.cookie })).html)).toContain(product.name);
  });
});

describe("the search", () => {
  it("finds a product by its Afrikaans name, shown under that name to an Afrikaans reader", async () => {
    const product = await fenceProduct({ name_af: "Kwaggastreepheining", description_af: "Vir wildplase." });
    const search = "/products?search=kwaggastreepheining";
    const afrikaans = visibleWords((await page(search, AFRIKAANS_BROWSER)).html);
    expect(afrikaans).toContain("Kwaggastreepheining");
    expect(afrikaans).not.toContain(product.name);
    // One index for both languages: an English reader typing the Afrikaans word finds it too.
    expect(visibleWords((await page(search)).html)).toContain(product.name);

    // A typo in the Afrikaans name is corrected as one in an English name is (the word list knows it).
    expect(visibleWords((await page("/products?search=kwaggastreephiening", AFRIKAANS_BROWSER)).html)).toContain(
      "Kwaggastreepheining",
    );
  });

  it("a search that finds the product by the Afrikaans name only after it is written", async () => {
    const product = await fenceProduct();
    const search = "/products?search=koedoedraad";
    expect(visibleWords((await page(search, AFRIKAANS_BROWSER)).html)).not.toContain(product.name);
    await db().updateTable("products").set({ name_af: "Koedoedraad" }).where("id", "=", product.id).execute();
    expect(visibleWords((await page(search, AFRIKAANS_BROWSER)).html)).toContain("Koedoedraad");
    expect(visibleWords((await page(search)).html)).toContain(product.name);
  });

  it("suggests the product under its Afrikaans name on an Afrikaans page, and its English one otherwise", async () => {
    const product = await fenceProduct({ name_af: "Springbokheining Ekstra" });
    const suggest = async (path: string, headers: Record<string, string> = {}) => {
      const response = (await suggestLoader({
        request: new Request(`http://localhost:3000${path}`, { headers }),
        params: {},
        context: {},
      })) as Response;
      return { response, found: readSuggestionBody(await response.json()) };
    };
    const href = `/product/${product.wsCode}`;
    const afrikaans = await suggest("/search/suggest?q=springbokh&lang=af");
    expect(afrikaans.found.products).toContainEqual({ label: "Springbokheining Ekstra", href });
    const english = await suggest("/search/suggest?q=springbokh");
    expect(english.found.products).toContainEqual({ label: product.name, href });
    // Asked without ?lang by an Afrikaans browser: Afrikaans, and the answer says what it varied by.
    const byBrowser = await suggest("/search/suggest?q=springbokh", AFRIKAANS_BROWSER);
    expect(byBrowser.found.products).toContainEqual({ label: "Springbokheining Ekstra", href });
    expect(byBrowser.response.headers.get("Vary")).toBe("Accept-Language, Cookie");
  });
});
