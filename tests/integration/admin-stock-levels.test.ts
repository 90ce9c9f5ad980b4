import "../support/seeded-database";
import { openedSnapshot } from "~/admin/stale-edit";
import { moveStock } from "~/catalog/stock.server";
import { QUANTITY_MESSAGE, STOCK_NOTE_MESSAGE } from "~/catalog/stock-messages";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/admin.stock-levels";
import { loader as historyLoader } from "~/routes/admin.stock-levels_.$productId";
import { expectNoAccessPage } from "../support/no-access";
import { insertTestProduct } from "../support/products";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const PAGE = "/admin/stock-levels";

type Row = {
  productId: string;
  wsCode: string;
  quantity: number | null;
  source: string | null;
  lastUpdated: string | null;
};
type Screen = { rows: Row[]; hasMore: boolean; editing: string | null };
type Refusal = {
  productId: string;
  typed: string;
  typedNote: string;
  message: string;
  currentLastUpdated: string | null;
  stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string } | null;
};
type History = {
  product: { quantity: number | null };
  movements: { reason: string; note: string | null; from: number; to: number; by: string; reference: string | null }[];
};

/** A product of this test's own, optionally with a counted level. */
async function ownProduct(quantity?: number) {
  const product = await insertTestProduct(db(), { name: "Wire Strainer {ws}", incl_price_cents: 12_000 });
  if (quantity !== undefined) {
    await moveStock(db(), { productId: product.id, to: quantity, reason: "manual_update", userId: null });
  }
  return product;
}

const levelOf = (productId: string) =>
  db().selectFrom("product_stock_levels").selectAll().where("product_id", "=", productId).executeTakeFirst();
const productOf = (productId: string) =>
  db().selectFrom("products").select("stock_available").where("id", "=", productId).executeTakeFirstOrThrow();

describe("stock level management", () => {
  it("lists 25 levels, most recently changed first, with 25 more on request", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const fresh = await ownProduct(4);
    const screen = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(screen.rows).toHaveLength(25);
    expect(screen.rows[0]?.productId).toBe(fresh.id);
    const dates = screen.rows.map((row) => row.lastUpdated ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(screen.hasMore).toBe(true);
    expect((await json<Screen>(await get(loader, `${PAGE}?limit=50`, manager.cookie))).rows).toHaveLength(50);
  });

  it("finds a product by WS code or name, also one never counted", async () => {
    const manager = await signedInUser(["admin"]);
    const uncounted = await ownProduct();
    const byCode = await json<Screen>(
      await get(loader, `${PAGE}?search=${uncounted.wsCode.toLowerCase()}`, manager.cookie),
    );
    expect(byCode.rows).toEqual([
      expect.objectContaining({ productId: uncounted.id, quantity: null, lastUpdated: null }),
    ]);
    const byWord = await json<Screen>(
      await get(loader, `${PAGE}?search=Wire%20Strainer%20${uncounted.wsCode}`, manager.cookie),
    );
    expect(byWord.rows.map((row) => row.productId)).toEqual([uncounted.id]);
  });

  it("saves a count through a movement, an audit row and the product's stock flag", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(12);
    const level = await levelOf(product.id);
    const zero = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "0", lastUpdated: level?.last_updated ?? "" },
      manager.cookie,
    );
    expect(zero.status).toBe(302);
    expect(await toastAfter(zero, manager.cookie)).toEqual({
      title: "Stock Updated",
      description: "Stock level has been updated successfully",
      variant: "success",
    });
    expect(await levelOf(product.id)).toMatchObject({
      quantity: 0,
      source: "manual_update",
      updated_by_id: manager.id,
    });
    expect((await productOf(product.id)).stock_available).toBe(0);

    const after = await levelOf(product.id);
    const restock = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "2,5", lastUpdated: after?.last_updated ?? "" },
      manager.cookie,
    );
    expect(restock.status).toBe(302);
    expect((await levelOf(product.id))?.quantity).toBe(2.5);
    expect((await productOf(product.id)).stock_available).toBe(1);

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details", "actor_id"])
      .where("entity_id", "=", product.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.details)])).toEqual([
      ["stock.update", { changes: { quantity: { from: 12, to: 0 } } }],
      ["stock.update", { changes: { quantity: { from: 0, to: 2.5 } } }],
    ]);
    const history = await json<History>(
      await get(historyLoader, `${PAGE}/${product.id}`, manager.cookie, { productId: product.id }),
    );
    expect(history.movements.map((movement) => [movement.reason, movement.from, movement.to, movement.by])).toEqual([
      ["Counted by staff", 0, 2.5, manager.email],
      ["Counted by staff", 12, 0, manager.email],
      ["Counted by staff", 0, 12, "System"],
    ]);
  });

  it("keeps the reason given with a count in the stock movement and shows it in the history", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(20);
    const level = await levelOf(product.id);
    const saved = await post(
      action,
      PAGE,
      {
        productId: product.id,
        quantity: "17",
        note: "  Damaged: three bags torn  ",
        lastUpdated: level?.last_updated ?? "",
      },
      manager.cookie,
    );
    expect(saved.status).toBe(302);
    const movements = await db()
      .selectFrom("stock_movements")
      .select(["reason", "note", "old_quantity", "new_quantity", "user_id"])
      .where("product_id", "=", product.id)
      .orderBy("created_at", "desc")
      .execute();
    expect(movements[0]).toEqual({
      reason: "manual_update",
      note: "Damaged: three bags torn",
      old_quantity: 20,
      new_quantity: 17,
      user_id: manager.id,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("entity_id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ reason: "Damaged: three bags torn" });

    // Without a reason the movement has none.
    const after = await levelOf(product.id);
    await post(
      action,
      PAGE,
      { productId: product.id, quantity: "18", note: "   ", lastUpdated: after?.last_updated ?? "" },
      manager.cookie,
    );
    const history = await json<History>(
      await get(historyLoader, `${PAGE}/${product.id}`, manager.cookie, { productId: product.id }),
    );
    expect(history.movements.slice(0, 2).map((movement) => [movement.reason, movement.note])).toEqual([
      ["Counted by staff", null],
      ["Counted by staff: Damaged: three bags torn", "Damaged: three bags torn"],
    ]);
  });

  it("refuses a reason over 100 characters, keeping what was typed and writing nothing", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(5);
    const level = await levelOf(product.id);
    const note = "x".repeat(101);
    const response = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "4", note, lastUpdated: level?.last_updated ?? "" },
      manager.cookie,
    );
    expect(response.status).toBe(400);
    expect(await json<Refusal>(response)).toMatchObject({ typed: "4", typedNote: note, message: STOCK_NOTE_MESSAGE });
    expect(await levelOf(product.id)).toEqual(level);
  });

  it("gives a product never counted its first level", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct();
    const response = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "30", lastUpdated: "" },
      manager.cookie,
    );
    expect(response.status).toBe(302);
    expect((await levelOf(product.id))?.quantity).toBe(30);
  });

  it("refuses a quantity that is not a number of 0 or more, keeping what was typed and writing nothing", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(7);
    const level = await levelOf(product.id);
    for (const typed of ["abc", "-1", "", "1.234", "1e3"]) {
      const response = await post(
        action,
        PAGE,
        { productId: product.id, quantity: typed, lastUpdated: level?.last_updated ?? "" },
        manager.cookie,
      );
      expect(response.status, typed).toBe(400);
      expect(await json<Refusal>(response)).toMatchObject({ typed, message: QUANTITY_MESSAGE });
    }
    expect(await levelOf(product.id)).toEqual(level);
  });

  it("refuses to overwrite a count that changed since the form was opened, and names the order that changed it", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(10);
    const opened = await levelOf(product.id);
    await moveStock(db(), {
      productId: product.id,
      by: -2,
      reason: "order_placed",
      userId: null,
      reference: "ORD-2026-000777",
    });
    const stale = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "10", lastUpdated: opened?.last_updated ?? "" },
      manager.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = await json<Refusal>(stale);
    expect(refusal.message).toContain("changed by order ORD-2026-000777");
    expect(refusal.typed).toBe("10");
    expect((await levelOf(product.id))?.quantity).toBe(8);

    const deliberate = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "10", lastUpdated: refusal.currentLastUpdated ?? "" },
      manager.cookie,
    );
    expect(deliberate.status).toBe(302);
    expect((await levelOf(product.id))?.quantity).toBe(10);
  });

  it("refuses a second staff member's save over the first one's", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(5);
    const opened = (await levelOf(product.id))?.last_updated ?? "";
    expect(
      (await post(action, PAGE, { productId: product.id, quantity: "6", lastUpdated: opened }, first.cookie)).status,
    ).toBe(302);
    const stale = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "9", lastUpdated: opened },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    expect((await json<Refusal>(stale)).message).toContain(`changed by ${first.email}`);
  });

  it("shows a refused count again beside the one saved since, on the new version, so a second Save is deliberate", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(5);
    const lastUpdated = (await levelOf(product.id))?.last_updated ?? "";
    const opened = openedSnapshot({ quantity: "5" });
    await post(action, PAGE, { productId: product.id, quantity: "6", lastUpdated, opened }, first.cookie);
    const stale = await post(
      action,
      PAGE,
      { productId: product.id, quantity: "9", note: "Recount", lastUpdated, opened },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const refusal = await json<Refusal>(stale);
    const level = await levelOf(product.id);
    expect(level?.quantity).toBe(6);
    expect(refusal).toMatchObject({ typed: "9", typedNote: "Recount", currentLastUpdated: level?.last_updated });
    expect(refusal.stale).toEqual({
      taken: [],
      conflicts: [{ label: "Quantity", theirs: "6", yours: "9" }],
      opened: openedSnapshot({ quantity: "6" }),
    });
    const again = await post(
      action,
      PAGE,
      {
        productId: product.id,
        quantity: refusal.typed,
        note: refusal.typedNote,
        lastUpdated: refusal.currentLastUpdated ?? "",
        opened: refusal.stale?.opened ?? "",
      },
      second.cookie,
    );
    expect(again.status).toBe(302);
    expect((await levelOf(product.id))?.quantity).toBe(9);
  });

  it("shows one row as a form with ?edit, and 404 for an unknown product's history", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const product = await ownProduct(3);
    const screen = await json<Screen>(
      await get(loader, `${PAGE}?search=${product.wsCode}&edit=${product.id}`, manager.cookie),
    );
    expect(screen.editing).toBe(product.id);
    expect((await get(historyLoader, `${PAGE}/nope`, manager.cookie, { productId: "nope" })).status).toBe(404);
  });

  it("is for super admins, admins and inventory managers; other staff are refused with the page, customers sent home", async () => {
    const product = await ownProduct(3);
    for (const roles of [[], ["content_manager"], ["order_processor"]] as const) {
      const user = await signedInUser([...roles]);
      const response = await post(action, PAGE, { productId: product.id, quantity: "0" }, user.cookie);
      if (roles.length === 0) expect(response.headers.get("Location")).toBe("/");
      else await expectNoAccessPage(response, "stock", roles.join());
    }
    expect((await levelOf(product.id))?.quantity).toBe(3);
  });
});
