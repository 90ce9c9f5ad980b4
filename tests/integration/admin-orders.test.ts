import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { findOrderByNumber } from "~/orders/orders.server";
import {
  REJECT_REASON_LABEL,
  REJECT_REASON_MAX,
  REJECT_REASON_REQUIRED,
  REJECT_REASON_TOO_LONG,
  VERIFY_PAYMENT,
  verifyConfirmHref,
  verifyQuestion,
} from "~/orders/payment-review";
import { db } from "~/platform/db.server";
import { outbox } from "~/platform/mailer.server";
import { saveFile } from "~/platform/storage.server";
import * as adminLayout from "~/routes/admin";
import { loader as listLoader } from "~/routes/admin.orders";
import * as adminOrderRoute from "~/routes/admin.orders_.$orderNumber";
import { action, loader } from "~/routes/admin.orders_.$orderNumber";
import { loader as proofLoader } from "~/routes/admin.orders_.$orderNumber_.proofs.$proofId";
import { loader as previewLoader } from "~/routes/admin.orders_.$orderNumber_.proofs.$proofId_.preview";
import { loader as exportLoader } from "~/routes/admin.orders_.export[.csv]";
import * as customerOrderRoute from "~/routes/orders.$orderNumber";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { insertOrder } from "../support/orders";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, signedInUser } from "../support/route-calls";

let sequence = 760000;

// The pages as Remix renders them (the real root, the back-office layout, the route components).
const pages = remixApp([
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  {
    id: "routes/admin.orders_.$orderNumber",
    parentId: "routes/admin",
    path: "orders/:orderNumber",
    module: adminOrderRoute,
  },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: customerOrderRoute },
]);

const pageText = (path: string, cookie: string) => renderedText(pages, path, cookie);

async function orderWithProof(
  options: { status?: "pending" | "preparing"; collect?: boolean; paymentStatus?: "proof_uploaded" | "paid" } = {},
) {
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
    paymentStatus: options.paymentStatus ?? "proof_uploaded",
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

describe("a picture proof on the order page", () => {
  it("is shown as a smaller preview the server makes, behind the same check as the original", async () => {
    const { orderNumber, proofId } = await orderWithProof();
    // A phone photo of a slip: 3000 × 4000 pixels.
    const photo = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: "#e7e5e4" } })
      .composite([{ input: { text: { text: "EFT R 640.00", dpi: 600 } }, top: 200, left: 200 }])
      .png()
      .toBuffer();
    const key = `payment-proofs/${proofId}.png`;
    await saveFile(key, photo);
    await db()
      .updateTable("payment_proofs")
      .set({ storage_key: key, content_type: "image/png", size_bytes: photo.length })
      .where("id", "=", proofId)
      .execute();
    const address = `/admin/orders/${orderNumber}/proofs/${proofId}`;
    const params = { orderNumber, proofId };
    const officer = await signedInUser(["financial_officer"]);

    const preview = await get(previewLoader, `${address}/preview`, officer.cookie, params);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toBe("image/webp");
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const previewBytes = Buffer.from(await preview.arrayBuffer());
    expect(await sharp(previewBytes).metadata()).toMatchObject({ format: "webp", width: 900, height: 1200 });
    expect(previewBytes.length).toBeLessThan(photo.length);
    // Made once, kept beside the original: asked again, the same bytes.
    const again = await get(previewLoader, `${address}/preview`, officer.cookie, params);
    expect(Buffer.from(await again.arrayBuffer()).equals(previewBytes)).toBe(true);

    const original = await get(proofLoader, address, officer.cookie, params);
    expect(original.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);

    const page = await json<{ proofs: { id: string }[] }>(
      await get(loader, `/admin/orders/${orderNumber}`, officer.cookie, { orderNumber }),
    );
    expect(page.proofs.map((proof) => proof.id)).toEqual([proofId]);

    // Nobody else: not a visitor, a customer or staff of other areas, nor anyone at /uploads/*.
    for (const roles of [[], ["content_manager"], ["inventory_manager"]] as const) {
      const cookie = roles.length === 0 ? undefined : (await signedInUser([...roles])).cookie;
      const refused = await get(previewLoader, `${address}/preview`, cookie, params);
      expect(refused.headers.get("Content-Type")).not.toBe("image/webp");
    }
    const customer = await signedInUser();
    expect((await get(previewLoader, `${address}/preview`, customer.cookie, params)).status).not.toBe(200);
    const previewKey = `payment-proofs/previews/${proofId}.webp`;
    expect((await get(uploadsLoader, `/uploads/${previewKey}`, undefined, { "*": previewKey })).status).toBe(404);
  });

  it("has no preview for a PDF", async () => {
    const { orderNumber, proofId } = await orderWithProof();
    const officer = await signedInUser(["admin"]);
    const address = `/admin/orders/${orderNumber}/proofs/${proofId}/preview`;
    expect((await get(previewLoader, address, officer.cookie, { orderNumber, proofId })).status).toBe(404);
  });
});

describe("verifying a payment", () => {
  it("marks the proof verified, the payment paid, the order payment received; audited and e-mailed", async () => {
    const { orderNumber, proofId, email } = await orderWithProof();
    const officer = await signedInUser(["financial_officer"]);
    const response = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "verify", proofId, confirmed: "yes" },
      officer.cookie,
      { orderNumber },
    );
    expect(response.status).toBe(302);
    expect(await proofState(proofId)).toEqual({ status: "verified", review_note: null });
    expect(await orderState(orderNumber)).toEqual({ status: "payment_received", payment_status: "paid" });
    const [mail] = await outbox(db(), email);
    expect(mail?.kind).toBe("payment-verified");
    // The same signature as every other e-mail from the shop: name, address and numbers.
    const shop = await readShopDetails(db());
    expect(mail?.text_body.endsWith(emailSignature(shop))).toBe(true);
    expect(mail?.text_body).toContain(shop.addressLines.join(", "));
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("action", "=", "payment.verify")
      .execute();
    expect(audit).toContainEqual({ action: "payment.verify", actor_id: officer.id });

    const again = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "verify", proofId, confirmed: "yes" },
      officer.cookie,
      { orderNumber },
    );
    expect(again.status).toBe(409);
  });

  it("asks first: a Verify not confirmed is shown the question (the order, the amount, the customer), and changes nothing", async () => {
    const { orderNumber, proofId, email } = await orderWithProof();
    const officer = await signedInUser(["financial_officer"]);
    const address = `/admin/orders/${orderNumber}`;
    // The page offers Verify as a link to the question (without JavaScript) or a dialog holding it.
    const page = await pageText(address, officer.cookie);
    expect(page).toContain(VERIFY_PAYMENT);
    expect(page).toContain(REJECT_REASON_LABEL);

    // A Verify posted without the confirmation (a page from before it asked) is asked, not done.
    const unconfirmed = await post(action, address, { intent: "verify", proofId }, officer.cookie, { orderNumber });
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get("Location")).toBe(verifyConfirmHref(orderNumber, proofId));
    expect(await proofState(proofId)).toEqual({ status: "pending", review_note: null });
    expect(await orderState(orderNumber)).toEqual({ status: "pending", payment_status: "proof_uploaded" });
    expect(await outbox(db(), email)).toEqual([]);

    // The question, as a page: the order, its amount and who paid, then the one button that verifies.
    const order = await findOrderByNumber(db(), orderNumber);
    if (!order) throw new Error("no order");
    const question = verifyQuestion(order);
    expect(question.message).toContain(orderNumber);
    expect(question.message).toContain("Thandi");
    const asked = await pageText(verifyConfirmHref(orderNumber, proofId), officer.cookie);
    const read = (text: string) => text.replace(/\s+/g, " ");
    expect(asked).toContain(read(question.title));
    expect(asked).toContain(read(question.message));
    expect(asked).toContain("Cancel");
    expect(asked).not.toContain(REJECT_REASON_LABEL);

    const confirmed = await post(action, address, { intent: "verify", proofId, confirmed: "yes" }, officer.cookie, {
      orderNumber,
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe(address);
    expect(await proofState(proofId)).toEqual({ status: "verified", review_note: null });
    // Once verified, the question is not asked again: the address shows the order.
    expect(await pageText(verifyConfirmHref(orderNumber, proofId), officer.cookie)).not.toContain(read(question.title));
  });

  it("is refused to staff without the payments area (an order processor)", async () => {
    const { orderNumber, proofId } = await orderWithProof();
    const processor = await signedInUser(["order_processor"]);
    const response = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "verify", proofId, confirmed: "yes" },
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
    expect((await json<{ message: string }>(blank)).message).toBe(REJECT_REASON_REQUIRED);
    // A reason has room for a few lines, up to its limit; a longer one is refused and kept to shorten.
    const long = `${"The slip shows a different account. ".repeat(14)}`.trim();
    expect(long.length).toBeGreaterThan(REJECT_REASON_MAX);
    const tooLong = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "reject", proofId, reason: long },
      officer.cookie,
      {
        orderNumber,
      },
    );
    expect(tooLong.status).toBe(400);
    expect(await json<{ message: string; reason?: string }>(tooLong)).toMatchObject({
      message: REJECT_REASON_TOO_LONG,
      reason: long,
    });
    expect(await proofState(proofId)).toEqual({ status: "pending", review_note: null });
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
    expect(mail?.text_body.endsWith(emailSignature(await readShopDetails(db())))).toBe(true);
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
    // Not paid yet: ready only with the staff's word that the customer pays at the counter (decision 0092).
    const ready = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "ready_for_pickup", note: "Bay 3", payAtCounter: "yes" },
      processor.cookie,
      { orderNumber },
    );
    expect(ready.status).toBe(302);
    expect((await orderState(orderNumber)).status).toBe("ready_for_pickup");
    const [mail] = await outbox(db(), email);
    expect(mail).toMatchObject({ kind: "order-status", subject: `Order ${orderNumber}: Ready for pickup` });
  });

  it("ends an order to collect 'Collected' on the admin page, the customer's page and in its own e-mail", async () => {
    const { customer, orderNumber, email } = await orderWithProof({
      status: "preparing",
      collect: true,
      paymentStatus: "paid",
    });
    const processor = await signedInUser(["order_processor"]);
    const address = `/admin/orders/${orderNumber}`;
    expect(
      (await post(action, address, { intent: "status", status: "ready_for_pickup" }, processor.cookie, { orderNumber }))
        .status,
    ).toBe(302);
    const collected = await post(action, address, { intent: "status", status: "delivered" }, processor.cookie, {
      orderNumber,
    });
    expect(collected.status).toBe(302);
    // Stored as the one final status (decision 0071); shown by the way the order was fulfilled.
    expect((await orderState(orderNumber)).status).toBe("delivered");

    const [mail] = await outbox(db(), email);
    expect(mail).toMatchObject({ kind: "order-status", subject: `Order ${orderNumber}: Collected` });
    expect(mail?.text_body).toContain(`Your order ${orderNumber} has been collected from`);
    expect(mail?.text_body).not.toMatch(/deliver/i);

    const admin = await pageText(address, processor.cookie);
    expect(admin).toContain("Collected");
    expect(admin).toContain("This order is collected: it cannot change.");
    expect(admin).not.toMatch(/Delivered/);

    const own = await pageText(`/orders/${orderNumber}`, customer.cookie);
    expect(own).toContain("Collected");
    expect(own).not.toMatch(/Delivered/);
  });

  it("ends an order to deliver 'Delivered' (the word stays for deliveries)", async () => {
    const { orderNumber, email } = await orderWithProof({ status: "preparing", collect: false });
    await db().updateTable("orders").set({ status: "shipped" }).where("order_number", "=", orderNumber).execute();
    const processor = await signedInUser(["order_processor"]);
    const response = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "delivered" },
      processor.cookie,
      {
        orderNumber,
      },
    );
    expect(response.status).toBe(302);
    const [mail] = await outbox(db(), email);
    expect(mail).toMatchObject({ subject: `Order ${orderNumber}: Delivered` });
    expect(mail?.text_body).toContain(`Your order ${orderNumber} has been delivered.`);
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

describe("the orders list by date, and its CSV export", () => {
  async function orderOn(createdAt: string, name: string) {
    const { order, orderNumber } = await orderWithProof();
    await db()
      .updateTable("orders")
      .set({ created_at: createdAt, contact_name: name, contact_phone: "+27 82 555 0101" })
      .where("id", "=", order.id)
      .execute();
    return orderNumber;
  }

  it("counts days in SAST: an order at 23:59 on 1 March is not in 2 March's list", async () => {
    const token = `Range${randomUUID().slice(0, 8)}`;
    const late = await orderOn("1999-03-01T21:59:00.000Z", `${token} Late`);
    const early = await orderOn("1999-03-01T22:00:00.000Z", `${token} Early`);
    const later = await orderOn("1999-03-05T08:00:00.000Z", `${token} Later`);
    const support = await signedInUser(["customer_support"]);
    type List = { orders: { orderNumber: string }[]; total: number; query: { from: string; to: string } };
    const secondOfMarch = await json<List>(
      await get(listLoader, `/admin/orders?search=${token}&from=1999-03-02&to=1999-03-02`, support.cookie),
    );
    expect(secondOfMarch.orders.map((order) => order.orderNumber)).toEqual([early]);
    expect(secondOfMarch.total).toBe(1);
    // Back to front means the same days; a day that is not one is ignored.
    const reversed = await json<List>(
      await get(listLoader, `/admin/orders?search=${token}&from=1999-03-05&to=1999-03-01`, support.cookie),
    );
    expect(reversed.orders.map((order) => order.orderNumber)).toEqual([later, early, late]);
    expect(reversed.query).toMatchObject({ from: "1999-03-01", to: "1999-03-05" });
    const nonsense = await json<List>(
      await get(listLoader, `/admin/orders?search=${token}&from=1999-02-30&to=soon`, support.cookie),
    );
    expect(nonsense.orders).toHaveLength(3);
    // % and _ are searched as themselves, not as wildcards.
    const wildcard = await json<List>(await get(listLoader, `/admin/orders?search=${token}%25Late`, support.cookie));
    expect(wildcard.orders).toEqual([]);
    await db()
      .updateTable("orders")
      .set({ contact_name: `${token} 50%_off` })
      .where("order_number", "=", late)
      .execute();
    const literal = await json<List>(
      await get(listLoader, `/admin/orders?search=${token}%2050%25_off`, support.cookie),
    );
    expect(literal.orders.map((order) => order.orderNumber)).toEqual([late]);
  });

  it("exports what the filter shows, every page, safe to open in a spreadsheet", async () => {
    const token = `Export${randomUUID().slice(0, 8)}`;
    const first = await orderOn("1999-04-01T08:00:00.000Z", `${token} Farm`);
    const second = await orderOn("1999-04-02T08:00:00.000Z", `=HYPERLINK("http://x",${token})`);
    await orderOn("1999-05-01T08:00:00.000Z", `${token} Outside the range`);
    const officer = await signedInUser(["financial_officer"]);
    const response = await get(
      exportLoader,
      `/admin/orders/export.csv?search=${token}&from=1999-04-01&to=1999-04-30`,
      officer.cookie,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="orders-1999-04-01-to-1999-04-30.csv"',
    );
    const rows: Record<string, string>[] = parse((await response.text()).replace(/^\uFEFF/, ""), { columns: true });
    expect(rows.map((row) => row["Order number"])).toEqual([second, first]);
    expect(rows[0]).toMatchObject({
      Customer: `'=HYPERLINK("http://x",${token})`,
      Phone: "'+27 82 555 0101",
      "Date (SAST)": "2 April 1999, 10:00",
      Status: "Pending",
      "Payment status": "proof uploaded",
      Items: "2",
    });

    const customer = await signedInUser();
    const refused = await get(exportLoader, `/admin/orders/export.csv?search=${token}`, customer.cookie);
    expect(refused.status).not.toBe(200);
    expect(await refused.text()).not.toContain(token);
  });
});

describe("notes for staff, and a stale screen", () => {
  it("adds a note with its author, audited; a blank note is refused; the customer never sees it", async () => {
    const { order, orderNumber, customer } = await orderWithProof();
    const processor = await signedInUser(["order_processor"]);
    const blank = await post(action, `/admin/orders/${orderNumber}`, { intent: "note", body: "  " }, processor.cookie, {
      orderNumber,
    });
    expect(blank.status).toBe(400);
    expect((await json<{ message: string }>(blank)).message).toBe("Please write the note.");
    const added = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "note", body: "Customer phoned: collects Friday." },
      processor.cookie,
      { orderNumber },
    );
    expect(added.status).toBe(302);
    const page = await json<{ staffNotes: { body: string; authorEmail: string }[] }>(
      await get(loader, `/admin/orders/${orderNumber}`, processor.cookie, { orderNumber }),
    );
    expect(page.staffNotes).toEqual([
      expect.objectContaining({ body: "Customer phoned: collects Friday.", authorEmail: processor.email }),
    ]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", order.id)
      .execute();
    expect(audit).toEqual([{ action: "order.note", actor_id: processor.id }]);
    // The customer's own order page holds nothing of it.
    const own = await findOrderByNumber(db(), orderNumber);
    expect(JSON.stringify(own)).not.toContain("collects Friday");
    const refused = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "note", body: "Sneaky" },
      (await signedInUser(["content_manager"])).cookie,
      { orderNumber },
    );
    expect(refused.status).not.toBe(302);
    expect(customer.id).toBeTruthy();
    expect(
      await db().selectFrom("order_staff_notes").select("body").where("order_id", "=", order.id).execute(),
    ).toEqual([{ body: "Customer phoned: collects Friday." }]);
  });

  it("refuses a status change made from a screen that is out of date, and changes nothing", async () => {
    const { orderNumber } = await orderWithProof({ status: "preparing", collect: true });
    const first = await signedInUser(["order_processor"]);
    const second = await signedInUser(["admin"]);
    const ready = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "ready_for_pickup", seen: "preparing", payAtCounter: "yes" },
      first.cookie,
      { orderNumber },
    );
    expect(ready.status).toBe(302);
    // The second had the page open at 'preparing' and chose 'cancelled'.
    const stale = await post(
      action,
      `/admin/orders/${orderNumber}`,
      { intent: "status", status: "cancelled", seen: "preparing" },
      second.cookie,
      { orderNumber },
    );
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toBe(
      "Someone else changed this order while you had it open: it is now ready for pickup. Nothing was changed; check it and try again.",
    );
    expect((await orderState(orderNumber)).status).toBe("ready_for_pickup");
  });
});
