import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import orders from "~/locales/en/orders.json";
import { PROOF_UPLOADED_NOTE } from "~/orders/messages";
import { ORDERS_PAGE_SIZE } from "~/orders/order-display";
import { ordersMessages } from "~/orders/orders-messages.server";
import { MAX_PROOF_BYTES } from "~/orders/proof-file";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { tooManyPixelsText } from "~/platform/image-limits";
import { outbox } from "~/platform/mailer.server";
import { folderStorage, useStorage } from "~/platform/storage.server";
import { loader as rootLoader } from "~/root";
import { loader as ordersLoader } from "~/routes/orders._index";
import { action as orderAction, loader as orderLoader } from "~/routes/orders.$orderNumber";
import { blackPng } from "../support/huge-png";
import { insertOrder } from "../support/orders";
import { uploadTempFolders } from "../support/upload-temp";
import { insertSession, insertUser } from "../support/users";

// The customer's words are the English catalogue's (issue 49, decision 0110).
const PROOF_ALREADY_UPLOADED = orders["proof.alreadyUploaded"];
const PROOF_MISSING = orders["proof.missing"];
const PROOF_NOT_EXPECTED = orders["proof.notExpected"];
const PROOF_TOO_LARGE = orders["proof.tooLarge"];
const PROOF_WRONG_TYPE = orders["proof.wrongType"];
const UNKNOWN_ORDER_ACTION = orders.unknownAction;

const ORIGIN = "http://localhost:3000";

let sequence = 930000;

async function insertProduct(options: { active?: boolean; inStock?: boolean; name?: string; cents?: number } = {}) {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: options.name ?? `Layer Mash ${sequence}`,
    incl_price_cents: options.cents ?? 18950,
    is_active: options.active === false ? 0 : 1,
    stock_available: options.inStock === false ? 0 : 1,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

async function signedInCustomer(roles: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(db(), roles);
  return { ...user, cookie: await insertSession(db(), user.id) };
}

/** Runs a loader or action as Remix would: a thrown Response (redirect, 404) is the answer. */
async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function get(pathname: string, cookie?: string) {
  return new Request(`${ORIGIN}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
}

async function listOrders(cookie: string | undefined, query = "") {
  const result = await ordersLoader({ request: get(`/orders${query}`, cookie), params: {}, context: {} });
  return result;
}

function openOrder(orderNumber: string, cookie?: string) {
  return settle(() =>
    orderLoader({ request: get(`/orders/${orderNumber}`, cookie), params: { orderNumber }, context: {} }),
  );
}

type ActionReply = { status: number; location: string | null; error?: { form: string | null; message: string } };

async function postOrder(orderNumber: string, body: FormData | URLSearchParams, cookie: string, headers = {}) {
  const request = new Request(`${ORIGIN}/orders/${orderNumber}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie, ...headers },
    body,
  });
  const outcome = await settle(() => orderAction({ request, params: { orderNumber }, context: {} }));
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get("Location"), response: outcome };
  }
  const reply = outcome as unknown as { data: { error: ActionReply["error"] }; init: ResponseInit | null };
  return { status: reply.init?.status ?? 200, location: null, error: reply.data.error };
}

function proofForm(file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }) {
  const form = new FormData();
  form.set("intent", "upload-proof");
  form.set("proof", file ? new File([file.bytes], file.name, { type: file.type ?? "" }) : new File([], ""));
  return form;
}

async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#326222" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

const PDF_BYTES = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

function proofsDir(): string {
  return path.join(env().UPLOADS_DIR, "payment-proofs");
}

function storedProofFiles(): string[] {
  return fs.existsSync(proofsDir()) ? fs.readdirSync(proofsDir()) : [];
}

async function proofRows(orderId: string) {
  return db().selectFrom("payment_proofs").selectAll().where("order_id", "=", orderId).execute();
}

async function orderRow(orderId: string) {
  return db().selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
}

/** The toast the next page shows, read the way the root loader reads it. */
async function toastAfter(response: Response, cookie: string) {
  const set = response.headers.getSetCookie().find((header) => header.startsWith("__session="));
  const next = set ? (set.split(";")[0] ?? cookie) : cookie;
  const root = (await rootLoader({ request: get("/", next), params: {}, context: {} })) as unknown as {
    data: { toast: { title: string; description?: string } | null };
  };
  return root.data.toast;
}

describe("the orders list", () => {
  it("shows visitors 'Please Sign In' (the page links to /login?redirect=/orders)", async () => {
    expect(await listOrders(undefined)).toEqual({ signedIn: false, messages: ordersMessages("en", "visitor") });
  });

  it("lists the customer's own orders only, newest first, with totals and item counts", async () => {
    const feed = await insertProduct({ cents: 10000 });
    const salt = await insertProduct({ cents: 2550 });
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    const older = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 2 }],
      createdAt: "2026-03-01T08:00:00.000Z",
      status: "delivered",
      paymentStatus: "paid",
    });
    const newer = await insertOrder(db(), {
      userId: customer.id,
      lines: [
        { productId: feed.id, quantity: 1 },
        { productId: salt.id, quantity: 3 },
      ],
      createdAt: "2026-05-01T08:00:00.000Z",
      paymentMethod: "cash_on_collection",
    });
    await insertOrder(db(), { userId: other.id, lines: [{ productId: feed.id, quantity: 1 }] });

    const page = await listOrders(customer.cookie);
    if (!page.signedIn) throw new Error("signed in");
    expect(page.total).toBe(2);
    expect(page.orders).toEqual([
      {
        orderNumber: newer.orderNumber,
        createdAt: "2026-05-01T08:00:00.000Z",
        status: "pending",
        paymentMethod: "cash_on_collection",
        paymentStatus: "pending_payment",
        fulfilmentMethod: "collect",
        totalCents: 10000 + 3 * 2550,
        itemCount: 4,
      },
      {
        orderNumber: older.orderNumber,
        createdAt: "2026-03-01T08:00:00.000Z",
        status: "delivered",
        paymentMethod: "eft",
        paymentStatus: "paid",
        fulfilmentMethod: "collect",
        totalCents: 20000,
        itemCount: 2,
      },
    ]);

    const empty = await listOrders((await signedInCustomer()).cookie);
    expect(empty).toMatchObject({ signedIn: true, orders: [], total: 0 });
  });

  it("pages a long list 20 at a time, and a page past the end shows the last", async () => {
    const feed = await insertProduct();
    const customer = await signedInCustomer();
    const start = Date.parse("2025-01-01T08:00:00.000Z");
    for (let index = 0; index < ORDERS_PAGE_SIZE + 1; index += 1) {
      await insertOrder(db(), {
        userId: customer.id,
        lines: [{ productId: feed.id, quantity: 1 }],
        createdAt: new Date(start + index * 60_000).toISOString(),
      });
    }
    const first = await listOrders(customer.cookie);
    const second = await listOrders(customer.cookie, "?page=2");
    const beyond = await listOrders(customer.cookie, "?page=99");
    const nonsense = await listOrders(customer.cookie, "?page=abc");
    if (!first.signedIn || !second.signedIn || !beyond.signedIn || !nonsense.signedIn) throw new Error("signed in");
    expect(first.orders).toHaveLength(20);
    expect(first.pageCount).toBe(2);
    expect(second.orders).toHaveLength(1);
    expect(second.orders[0]?.createdAt).toBe("2025-01-01T08:00:00.000Z");
    expect(beyond.page).toBe(2);
    expect(nonsense.page).toBe(1);
  });
});

describe("an order's details", () => {
  it("shows the customer's own order with items, summary, history and the bank details", async () => {
    const feed = await insertProduct({ name: "Dairy Meal 50kg", cents: 41999 });
    const customer = await signedInCustomer();
    const order = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 2 }],
      shippingCents: 15000,
      discountCents: 1000,
      notes: "Gate code 1234",
    });
    const page = await openOrder(order.orderNumber, customer.cookie);
    if (page instanceof Response) throw new Error(`status ${page.status}`);
    expect(page.order).toMatchObject({
      orderNumber: order.orderNumber,
      status: "pending",
      paymentMethod: "eft",
      paymentStatus: "pending_payment",
      fulfilmentMethod: "delivery",
      subtotalCents: 83998,
      shippingCents: 15000,
      discountCents: 1000,
      totalCents: 97998,
      notes: "Gate code 1234",
      items: [
        {
          productName: "Dairy Meal 50kg",
          wsCode: feed.ws_code,
          quantity: 2,
          unitPriceCents: 41999,
          lineTotalCents: 83998,
        },
      ],
    });
    expect(page.order.history).toHaveLength(1);
    expect(page.bank?.accountNumber).toBeTruthy();
  });

  it("leaves the bank details out once the order is paid, or when it is not an EFT order", async () => {
    const feed = await insertProduct();
    const customer = await signedInCustomer();
    const paid = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 1 }],
      paymentStatus: "paid",
    });
    const cash = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 1 }],
      paymentMethod: "cash_on_collection",
    });
    for (const order of [paid, cash]) {
      const page = await openOrder(order.orderNumber, customer.cookie);
      if (page instanceof Response) throw new Error(`status ${page.status}`);
      expect(page.bank).toBeNull();
    }
  });

  it("answers 404 for another customer's order (staff too), an unknown or a malformed number", async () => {
    const feed = await insertProduct();
    const owner = await signedInCustomer();
    const stranger = await signedInCustomer();
    const admin = await signedInCustomer({ roles: ["admin"] });
    const order = await insertOrder(db(), { userId: owner.id, lines: [{ productId: feed.id, quantity: 1 }] });

    for (const [number, cookie] of [
      [order.orderNumber, stranger.cookie],
      [order.orderNumber, admin.cookie],
      ["ORD-1999-000000001", owner.cookie],
      ["ORD-<script>", owner.cookie],
      ["x".repeat(80), owner.cookie],
    ] as const) {
      const answer = await openOrder(number, cookie);
      expect(answer instanceof Response && answer.status).toBe(404);
    }
  });

  it("sends a visitor to sign in and back", async () => {
    const answer = await openOrder("ORD-2026-000001");
    expect(answer instanceof Response && answer.status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/orders/ORD-2026-000001" })}`,
    );
  });
});

describe("proof of payment", () => {
  async function unpaidOrder(options: Partial<Parameters<typeof insertOrder>[1]> = {}) {
    const feed = await insertProduct({ cents: 32000 });
    const customer = await signedInCustomer();
    const order = await insertOrder(db(), {
      userId: customer.id,
      lines: [{ productId: feed.id, quantity: 1 }],
      ...options,
    });
    return { customer, order };
  }

  it("takes a PNG: stores it privately, records it, marks the order and e-mails the store", async () => {
    const { customer, order } = await unpaidOrder();
    const temporary = uploadTempFolders();
    const bytes = await pngBytes();
    const reply = await postOrder(order.orderNumber, proofForm({ bytes, name: "bank slip.png" }), customer.cookie);
    expect(reply.status).toBe(303);
    expect(reply.location).toBe(`/orders/${order.orderNumber}`);
    expect(await toastAfter((reply as { response: Response }).response, customer.cookie)).toEqual({
      title: "Proof of payment received",
      description: "We will check it and confirm your order.",
      variant: "success",
    });

    const [proof, ...more] = await proofRows(order.id);
    expect(more).toHaveLength(0);
    expect(proof).toMatchObject({
      user_id: customer.id,
      status: "pending",
      content_type: "image/png",
      original_filename: "bank slip.png",
      size_bytes: bytes.length,
    });
    expect(proof?.storage_key).toMatch(/^payment-proofs\/[0-9a-f-]+\.png$/);
    expect(new Uint8Array(fs.readFileSync(path.join(env().UPLOADS_DIR, proof?.storage_key ?? "")))).toEqual(bytes);
    // The upload waited in a temporary file on its way into storage; it is gone.
    expect(uploadTempFolders()).toEqual(temporary);

    expect((await orderRow(order.id)).payment_status).toBe("proof_uploaded");
    const history = await db()
      .selectFrom("order_status_history")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({
      status: "pending",
      payment_status: "proof_uploaded",
      note: PROOF_UPLOADED_NOTE,
      changed_by_id: customer.id,
    });

    const [mail] = (await outbox(db(), env().STORE_EMAIL)).filter((email) => email.subject.includes(order.orderNumber));
    expect(mail?.kind).toBe("payment-proof-uploaded");
    expect(mail?.text_body).toContain(order.orderNumber);
    expect(mail?.text_body).toContain(customer.email);
    expect(mail?.text_body).toContain("R\u00a0320.00");
    expect(mail?.text_body).toContain("waits for verification");
    // It links to the order's screen in the back office, where the proof is verified.
    expect(mail?.text_body).toContain(`http://localhost:3000/admin/orders/${order.orderNumber}`);

    const page = await openOrder(order.orderNumber, customer.cookie);
    if (page instanceof Response) throw new Error(`status ${page.status}`);
    expect(page.order.paymentStatus).toBe("proof_uploaded");

    const again = await postOrder(order.orderNumber, proofForm({ bytes, name: "again.png" }), customer.cookie);
    expect(again).toMatchObject({ status: 400, error: { form: "upload-proof", message: PROOF_ALREADY_UPLOADED } });
    expect(await proofRows(order.id)).toHaveLength(1);
  });

  it("takes a PDF, whatever name it carries, and a second try after a failed payment", async () => {
    const { customer, order } = await unpaidOrder({ paymentStatus: "payment_failed" });
    const reply = await postOrder(
      order.orderNumber,
      proofForm({ bytes: PDF_BYTES, name: "statement.txt", type: "text/plain" }),
      customer.cookie,
    );
    expect(reply.status).toBe(303);
    expect(await proofRows(order.id)).toMatchObject([
      { content_type: "application/pdf", size_bytes: PDF_BYTES.length },
    ]);
    expect((await orderRow(order.id)).payment_status).toBe("proof_uploaded");
  });

  it("takes a proof whose file name holds '=' or ';' (the browser quotes it; the parser must too)", async () => {
    for (const name of ["a=b.png", "a;b.png"]) {
      const { customer, order } = await unpaidOrder();
      const reply = await postOrder(order.orderNumber, proofForm({ bytes: await pngBytes(), name }), customer.cookie);
      expect(reply.status, name).toBe(303);
      const [proof] = await proofRows(order.id);
      expect(proof?.original_filename, name).toBe(name);
      expect((await orderRow(order.id)).payment_status).toBe("proof_uploaded");
    }
  });

  it("takes a PNG whose name holds a backslash or a NUL, keeping the file under a cleaned name", async () => {
    for (const [name, cleaned] of [
      ["eft slip\\", "eft slip"],
      ["bank\u0000slip.png", "bankslip.png"],
      ["..\\..", null],
    ] as const) {
      const { customer, order } = await unpaidOrder();
      const bytes = await pngBytes();
      const reply = await postOrder(order.orderNumber, proofForm({ bytes, name }), customer.cookie);
      expect(reply.status, JSON.stringify(name)).toBe(303);
      const [proof] = await proofRows(order.id);
      expect(proof?.original_filename, JSON.stringify(name)).toBe(cleaned);
      expect(new Uint8Array(fs.readFileSync(path.join(env().UPLOADS_DIR, proof?.storage_key ?? "")))).toEqual(bytes);
      expect((await orderRow(order.id)).payment_status).toBe("proof_uploaded");
    }
  });

  it("refuses a picture past the pixel limit (30000 × 30000 in 110 KB), with the message", async () => {
    const { customer, order } = await unpaidOrder();
    const before = storedProofFiles();
    const huge = blackPng(30_000, 30_000);
    expect(huge.length).toBeLessThan(MAX_PROOF_BYTES);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const reply = await postOrder(order.orderNumber, proofForm({ bytes: huge, name: "scan.png" }), customer.cookie);
    expect(reply).toMatchObject({
      status: 400,
      error: {
        form: "upload-proof",
        message: `${tooManyPixelsText({ width: 30_000, height: 30_000 })} Or send the slip as a PDF.`,
      },
    });
    expect(await proofRows(order.id)).toHaveLength(0);
    expect(storedProofFiles()).toEqual(before);
    expect((await orderRow(order.id)).payment_status).toBe("pending_payment");
  });

  it("refuses a text file named .png, with the message and nothing stored", async () => {
    const { customer, order } = await unpaidOrder();
    const before = storedProofFiles();
    const temporary = uploadTempFolders();
    const text = new TextEncoder().encode("I promise I paid. Really.");
    const reply = await postOrder(
      order.orderNumber,
      proofForm({ bytes: text, name: "proof.png", type: "image/png" }),
      customer.cookie,
    );
    expect(reply).toMatchObject({ status: 400, error: { form: "upload-proof", message: PROOF_WRONG_TYPE } });
    expect(await proofRows(order.id)).toHaveLength(0);
    expect(storedProofFiles()).toEqual(before);
    expect(uploadTempFolders()).toEqual(temporary);
    expect((await orderRow(order.id)).payment_status).toBe("pending_payment");
  });

  it("refuses a file over 5 MB, however the body is sent, and stores nothing", async () => {
    const { customer, order } = await unpaidOrder();
    const before = storedProofFiles();
    const temporary = uploadTempFolders();
    const png = await pngBytes();
    const justOver = new Uint8Array(MAX_PROOF_BYTES + 1);
    justOver.set(png);
    const farOver = new Uint8Array(MAX_PROOF_BYTES * 2);
    farOver.set(png);

    const over = await postOrder(order.orderNumber, proofForm({ bytes: justOver, name: "big.png" }), customer.cookie);
    expect(over).toMatchObject({ status: 400, error: { form: "upload-proof", message: PROOF_TOO_LARGE } });
    // No Content-Length (a chunked body): read until the limit, then refused.
    const streamed = await postOrder(
      order.orderNumber,
      proofForm({ bytes: farOver, name: "huge.png" }),
      customer.cookie,
    );
    expect(streamed).toMatchObject({ status: 400, error: { message: PROOF_TOO_LARGE } });
    // A body announced far over the limit is refused before it is read.
    const announced = await postOrder(
      order.orderNumber,
      proofForm({ bytes: png, name: "small.png" }),
      customer.cookie,
      {
        "Content-Length": String(50 * 1024 * 1024),
      },
    );
    expect(announced).toMatchObject({ status: 400, error: { message: PROOF_TOO_LARGE } });

    expect(await proofRows(order.id)).toHaveLength(0);
    expect(storedProofFiles()).toEqual(before);
    expect(uploadTempFolders()).toEqual(temporary);
    expect((await orderRow(order.id)).payment_status).toBe("pending_payment");
  });

  it("asks for a file when none was chosen", async () => {
    const { customer, order } = await unpaidOrder();
    const reply = await postOrder(order.orderNumber, proofForm(), customer.cookie);
    expect(reply).toMatchObject({ status: 400, error: { form: "upload-proof", message: PROOF_MISSING } });
    expect(await proofRows(order.id)).toHaveLength(0);
  });

  it("refuses proofs for orders that do not take one, and for other customers' orders", async () => {
    const png = await pngBytes();
    const cash = await unpaidOrder({ paymentMethod: "cash_on_collection" });
    const cashReply = await postOrder(
      cash.order.orderNumber,
      proofForm({ bytes: png, name: "p.png" }),
      cash.customer.cookie,
    );
    expect(cashReply).toMatchObject({ status: 400, error: { message: PROOF_NOT_EXPECTED } });

    const cancelled = await unpaidOrder({ status: "cancelled" });
    const cancelledReply = await postOrder(
      cancelled.order.orderNumber,
      proofForm({ bytes: png, name: "p.png" }),
      cancelled.customer.cookie,
    );
    expect(cancelledReply).toMatchObject({ status: 400, error: { message: PROOF_NOT_EXPECTED } });

    const theirs = await unpaidOrder();
    const stranger = await signedInCustomer();
    const strangerReply = await postOrder(
      theirs.order.orderNumber,
      proofForm({ bytes: png, name: "p.png" }),
      stranger.cookie,
    );
    expect(strangerReply.status).toBe(404);

    for (const order of [cash.order, cancelled.order, theirs.order]) expect(await proofRows(order.id)).toHaveLength(0);
  });

  it("refuses an unknown intent with a message", async () => {
    const { customer, order } = await unpaidOrder();
    const reply = await postOrder(order.orderNumber, new URLSearchParams({ intent: "pay-later" }), customer.cookie);
    expect(reply).toMatchObject({ status: 400, error: { form: null, message: UNKNOWN_ORDER_ACTION } });
    // The same sent with a file: refused, and its temporary file removed.
    const temporary = uploadTempFolders();
    const form = proofForm({ bytes: await pngBytes(), name: "slip.png" });
    form.set("intent", "pay-later");
    const withFile = await postOrder(order.orderNumber, form, customer.cookie);
    expect(withFile).toMatchObject({ status: 400, error: { form: "upload-proof", message: UNKNOWN_ORDER_ACTION } });
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("removes the proof's temporary file when storing it fails, and records nothing", async () => {
    const { customer, order } = await unpaidOrder();
    const temporary = uploadTempFolders();
    const folder = folderStorage(() => env().UPLOADS_DIR);
    useStorage({
      ...folder,
      write: async () => {
        throw new Error("the disk is full");
      },
    });
    try {
      await expect(
        postOrder(order.orderNumber, proofForm({ bytes: await pngBytes(), name: "slip.png" }), customer.cookie),
      ).rejects.toThrow("the disk is full");
    } finally {
      useStorage(undefined);
    }
    expect(uploadTempFolders()).toEqual(temporary);
    expect(await proofRows(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).payment_status).toBe("pending_payment");
  });
});

describe("reorder", () => {
  async function cartLines(userId: string) {
    return db()
      .selectFrom("carts")
      .innerJoin("cart_items", "cart_items.cart_id", "carts.id")
      .select(["cart_items.product_id", "cart_items.quantity"])
      .where("carts.user_id", "=", userId)
      .execute();
  }

  it("puts the items still for sale back in the cart and names the others", async () => {
    const available = await insertProduct({ name: "Lucerne Bale" });
    const soldOut = await insertProduct({ name: "Game Pellets" });
    const withdrawn = await insertProduct({ name: "Old Dip" });
    const deleted = await insertProduct({ name: "Fly Bait" });
    const customer = await signedInCustomer();
    const order = await insertOrder(db(), {
      userId: customer.id,
      lines: [
        { productId: available.id, quantity: 3 },
        { productId: soldOut.id, quantity: 1 },
        { productId: withdrawn.id, quantity: 2 },
        { productId: deleted.id, quantity: 1 },
      ],
    });
    await db().updateTable("products").set({ stock_available: 0 }).where("id", "=", soldOut.id).execute();
    await db().updateTable("products").set({ is_active: 0 }).where("id", "=", withdrawn.id).execute();
    await db().deleteFrom("products").where("id", "=", deleted.id).execute();

    const reply = await postOrder(order.orderNumber, new URLSearchParams({ intent: "reorder" }), customer.cookie);
    expect(reply.status).toBe(303);
    expect(reply.location).toBe("/cart");
    expect(await toastAfter((reply as { response: Response }).response, customer.cookie)).toEqual({
      title: "1 item added to your cart",
      description: "No longer available: Game Pellets, Old Dip, Fly Bait",
      variant: "success",
    });
    expect(await cartLines(customer.id)).toEqual([{ product_id: available.id, quantity: 3 }]);
  });

  it("stays on the order with a message when nothing can be ordered", async () => {
    const soldOut = await insertProduct({ name: "Bonemeal", inStock: true });
    const customer = await signedInCustomer();
    const order = await insertOrder(db(), { userId: customer.id, lines: [{ productId: soldOut.id, quantity: 1 }] });
    await db().updateTable("products").set({ stock_available: 0 }).where("id", "=", soldOut.id).execute();

    const reply = await postOrder(order.orderNumber, new URLSearchParams({ intent: "reorder" }), customer.cookie);
    expect(reply).toMatchObject({
      status: 400,
      error: { form: "reorder", message: `${orders["reorder.none"]} No longer available: Bonemeal` },
    });
    expect(await cartLines(customer.id)).toEqual([]);
  });
});
