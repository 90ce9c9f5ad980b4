import "../support/seeded-database";
import {
  INCL_BELOW_EXCL_ERROR,
  PRICE_MESSAGE,
  PRODUCT_NAME_REQUIRED,
  WS_CODE_FORMAT,
} from "~/catalog/product-admin-messages";
import { db } from "~/platform/db.server";
import { loader as listLoader } from "~/routes/admin.products._index";
import { action as editAction, loader as editLoader } from "~/routes/admin.products.$productId";
import { action as newAction } from "~/routes/admin.products.new";
import { expectNoAccessPage } from "../support/no-access";
import { insertTestProduct } from "../support/products";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const LIST = "/admin/products";

type Card = { id: string; wsCode: string; active: boolean; category: string | null };
type List = {
  products: Card[];
  hasMore: boolean;
  inactiveAddedForCode: boolean;
  wsSearch: boolean;
  filtering: boolean;
};
type Edit = {
  product: { id: string; updatedAt: string };
  values: Record<string, string | undefined>;
  opened: string;
};
type Reply = { result: { status: string; error: Record<string, string[]> }; currentUpdatedAt?: string | null };
type StaleReply = Reply & {
  result: { initialValue: Record<string, string> };
  stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[] };
};

function ownProduct(options: { active?: boolean; name?: string } = {}) {
  return insertTestProduct(db(), {
    name: options.name ?? "Game Fence {ws}",
    is_active: options.active === false ? 0 : 1,
    seo_title: "Game fence for farms",
  });
}

const row = (id: string) => db().selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The edit form as loaded, with some fields changed: what a browser would send. */
async function editForm(cookie: string, id: string, changes: Record<string, string | undefined> = {}) {
  const screen = await json<Edit>(await get(editLoader, `${LIST}/${id}`, cookie, { productId: id }));
  const fields: Record<string, string> = { updatedAt: screen.product.updatedAt, opened: screen.opened };
  for (const [key, value] of Object.entries({ ...screen.values, ...changes })) {
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

const save = (cookie: string, id: string, fields: Record<string, string>) =>
  post(editAction, `${LIST}/${id}`, fields, cookie, { productId: id });

describe("the product list", () => {
  it("shows 16 active products first, more with Load More, up to 80", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const first = await json<List>(await get(listLoader, LIST, manager.cookie));
    expect(first.products).toHaveLength(16);
    expect(first.products.every((card) => card.active)).toBe(true);
    expect(first.hasMore).toBe(true);
    const most = await json<List>(await get(listLoader, `${LIST}?limit=500`, manager.cookie));
    expect(most.products).toHaveLength(80);
    expect(most.hasMore).toBe(false);
  });

  it("finds by WS code or name, includes inactive products for a code no active product has, and filters by category", async () => {
    const admin = await signedInUser(["admin"]);
    const hidden = await ownProduct({ active: false, name: "Quagga Lick Block" });
    const byCode = await json<List>(
      await get(listLoader, `${LIST}?search=${hidden.wsCode.toLowerCase()}`, admin.cookie),
    );
    expect(byCode).toMatchObject({ wsSearch: true, inactiveAddedForCode: true });
    expect(byCode.products.map((card) => card.id)).toEqual([hidden.id]);

    const byName = await json<List>(await get(listLoader, `${LIST}?search=quagga`, admin.cookie));
    expect(byName.products).toEqual([]);
    expect(byName.filtering).toBe(true);
    const withInactive = await json<List>(await get(listLoader, `${LIST}?search=quagga&inactive=on`, admin.cookie));
    expect(withInactive.products.map((card) => card.id)).toEqual([hidden.id]);

    const category = await db()
      .selectFrom("products")
      .select("category_id")
      .where("category_id", "is not", null)
      .executeTakeFirstOrThrow();
    const inCategory = await json<List>(
      await get(listLoader, `${LIST}?category=${category.category_id}&limit=80`, admin.cookie),
    );
    const ids = inCategory.products.map((card) => card.id);
    const stored = await db()
      .selectFrom("products")
      .select("id")
      .where("id", "in", ids)
      .where("category_id", "!=", category.category_id)
      .execute();
    expect(ids.length).toBeGreaterThan(0);
    expect(stored).toEqual([]);

    // Filed nowhere yet (a bulk run's "not filed" link): only products with no category.
    await db().updateTable("products").set({ category_id: null }).where("id", "=", hidden.id).execute();
    const unfiled = await json<List>(await get(listLoader, `${LIST}?category=none&inactive=on&limit=80`, admin.cookie));
    expect(unfiled.products.map((card) => card.id)).toContain(hidden.id);
    expect(unfiled.products.every((card) => card.category === null)).toBe(true);
  });
});

describe("editing a product", () => {
  it("writes nothing to the audit log when a save changed nothing", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const audited = () => db().selectFrom("audit_log").select("id").where("entity_id", "=", product.id).execute();
    const before = (await audited()).length;
    const unchanged = await save(manager.cookie, product.id, await editForm(manager.cookie, product.id));
    expect(unchanged.status).toBe(302);
    expect(await audited()).toHaveLength(before);
    await save(
      manager.cookie,
      product.id,
      await editForm(manager.cookie, product.id, { product_name: "Game Fence 2" }),
    );
    expect(await audited()).toHaveLength(before + 1);
  });

  it("keeps the brand staff set (optional: empty is none), audited", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    await save(manager.cookie, product.id, await editForm(manager.cookie, product.id, { brand: "  Epol " }));
    expect(await row(product.id)).toMatchObject({ brand: "Epol" });
    const [entry] = await db().selectFrom("audit_log").selectAll().where("entity_id", "=", product.id).execute();
    expect(JSON.parse(entry?.details ?? "{}").changes).toEqual({ brand: { from: null, to: "Epol" } });
    expect((await editForm(manager.cookie, product.id)).brand).toBe("Epol");
    await save(manager.cookie, product.id, await editForm(manager.cookie, product.id, { brand: "" }));
    expect(await row(product.id)).toMatchObject({ brand: null });
  });

  it("saves every section with the spec's update rules, audits the change and says 'Product Updated'", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const subcategory = await db()
      .selectFrom("product_subcategories")
      .select(["id", "category_id"])
      .executeTakeFirstOrThrow();
    const fields = await editForm(manager.cookie, product.id, {
      product_name: "  Game Fence 1.2 m  ",
      incl_price: "499.95",
      excl_price: "434.74",
      special_price: "",
      category_id: subcategory.category_id,
      subcategory_id: subcategory.id,
      product_unit: "m",
      product_length: "50",
      is_favorite: "on",
      seo_title: "",
      returnTo: `${LIST}?search=fence`,
    });
    const response = await save(manager.cookie, product.id, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${LIST}?search=fence`);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({
      title: "Product Updated",
      description: "Product has been successfully updated.",
    });
    const saved = await row(product.id);
    expect(saved).toMatchObject({
      product_name: "Game Fence 1.2 m",
      incl_price_cents: 49_995,
      excl_price_cents: 43_474,
      special_price_cents: null,
      category_id: subcategory.category_id,
      subcategory_id: subcategory.id,
      product_unit: "m",
      product_length: 50,
      is_favorite: 1,
      seo_title: null,
    });
    expect(saved.last_price_update).not.toBeNull();
    const [entry] = await db().selectFrom("audit_log").selectAll().where("entity_id", "=", product.id).execute();
    expect(entry).toMatchObject({ action: "product.update", actor_id: manager.id });
    expect(JSON.parse(entry?.details ?? "{}").changes).toMatchObject({
      incl_price_cents: { from: 45_000, to: 49_995 },
      is_favorite: { from: 0, to: 1 },
    });
  });

  it("keeps a special price below the inclusive price, and clears category and subcategory with No Category", async () => {
    const admin = await signedInUser(["admin"]);
    const product = await ownProduct();
    const subcategory = await db()
      .selectFrom("product_subcategories")
      .select(["id", "category_id"])
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("products")
      .set({ category_id: subcategory.category_id, subcategory_id: subcategory.id })
      .where("id", "=", product.id)
      .execute();
    const response = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { special_price: "399.99", category_id: "" }),
    );
    expect(response.status).toBe(302);
    expect(await row(product.id)).toMatchObject({
      special_price_cents: 39_999,
      category_id: null,
      subcategory_id: null,
    });
  });

  it("marks a category chosen in the editor as set by hand, so a bulk assignment run leaves it unless told otherwise", async () => {
    const admin = await signedInUser(["admin"]);
    const product = await ownProduct();
    const [first, second] = await db()
      .selectFrom("product_subcategories")
      .select(["id", "category_id"])
      .orderBy("category_id")
      .execute()
      .then((rows) => rows.filter((row, index) => index === 0 || row.category_id !== rows[0]?.category_id));
    if (!first || !second) throw new Error("the demo catalogue has two categories with subcategories");
    // Filed by a bulk assignment run.
    await db()
      .updateTable("products")
      .set({
        category_id: first.category_id,
        subcategory_id: first.id,
        auto_category_assigned: 1,
        auto_subcategory_assigned: 1,
      })
      .where("id", "=", product.id)
      .execute();
    // A save that leaves the category alone keeps it the run's.
    await save(admin.cookie, product.id, await editForm(admin.cookie, product.id, { product_name: "Fence Wire 2" }));
    expect(await row(product.id)).toMatchObject({
      category_id: first.category_id,
      auto_category_assigned: 1,
      auto_subcategory_assigned: 1,
    });
    // A person files it elsewhere.
    const response = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { category_id: second.category_id, subcategory_id: second.id }),
    );
    expect(response.status).toBe(302);
    // Both flags: the category and the subcategory are now a person's (issue 48).
    expect(await row(product.id)).toMatchObject({
      category_id: second.category_id,
      subcategory_id: second.id,
      auto_category_assigned: 0,
      auto_subcategory_assigned: 0,
    });
  });

  it("marks a subcategory changed by hand as set by hand, the category's flag with it", async () => {
    const admin = await signedInUser(["admin"]);
    const product = await ownProduct();
    const [first, sibling] = await db()
      .selectFrom("product_subcategories as s")
      .innerJoin("product_categories as c", "c.id", "s.category_id")
      .select(["s.id", "s.category_id"])
      .where("c.name", "=", "Pet Supplies")
      .orderBy("s.display_order")
      .execute();
    if (!first || !sibling) throw new Error("Pet Supplies has two subcategories in the demo catalogue");
    await db()
      .updateTable("products")
      .set({
        category_id: first.category_id,
        subcategory_id: first.id,
        auto_category_assigned: 1,
        auto_subcategory_assigned: 1,
      })
      .where("id", "=", product.id)
      .execute();
    await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { category_id: first.category_id, subcategory_id: sibling.id }),
    );
    expect(await row(product.id)).toMatchObject({
      category_id: first.category_id,
      subcategory_id: sibling.id,
      auto_category_assigned: 0,
      auto_subcategory_assigned: 0,
    });
  });

  it("refuses a subcategory of another category (no JavaScript), a missing name and a bad price, writing nothing", async () => {
    const admin = await signedInUser(["admin"]);
    const product = await ownProduct();
    const before = await row(product.id);
    const [first, second] = await db()
      .selectFrom("product_categories")
      .select(["id", "name"])
      .orderBy("display_order")
      .limit(2)
      .execute();
    const foreign = await db()
      .selectFrom("product_subcategories")
      .select(["id", "name"])
      .where("category_id", "=", second?.id ?? "")
      .executeTakeFirstOrThrow();
    const mismatch = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { category_id: first?.id, subcategory_id: foreign.id }),
    );
    expect(mismatch.status).toBe(400);
    expect((await json<Reply>(mismatch)).result.error.subcategory_id).toEqual([
      `${foreign.name} is not a subcategory of ${first?.name}. Choose one of its subcategories, or none.`,
    ]);

    const unnamed = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { product_name: "  " }),
    );
    expect(unnamed.status).toBe(400);
    expect((await json<Reply>(unnamed)).result.error.product_name).toEqual([PRODUCT_NAME_REQUIRED]);

    // A special above (or at) the price with VAT is refused at its field, not dropped: nothing is saved.
    const unsaved = await row(product.id);
    const dearSpecial = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { incl_price: "499.95", special_price: "600" }),
    );
    expect(dearSpecial.status).toBe(400);
    expect((await json<Reply>(dearSpecial)).result.error.special_price).toEqual([
      "The special price must be below the regular price of R\u00a0499.95.",
    ]);
    expect(await row(product.id)).toEqual(unsaved);

    const badPrice = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { incl_price: "-5", excl_price: "abc" }),
    );
    expect((await json<Reply>(badPrice)).result.error).toMatchObject({
      incl_price: [PRICE_MESSAGE],
      excl_price: [PRICE_MESSAGE],
    });

    const longSeo = await save(
      admin.cookie,
      product.id,
      await editForm(admin.cookie, product.id, { seo_title: "x".repeat(121) }),
    );
    expect((await json<Reply>(longSeo)).result.error.seo_title).toEqual([
      "The SEO title can be at most 120 characters.",
    ]);

    expect(await row(product.id)).toEqual(before);
    expect(await db().selectFrom("audit_log").select("id").where("entity_id", "=", product.id).execute()).toEqual([]);
  });

  it("saves an inclusive price below the exclusive one, and says so with the confirmation", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const response = await save(
      manager.cookie,
      product.id,
      await editForm(manager.cookie, product.id, { incl_price: "100", excl_price: "200" }),
    );
    expect(response.status).toBe(302);
    expect((await toastAfter(response, manager.cookie))?.description).toContain(INCL_BELOW_EXCL_ERROR);
    expect((await row(product.id)).incl_price_cents).toBe(10_000);
  });

  it("refuses to overwrite another staff member's newer save, keeping what was typed", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const firstForm = await editForm(first.cookie, product.id, { incl_price: "480" });
    const secondForm = await editForm(second.cookie, product.id, { incl_price: "510", product_name: "Second's name" });
    expect((await save(first.cookie, product.id, firstForm)).status).toBe(302);

    const stale = await save(second.cookie, product.id, secondForm);
    expect(stale.status).toBe(409);
    const reply = await json<Reply & { result: { initialValue: Record<string, string> } }>(stale);
    expect(reply.result.error[""]?.[0]).toContain(`changed by ${first.email}`);
    expect(reply.result.initialValue).toMatchObject({ incl_price: "510", product_name: "Second's name" });
    expect((await row(product.id)).incl_price_cents).toBe(48_000);

    const deliberate = await save(second.cookie, product.id, {
      ...secondForm,
      updatedAt: reply.currentUpdatedAt ?? "",
    });
    expect(deliberate.status).toBe(302);
    expect((await row(product.id)).incl_price_cents).toBe(51_000);
  });

  it("shows a refused stale save again merged: their saved values where you changed nothing, yours where you did", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const firstForm = await editForm(first.cookie, product.id, {
      incl_price: "480",
      long_description: "Their long description.",
      is_top_seller: "on",
      seo_title: "Their SEO title",
    });
    const secondForm = await editForm(second.cookie, product.id, {
      product_name: "Second's name",
      seo_title: "Second's SEO title",
    });
    expect((await save(first.cookie, product.id, firstForm)).status).toBe(302);

    const stale = await save(second.cookie, product.id, secondForm);
    expect(stale.status).toBe(409);
    const reply = await json<StaleReply>(stale);
    const shown = reply.result.initialValue;
    expect(shown).toMatchObject({
      product_name: "Second's name",
      seo_title: "Second's SEO title",
      incl_price: "480.00",
      long_description: "Their long description.",
      is_top_seller: "on",
      updatedAt: (await row(product.id)).updated_at,
    });
    expect(reply.stale.taken).toEqual(["Long description", "Price incl. VAT (R)", "Top seller"]);
    expect(reply.stale.conflicts).toEqual([
      { label: "SEO title", theirs: "Their SEO title", yours: "Second's SEO title" },
    ]);

    // Saving the form as shown again keeps their changes to the fields the second person left alone.
    expect((await save(second.cookie, product.id, shown)).status).toBe(302);
    expect(await row(product.id)).toMatchObject({
      product_name: "Second's name",
      seo_title: "Second's SEO title",
      incl_price_cents: 48_000,
      long_description: "Their long description.",
      is_top_seller: 1,
    });
  });

  it("answers 404 for an unknown product", async () => {
    const admin = await signedInUser(["admin"]);
    expect((await get(editLoader, `${LIST}/nope`, admin.cookie, { productId: "nope" })).status).toBe(404);
  });
});

describe("a new product", () => {
  const newProduct = (overrides: Record<string, string> = {}) => ({
    ws_code: `ws5${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    product_name: "Kraal Gate 3.6 m",
    stock_code: "KG36",
    incl_price: "1999.00",
    excl_price: "1738.26",
    product_dimension_unit: "MM",
    product_unit: "none",
    ...overrides,
  });

  it("starts inactive unless Active is ticked, with its WS code upper-cased, and is audited", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const fields = newProduct();
    const response = await post(newAction, `${LIST}/new`, fields, manager.cookie);
    expect(response.status).toBe(302);
    const created = await db()
      .selectFrom("products")
      .selectAll()
      .where("ws_code", "=", fields.ws_code.toUpperCase())
      .executeTakeFirstOrThrow();
    expect(response.headers.get("Location")).toBe(`${LIST}/${created.id}`);
    expect(created).toMatchObject({ is_active: 0, incl_price_cents: 199_900, product_unit: null, stock_code: "KG36" });
    const [entry] = await db().selectFrom("audit_log").select("action").where("entity_id", "=", created.id).execute();
    expect(entry?.action).toBe("product.create");

    const active = newProduct({ is_active: "on" });
    await post(newAction, `${LIST}/new`, active, manager.cookie);
    expect(
      (
        await db()
          .selectFrom("products")
          .select("is_active")
          .where("ws_code", "=", active.ws_code.toUpperCase())
          .executeTakeFirstOrThrow()
      ).is_active,
    ).toBe(1);
  });

  it("refuses a WS code of the wrong form or one already used", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const count = async () => (await db().selectFrom("products").select("id").execute()).length;
    const before = await count();
    const wrong = await post(newAction, `${LIST}/new`, newProduct({ ws_code: "AB1234" }), manager.cookie);
    expect(wrong.status).toBe(400);
    expect((await json<Reply>(wrong)).result.error.ws_code).toEqual([WS_CODE_FORMAT]);
    const taken = await db().selectFrom("products").select("ws_code").executeTakeFirstOrThrow();
    const duplicate = await post(
      newAction,
      `${LIST}/new`,
      newProduct({ ws_code: taken.ws_code.toLowerCase() }),
      manager.cookie,
    );
    expect(duplicate.status).toBe(400);
    expect((await json<Reply>(duplicate)).result.error.ws_code).toEqual([
      `Another product already has the WS code ${taken.ws_code}.`,
    ]);
    expect(await count()).toBe(before);
  });

  it("is for staff who manage products: other staff are refused with the page, customers sent to the admin sign-in", async () => {
    const content = await signedInUser(["content_manager"]);
    await expectNoAccessPage(await post(newAction, `${LIST}/new`, newProduct(), content.cookie), "products");
    const customer = await signedInUser([]);
    const response = await post(newAction, `${LIST}/new`, newProduct(), customer.cookie);
    expect(response.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(`${LIST}/new`)}`);
  });
});
