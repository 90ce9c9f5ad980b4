import { randomUUID } from "node:crypto";
import { moveStock } from "~/catalog/stock.server";
import orders from "~/locales/en/orders.json";
import { translatorFor } from "~/locales/translator.server";
import { CANCELLED_BY_CUSTOMER_NOTE } from "~/orders/customer-order.server";
import type { OrderStatus, PaymentStatus } from "~/orders/order-status";
import { ordersMessages } from "~/orders/orders-messages.server";
import { db } from "~/platform/db.server";
import { loader as accountLoader } from "~/routes/account";
import { action as editAction, loader as editLoader } from "~/routes/account_.locations.$locationId";
import { action as removeAction, loader as removeLoader } from "~/routes/account_.locations.$locationId_.remove";
import { loader as staffOrderLoader } from "~/routes/admin.orders_.$orderNumber";
import { loader as orderLoader } from "~/routes/orders.$orderNumber";
import { action as cancelAction, loader as cancelLoader } from "~/routes/orders.$orderNumber_.cancel";
import { loader as invoiceLoader } from "~/routes/orders.$orderNumber_.invoice";
import { readShopDetails } from "~/shop/shop-settings.server";
import { insertOrder } from "../support/orders";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

// A saved location's English words, as the account catalogue holds them (app/locales/en/account.json).
const en = translatorFor("en", ["account"]);
const LOCATION_NAME_REQUIRED = en("account:error.locationName");
const LOCATION_REMOVED = en("account:location.removed");
const LOCATION_SAVED = en("account:location.saved");
const LOCATION_SAVED_MOVED = en("account:location.savedMoved");

/**
 * After buying (issue 44 point 8, decision 0095): the customer's tax invoice of a paid order,
 * cancelling an unpaid order, and editing or removing a saved delivery location; each only the
 * owner's.
 */

// The customer's words are the English catalogue's (issue 49, decision 0110).
const CANNOT_CANCEL_PAID = orders["cancel.cannot.paid"];
const CANNOT_CANCEL_PROOF = orders["cancel.cannot.proof"];
const CANNOT_CANCEL_UNDER_WAY = orders["cancel.cannot.underWay"];
const ORDER_CANCELLED_TOAST = orders["cancel.done"];
const UNKNOWN_ORDER_ACTION = orders.unknownAction;

let sequence = 880000;

async function product(quantity: number) {
  sequence += 1;
  const row = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `S-${sequence}`,
    product_name: `Lucerne bale ${sequence}`,
    incl_price_cents: 12_000,
  };
  await db().insertInto("products").values(row).execute();
  await moveStock(db(), { productId: row.id, to: quantity, reason: "stock_take", userId: null, reference: null });
  return row;
}

async function stockOf(productId: string): Promise<number> {
  const row = await db()
    .selectFrom("product_stock_levels")
    .select("quantity")
    .where("product_id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** A customer's order of 3 bales that took them from stock, as placing it does. */
async function placedOrder(options: { status?: OrderStatus; paymentStatus?: PaymentStatus } = {}) {
  const customer = await signedInUser();
  const bale = await product(10);
  const order = await insertOrder(db(), {
    userId: customer.id,
    lines: [{ productId: bale.id, quantity: 3 }],
    ...options,
  });
  await db()
    .updateTable("orders")
    .set({ contact_name: "Thandi Mokoena", contact_email: customer.email })
    .where("id", "=", order.id)
    .execute();
  await moveStock(db(), {
    productId: bale.id,
    by: -3,
    reason: "order_placed",
    userId: customer.id,
    reference: order.orderNumber,
  });
  return { customer, bale, order, params: { orderNumber: order.orderNumber } };
}

async function orderRow(id: string) {
  return db().selectFrom("orders").select(["status", "payment_status"]).where("id", "=", id).executeTakeFirstOrThrow();
}

describe("the customer's tax invoice", () => {
  it("is the staff's document for the owner of a paid order", async () => {
    const { customer, order, params } = await placedOrder({ status: "payment_received", paymentStatus: "paid" });
    const path = `/orders/${order.orderNumber}/invoice`;
    const response = await get(invoiceLoader, path, customer.cookie, params);
    expect(response.status).toBe(200);
    const page = await json<{
      kind: string;
      invoice: { invoiceNumber: string; totals: { totalInclVatCents: number } };
    }>(response);
    expect(page.kind).toBe("invoice");
    expect(page.invoice.invoiceNumber).toBe(order.orderNumber.replace("ORD-", "INV-"));
    expect(page.invoice.totals.totalInclVatCents).toBe(order.totalCents);
    // The document carries nothing of the staff's: no notes, no proofs.
    expect(Object.keys(page.invoice)).not.toContain("staffNotes");
    expect(Object.keys(page.invoice)).not.toContain("notes");

    const card = await get(orderLoader, `/orders/${order.orderNumber}`, customer.cookie, params);
    expect(await json(card)).toMatchObject({ cannotCancel: CANNOT_CANCEL_PAID });
  });

  it("says it comes once the payment is received, for an unpaid order", async () => {
    const { customer, order, params } = await placedOrder({ paymentStatus: "proof_uploaded" });
    const response = await get(invoiceLoader, `/orders/${order.orderNumber}/invoice`, customer.cookie, params);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      kind: "no-invoice",
      orderNumber: order.orderNumber,
      reason: "awaiting-payment",
      messages: ordersMessages("en", "invoice"),
    });
  });

  it("is not found for anyone else's order or a malformed number, and asks a visitor to sign in", async () => {
    const { order, params } = await placedOrder({ paymentStatus: "paid", status: "payment_received" });
    const stranger = await signedInUser();
    const path = `/orders/${order.orderNumber}/invoice`;
    expect((await get(invoiceLoader, path, stranger.cookie, params)).status).toBe(404);
    expect((await get(invoiceLoader, "/orders/nope/invoice", stranger.cookie, { orderNumber: "nope" })).status).toBe(
      404,
    );
    const visitor = await get(invoiceLoader, path, undefined, params);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
  });
});

describe("cancelling one's own order", () => {
  it("cancels an unpaid order: stock back, the customer in the history and the audit log, the shop told", async () => {
    const { customer, bale, order, params } = await placedOrder();
    expect(await stockOf(bale.id)).toBe(7);
    const path = `/orders/${order.orderNumber}/cancel`;
    expect(await json(await get(cancelLoader, path, customer.cookie, params))).toEqual({
      orderNumber: order.orderNumber,
      refusal: null,
      messages: ordersMessages("en", "cancel"),
    });

    const response = await post(cancelAction, path, { intent: "cancel" }, customer.cookie, params);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/orders/${order.orderNumber}`);
    expect((await toastAfter(response, customer.cookie))?.title).toBe(ORDER_CANCELLED_TOAST);
    expect(await orderRow(order.id)).toEqual({ status: "cancelled", payment_status: "pending_payment" });
    expect(await stockOf(bale.id)).toBe(10);

    const history = await db()
      .selectFrom("order_status_history")
      .select(["status", "changed_by_id", "note"])
      .where("order_id", "=", order.id)
      .where("status", "=", "cancelled")
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ status: "cancelled", changed_by_id: customer.id, note: CANCELLED_BY_CUSTOMER_NOTE });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "actor_email", "details"])
      .where("entity_id", "=", order.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "order.cancel_by_customer",
      actor_id: customer.id,
      actor_email: customer.email,
    });
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ from: "pending", to: "cancelled", by: "customer" });

    const shop = await readShopDetails(db());
    const mail = await db()
      .selectFrom("outgoing_emails")
      .select(["to_address", "kind", "subject"])
      .where("subject", "like", `%${order.orderNumber}%`)
      .execute();
    expect(mail).toEqual(
      expect.arrayContaining([
        {
          to_address: shop.ordersEmail,
          kind: "order-cancelled-store",
          subject: `Order ${order.orderNumber} cancelled by the customer`,
        },
        expect.objectContaining({ to_address: customer.email, kind: "order-status" }),
      ]),
    );

    // Staff see who cancelled on the order's page.
    const admin = await signedInUser(["admin"]);
    const staffPage = await json<{
      order: { history: { id: string; status: string }[] };
      changedBy: Record<string, string>;
    }>(await get(staffOrderLoader, `/admin/orders/${order.orderNumber}`, admin.cookie, params));
    const cancelled = staffPage.order.history.find((entry) => entry.status === "cancelled");
    expect(staffPage.changedBy[cancelled?.id ?? ""]).toBe(`the customer (${customer.email})`);

    // Again: refused, and the stock is not given back twice.
    const again = await post(cancelAction, path, { intent: "cancel" }, customer.cookie, params);
    expect(again.status).toBe(409);
    expect(await stockOf(bale.id)).toBe(10);
  });

  it("refuses a paid order, one with a proof waiting, and one the shop has started, changing nothing", async () => {
    for (const [facts, message] of [
      [{ status: "payment_received", paymentStatus: "paid" }, CANNOT_CANCEL_PAID],
      [{ status: "pending", paymentStatus: "proof_uploaded" }, CANNOT_CANCEL_PROOF],
      [{ status: "processing", paymentStatus: "pending_payment" }, CANNOT_CANCEL_UNDER_WAY],
    ] as const) {
      const { customer, bale, order, params } = await placedOrder(facts);
      const path = `/orders/${order.orderNumber}/cancel`;
      expect(await json(await get(cancelLoader, path, customer.cookie, params))).toEqual({
        orderNumber: order.orderNumber,
        refusal: message,
        messages: ordersMessages("en", "cancel"),
      });
      const response = await post(cancelAction, path, { intent: "cancel" }, customer.cookie, params);
      expect(response.status).toBe(409);
      expect(await json(response)).toEqual({ message });
      expect(await orderRow(order.id)).toEqual({ status: facts.status, payment_status: facts.paymentStatus });
      expect(await stockOf(bale.id)).toBe(7);
    }
  });

  it("is not found for anyone else's order, asks a visitor to sign in, and answers a bad form with 400", async () => {
    const { customer, bale, order, params } = await placedOrder();
    const path = `/orders/${order.orderNumber}/cancel`;
    const stranger = await signedInUser();
    expect((await post(cancelAction, path, { intent: "cancel" }, stranger.cookie, params)).status).toBe(404);
    expect((await get(cancelLoader, path, stranger.cookie, params)).status).toBe(404);
    const visitor = await post(cancelAction, path, { intent: "cancel" }, undefined, params);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const bad = await post(cancelAction, path, { intent: "refund-me" }, customer.cookie, params);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: UNKNOWN_ORDER_ACTION });
    expect(await orderRow(order.id)).toEqual({ status: "pending", payment_status: "pending_payment" });
    expect(await stockOf(bale.id)).toBe(7);
  });
});

async function savedLocation(userId: string, overrides: { is_default?: number; location_name?: string } = {}) {
  const id = randomUUID();
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id,
      user_id: userId,
      location_name: "Farm",
      address_line_1: "Plot 7",
      city: "Rayton",
      province: "Gauteng",
      latitude: -25.742,
      longitude: 28.5347,
      delivery_fee_cents: 1000,
      distance_km: 1,
      admin_notes: "Dogs at the gate",
      is_default: 1,
      ...overrides,
    })
    .execute();
  return id;
}

const locationFields = (changes: Record<string, string> = {}) => ({
  intent: "save",
  locationName: "Farm gate",
  addressLine1: "Plot 7, Rayton road",
  addressLine2: "",
  city: "Rayton",
  province: "Gauteng",
  postalCode: "1001",
  deliveryInstructions: "Phone from the gate",
  latitude: "-25.742",
  longitude: "28.5347",
  ...changes,
});

async function locationRow(id: string) {
  return db().selectFrom("client_delivery_locations").selectAll().where("id", "=", id).executeTakeFirst();
}

describe("a saved delivery location on a real form", () => {
  it("is the account's Edit link, shows its fields to the owner, and saves them keeping the point and fee", async () => {
    const customer = await signedInUser();
    const id = await savedLocation(customer.id);
    const path = `/account/locations/${id}`;
    const params = { locationId: id };
    const account = await json<{ locations: { id: string }[] }>(await get(accountLoader, "/account", customer.cookie));
    expect(account.locations.map((location) => location.id)).toEqual([id]);

    const page = await json<{ values: Record<string, string> }>(await get(editLoader, path, customer.cookie, params));
    expect(page.values).toMatchObject({
      locationName: "Farm",
      addressLine1: "Plot 7",
      province: "Gauteng",
      postalCode: "",
    });
    expect(JSON.stringify(page)).not.toContain("Dogs at the gate");

    const saved = await post(editAction, path, locationFields(), customer.cookie, params);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account");
    expect(await toastAfter(saved, customer.cookie)).toMatchObject({ title: LOCATION_SAVED });
    expect(await locationRow(id)).toMatchObject({
      location_name: "Farm gate",
      address_line_1: "Plot 7, Rayton road",
      postal_code: "1001",
      delivery_instructions: "Phone from the gate",
      delivery_fee_cents: 1000,
      distance_km: 1,
      admin_notes: "Dogs at the gate",
    });
    // A customer's own details are not staff changes: nothing in the audit log.
    const audit = await db().selectFrom("audit_log").select("id").where("entity_id", "=", id).execute();
    expect(audit).toEqual([]);
  });

  it("prices a moved point again", async () => {
    const customer = await signedInUser();
    const id = await savedLocation(customer.id);
    // Polokwane is about 250 km from the shop.
    const moved = await post(
      editAction,
      `/account/locations/${id}`,
      locationFields({ latitude: "-23.9045", longitude: "29.4689" }),
      customer.cookie,
      { locationId: id },
    );
    expect(moved.status).toBe(303);
    const toast = await toastAfter(moved, customer.cookie);
    expect(toast?.title).toBe(LOCATION_SAVED);
    const row = await locationRow(id);
    expect(row).toMatchObject({ latitude: -23.9045, longitude: 29.4689 });
    expect(row?.distance_km ?? 0).toBeGreaterThan(100);
    if (row?.delivery_fee_cents !== null) {
      expect(row?.delivery_fee_cents ?? 0).toBeGreaterThan(1000);
      expect(toast?.description).toBe(LOCATION_SAVED_MOVED);
    }
  });

  it("answers bad input with 400 and its message, saving nothing", async () => {
    const customer = await signedInUser();
    const id = await savedLocation(customer.id);
    const before = await locationRow(id);
    const refusals: Record<string, string>[] = [
      { locationName: " " },
      { latitude: "north" },
      { latitude: "51.5", longitude: "-0.12" },
      { province: "Atlantis" },
      { postalCode: "12345" },
    ];
    for (const changes of refusals) {
      const response = await post(editAction, `/account/locations/${id}`, locationFields(changes), customer.cookie, {
        locationId: id,
      });
      expect(response.status, JSON.stringify(changes)).toBe(400);
    }
    const noName = await post(
      editAction,
      `/account/locations/${id}`,
      locationFields({ locationName: "" }),
      customer.cookie,
      { locationId: id },
    );
    expect(await json(noName)).toMatchObject({
      errors: { locationName: [LOCATION_NAME_REQUIRED] },
      typed: { locationName: "" },
    });
    expect(await locationRow(id)).toEqual(before);
  });

  it("is only the owner's: anyone else's is not found, to see, save or remove", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const id = await savedLocation(owner.id);
    const params = { locationId: id };
    const path = `/account/locations/${id}`;
    expect((await get(editLoader, path, stranger.cookie, params)).status).toBe(404);
    expect((await post(editAction, path, locationFields(), stranger.cookie, params)).status).toBe(404);
    expect((await get(removeLoader, `${path}/remove`, stranger.cookie, params)).status).toBe(404);
    expect((await post(removeAction, `${path}/remove`, { intent: "remove" }, stranger.cookie, params)).status).toBe(
      404,
    );
    const visitor = await get(editLoader, path, undefined, params);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(await locationRow(id)).toMatchObject({ location_name: "Farm" });
  });

  it("removes a location after asking; the next one becomes the default and orders keep their address", async () => {
    const customer = await signedInUser();
    const first = await savedLocation(customer.id, { location_name: "Farm" });
    const second = await savedLocation(customer.id, { is_default: 0, location_name: "Town house" });
    const bale = await product(5);
    const order = await insertOrder(db(), { userId: customer.id, lines: [{ productId: bale.id, quantity: 1 }] });
    await db()
      .updateTable("orders")
      .set({ delivery_location_id: first, delivery_address: "Plot 7, Rayton" })
      .where("id", "=", order.id)
      .execute();
    const path = `/account/locations/${first}/remove`;
    const params = { locationId: first };
    expect(await json(await get(removeLoader, path, customer.cookie, params))).toMatchObject({
      id: first,
      name: "Farm",
    });
    expect((await post(removeAction, path, { intent: "delete-all" }, customer.cookie, params)).status).toBe(400);
    expect(await locationRow(first)).toBeDefined();

    const removed = await post(removeAction, path, { intent: "remove" }, customer.cookie, params);
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/account");
    expect(await toastAfter(removed, customer.cookie)).toMatchObject({ title: LOCATION_REMOVED, description: "Farm" });
    expect(await locationRow(first)).toBeUndefined();
    expect(await locationRow(second)).toMatchObject({ is_default: 1 });
    expect(
      await db()
        .selectFrom("orders")
        .select(["delivery_location_id", "delivery_address"])
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ delivery_location_id: null, delivery_address: "Plot 7, Rayton" });
  });
});
