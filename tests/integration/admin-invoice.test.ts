import { randomUUID } from "node:crypto";
import type { PackingSlip, TaxInvoice } from "~/orders/tax-invoice.server";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { loader as invoiceLoader } from "~/routes/admin.orders_.$orderNumber_.invoice";
import { loader as slipLoader } from "~/routes/admin.orders_.$orderNumber_.packing-slip";
import { insertOrder } from "../support/orders";
import { get, json, signedInUser } from "../support/route-calls";

let sequence = 770000;

async function product(name: string, priceCents: number) {
  sequence += 1;
  const row = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `S-${sequence}`,
    product_name: name,
    incl_price_cents: priceCents,
  };
  await db().insertInto("products").values(row).execute();
  return row;
}

/** A delivered-to customer with a client profile (and a VAT number when given), and their order. */
async function customerOrder(options: { vatNumber?: string; paid?: boolean; collect?: boolean } = {}) {
  const customer = await signedInUser();
  await db()
    .insertInto("client_profiles")
    .values({
      id: randomUUID(),
      user_id: customer.id,
      client_code: `CL-${randomUUID().slice(0, 8)}`,
      first_name: "Thandi",
      last_name: "Mokoena",
      email: customer.email,
      phone: "082 555 0199",
      company_name: "Mokoena Boerdery",
      vat_number: options.vatNumber ?? null,
    })
    .execute();
  const meal = await product("Dairy Meal 50kg", 32_500);
  const bale = await product("Lucerne bale", 12_000);
  const order = await insertOrder(db(), {
    userId: customer.id,
    lines: [
      { productId: meal.id, quantity: 2 },
      { productId: bale.id, quantity: 3 },
    ],
    shippingCents: options.collect ? 0 : 15_000,
    discountCents: 5_000,
    paymentStatus: options.paid ? "paid" : "pending_payment",
    notes: "Please phone at the gate.",
    createdAt: "2026-03-01T08:00:00.000Z",
  });
  await db()
    .updateTable("orders")
    .set({
      contact_name: "Thandi Mokoena",
      contact_email: customer.email,
      contact_phone: "082 555 0199",
      delivery_address: options.collect ? null : "Plot 7, Rayton Road, Rayton, 1001",
      delivery_date: options.collect ? null : "2026-03-03",
    })
    .where("id", "=", order.id)
    .execute();
  return { customer, order, meal, bale };
}

describe("the tax invoice", () => {
  it("holds the supplier, the invoice number, the customer with their VAT number, the lines and the VAT", async () => {
    const { order, meal, bale, customer } = await customerOrder({ vatNumber: "4123456789" });
    const processor = await signedInUser(["order_processor"]);
    const path = `/admin/orders/${order.orderNumber}/invoice`;
    const response = await get(invoiceLoader, path, processor.cookie, { orderNumber: order.orderNumber });
    expect(response.status).toBe(200);
    const { invoice } = await json<{ invoice: TaxInvoice }>(response);

    expect(invoice.invoiceNumber).toBe(order.orderNumber.replace(/^ORD-/, "INV-"));
    // Unpaid: dated the day it was ordered.
    expect(invoice.invoiceDate).toEqual({ date: "2026-03-01T08:00:00.000Z", basis: "order" });
    expect(invoice.supplier).toMatchObject({
      name: "Donkerhoek Farm Supplies Co-operative",
      vatNumber: env().STORE_VAT_NUMBER,
      phone: "+27 12 802 0000",
      email: "shop@example.com",
    });
    expect(invoice.supplier.addressLines.length).toBeGreaterThan(0);
    expect(invoice.customer).toEqual({
      name: "Thandi Mokoena",
      companyName: "Mokoena Boerdery",
      email: customer.email,
      phone: "082 555 0199",
      addressLines: ["Plot 7, Rayton Road, Rayton, 1001"],
      vatNumber: "4123456789",
    });
    expect(invoice.lines.map(({ id: _id, ...line }) => line)).toEqual([
      {
        code: meal.ws_code,
        description: "Dairy Meal 50kg",
        quantity: 2,
        unitPriceInclCents: 32_500,
        lineTotalInclCents: 65_000,
      },
      {
        code: bale.ws_code,
        description: "Lucerne bale",
        quantity: 3,
        unitPriceInclCents: 12_000,
        lineTotalInclCents: 36_000,
      },
    ]);
    // 650 + 360 + 150 delivery - 50 discount = R 1 110.00, of which VAT 15/115 = R 144.78.
    expect(invoice.totals).toEqual({
      subtotalCents: 101_000,
      deliveryCents: 15_000,
      discountCents: 5_000,
      totalInclVatCents: 111_000,
      vatCents: 14_478,
      totalExclVatCents: 96_522,
    });
  });

  it("is dated the day the payment was verified once paid, and shows no customer VAT number when none was given", async () => {
    const { order, customer } = await customerOrder({ paid: true, collect: true });
    const verifiedAt = "2026-03-04T10:30:00.000Z";
    await db()
      .insertInto("payment_proofs")
      .values({
        id: randomUUID(),
        order_id: order.id,
        user_id: customer.id,
        storage_key: "payment-proofs/invoice-test.pdf",
        content_type: "application/pdf",
        size_bytes: 100,
        status: "verified",
        reviewed_at: verifiedAt,
      })
      .execute();
    const admin = await signedInUser(["admin"]);
    const { invoice } = await json<{ invoice: TaxInvoice }>(
      await get(invoiceLoader, `/admin/orders/${order.orderNumber}/invoice`, admin.cookie, {
        orderNumber: order.orderNumber,
      }),
    );
    expect(invoice.invoiceDate).toEqual({ date: verifiedAt, basis: "payment" });
    expect(invoice.customer.vatNumber).toBeNull();
    expect(invoice.totals).toMatchObject({ deliveryCents: 0, totalInclVatCents: 96_000, vatCents: 12_522 });
  });

  it("is refused to a customer (even the order's own) and to an inventory manager", async () => {
    const { order, customer } = await customerOrder();
    const inventory = await signedInUser(["inventory_manager"]);
    const params = { orderNumber: order.orderNumber };
    for (const loader of [invoiceLoader, slipLoader]) {
      const path = `/admin/orders/${order.orderNumber}/${loader === invoiceLoader ? "invoice" : "packing-slip"}`;
      expect((await get(loader, path, customer.cookie, params)).status).toBe(403);
      expect((await get(loader, path, inventory.cookie, params)).status).toBe(403);
      const visitor = await get(loader, path, undefined, params);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  });

  it("answers 404 for an unknown or malformed order number", async () => {
    const support = await signedInUser(["customer_support"]);
    for (const loader of [invoiceLoader, slipLoader])
      for (const orderNumber of ["ORD-1999-000000000", "not an order!", "x".repeat(80)]) {
        const response = await get(loader, `/admin/orders/${encodeURIComponent(orderNumber)}/invoice`, support.cookie, {
          orderNumber,
        });
        expect(response.status).toBe(404);
      }
  });
});

describe("the packing slip", () => {
  it("lists the items with codes and quantities, who and where, the notes, and no prices", async () => {
    const { order, meal, bale } = await customerOrder();
    const officer = await signedInUser(["financial_officer"]);
    const { slip } = await json<{ slip: PackingSlip }>(
      await get(slipLoader, `/admin/orders/${order.orderNumber}/packing-slip`, officer.cookie, {
        orderNumber: order.orderNumber,
      }),
    );
    expect(slip).toMatchObject({
      orderNumber: order.orderNumber,
      fulfilmentMethod: "delivery",
      deliveryAddress: "Plot 7, Rayton Road, Rayton, 1001",
      deliveryDate: "2026-03-03",
      notes: "Please phone at the gate.",
      customer: { name: "Thandi Mokoena", phone: "082 555 0199" },
      unitCount: 5,
    });
    expect(slip.lines.map(({ id: _id, ...line }) => line)).toEqual([
      { code: meal.ws_code, description: "Dairy Meal 50kg", quantity: 2 },
      { code: bale.ws_code, description: "Lucerne bale", quantity: 3 },
    ]);
    expect(JSON.stringify(slip)).not.toMatch(/cents|price/i);
  });

  it("says an order to collect is collected", async () => {
    const { order } = await customerOrder({ collect: true });
    const processor = await signedInUser(["order_processor"]);
    const { slip } = await json<{ slip: PackingSlip }>(
      await get(slipLoader, `/admin/orders/${order.orderNumber}/packing-slip`, processor.cookie, {
        orderNumber: order.orderNumber,
      }),
    );
    expect(slip).toMatchObject({ fulfilmentMethod: "collect", deliveryAddress: null, deliveryDate: null });
  });
});
