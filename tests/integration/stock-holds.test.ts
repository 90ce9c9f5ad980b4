import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import { translatorFor } from "~/locales/translator.server";
import type { CheckoutPage } from "~/orders/checkout.server";
import {
  HOLD_PAUSED_FOR_PROOF,
  holdExpiredNote,
  holdNotice,
  listHoldLine,
  SEE_YOUR_ORDERS_HREF,
  staffHoldLine,
  tooManyUnpaidOrders,
  tooMuchUnpaid,
} from "~/orders/hold-messages";
import { rejectPayment, verifyPayment } from "~/orders/order-staff-actions.server";
import "~/orders/stock-hold-jobs.server";
import { HOLD_EXPIRY_JOB, HOLD_REMINDER_JOB } from "~/orders/stock-hold.server";
import { db } from "~/platform/db.server";
import { formatDateTime } from "~/platform/format";
import { runDueJobs } from "~/platform/jobs.server";
import { outbox } from "~/platform/mailer.server";
import * as adminLayout from "~/routes/admin";
import * as adminOrdersRoute from "~/routes/admin.orders";
import * as adminOrderRoute from "~/routes/admin.orders_.$orderNumber";
import { action as settingsAction } from "~/routes/admin.settings";
import * as checkoutRoute from "~/routes/cart.checkout";
import * as confirmationRoute from "~/routes/cart.checkout_.confirmation.$orderNumber";
import * as customerOrderRoute from "~/routes/orders.$orderNumber";
import { SETTINGS_KEYS } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { insertOrder } from "../support/orders";
import { remixApp, renderedText } from "../support/remix-app";
import { get, json, post, signedInUser } from "../support/route-calls";
import { proveNumber } from "../support/sms-numbers";

/** Checkout's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

/**
 * Stock is held for paying customers only (issue 47 point 2, decision 0103): an unpaid order holds
 * its stock until a deadline the shop sets, then the job at that deadline cancels it (stock back,
 * audited as the system's, the customer told by their channel); one account has at most three
 * unpaid orders, holding at most half of a product. Time is moved by moving the order's placing,
 * deadline and jobs into the past, as if the hours had gone by.
 */

const pages = remixApp([
  {
    id: "routes/cart.checkout_.confirmation.$orderNumber",
    parentId: "root",
    path: "cart/checkout/confirmation/:orderNumber",
    module: confirmationRoute,
  },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: customerOrderRoute },
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  { id: "routes/admin.orders", parentId: "routes/admin", path: "orders", module: adminOrdersRoute },
  {
    id: "routes/admin.orders_.$orderNumber",
    parentId: "routes/admin",
    path: "orders/:orderNumber",
    module: adminOrderRoute,
  },
]);

const HOUR = 60 * 60 * 1000;
let sequence = 470_000;

async function product(stock: number, name = "Hold Layer Mash 50 kg") {
  sequence += 1;
  const id = randomUUID();
  await db()
    .insertInto("products")
    .values({ id, ws_code: `WS${sequence}`, stock_code: `S-${sequence}`, product_name: name, incl_price_cents: 45_000 })
    .execute();
  await db().insertInto("product_stock_levels").values({ id: randomUUID(), product_id: id, quantity: stock }).execute();
  return id;
}

/** A customer with a proved cellphone (so SMS can go) and an e-mail address. */
async function customer() {
  sequence += 1;
  const user = await signedInUser();
  const phone = `+2784${String(sequence).padStart(7, "0")}`;
  await proveNumber(db(), user.id, phone);
  return { ...user, phone, email: `hold-${sequence}@example.com` };
}

async function reviewPage(cookie: string): Promise<CheckoutPage> {
  const response = await get(checkoutRoute.loader, "/cart/checkout?fulfilment=collect&step=review", cookie);
  expect(response.status).toBe(200);
  return (await json<{ page: CheckoutPage }>(response)).page;
}

async function place(
  who: Awaited<ReturnType<typeof customer>>,
  overrides: Record<string, string> = {},
): Promise<Response> {
  const review = (await reviewPage(who.cookie)).review;
  if (!review) throw new Error("No review step");
  return post(
    checkoutRoute.action,
    "/cart/checkout",
    {
      idempotencyKey: review.idempotencyKey,
      fulfilment: review.fulfilment,
      contactName: "Pieter Botha",
      contactEmail: who.email,
      contactPhone: "082 123 4567",
      newsChannel: "both",
      newsPhone: `0${who.phone.slice(3)}`,
      paymentMethod: "eft",
      expectedTotalCents: String(review.totals.totalCents),
      lines: review.linesToken,
      ...overrides,
    },
    who.cookie,
  );
}

async function onlyOrder(userId: string) {
  const orders = await db().selectFrom("orders").selectAll().where("user_id", "=", userId).execute();
  expect(orders).toHaveLength(1);
  const [order] = orders;
  if (!order) throw new Error("No order");
  return order;
}

const stockOf = async (productId: string) =>
  (
    await db()
      .selectFrom("product_stock_levels")
      .select("quantity")
      .where("product_id", "=", productId)
      .executeTakeFirstOrThrow()
  ).quantity;

const holdJobs = (orderId: string) =>
  db()
    .selectFrom("jobs")
    .select(["type", "run_at", "payload", "status"])
    .where("type", "in", [HOLD_EXPIRY_JOB, HOLD_REMINDER_JOB])
    .where("payload", "like", `%${orderId}%`)
    .orderBy("run_at")
    .execute();

/** As if `hours` had gone by since the order was placed: its times and its hold's jobs move back. */
async function hoursGoBy(orderId: string, hours: number) {
  const shift = (iso: string) => new Date(Date.parse(iso) - hours * HOUR).toISOString();
  const order = await db()
    .selectFrom("orders")
    .select(["created_at", "hold_until"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (!order.hold_until) throw new Error("The order holds nothing");
  const holdUntil = shift(order.hold_until);
  await db()
    .updateTable("orders")
    .set({ created_at: shift(order.created_at), hold_until: holdUntil })
    .where("id", "=", orderId)
    .execute();
  for (const job of await holdJobs(orderId)) {
    if (job.status !== "queued") continue;
    await db()
      .updateTable("jobs")
      .set({ run_at: shift(job.run_at), payload: JSON.stringify({ orderId, holdUntil }) })
      .where("type", "=", job.type)
      .where("payload", "=", job.payload)
      .execute();
  }
}

const smsOf = (orderId: string) =>
  db().selectFrom("sms_messages").select(["kind", "to_number", "body"]).where("order_id", "=", orderId).execute();

describe("an unpaid order holds its stock for the time the shop sets", () => {
  it("holds an EFT order 48 hours, reminds 12 hours before, then cancels it: stock back, audited, the customer told by SMS and e-mail", async () => {
    const who = await customer();
    const productId = await product(10);
    await addToCart(db(), { userId: who.id }, productId, 4);
    const before = Date.now();
    expect((await place(who)).status).toBe(303);
    const order = await onlyOrder(who.id);
    expect(await stockOf(productId)).toBe(6);
    const deadline = Date.parse(order.hold_until ?? "");
    expect(deadline - Date.parse(order.created_at)).toBe(48 * HOUR);
    expect(deadline).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect((await holdJobs(order.id)).map((job) => [job.type, job.run_at])).toEqual([
      [HOLD_REMINDER_JOB, new Date(deadline - 12 * HOUR).toISOString()],
      [HOLD_EXPIRY_JOB, order.hold_until],
    ]);

    // The confirmation, the order e-mail, the customer's order page and the staff's say until when.
    const notice = holdNotice(formatDateTime(order.hold_until ?? ""), "eft");
    const confirmation = await renderedText(pages, `/cart/checkout/confirmation/${order.order_number}`, who.cookie);
    expect(confirmation).toContain(notice);
    const confirmationMail = (await outbox(db(), who.email)).find((mail) => mail.kind === "order-confirmation");
    expect(confirmationMail?.text_body.replace(/\s+/g, " ")).toContain(notice);
    const customerText = await renderedText(pages, `/orders/${order.order_number}`, who.cookie);
    expect(customerText).toContain(notice);
    const staff = await signedInUser(["order_processor"]);
    const staffText = await renderedText(pages, `/admin/orders/${order.order_number}`, staff.cookie);
    expect(staffText).toContain(staffHoldLine(formatDateTime(order.hold_until ?? "")));
    const listText = await renderedText(pages, `/admin/orders?search=${order.order_number}`, staff.cookie);
    expect(listText).toContain(listHoldLine(formatDateTime(order.hold_until ?? "")));

    // Nothing happens before its time.
    expect(await runDueJobs(db())).toMatchObject({ failed: 0 });
    expect((await onlyOrder(who.id)).status).toBe("pending");
    expect(await smsOf(order.id)).toHaveLength(1);

    // 37 hours on: the reminder, by SMS and e-mail (the order's channel is both).
    await hoursGoBy(order.id, 37);
    await runDueJobs(db());
    const held = await onlyOrder(who.id);
    const until = formatDateTime(held.hold_until ?? "");
    expect((await smsOf(order.id)).find((sms) => sms.kind === "hold_reminder")?.body).toContain(
      `we keep order ${order.order_number} until ${until}`,
    );
    expect((await outbox(db(), who.email)).map((mail) => mail.kind)).toContain("order-hold-reminder");
    expect(held.status).toBe("pending");

    // 11 more hours: the hold has ended.
    await hoursGoBy(order.id, 11);
    expect(await runDueJobs(db())).toMatchObject({ failed: 0 });
    const cancelled = await onlyOrder(who.id);
    expect(cancelled.status).toBe("cancelled");
    const ended = formatDateTime(cancelled.hold_until ?? "");
    expect(await stockOf(productId)).toBe(10);
    const history = await db()
      .selectFrom("order_status_history")
      .select(["status", "note", "changed_by_id"])
      .where("order_id", "=", order.id)
      .where("status", "=", "cancelled")
      .execute();
    expect(history).toEqual([{ status: "cancelled", note: holdExpiredNote(ended), changed_by_id: null }]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["actor_id", "action", "details"])
      .where("entity_id", "=", order.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null, action: "order.hold_expired" });
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ by: "system", from: "pending", to: "cancelled" });
    const expiredSms = (await smsOf(order.id)).find((sms) => sms.kind === "hold_expired");
    expect(expiredSms).toMatchObject({ to_number: who.phone });
    expect(expiredSms?.body).toContain(
      `order ${order.order_number} is cancelled: we did not receive payment by ${ended}`,
    );
    const mail = (await outbox(db(), who.email)).find((email) => email.kind === "order-hold-expired");
    expect(mail?.subject).toBe(`Order ${order.order_number} cancelled: no payment received`);

    // A second run finds nothing to do: cancelled once, told once.
    await runDueJobs(db(), new Date(Date.now() + 100 * HOUR));
    expect((await smsOf(order.id)).filter((sms) => sms.kind === "hold_expired")).toHaveLength(1);
    expect(await stockOf(productId)).toBe(10);
  });

  it("tells an SMS-only customer by SMS alone, and an e-mail customer by e-mail alone", async () => {
    for (const channel of ["sms", "email"] as const) {
      const who = await customer();
      const productId = await product(10);
      await addToCart(db(), { userId: who.id }, productId, 1);
      expect((await place(who, { newsChannel: channel })).status).toBe(303);
      const order = await onlyOrder(who.id);
      await hoursGoBy(order.id, 49);
      await runDueJobs(db());
      expect((await onlyOrder(who.id)).status).toBe("cancelled");
      const sms = (await smsOf(order.id)).filter((row) => row.kind === "hold_expired");
      const mails = (await outbox(db(), who.email)).filter((mail) => mail.kind === "order-hold-expired");
      expect([channel, sms.length, mails.length]).toEqual(channel === "sms" ? ["sms", 1, 0] : ["email", 0, 1]);
    }
  });

  it("stops the clock for a proof waiting to be checked, and for a verified payment; a rejected proof gives a fresh hold", async () => {
    const who = await customer();
    const productId = await product(10);
    await addToCart(db(), { userId: who.id }, productId, 2);
    expect((await place(who)).status).toBe(303);
    const order = await onlyOrder(who.id);
    const proofId = randomUUID();
    await db()
      .insertInto("payment_proofs")
      .values({
        id: proofId,
        order_id: order.id,
        user_id: who.id,
        storage_key: `payment-proofs/${proofId}.pdf`,
        content_type: "application/pdf",
        size_bytes: 100,
      })
      .execute();
    await db().updateTable("orders").set({ payment_status: "proof_uploaded" }).where("id", "=", order.id).execute();

    // The deadline passes while the proof waits: nothing is cancelled under the customer.
    await hoursGoBy(order.id, 49);
    await runDueJobs(db());
    expect((await onlyOrder(who.id)).status).toBe("pending");
    expect(await stockOf(productId)).toBe(8);
    const text = await renderedText(pages, `/orders/${order.order_number}`, who.cookie);
    expect(text).toContain(HOLD_PAUSED_FOR_PROOF);

    // Rejected: a fresh 48 hours from now, with jobs of their own.
    const clerk = await signedInUser(["financial_officer"]);
    const rejectedAt = Date.now();
    expect(
      await rejectPayment(db(), { id: clerk.id, email: clerk.email }, order.order_number, proofId, "Blurred", {}),
    ).toMatchObject({ ok: true });
    const again = await onlyOrder(who.id);
    expect(Date.parse(again.hold_until ?? "")).toBeGreaterThanOrEqual(rejectedAt + 48 * HOUR);
    expect(
      (await holdJobs(order.id)).filter(
        (job) => job.status === "queued" && job.payload.includes(again.hold_until ?? ""),
      ),
    ).toHaveLength(2);

    // Paid after a second proof: the fresh deadline passes, and nothing happens.
    const secondProof = randomUUID();
    await db()
      .insertInto("payment_proofs")
      .values({
        id: secondProof,
        order_id: order.id,
        user_id: who.id,
        storage_key: `payment-proofs/${secondProof}.pdf`,
        content_type: "application/pdf",
        size_bytes: 100,
      })
      .execute();
    await db().updateTable("orders").set({ payment_status: "proof_uploaded" }).where("id", "=", order.id).execute();
    expect(
      await verifyPayment(db(), { id: clerk.id, email: clerk.email }, order.order_number, secondProof, {}),
    ).toMatchObject({ ok: true });
    await hoursGoBy(order.id, 49);
    await runDueJobs(db());
    expect((await onlyOrder(who.id)).status).toBe("payment_received");
    expect(await stockOf(productId)).toBe(8);
  });

  it("holds an order to pay at the counter for the shop's days", async () => {
    const who = await customer();
    const productId = await product(10);
    await addToCart(db(), { userId: who.id }, productId, 1);
    expect((await place(who, { paymentMethod: "cash_on_collection" })).status).toBe(303);
    const order = await onlyOrder(who.id);
    expect(Date.parse(order.hold_until ?? "") - Date.parse(order.created_at)).toBe(7 * 24 * HOUR);
    const text = await renderedText(pages, `/orders/${order.order_number}`, who.cookie);
    expect(text).toContain(holdNotice(formatDateTime(order.hold_until ?? ""), "counter"));
    await hoursGoBy(order.id, 7 * 24 - 1);
    await runDueJobs(db());
    expect((await onlyOrder(who.id)).status).toBe("pending");
    await hoursGoBy(order.id, 1);
    await runDueJobs(db());
    expect((await onlyOrder(who.id)).status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(10);
  });

  it("takes the hold's hours from the settings, checked and audited", async () => {
    const admin = await signedInUser(["admin"]);
    const seen = async () =>
      (
        await db()
          .selectFrom("shop_settings")
          .select("updated_at")
          .where("key", "=", SETTINGS_KEYS.thresholds)
          .executeTakeFirst()
      )?.updated_at ?? "";
    const fields = (eftHoldHours: string) => ({
      section: "thresholds",
      lowStock: "10",
      proofWarningHours: "20",
      smsPartPriceCents: "25",
      eftHoldHours,
      counterHoldDays: "7",
    });
    for (const bad of ["0", "337", "1.5", "two"]) {
      const refused = await post(
        settingsAction,
        "/admin/settings",
        { ...fields(bad), seen: await seen() },
        admin.cookie,
      );
      expect(refused.status).toBe(400);
    }
    const saved = await post(settingsAction, "/admin/settings", { ...fields("24"), seen: await seen() }, admin.cookie);
    expect(saved.status).toBe(302);
    const audit = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("actor_id", "=", admin.id)
      .where("action", "like", "settings.thresholds%")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details).changes).toEqual({ eftHoldHours: { from: 48, to: 24 } });

    const who = await customer();
    await addToCart(db(), { userId: who.id }, await product(10), 1);
    expect((await place(who)).status).toBe(303);
    const order = await onlyOrder(who.id);
    expect(Date.parse(order.hold_until ?? "") - Date.parse(order.created_at)).toBe(24 * HOUR);
    const back = await post(settingsAction, "/admin/settings", { ...fields("48"), seen: await seen() }, admin.cookie);
    expect(back.status).toBe(302);
  });
});

describe("one account's unpaid orders", () => {
  it("are three at most: a fourth is refused with 409, saying which to pay, and the cart is kept", async () => {
    const who = await customer();
    const productId = await product(100);
    const open = [];
    for (let n = 0; n < 3; n++)
      open.push(
        await insertOrder(db(), {
          userId: who.id,
          lines: [{ productId, quantity: 1 }],
          paymentStatus: n === 2 ? "proof_uploaded" : "pending_payment",
          createdAt: new Date(Date.now() - (10 - n) * HOUR).toISOString(),
        }),
      );
    // A paid order and a cancelled one do not count.
    await insertOrder(db(), { userId: who.id, lines: [{ productId, quantity: 1 }], paymentStatus: "paid" });
    await insertOrder(db(), { userId: who.id, lines: [{ productId, quantity: 1 }], status: "cancelled" });
    await addToCart(db(), { userId: who.id }, productId, 1);
    const refused = await place(who);
    expect(refused.status).toBe(409);
    const body = await json<{ error: string; errorLink: { href: string } }>(refused);
    expect(body.error).toBe(
      tooManyUnpaidOrders(
        en,
        open.map((order) => order.orderNumber),
      ),
    );
    expect(body.errorLink.href).toBe(SEE_YOUR_ORDERS_HREF);
    const cart = await db()
      .selectFrom("cart_items")
      .innerJoin("carts", "carts.id", "cart_items.cart_id")
      .select("cart_items.quantity")
      .where("carts.user_id", "=", who.id)
      .execute();
    expect(cart).toEqual([{ quantity: 1 }]);
    expect(await stockOf(productId)).toBe(100);

    // One paid: the next order goes through.
    await db()
      .updateTable("orders")
      .set({ payment_status: "paid" })
      .where("id", "=", open[0]?.id ?? "")
      .execute();
    expect((await place(who)).status).toBe(303);
  });

  it("hold at most half of a product together (two of two), and say to call the store for more", async () => {
    const who = await customer();
    const shop = await readShopDetails(db());
    const productId = await product(10, "Hold Dairy Meal 40 kg");
    await addToCart(db(), { userId: who.id }, productId, 6);
    const refused = await place(who);
    expect(refused.status).toBe(409);
    const body = await json<{ error: string; errorLink: { href: string } }>(refused);
    expect(body.error).toBe(
      tooMuchUnpaid(en, { name: "Hold Dairy Meal 40 kg", most: 5, heldAlready: 0, shopPhone: shop.phone }),
    );
    expect(body.errorLink.href).toMatch(/^tel:\+?\d+$/);
    expect(await stockOf(productId)).toBe(10);

    // Five go; then the account holds its share, and one more is refused until it pays.
    await db().updateTable("cart_items").set({ quantity: 5 }).where("product_id", "=", productId).execute();
    expect((await place(who)).status).toBe(303);
    expect(await stockOf(productId)).toBe(5);
    await addToCart(db(), { userId: who.id }, productId, 1);
    const more = await place(who);
    expect(more.status).toBe(409);
    expect((await json<{ error: string }>(more)).error).toBe(
      tooMuchUnpaid(en, { name: "Hold Dairy Meal 40 kg", most: 0, heldAlready: 5, shopPhone: shop.phone }),
    );

    // The last two of a product may go to one unpaid order.
    const other = await customer();
    const lastTwo = await product(2);
    await addToCart(db(), { userId: other.id }, lastTwo, 2);
    expect((await place(other)).status).toBe(303);
    expect(await stockOf(lastTwo)).toBe(0);
  });
});
