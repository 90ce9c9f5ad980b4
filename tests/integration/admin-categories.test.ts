import "../support/seeded-database";
import {
  CATEGORY_HAS_SUBCATEGORIES,
  CATEGORY_NAME_REQUIRED,
  FAILED_TO_DELETE_CATEGORY,
  FAILED_TO_DELETE_SUBCATEGORY,
  SUBCATEGORY_NAME_AND_PARENT_REQUIRED,
  SUBCATEGORY_NAME_REQUIRED,
} from "~/catalog/category-admin-messages";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/admin.category-management";
import { loader as productsLoader } from "~/routes/products._index";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/category-management";

type Reply = {
  intent: string;
  result: { status: string; error: Record<string, string[]> };
  currentUpdatedAt: string | null;
};
type StaleReply = Reply & {
  result: { initialValue: Record<string, string> };
  stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string };
};
type Screen = {
  tree: {
    id: string;
    name: string;
    slug: string;
    updatedAt: string;
    productCount: number;
    subcategories: { id: string; name: string; updatedAt: string }[];
  }[];
  editing: { kind: string; id: string } | null;
  opened: string | null;
  confirming: { kind: string; id: string; name: string } | null;
};

const categoryNamed = (name: string) =>
  db().selectFrom("product_categories").selectAll().where("name", "=", name).executeTakeFirst();
const auditFor = (entityId: string) =>
  db().selectFrom("audit_log").selectAll().where("entity_id", "=", entityId).orderBy("created_at").execute();

async function createCategory(cookie: string, name: string, extra: Record<string, string> = {}) {
  const response = await post(
    action,
    PAGE,
    { intent: "create-category", name, description: "", displayOrder: "5", ...extra },
    cookie,
  );
  expect(response.status, name).toBe(302);
  const row = await categoryNamed(name.trim());
  if (!row) throw new Error(`${name} was not created`);
  return row;
}

describe("category management", () => {
  it("lists the seeded categories in display order with their subcategories and product counts", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const screen = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(screen.tree.length).toBeGreaterThan(3);
    const used = screen.tree.find((category) => category.productCount > 0);
    expect(used?.subcategories.length).toBeGreaterThan(0);
    expect(screen.editing).toBeNull();
  });

  it("creates a category with a trimmed name, a slug, a null empty description, and an audit row", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const response = await post(
      action,
      PAGE,
      { intent: "create-category", name: "  Beekeeping & Honey  ", description: "   ", displayOrder: "7" },
      manager.cookie,
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({ title: "Category created" });
    const row = await categoryNamed("Beekeeping & Honey");
    expect(row).toMatchObject({ slug: "beekeeping-and-honey", description: null, display_order: 7 });
    const [entry] = await auditFor(row?.id ?? "");
    expect(entry).toMatchObject({ action: "category.create", actor_id: manager.id, entity_type: "category" });
  });

  it("refuses a missing name or parent with the spec's messages, and a duplicate name, writing nothing", async () => {
    const admin = await signedInUser(["admin"]);
    const before = await db().selectFrom("product_categories").select("id").execute();
    const blank = await post(action, PAGE, { intent: "create-category", name: "   " }, admin.cookie);
    expect(blank.status).toBe(400);
    expect((await json<Reply>(blank)).result.error.name).toEqual([CATEGORY_NAME_REQUIRED]);

    const orphan = await post(
      action,
      PAGE,
      { intent: "create-subcategory", name: "Hives", categoryId: "" },
      admin.cookie,
    );
    expect(orphan.status).toBe(400);
    expect((await json<Reply>(orphan)).result.error.categoryId).toEqual([SUBCATEGORY_NAME_AND_PARENT_REQUIRED]);
    const unnamed = await post(
      action,
      PAGE,
      { intent: "create-subcategory", name: "", categoryId: before[0]?.id ?? "" },
      admin.cookie,
    );
    expect((await json<Reply>(unnamed)).result.error.name).toEqual([SUBCATEGORY_NAME_AND_PARENT_REQUIRED]);

    const seeded = await db().selectFrom("product_categories").select("name").executeTakeFirstOrThrow();
    const duplicate = await post(
      action,
      PAGE,
      { intent: "create-category", name: seeded.name.toUpperCase() },
      admin.cookie,
    );
    expect(duplicate.status).toBe(400);
    expect((await json<Reply>(duplicate)).result.error.name).toEqual([
      `A category named "${seeded.name}" already exists.`,
    ]);

    const badOrder = await post(
      action,
      PAGE,
      { intent: "create-category", name: "Orderly", displayOrder: "first" },
      admin.cookie,
    );
    expect(badOrder.status).toBe(400);
    expect(await db().selectFrom("product_categories").select("id").execute()).toHaveLength(before.length);
  });

  it("renames a category without changing its slug, so storefront links keep finding its products", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const category = await createCategory(manager.cookie, "Irrigation Parts");
    const product = await db()
      .selectFrom("products")
      .select(["id", "ws_code"])
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("products")
      .set({ category_id: category.id, subcategory_id: null })
      .where("id", "=", product.id)
      .execute();

    const renamed = await post(
      action,
      PAGE,
      {
        intent: "update-category",
        id: category.id,
        updatedAt: category.updated_at,
        name: "Irrigation",
        description: "Pipes and fittings",
        displayOrder: "2",
      },
      manager.cookie,
    );
    expect(renamed.status).toBe(302);
    expect(await categoryNamed("Irrigation")).toMatchObject({
      slug: "irrigation-parts",
      description: "Pipes and fittings",
      display_order: 2,
    });
    const [, update] = await auditFor(category.id);
    expect(update?.action).toBe("category.update");
    expect(JSON.parse(update?.details ?? "{}")).toEqual({
      changes: {
        name: { from: "Irrigation Parts", to: "Irrigation" },
        description: { from: null, to: "Pipes and fittings" },
        display_order: { from: 5, to: 2 },
      },
    });

    const listing = await json<{ products: { wsCode: string }[] }>(
      await get(productsLoader, "/products?category=irrigation-parts"),
    );
    expect(listing.products.map((card) => card.wsCode)).toContain(product.ws_code);
  });

  it("refuses to overwrite a newer save, names who made it, and lets a deliberate second save through", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const category = await createCategory(first.cookie, "Poultry Housing");
    const openedAt = category.updated_at;
    const firstSave = await post(
      action,
      PAGE,
      { intent: "update-category", id: category.id, updatedAt: openedAt, name: "Poultry Houses", displayOrder: "1" },
      first.cookie,
    );
    expect(firstSave.status).toBe(302);

    const stale = await post(
      action,
      PAGE,
      { intent: "update-category", id: category.id, updatedAt: openedAt, name: "Chicken Coops", displayOrder: "3" },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const reply = await json<Reply>(stale);
    expect(reply.result.error[""]?.[0]).toContain(`changed by ${first.email}`);
    expect(reply.result.error[""]?.[0]).toContain("Nothing was saved");
    expect(reply.result).toMatchObject({ status: "error" });
    expect(await categoryNamed("Poultry Houses")).toBeDefined();
    expect(await categoryNamed("Chicken Coops")).toBeUndefined();

    const deliberate = await post(
      action,
      PAGE,
      {
        intent: "update-category",
        id: category.id,
        updatedAt: reply.currentUpdatedAt ?? "",
        name: "Chicken Coops",
        displayOrder: "3",
      },
      second.cookie,
    );
    expect(deliberate.status).toBe(302);
    expect(await categoryNamed("Chicken Coops")).toBeDefined();
  });

  it("shows a refused stale save merged: their saved fields where you changed nothing, yours where you did", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const category = await createCategory(first.cookie, "Feed Troughs", {
      description: "Galvanised",
      keywords: "trough",
    });
    const edit = `${PAGE}?edit=category:${category.id}`;
    const opened = (await json<Screen>(await get(loader, edit, second.cookie))).opened ?? "";
    expect(opened).not.toBe("");
    const asOpened = {
      intent: "update-category",
      id: category.id,
      updatedAt: category.updated_at,
      opened,
      name: "Feed Troughs",
      description: "Galvanised",
      keywords: "trough",
      displayOrder: "5",
    };
    const firstSave = await post(
      action,
      PAGE,
      { ...asOpened, description: "Hot-dip galvanised steel", displayOrder: "2", keywords: "trough, feeder" },
      first.cookie,
    );
    expect(firstSave.status).toBe(302);

    const stale = await post(
      action,
      PAGE,
      { ...asOpened, name: "Troughs and Feeders", keywords: "trough, drinker" },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const reply = await json<StaleReply>(stale);
    const saved = await categoryNamed("Feed Troughs");
    expect(reply.result.initialValue).toMatchObject({
      name: "Troughs and Feeders",
      description: "Hot-dip galvanised steel",
      keywords: "trough, drinker",
      displayOrder: "2",
      updatedAt: saved?.updated_at,
    });
    expect(reply.stale.taken).toEqual(["Description", "Display order"]);
    expect(reply.stale.conflicts).toEqual([{ label: "Keywords", theirs: "trough, feeder", yours: "trough, drinker" }]);

    // Save again as shown: their description and order stay, the name and keywords are yours.
    expect((await post(action, PAGE, reply.result.initialValue, second.cookie)).status).toBe(302);
    expect(
      await db().selectFrom("product_categories").selectAll().where("id", "=", category.id).executeTakeFirst(),
    ).toMatchObject({
      name: "Troughs and Feeders",
      description: "Hot-dip galvanised steel",
      keywords: "trough, drinker",
      display_order: 2,
    });
  });

  it("creates, renames and deletes a subcategory; refuses a blank name on update", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const category = await createCategory(manager.cookie, "Beehives");
    const created = await post(
      action,
      PAGE,
      {
        intent: "create-subcategory",
        categoryId: category.id,
        name: " Langstroth Boxes ",
        description: " Deep supers ",
      },
      manager.cookie,
    );
    expect(created.status).toBe(302);
    const sub = await db()
      .selectFrom("product_subcategories")
      .selectAll()
      .where("category_id", "=", category.id)
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ name: "Langstroth Boxes", slug: "langstroth-boxes", description: "Deep supers" });

    const blank = await post(
      action,
      PAGE,
      { intent: "update-subcategory", id: sub.id, updatedAt: sub.updated_at, name: " " },
      manager.cookie,
    );
    expect(blank.status).toBe(400);
    expect((await json<Reply>(blank)).result.error.name).toEqual([SUBCATEGORY_NAME_REQUIRED]);

    const withChild = await post(action, PAGE, { intent: "delete-category", id: category.id }, manager.cookie);
    expect(withChild.status).toBe(409);
    expect((await json<Reply>(withChild)).result.error[""]).toEqual([CATEGORY_HAS_SUBCATEGORIES]);

    expect((await post(action, PAGE, { intent: "delete-subcategory", id: sub.id }, manager.cookie)).status).toBe(302);
    expect((await post(action, PAGE, { intent: "delete-category", id: category.id }, manager.cookie)).status).toBe(302);
    expect(await categoryNamed("Beehives")).toBeUndefined();
    expect((await auditFor(category.id)).map((entry) => entry.action)).toEqual(["category.create", "category.delete"]);
  });

  it("refuses to delete a category or subcategory that products use, with the spec's messages", async () => {
    const admin = await signedInUser(["super_admin"]);
    const used = await db()
      .selectFrom("products")
      .select(["category_id", "subcategory_id"])
      .where("category_id", "is not", null)
      .where("subcategory_id", "is not", null)
      .executeTakeFirstOrThrow();
    const category = await post(action, PAGE, { intent: "delete-category", id: used.category_id ?? "" }, admin.cookie);
    expect(category.status).toBe(409);
    expect((await json<Reply>(category)).result.error[""]).toEqual([FAILED_TO_DELETE_CATEGORY]);
    const subcategory = await post(
      action,
      PAGE,
      { intent: "delete-subcategory", id: used.subcategory_id ?? "" },
      admin.cookie,
    );
    expect((await json<Reply>(subcategory)).result.error[""]).toEqual([FAILED_TO_DELETE_SUBCATEGORY]);
    expect(
      await db()
        .selectFrom("product_categories")
        .select("id")
        .where("id", "=", used.category_id ?? "")
        .execute(),
    ).toHaveLength(1);
  });

  it("asks before deleting when JavaScript is off, and shows a row as a form for ?edit", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const category = await createCategory(manager.cookie, "Fencing Tools");
    const confirm = await json<Screen>(await get(loader, `${PAGE}?confirm=category:${category.id}`, manager.cookie));
    expect(confirm.confirming).toEqual({ kind: "category", id: category.id, name: "Fencing Tools" });
    const edit = await json<Screen>(await get(loader, `${PAGE}?edit=category:${category.id}`, manager.cookie));
    expect(edit.editing).toEqual({ kind: "category", id: category.id });
    const unknown = await json<Screen>(await get(loader, `${PAGE}?edit=category:nope&confirm=x`, manager.cookie));
    expect(unknown).toMatchObject({ editing: null, confirming: null });
  });

  it("is for super admins, admins and inventory managers; other staff are refused with the page, customers sent home, visitors to sign in", async () => {
    const visitor = await get(loader, PAGE);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(PAGE)}`);
    for (const roles of [[], ["content_manager"], ["order_processor"]] as const) {
      const user = await signedInUser([...roles]);
      const response = await post(
        action,
        PAGE,
        { intent: "create-category", name: `Refused ${roles.join()}` },
        user.cookie,
      );
      if (roles.length > 0) {
        await expectNoAccessPage(response, "categories", roles.join());
        continue;
      }
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    expect(await categoryNamed("Refused content_manager")).toBeUndefined();
  });
});
