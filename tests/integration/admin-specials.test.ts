import "../support/seeded-database";
import { openedSnapshot } from "~/admin/stale-edit";
import { OUT_OF_STOCK_SPECIAL_MESSAGE, VALID_PRICE_MESSAGE } from "~/catalog/special-price-rules";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/admin.specials";
import { loader as storefrontSpecials } from "~/routes/specials";
import { expectNoAccessPage } from "../support/no-access";
import { insertTestProduct } from "../support/products";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/specials";

type Row = {
  id: string;
  wsCode: string;
  specialCents: number | null;
  savingCents: number;
  inStock: boolean;
  updatedAt: string;
};
type Screen = {
  counts: { total: number; specials: number; regular: number };
  specials: Row[];
  regular: Row[];
  hasMoreRegular: boolean;
  editing: string | null;
  confirming: Row | null;
};
type Refusal = {
  productId: string;
  typed: string;
  message: string;
  currentUpdatedAt: string | null;
  stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string } | null;
};

/** A product of this test's own, at R 450.00, so no seeded product is changed. */
async function ownProduct(options: { inStock?: boolean; name?: string } = {}) {
  const updatedAt = "2026-11-01T08:00:00.000Z";
  const product = await insertTestProduct(db(), {
    name: options.name ?? "Lucerne Bale {ws}",
    stock_available: options.inStock === false ? 0 : 1,
    updated_at: updatedAt,
  });
  return { ...product, updatedAt };
}

const productRow = (id: string) =>
  db()
    .selectFrom("products")
    .select(["special_price_cents", "is_special_discount", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("special price management", () => {
  it("counts products, lists the current specials and pages the regular-price products", async () => {
    const manager = await signedInUser(["content_manager"]);
    const screen = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(screen.counts.total).toBe(screen.counts.specials + screen.counts.regular);
    expect(screen.specials.length).toBe(screen.counts.specials);
    expect(screen.specials.length).toBeGreaterThan(0);
    expect(screen.regular).toHaveLength(50);
    expect(screen.hasMoreRegular).toBe(true);
    const more = await json<Screen>(await get(loader, `${PAGE}?limit=100`, manager.cookie));
    expect(more.regular.length).toBeGreaterThan(50);
  });

  it("finds products by name, code or category", async () => {
    const admin = await signedInUser(["admin"]);
    const product = await ownProduct({ name: "Zebra Stripe Paint" });
    const byName = await json<Screen>(await get(loader, `${PAGE}?search=zebra+stripe`, admin.cookie));
    expect(byName.regular.map((row) => row.id)).toEqual([product.id]);
    const byCode = await json<Screen>(await get(loader, `${PAGE}?search=${product.wsCode}`, admin.cookie));
    expect(byCode.counts.total).toBe(1);
    const category = await db().selectFrom("product_categories").select("name").executeTakeFirstOrThrow();
    const byCategory = await json<Screen>(
      await get(loader, `${PAGE}?search=${encodeURIComponent(category.name)}`, admin.cookie),
    );
    expect(byCategory.counts.total).toBeGreaterThan(0);
  });

  it("sets a special (flag and price), shows it on the storefront's specials at once, edits and removes it", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const set = await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "399.95", updatedAt: product.updatedAt },
      manager.cookie,
    );
    expect(set.status).toBe(302);
    expect(await toastAfter(set, manager.cookie)).toMatchObject({ title: "Special price updated successfully" });
    const afterSet = await productRow(product.id);
    expect(afterSet).toMatchObject({ special_price_cents: 39_995, is_special_discount: 1 });

    const storefront = await json<{ total: number; products: { wsCode: string }[] }>(
      await get(storefrontSpecials, "/specials?sort=name"),
    );
    const allSpecials = await db()
      .selectFrom("products")
      .select("ws_code")
      .where("is_special_discount", "=", 1)
      .execute();
    expect(allSpecials.map((row) => row.ws_code)).toContain(product.wsCode);
    expect(storefront.total).toBeGreaterThan(0);

    const edited = await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "350", updatedAt: afterSet.updated_at },
      manager.cookie,
    );
    expect(edited.status).toBe(302);
    const afterEdit = await productRow(product.id);
    expect(afterEdit.special_price_cents).toBe(35_000);

    const removed = await post(
      action,
      PAGE,
      { intent: "remove", productId: product.id, updatedAt: afterEdit.updated_at },
      manager.cookie,
    );
    expect(removed.status).toBe(302);
    expect(await productRow(product.id)).toMatchObject({ special_price_cents: null, is_special_discount: 0 });

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", product.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "product.special.set",
      "product.special.set",
      "product.special.remove",
    ]);
    expect(JSON.parse(audit[2]?.details ?? "{}")).toEqual({
      changes: { special_price_cents: { from: 35_000, to: null }, is_special_discount: { from: 1, to: 0 } },
    });
  });

  it("removes the special when the price is emptied", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "400", updatedAt: product.updatedAt },
      manager.cookie,
    );
    const { updated_at } = await productRow(product.id);
    const emptied = await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "", updatedAt: updated_at },
      manager.cookie,
    );
    expect(emptied.status).toBe(302);
    expect(await productRow(product.id)).toMatchObject({ special_price_cents: null, is_special_discount: 0 });
  });

  it("refuses a bad price, one not below the regular price, and a new special out of stock, writing nothing", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    for (const [typed, message] of [
      ["0", VALID_PRICE_MESSAGE],
      ["-3", VALID_PRICE_MESSAGE],
      ["abc", VALID_PRICE_MESSAGE],
      ["450", "The special price must be below the regular price of R\u00a0450.00."],
    ] as const) {
      const response = await post(
        action,
        PAGE,
        { intent: "set", productId: product.id, specialPrice: typed, updatedAt: product.updatedAt },
        manager.cookie,
      );
      expect(response.status, typed).toBe(400);
      expect(await json<Refusal>(response)).toMatchObject({
        typed,
        message: `Failed to update special price: ${message}`,
      });
    }
    const soldOut = await ownProduct({ inStock: false });
    const refused = await post(
      action,
      PAGE,
      { intent: "set", productId: soldOut.id, specialPrice: "100", updatedAt: soldOut.updatedAt },
      manager.cookie,
    );
    expect((await json<Refusal>(refused)).message).toBe(
      `Failed to update special price: ${OUT_OF_STOCK_SPECIAL_MESSAGE}`,
    );
    expect(await productRow(product.id)).toMatchObject({
      special_price_cents: null,
      is_special_discount: 0,
      updated_at: product.updatedAt,
    });
    expect(
      await db().selectFrom("audit_log").select("id").where("entity_id", "in", [product.id, soldOut.id]).execute(),
    ).toEqual([]);
  });

  it("refuses to overwrite a newer save and says who made it", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const product = await ownProduct();
    await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "410", updatedAt: product.updatedAt },
      first.cookie,
    );
    const stale = await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "300", updatedAt: product.updatedAt },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = await json<Refusal>(stale);
    expect(refusal.message).toContain(`changed by ${first.email}`);
    expect(refusal.typed).toBe("300");
    expect((await productRow(product.id)).special_price_cents).toBe(41_000);
  });

  it("shows a refused price again beside what they saved, on their version, so a second Save is deliberate", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const product = await ownProduct();
    // Both opened the row with no special price.
    const opened = openedSnapshot({ specialPrice: "" });
    await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "410", updatedAt: product.updatedAt, opened },
      first.cookie,
    );
    const stale = await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "300", updatedAt: product.updatedAt, opened },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = await json<Refusal>(stale);
    const saved = await productRow(product.id);
    expect(refusal.typed).toBe("300");
    expect(refusal.currentUpdatedAt).toBe(saved.updated_at);
    expect(refusal.stale).toEqual({
      taken: [],
      conflicts: [{ label: "Special price (R)", theirs: "410.00", yours: "300" }],
      opened: openedSnapshot({ specialPrice: "410.00" }),
    });
    // Saving again, on the version and snapshot the form now carries, saves the price typed.
    const again = await post(
      action,
      PAGE,
      {
        intent: "set",
        productId: product.id,
        specialPrice: refusal.typed,
        updatedAt: refusal.currentUpdatedAt ?? "",
        opened: refusal.stale?.opened ?? "",
      },
      second.cookie,
    );
    expect(again.status).toBe(302);
    expect((await productRow(product.id)).special_price_cents).toBe(30_000);
  });

  it("shows one row in edit and asks before removing when JavaScript is off", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct({ name: "Aardvark Spade" });
    await post(
      action,
      PAGE,
      { intent: "set", productId: product.id, specialPrice: "410", updatedAt: product.updatedAt },
      manager.cookie,
    );
    const editing = await json<Screen>(await get(loader, `${PAGE}?search=aardvark&edit=${product.id}`, manager.cookie));
    expect(editing.editing).toBe(product.id);
    const confirming = await json<Screen>(
      await get(loader, `${PAGE}?search=aardvark&confirm=${product.id}`, manager.cookie),
    );
    expect(confirming.confirming?.id).toBe(product.id);
  });

  it("is for super admins, admins, inventory and content managers; other staff are refused with the page, customers sent home", async () => {
    const product = await ownProduct();
    for (const roles of [[], ["order_processor"], ["financial_officer"]] as const) {
      const user = await signedInUser([...roles]);
      const response = await post(
        action,
        PAGE,
        { intent: "set", productId: product.id, specialPrice: "100", updatedAt: product.updatedAt },
        user.cookie,
      );
      if (roles.length === 0) expect(response.headers.get("Location")).toBe("/");
      else await expectNoAccessPage(response, "specials", roles.join());
    }
    expect((await productRow(product.id)).special_price_cents).toBeNull();
  });
});
