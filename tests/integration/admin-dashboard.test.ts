import { randomUUID } from "node:crypto";
import type { Role } from "~/accounts/roles";
import { db } from "~/platform/db.server";
import { loader } from "~/routes/admin._index";
import { loader as ordersLoader } from "~/routes/admin.orders";
import { loader as stockLoader } from "~/routes/admin.stock-levels";
import { insertOrder } from "../support/orders";
import { get, json, signedInUser } from "../support/route-calls";

type Item = { label: string; count: number; to: string | null; urgent: boolean; detail?: string };
type Home = { todo: Item[]; sales: { label: string; orders: number; totalCents: number }[] | null };

async function homeFor(roles: Role[]): Promise<Home> {
  const user = await signedInUser(roles);
  return json<Home>(await get(loader, "/admin", user.cookie));
}
const countOf = (home: Home, label: string) => home.todo.find((item) => item.label === label)?.count;

let sequence = 0;
async function product(quantity: number | null) {
  sequence += 1;
  const id = randomUUID();
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: `WS77${String(sequence).padStart(4, "0")}`,
      stock_code: `D-${sequence}`,
      product_name: "Layer Mash",
    })
    .execute();
  if (quantity !== null)
    await db().insertInto("product_stock_levels").values({ id: randomUUID(), product_id: id, quantity }).execute();
  return id;
}

describe("the back office's start page", () => {
  it("shows each role what it handles, and money only to the roles that may see it", async () => {
    const labels = (home: Home) => home.todo.map((item) => item.label);
    const officer = await homeFor(["financial_officer"]);
    expect(labels(officer)).toContain("Proofs of payment to verify");
    expect(officer.sales?.map((figure) => figure.label)).toEqual(["Today", "This week (from Monday)"]);

    const processor = await homeFor(["order_processor"]);
    expect(labels(processor)).toEqual([
      "Proofs of payment to verify",
      "Paid orders waiting to be prepared",
      "Orders to pay at the counter, to prepare",
      "Orders being prepared",
      "Orders waiting for collection",
    ]);
    expect(processor.sales).toBeNull();

    const stock = await homeFor(["inventory_manager"]);
    expect(labels(stock)).toEqual(["Products out of stock", "Products low on stock (10 or fewer)"]);
    expect(stock.sales).toBeNull();

    const support = await homeFor(["customer_support"]);
    expect(labels(support)).toContain("Unread messages from customers");
    expect(labels(support)).toContain("SMS replies to read");
    expect(labels(support)).toContain("Reviews waiting for moderation");

    const content = await homeFor(["content_manager"]);
    expect(labels(content)).toEqual(["Reviews waiting for moderation", "Newsletter drafts"]);
  });

  it("counts waiting proofs, orders to prepare, and today's sales; each link opens the matching list", async () => {
    const admin = await signedInUser(["admin"]);
    const before = await json<Home>(await get(loader, "/admin", admin.cookie));
    const customer = await signedInUser();
    const feed = await product(50);
    const waiting = await insertOrder(db(), {
      userId: customer.id,
      paymentStatus: "proof_uploaded",
      lines: [{ productId: feed, quantity: 1 }],
    });
    await db()
      .insertInto("payment_proofs")
      .values({
        id: randomUUID(),
        order_id: waiting.id,
        user_id: customer.id,
        storage_key: "payment-proofs/x.pdf",
        content_type: "application/pdf",
        size_bytes: 10,
      })
      .execute();
    const paid = await insertOrder(db(), {
      userId: customer.id,
      status: "payment_received",
      paymentStatus: "paid",
      lines: [{ productId: feed, quantity: 3 }],
    });
    await insertOrder(db(), {
      userId: customer.id,
      status: "cancelled",
      lines: [{ productId: feed, quantity: 1 }],
    });
    const after = await json<Home>(await get(loader, "/admin", admin.cookie));
    expect(countOf(after, "Proofs of payment to verify")).toBe(
      (countOf(before, "Proofs of payment to verify") ?? 0) + 1,
    );
    expect(countOf(after, "Paid orders waiting to be prepared")).toBe(
      (countOf(before, "Paid orders waiting to be prepared") ?? 0) + 1,
    );
    const [todayBefore, todayAfter] = [before.sales?.[0], after.sales?.[0]];
    expect(todayAfter?.orders).toBe((todayBefore?.orders ?? 0) + 2);
    expect(todayAfter?.totalCents).toBe((todayBefore?.totalCents ?? 0) + waiting.totalCents + paid.totalCents);

    // The links lead to lists that hold those orders.
    const proofsLink = after.todo.find((item) => item.label === "Proofs of payment to verify")?.to ?? "";
    const proofsList = await json<{ orders: { orderNumber: string }[] }>(
      await get(ordersLoader, proofsLink, admin.cookie),
    );
    expect(proofsList.orders.map((order) => order.orderNumber)).toContain(waiting.orderNumber);
    expect(proofsList.orders.map((order) => order.orderNumber)).not.toContain(paid.orderNumber);
  });

  it("counts products on sale that are out of stock or low, and the stock list filters to them", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const before = await json<Home>(await get(loader, "/admin", manager.cookie));
    const empty = await product(0);
    const never = await product(null);
    const low = await product(4);
    const plenty = await product(200);
    const hidden = await product(0);
    await db().updateTable("products").set({ is_active: 0 }).where("id", "=", hidden).execute();
    const after = await json<Home>(await get(loader, "/admin", manager.cookie));
    expect(countOf(after, "Products out of stock")).toBe((countOf(before, "Products out of stock") ?? 0) + 2);
    expect(countOf(after, "Products low on stock (10 or fewer)")).toBe(
      (countOf(before, "Products low on stock (10 or fewer)") ?? 0) + 1,
    );
    type Stock = { rows: { productId: string }[] };
    const ids = async (path: string) =>
      (await json<Stock>(await get(stockLoader, path, manager.cookie))).rows.map((row) => row.productId);
    const out = await ids("/admin/stock-levels?level=out&search=Layer+Mash&limit=500");
    expect(out).toEqual(expect.arrayContaining([empty, never]));
    expect(out).not.toContain(low);
    expect(out).not.toContain(hidden);
    const lowOnes = await ids("/admin/stock-levels?level=low&search=Layer+Mash&limit=500");
    expect(lowOnes).toEqual([low]);
    expect(lowOnes).not.toContain(plenty);
  });

  it("is for staff only", async () => {
    const customer = await signedInUser();
    const response = await get(loader, "/admin", customer.cookie);
    expect(response.status).not.toBe(200);
  });
});
