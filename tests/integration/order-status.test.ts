import { randomUUID } from "node:crypto";
import { changeOrderStatus } from "~/orders/order-status.server";
import { db } from "~/platform/db.server";
import { insertOrder } from "../support/orders";
import { insertUser } from "../support/users";

let sequence = 730000;

async function insertProduct() {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: `Lucerne Bale ${sequence}`,
    incl_price_cents: 15000,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

async function placedOrder(status: "pending" | "shipped" = "pending") {
  const customer = await insertUser(db());
  const staff = await insertUser(db(), { roles: ["order_processor"] });
  const products = [await insertProduct(), await insertProduct()];
  const order = await insertOrder(db(), {
    userId: customer.id,
    status,
    paymentStatus: status === "shipped" ? "paid" : "pending_payment",
    lines: products.map((product) => ({ productId: product.id, quantity: 1 })),
    createdAt: "2026-02-01T08:00:00.000Z",
  });
  return { customer, staff, products, order };
}

const orderRow = (id: string) =>
  db().selectFrom("orders").select(["status", "payment_status", "updated_at"]).where("id", "=", id).executeTakeFirst();

const history = (orderId: string) =>
  db()
    .selectFrom("order_status_history")
    .select(["status", "payment_status", "note", "changed_by_id"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();

const pendingReviews = (userId: string) =>
  db()
    .selectFrom("pending_reviews")
    .select(["product_id", "order_id", "status"])
    .where("user_id", "=", userId)
    .execute();

describe("changing an order's status", () => {
  it("updates the order and records who changed it, with the payment status at that moment", async () => {
    const { customer, staff, order } = await placedOrder();
    const outcome = await changeOrderStatus(db(), {
      orderId: order.id,
      status: "confirmed",
      changedById: staff.id,
      note: "  Stock checked. ",
    });
    expect(outcome).toEqual({ status: "changed", from: "pending", pendingReviewsCreated: 0 });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "confirmed", payment_status: "pending_payment" });
    expect((row?.updated_at ?? "") > "2026-02-01T08:00:00.000Z").toBe(true);
    expect(await history(order.id)).toEqual([
      {
        status: "pending",
        payment_status: "pending_payment",
        note: "Order placed (test data).",
        changed_by_id: customer.id,
      },
      { status: "confirmed", payment_status: "pending_payment", note: "Stock checked.", changed_by_id: staff.id },
    ]);
    expect(await pendingReviews(customer.id)).toEqual([]);
  });

  it("asks the customer to review each product once the order is delivered", async () => {
    const { customer, staff, products, order } = await placedOrder("shipped");
    const outcome = await changeOrderStatus(db(), { orderId: order.id, status: "delivered", changedById: staff.id });
    expect(outcome).toEqual({ status: "changed", from: "shipped", pendingReviewsCreated: 2 });
    expect((await history(order.id)).at(-1)).toEqual({
      status: "delivered",
      payment_status: "paid",
      note: null,
      changed_by_id: staff.id,
    });
    expect((await pendingReviews(customer.id)).sort((a, b) => a.product_id.localeCompare(b.product_id))).toEqual(
      products
        .map((product) => ({ product_id: product.id, order_id: order.id, status: "pending" }))
        .sort((a, b) => a.product_id.localeCompare(b.product_id)),
    );
  });

  it("refuses a change the transition table does not allow, and writes nothing", async () => {
    const { staff, order } = await placedOrder("shipped");
    const refused = await changeOrderStatus(db(), { orderId: order.id, status: "cancelled", changedById: staff.id });
    expect(refused).toEqual({
      status: "refused",
      from: "shipped",
      message: "This order has been dispatched: it can only be marked delivered.",
    });
    expect((await orderRow(order.id))?.status).toBe("shipped");
    expect(await history(order.id)).toHaveLength(1);

    const fresh = await placedOrder();
    expect(
      await changeOrderStatus(db(), { orderId: fresh.order.id, status: "payment_received", changedById: staff.id }),
    ).toMatchObject({ status: "refused", message: "Payment received is set by verifying the payment." });
    expect(
      await changeOrderStatus(db(), {
        orderId: fresh.order.id,
        status: "payment_received",
        changedById: staff.id,
        paymentVerified: true,
      }),
    ).toMatchObject({ status: "changed", from: "pending" });
    await changeOrderStatus(db(), { orderId: fresh.order.id, status: "cancelled", changedById: staff.id });
    expect(
      await changeOrderStatus(db(), { orderId: fresh.order.id, status: "processing", changedById: staff.id }),
    ).toMatchObject({ status: "refused", message: "This order was cancelled: a cancelled order cannot change." });
  });

  it("answers not-found for an unknown order and writes nothing", async () => {
    const orderId = randomUUID();
    expect(await changeOrderStatus(db(), { orderId, status: "delivered", changedById: null })).toEqual({
      status: "not-found",
    });
    expect(await history(orderId)).toEqual([]);
  });

  it("takes part in a caller's transaction, so a failure later undoes the status and the reviews", async () => {
    const { customer, staff, order } = await placedOrder("shipped");
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          const outcome = await changeOrderStatus(trx, {
            orderId: order.id,
            status: "delivered",
            changedById: staff.id,
          });
          expect(outcome).toMatchObject({ status: "changed", pendingReviewsCreated: 2 });
          throw new Error("the caller's next step failed");
        }),
    ).rejects.toThrow("the caller's next step failed");

    expect((await orderRow(order.id))?.status).toBe("shipped");
    expect(await history(order.id)).toHaveLength(1);
    expect(await pendingReviews(customer.id)).toEqual([]);
  });
});
