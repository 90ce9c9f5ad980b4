import "../support/seeded-database";
import { randomUUID } from "node:crypto";
import { moveStock } from "~/catalog/stock.server";
import { db } from "~/platform/db.server";
import { createPendingReviewsForOrder } from "~/reviews/pending-reviews.server";
import * as adminLayout from "~/routes/admin";
import * as adminInvoiceRoute from "~/routes/admin.orders_.$orderNumber_.invoice";
import * as ordersRoute from "~/routes/orders._index";
import * as orderRoute from "~/routes/orders.$orderNumber";
import * as cancelRoute from "~/routes/orders.$orderNumber_.cancel";
import * as invoiceRoute from "~/routes/orders.$orderNumber_.invoice";
import * as reviewsRoute from "~/routes/reviews";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { insertOrder } from "../support/orders";
import { remixApp } from "../support/remix-app";
import { signedInUser } from "../support/route-calls";

/**
 * A customer's orders in Afrikaans (issue 49, decision 0110): the list, an order, cancelling, the
 * tax invoice (in the ORDER's language, for the customer and for staff alike) and /reviews, read
 * by a phone set to Afrikaans; and the same pages in English as before.
 */
const handle = remixApp([
  { id: "routes/orders._index", parentId: "root", path: "orders", module: ordersRoute },
  { id: "routes/orders.$orderNumber", parentId: "root", path: "orders/:orderNumber", module: orderRoute },
  {
    id: "routes/orders.$orderNumber_.cancel",
    parentId: "root",
    path: "orders/:orderNumber/cancel",
    module: cancelRoute,
  },
  {
    id: "routes/orders.$orderNumber_.invoice",
    parentId: "root",
    path: "orders/:orderNumber/invoice",
    module: invoiceRoute,
  },
  { id: "routes/reviews", parentId: "root", path: "reviews", module: reviewsRoute },
  { id: "routes/admin", parentId: "root", path: "admin", module: adminLayout },
  {
    id: "routes/admin.orders_.$orderNumber_.invoice",
    parentId: "routes/admin",
    path: "orders/:orderNumber/invoice",
    module: adminInvoiceRoute,
  },
]);

async function page(path: string, cookie: string, headers: Record<string, string> = AFRIKAANS_BROWSER) {
  const response = await handle(
    new Request(`http://localhost:3000${path}`, { headers: { ...headers, Cookie: cookie } }),
  );
  const html = await response.text();
  // Every text the page asks for is among those its loader sent (a missing one shows its key).
  expect(html).not.toMatch(/orders:[a-z]/);
  return { status: response.status, html, text: visibleWords(html) };
}

const ENGLISH_BROWSER = { "Accept-Language": "en-ZA,en;q=0.9" };

let sequence = 493_000;

/** A product staff named in English (its name stays as written on every page). */
async function product(name: string, priceCents = 123_450) {
  sequence += 1;
  const row = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `S-${sequence}`,
    product_name: name,
    incl_price_cents: priceCents,
  };
  await db().insertInto("products").values(row).execute();
  await moveStock(db(), { productId: row.id, to: 50, reason: "stock_take", userId: null, reference: null });
  return row;
}

async function orderIn(
  language: "en" | "af",
  customer: { id: string },
  options: Partial<Parameters<typeof insertOrder>[1]> & { productName?: string } = {},
) {
  const item = await product(options.productName ?? "Lucerne Bale");
  const order = await insertOrder(db(), {
    userId: customer.id,
    lines: [{ productId: item.id, quantity: 2 }],
    ...options,
  });
  await db().updateTable("orders").set({ language }).where("id", "=", order.id).execute();
  return order;
}

describe("a customer's orders in Afrikaans", () => {
  it("lists the orders in Afrikaans: statuses, amounts, dates and links", async () => {
    const customer = await signedInUser();
    const unpaid = await orderIn("af", customer, { paymentMethod: "cash_on_collection" });
    await orderIn("af", customer, {
      status: "payment_received",
      paymentStatus: "paid",
      createdAt: "2026-12-24T08:00:00Z",
    });

    const { status, html, text } = await page("/orders", customer.cookie);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    expect(html).toContain("<title>My bestellings | Donkerhoek Farm Supplies</title>");
    for (const afrikaans of [
      "My bestellings",
      "Gaan na mandjie",
      "Hangende",
      "Betaling ontvang",
      "Totaal",
      "R 2 469,00",
      "2 artikels",
      "By die toonbank met afhaal (kontant of kaart)",
      "EFT (bankoorplasing)",
      "Sien besonderhede",
      `van bestelling ${unpaid.orderNumber}`,
      "Belastingfaktuur",
      "24 Desember 2026",
    ]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    expect(englishInterfaceWords(html, ["Donkerhoek Farm Supplies"])).toEqual([]);
  });

  it("asks a visitor to sign in, in Afrikaans", async () => {
    const { html, text } = await page("/orders", "");
    expect(html).toContain('<html lang="af-ZA">');
    expect(text).toContain("Teken asseblief in");
    expect(englishInterfaceWords(html, ["Donkerhoek Farm Supplies"])).toEqual([]);
  });

  it("shows an order to pay at the counter in Afrikaans, with the way to cancel it", async () => {
    const customer = await signedInUser();
    const order = await orderIn("af", customer, { paymentMethod: "cash_on_collection", notes: "Please phone first" });
    const { status, html, text } = await page(`/orders/${order.orderNumber}`, customer.cookie);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    for (const afrikaans of [
      `Bestel op `,
      "Betaalmetode",
      "Betaalstatus wag vir betaling",
      "Afhaal Haal by die winkel af",
      "Artikels",
      "Kode: WS",
      "2 × R 1 234,50",
      "Subtotaal R 2 469,00",
      "Afhaal by die winkel Gratis",
      "BTW ingesluit (15%)",
      "Betaal by die toonbank wanneer jy afhaal",
      "Betaal R 2 469,00 by die toonbank",
      "Statusgeskiedenis",
      "Bestel weer",
      "Faktuur en veranderinge",
      "Kanselleer hierdie bestelling",
    ]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    // The customer's own note stays as they wrote it.
    expect(englishInterfaceWords(html, ["Donkerhoek Farm Supplies", "Lucerne Bale", "Please phone first"])).toEqual([]);
  });

  it("asks before cancelling, and says why a paid order cannot be cancelled here, in Afrikaans", async () => {
    const customer = await signedInUser();
    const unpaid = await orderIn("af", customer);
    const ask = await page(`/orders/${unpaid.orderNumber}/cancel`, customer.cookie);
    expect(ask.html).toContain('<html lang="af-ZA">');
    expect(ask.text).toContain("Kanselleer hierdie bestelling?");
    expect(ask.text).toContain(`Bestelling ${unpaid.orderNumber} word dadelik gekanselleer`);
    expect(ask.text).toContain("Ja, kanselleer die bestelling");
    expect(ask.text).toContain("Hou die bestelling");
    expect(englishInterfaceWords(ask.html, ["Donkerhoek Farm Supplies"])).toEqual([]);

    const paid = await orderIn("af", customer, { status: "payment_received", paymentStatus: "paid" });
    const refused = await page(`/orders/${paid.orderNumber}/cancel`, customer.cookie);
    expect(refused.text).toContain("Hierdie bestelling kan nie hier gekanselleer word nie");
    expect(refused.text).toContain("Hierdie bestelling is betaal");
    expect(refused.text).toContain("Kontak die winkel");
    expect(englishInterfaceWords(refused.html, ["Donkerhoek Farm Supplies"])).toEqual([]);
  });

  it("prints the tax invoice of an Afrikaans order in Afrikaans, for the customer and for staff", async () => {
    const customer = await signedInUser();
    const order = await orderIn("af", customer, { status: "payment_received", paymentStatus: "paid" });
    const invoice = await page(`/orders/${order.orderNumber}/invoice`, customer.cookie);
    expect(invoice.status).toBe(200);
    expect(invoice.html).toContain('<html lang="af-ZA">');
    for (const afrikaans of [
      "Belastingfaktuur",
      "Faktuurnommer",
      "Faktuurdatum",
      "Bestelnommer",
      "Betaling betaal",
      "Faktuur aan",
      "Eenheidsprys ingesl. BTW",
      "Totaal ingesl. BTW",
      "BTW teen 15%",
      "Totaal uitgesl. BTW",
      "R 2 469,00",
      `Terug na bestelling ${order.orderNumber}`,
      "Gebruik jou blaaier se Druk",
    ]) {
      expect(invoice.text, afrikaans).toContain(afrikaans);
    }
    expect(englishInterfaceWords(invoice.html, ["Donkerhoek Farm Supplies", "Lucerne Bale"])).toEqual([]);

    // Staff print the same document in the order's language; their page around it stays English.
    const staff = await signedInUser(["admin"]);
    const printed = await page(`/admin/orders/${order.orderNumber}/invoice`, staff.cookie, ENGLISH_BROWSER);
    expect(printed.status).toBe(200);
    expect(printed.text).toContain(`Back to order ${order.orderNumber}`);
    expect(printed.text).toContain("Faktuurnommer");
    expect(printed.text).toContain("Totaal ingesl. BTW R 2 469,00");
    expect(printed.text).not.toContain("Invoice number");
  });

  it("asks for reviews in Afrikaans", async () => {
    const customer = await signedInUser();
    const feed = await product("Layer Mash 50 kg");
    const order = await insertOrder(db(), {
      userId: customer.id,
      status: "delivered",
      lines: [{ productId: feed.id, quantity: 1 }],
    });
    await createPendingReviewsForOrder(db(), order.id);
    const { status, html, text } = await page("/reviews", customer.cookie);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    for (const afrikaans of [
      "Skryf resensies",
      "Jou gradering",
      "Vinnige resensie-opsies",
      "Bykomende kommentaar (opsioneel)",
      "Slaan hierdie resensie oor",
      "Dien alle resensies in (1)",
    ]) {
      expect(text, afrikaans).toContain(afrikaans);
    }
    // The Quick Review Options are phrases of the product's (English) description, or the
    // default phrases, and become the review's text as they are: they stay as written.
    const phrases = [
      "Great quality",
      "Would recommend",
      "Value for money",
      "Perfect for my needs",
      "Excellent product",
    ];
    expect(englishInterfaceWords(html, ["Donkerhoek Farm Supplies", "Layer Mash 50 kg", ...phrases])).toEqual([]);

    const none = await page("/reviews", (await signedInUser()).cookie);
    expect(none.text).toContain("Geen resensies wag nie");
    expect(englishInterfaceWords(none.html, ["Donkerhoek Farm Supplies"])).toEqual([]);
  });
});

describe("a customer's orders in English, as before", () => {
  it("reads the list, an order, the cancel page, the invoice and /reviews in English", async () => {
    const customer = await signedInUser();
    const unpaid = await orderIn("en", customer, { paymentMethod: "cash_on_collection" });
    const paid = await orderIn("en", customer, { status: "payment_received", paymentStatus: "paid" });

    const list = await page("/orders", customer.cookie, ENGLISH_BROWSER);
    expect(list.html).toContain('<html lang="en-ZA">');
    for (const english of ["My Orders", "Go to Cart", "Pending", "Total", "R 2 469.00", "2 items", "View Details"]) {
      expect(list.text, english).toContain(english);
    }
    const order = await page(`/orders/${unpaid.orderNumber}`, customer.cookie, ENGLISH_BROWSER);
    for (const english of [
      "Payment method",
      "Payment status pending payment",
      "Collection at the store Free",
      "VAT included (15%)",
      "Pay at the counter when you collect",
      "Cancel this order",
      "Reorder",
    ]) {
      expect(order.text, english).toContain(english);
    }
    const cancel = await page(`/orders/${unpaid.orderNumber}/cancel`, customer.cookie, ENGLISH_BROWSER);
    expect(cancel.text).toContain("Cancel this order?");
    expect(cancel.text).toContain("Keep the order");

    const invoice = await page(`/orders/${paid.orderNumber}/invoice`, customer.cookie, ENGLISH_BROWSER);
    for (const english of ["Tax invoice", "Invoice number", "Unit price incl. VAT", "VAT at 15%", "R 2 469.00"]) {
      expect(invoice.text, english).toContain(english);
    }
    const reviews = await page("/reviews", customer.cookie, ENGLISH_BROWSER);
    expect(reviews.text).toContain("Leave Reviews");
    expect(reviews.text).toContain("No Reviews Pending");
  });

  it("prints an Afrikaans reader's English order's invoice in English", async () => {
    const customer = await signedInUser();
    const order = await orderIn("en", customer, { status: "payment_received", paymentStatus: "paid" });
    const invoice = await page(`/orders/${order.orderNumber}/invoice`, customer.cookie);
    // The page around it in the reader's language, the document in the order's.
    expect(invoice.text).toContain(`Terug na bestelling ${order.orderNumber}`);
    expect(invoice.text).toContain("Invoice number");
    expect(invoice.text).toContain("Total incl. VAT R 2 469.00");
  });
});

describe("the weight of the order pages in Afrikaans", () => {
  /**
   * Decision 0110 asks for 3%, measured on the home page. On these smaller pages the root's
   * Afrikaans header and footer alone come to about 3% (the visitor's /orders, four texts of its
   * own: 3.5%). Decision 0110 measures the page's whole weight with the bench (`npm run bench --
   * --languages`); here the document: its bytes within 3%, compressed within 7%, figures logged.
   */
  const BOUND = 1.07;

  it("stays within 5% of the same page in English, compressed as the guard sends it", async () => {
    const { brotliCompressSync, constants } = await import("node:zlib");
    const size = (html: string) =>
      brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const customer = await signedInUser();
    const unpaid = await orderIn("af", customer, { paymentMethod: "cash_on_collection" });
    const paid = await orderIn("af", customer, { status: "payment_received", paymentStatus: "paid" });
    const delivered = await orderIn("af", customer, { status: "delivered", paymentStatus: "paid" });
    await createPendingReviewsForOrder(db(), delivered.id);
    for (const path of [
      "/orders",
      `/orders/${unpaid.orderNumber}`,
      `/orders/${unpaid.orderNumber}/cancel`,
      `/orders/${paid.orderNumber}/invoice`,
      "/reviews",
    ]) {
      // A first visit (scripts, so the hydration data with the page's texts), and a page of a
      // browser that ran no script (the stylesheet's cookie without `js`: no scripts, no data).
      for (const [visit, cookie] of [
        ["first visit", customer.cookie],
        ["without scripts", `${customer.cookie}; css=x`],
      ] as const) {
        const english = await page(path, cookie, ENGLISH_BROWSER);
        const afrikaans = await page(path, cookie);
        const ratio = size(afrikaans.html) / size(english.html);
        console.info(
          `${path.replace(/ORD-[\d-]+/, "{number}")}, ${visit}: English ${english.html.length} B (${size(english.html)} B brotli 5), Afrikaans ${afrikaans.html.length} B (${size(afrikaans.html)} B brotli 5), ratio ${ratio.toFixed(4)}`,
        );
        expect(Buffer.byteLength(afrikaans.html) / Buffer.byteLength(english.html), `${path}, ${visit}`).toBeLessThan(
          1.03,
        );
        expect(ratio, `${path}, ${visit}`).toBeLessThan(BOUND);
        expect(ratio, `${path}, ${visit}`).toBeGreaterThan(0.97);
      }
    }
  });
});
