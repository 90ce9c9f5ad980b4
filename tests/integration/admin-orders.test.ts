import { randomUUID } from "node:crypto";
import { findOrderByNumber } from "~/orders/orders.server";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import { loader as listLoader } from "~/routes/admin.orders";
import { action, loader } from "~/routes/admin.orders_.$orderNumber";
import { insertOrder } from "../support/orders";
import { get, json, post, signedInUser } from "../support/route-calls";

let sequence = 760000;

async function orderWithProof(options: { status?: "pending" | "preparing"; collect?: boolean } = {}) {
  sequence += 1;
  const customer = await signedInUser();
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `S-${sequence}`,
    product_name: "Dairy Meal",
  };
  await db().insertInto("products").values(product).execute();
  const order = await insertOrder(db(), {
    userId: customer.id,
    status: options.status ?? "pending",
    paymentStatus: "proof_uploaded",
    lines: [{ productId: product.id, quantity: 2 }],
    shippingCents: options.collect === false ? 25_000 : 0,
  });
  const email = `buyer-${sequence}@example.com`;
  await db()
    .updateTable("orders")
    .set({ contact_email: email, contact_name: "Thandi" })
    .where("id", "=", order.id)
    .execute();
  const proofId = randomUUID();
  await db()
    .insertInto("payment_proofs")
    .values({
      id: proofId,
      order_id: order.id,
      user_id: customer.id,
      storage_key: `payment-proofs/${proofId}.pdf`,
      content_type: "application/pdf",
      size_bytes: 100,
    })
    .execute();
  const row = await db()
    .selectFrom("orders")
    .select("order_number")
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  return { customer, order, orderNumber: row.order_number, proofId, email };
}

const orderState = (orderNumber: string) =>
  db()
    .selectFrom("orders")
    .select(["status", "payment_status"])
    .where("order_number", "=", orderNumber)
    .executeTakeFirstOrThrow();
const proofState = (id: string) =>
  db().selectFrom("payment_proofs").select(["status", "review_note"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("verifying a payment", () => {
  it("marks the proof verified, the payment paid, the order payment received; audited and e-mailed", async () => {
    const { orderNumber, proofId, email } = await orderWithProof();
    const officer = await signedInUser(["financial_officer"]);
    const response = await post(action, `/admin/orders/${orderNumber}`, { intent: "verify", proofId }, officer.cookie, {
      orderNumber,
    });
    expect(response.status).toBe(302);
    expect(await proofState(proofId)).toEqual({ status: "verified", review_note: null });
    expect(await orderState(orderNumber)).toEqual({ status: "payment_received", payment_status: "paid" });
    const [mail] = await outbox(db(), email);
    expect(mail?.kind).toBe("payment-verified");
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("action", "=", "payment.verify")
      .execute();
    expect(audit).toContainEqual({ action: "payment.verify", actor_id: officer.id });

    const again = await post(action, `/admin/orders/${orderNumber}`, { intent: "verify", proofId }, officer.cookie, {
      orderNumber,
    });
    expect(again.status).toBe(409);
  });

  it("is refused to staff without the payments area (an order processor)", async () => {
    const { orderNumber, proofId } = await orderWithProof();
    const processor = await signedInUser(["order_processor"]);
    const response = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "verify", proofId },
      processor.cookie,
      {
        orderNumber,
      },
    );
    expect(response.status).not.toBe(302);
    expect(await proofState(proofId)).toMatchObject({ status: "pending" });
  });
});

describe("rejecting a proof", () => {
  it("needs a reason, then tells the customer why and lets them send a new one", async () => {
    const { orderNumber, proofId, email } = await orderWithProof();
    const officer = await signedInUser(["admin"]);
    const blank = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "reject", proofId, reason: " " },
      officer.cookie,
      {
        orderNumber,
      },
    );
    expect(blank.status).toBe(400);
    expect((await json<{ message: string }>(blank)).message).toBe(
      "Please say why the proof is rejected: the customer is told.",
    );
    const response = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "reject", proofId, reason: "The amount does not match the order total." },
      officer.cookie,
      { orderNumber },
    );
    expect(response.status).toBe(302);
    expect(await proofState(proofId)).toEqual({
      status: "rejected",
      review_note: "The amount does not match the order total.",
    });
    expect(await orderState(orderNumber)).toEqual({ status: "pending", payment_status: "payment_failed" });
    const [mail] = await outbox(db(), email);
    expect(mail?.kind).toBe("payment-rejected");
    expect(mail?.text_body).toContain("The amount does not match the order total.");
    // What the customer's order page shows beside its upload form.
    expect((await findOrderByNumber(db(), orderNumber))?.rejectionReason).toBe(
      "The amount does not match the order total.",
    );
  });
});

describe("moving an order on", () => {
  it("follows the transition table, e-mails the customer, and refuses what the table does not allow", async () => {
    const { orderNumber, email } = await orderWithProof({ status: "preparing", collect: true });
    const processor = await signedInUser(["order_processor"]);
    const page = await json<{ nextStatuses: string[]; canVerify: boolean }>(
      await get(loader, `/admin/orders/${orderNumber}`, processor.cookie, { orderNumber }),
    );
    expect(page.nextStatuses).toEqual(["ready_for_pickup", "cancelled"]);
    expect(page.canVerify).toBe(false);

    const shipped = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "shipped" },
      processor.cookie,
      {
        orderNumber,
      },
    );
    expect(shipped.status).toBe(409);
    const ready = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "ready_for_pickup", note: "Bay 3" },
      processor.cookie,
      { orderNumber },
    );
    expect(ready.status).toBe(302);
    expect((await orderState(orderNumber)).status).toBe("ready_for_pickup");
    const [mail] = await outbox(db(), email);
    expect(mail).toMatchObject({ kind: "order-status", subject: `Order ${orderNumber}: Ready for pickup` });
  });

  it("lists orders by status with counts, and finds one by number, name or e-mail", async () => {
    const { orderNumber, email } = await orderWithProof();
    const support = await signedInUser(["customer_support"]);
    type List = { orders: { orderNumber: string }[]; countByStatus: Record<string, number> };
    const byEmail = await json<List>(
      await get(listLoader, `/admin/orders?search=${encodeURIComponent(email)}`, support.cookie),
    );
    expect(byEmail.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    expect(byEmail.countByStatus).toEqual({ pending: 1 });
    const pending = await json<List>(await get(listLoader, "/admin/orders?status=pending", support.cookie));
    expect(pending.orders.map((order) => order.orderNumber)).toContain(orderNumber);
    const delivered = await json<List>(await get(listLoader, "/admin/orders?status=delivered", support.cookie));
    expect(delivered.orders.map((order) => order.orderNumber)).not.toContain(orderNumber);
  });
});
