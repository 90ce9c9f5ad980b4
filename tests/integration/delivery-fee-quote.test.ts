import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import type { FeeQuote } from "~/delivery/fee-quote.server";
import { FEE_QUOTES_PER_WINDOW, LOOKUP_WINDOW_MS } from "~/delivery/lookup-limits.server";
import { feeQuoteTooManyMessage, unknownPlaceMessage } from "~/delivery/messages";
import { translatorFor } from "~/locales/translator.server";
import { loadCheckout } from "~/orders/checkout.server";
import { CLIENT_ADDRESS_HEADER } from "~/platform/client-address";
import { db } from "~/platform/db.server";
import { loader as cartLoader } from "~/routes/cart._index";
import { loader as productLoader } from "~/routes/product.$code";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { freezeClockInsideRateWindow } from "../support/rate-window";
import { insertSession, insertUser } from "../support/users";
import { POLOKWANE, RAYTON } from "./delivery-support";

/** The delivery quote's words as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

// The app under test has neither a geocoder nor a routing service: the list of places and the
// straight line, as on /delivery.

let productNumber = 700_000;

async function insertProduct(options: { priceCents?: number; sizeKg?: number | null } = {}) {
  const id = randomUUID();
  productNumber += 1;
  const code = `WS${productNumber}`;
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: code,
      stock_code: `S-${code}`,
      product_name: `FEED ${code}`,
      website_title: `Feed ${code}`,
      incl_price_cents: options.priceCents ?? 45_000,
      product_size: options.sizeKg ?? null,
      product_unit: options.sizeKg ? "kg" : null,
      is_active: 1,
    })
    .execute();
  await db().insertInto("product_stock_levels").values({ id: randomUUID(), product_id: id, quantity: 500 }).execute();
  return { id, wsCode: code };
}

/** A customer whose saved location is the place quoted: a GPS point (rural) or a town (urban). */
async function customerAt(place: { lat: string; lng: string }, kind: "gps" | "town") {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id: randomUUID(),
      user_id: user.id,
      location_name: "Home",
      address_line_1: kind === "gps" ? `GPS ${place.lat}, ${place.lng}` : "Rayton, Pretoria East",
      city: kind === "gps" ? "Rural Area" : "Urban Area",
      latitude: Number(place.lat),
      longitude: Number(place.lng),
      is_default: 1,
    })
    .execute();
  return { ...user, cookie };
}

let address = 0;
/** Each test its own client address: the quote limit counts per address. */
function freshAddress(): string {
  address += 1;
  return `198.51.100.${address}`;
}

function request(path: string, options: { cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: options.ip ?? freshAddress() };
  if (options.cookie) headers.Cookie = options.cookie;
  return new Request(`${TEST_ORIGIN}${path}`, { headers });
}

async function productQuote(wsCode: string, query: string, ip?: string) {
  const response = await asResponse(() =>
    productLoader({ request: request(`/product/${wsCode}?${query}`, { ip }), params: { code: wsCode }, context: {} }),
  );
  const body = (await response.json()) as { deliveryQuote: FeeQuote };
  return { response, quote: body.deliveryQuote };
}

async function cartQuote(cookie: string, query: string) {
  const response = await asResponse(() =>
    cartLoader({ request: request(`/cart?${query}`, { cookie }), params: {}, context: {} }),
  );
  const body = (await response.json()) as { deliveryQuote: FeeQuote | null };
  return { response, quote: body.deliveryQuote };
}

function offered(quote: FeeQuote | null) {
  if (quote?.state !== "offered") throw new Error(`No fees offered: ${JSON.stringify(quote)}`);
  return quote;
}

/** What checkout charges for delivery with each method on its review step, after a client's discount. */
async function checkoutCharges(userId: string) {
  const charges: Record<string, number> = {};
  const first = await loadCheckout(db(), userId, {});
  if (!first.delivery?.available) throw new Error("Checkout offers no delivery");
  for (const option of first.delivery.options) {
    const page = await loadCheckout(db(), userId, { step: "review", fulfilment: "delivery", method: option.id });
    const totals = page.review?.totals;
    charges[option.id] = totals ? totals.shippingCents - totals.discountCents : -1;
  }
  return { charges, earliestDay: first.delivery.earliestDay };
}

const gps = (place: { lat: string; lng: string }) => `deliveryLat=${place.lat}&deliveryLng=${place.lng}`;

describe("What will delivery cost? equals what checkout charges", () => {
  it("in the cart: the whole cart (weight and value), to the phone's position, method by method", async () => {
    const feed = await insertProduct({ sizeKg: 40, priceCents: 52_000 });
    const salt = await insertProduct({ sizeKg: 25, priceCents: 9_900 });
    const user = await customerAt(RAYTON, "gps");
    await addToCart(db(), { userId: user.id }, feed.id, 3);
    await addToCart(db(), { userId: user.id }, salt.id, 2);

    const { response, quote } = await cartQuote(user.cookie, gps(RAYTON));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = offered(quote);
    // 3 x 40 kg + 2 x 25 kg = 170 kg: a medium load.
    expect(answer.load).toEqual({ loadType: "medium", weightKg: 170 });
    const checkout = await checkoutCharges(user.id);
    expect(Object.fromEntries(answer.options.map((option) => [option.id, option.feeCents]))).toEqual(checkout.charges);
    expect(answer.earliestDay).toBe(checkout.earliestDay);
    // A GPS point is rural: Terrain Adjusted is the distance charge x 1.2.
    const simple = answer.options.find((option) => option.id === "simple")?.feeCents ?? 0;
    expect(answer.options.find((option) => option.id === "terrain")?.feeCents).toBe(Math.round(simple * 1.2));
  });

  it("on a product page: one unit, to a town typed, the same as a cart of that one unit at checkout", async () => {
    const bag = await insertProduct({ sizeKg: 50, priceCents: 23_995 });
    const { response, quote } = await productQuote(bag.wsCode, "deliveryTo=rayton");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = offered(quote);
    expect(answer.place).toBe("Rayton, Pretoria East");
    expect(answer.typed).toBe("rayton");
    expect(answer.load).toEqual({ loadType: "medium", weightKg: 50 });
    expect(answer.options.map((option) => option.name)).toEqual([
      "Simple Distance",
      "Terrain Adjusted",
      "Load Based",
      "Premium Service",
    ]);

    // The same place saved as a town address, and one bag in the cart: checkout's charges.
    const user = await customerAt(RAYTON, "town");
    await addToCart(db(), { userId: user.id }, bag.id, 1);
    const checkout = await checkoutCharges(user.id);
    expect(Object.fromEntries(answer.options.map((option) => [option.id, option.feeCents]))).toEqual(checkout.charges);
    // 10.5 km at R20/km: R210 for Simple Distance (docs/delivery.md), urban roads x1.0.
    expect(checkout.charges.simple).toBe(21_000);
    expect(checkout.charges.terrain).toBe(21_000);
  });

  it("a signed-in client sees the fees after their delivery discount, as checkout charges them", async () => {
    const bag = await insertProduct({ sizeKg: 20, priceCents: 30_000 });
    const user = await customerAt(RAYTON, "gps");
    await db()
      .insertInto("client_profiles")
      .values({
        id: randomUUID(),
        user_id: user.id,
        client_code: `CL-${randomUUID().slice(0, 8)}`,
        first_name: "Thandi",
        last_name: "Mokoena",
        email: user.email,
        phone: "082 123 4567",
        delivery_discount_percentage: 15,
      })
      .execute();
    await addToCart(db(), { userId: user.id }, bag.id, 1);
    const answer = offered((await cartQuote(user.cookie, gps(RAYTON))).quote);
    expect(answer.discountPercentage).toBe(15);
    const checkout = await checkoutCharges(user.id);
    expect(Object.fromEntries(answer.options.map((option) => [option.id, option.feeCents]))).toEqual(checkout.charges);
    // 10.5 km, rural: R210 simple, less 15% = R178.50.
    expect(checkout.charges.simple).toBe(17_850);
    // A visitor asking about the same place sees the fee before any discount.
    const visitor = offered((await productQuote(bag.wsCode, gps(RAYTON))).quote);
    expect(visitor.discountPercentage).toBe(0);
    expect(visitor.options.find((option) => option.id === "simple")?.feeCents).toBe(21_000);
  });

  it("a product without a weight is priced as a medium load, as checkout does", async () => {
    const tool = await insertProduct({ sizeKg: null });
    const answer = offered((await productQuote(tool.wsCode, gps(RAYTON))).quote);
    expect(answer.load).toEqual({ loadType: "medium", weightKg: null });
  });
});

describe("the answers that are not fees", () => {
  it("a page without a question is as it was: no quote asked, nothing counted, cacheable", async () => {
    const bag = await insertProduct();
    const ip = freshAddress();
    const page = (await productLoader({
      request: request(`/product/${bag.wsCode}`, { ip }),
      params: { code: bag.wsCode },
      context: {},
    })) as unknown as { deliveryQuote: FeeQuote };
    expect(page.deliveryQuote).toEqual({ state: "ask", typed: "", load: null });
    const counted = await db()
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", `delivery:quote:ip:${ip}`)
      .executeTakeFirst();
    expect(counted).toBeUndefined();
  });

  it("an unknown place says so and suggests the nearest town", async () => {
    const bag = await insertProduct();
    const { response, quote } = await productQuote(bag.wsCode, "deliveryTo=Xyzzyville");
    expect(response.status).toBe(200);
    expect(quote).toMatchObject({
      state: "unknown-place",
      typed: "Xyzzyville",
      message: unknownPlaceMessage(en, "Xyzzyville"),
    });
    expect(unknownPlaceMessage(en, "Xyzzyville")).toContain("Try the nearest town");
  });

  it("out of the delivery range: says so and offers collection", async () => {
    const bag = await insertProduct();
    const { response, quote } = await productQuote(bag.wsCode, gps(POLOKWANE));
    expect(response.status).toBe(200);
    expect(quote).toMatchObject({ state: "not-offered", title: "Delivery Area Limit" });
    if (quote.state !== "not-offered") throw new Error("offered");
    expect(quote.message).toContain("we only deliver within 100km");
    expect(quote.message).toContain("You can collect your order at the store: free.");
  });

  it("coordinates that are not a place in South Africa: 400 with the reason", async () => {
    const bag = await insertProduct();
    const { response, quote } = await productQuote(bag.wsCode, "deliveryLat=abc&deliveryLng=28.5");
    expect(response.status).toBe(400);
    expect(quote.state).toBe("refused");
  });

  it(`at most ${FEE_QUOTES_PER_WINDOW} quotes per visitor in ten minutes; then 429 with when to try again`, async () => {
    freezeClockInsideRateWindow(LOOKUP_WINDOW_MS);
    try {
      const bag = await insertProduct();
      const ip = freshAddress();
      for (let asked = 1; asked <= FEE_QUOTES_PER_WINDOW; asked += 1) {
        const { response } = await productQuote(bag.wsCode, "deliveryTo=Cullinan", ip);
        expect(response.status).toBe(200);
      }
      const { response, quote } = await productQuote(bag.wsCode, "deliveryTo=Cullinan", ip);
      expect(response.status).toBe(429);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(quote).toMatchObject({ state: "refused", typed: "Cullinan" });
      if (quote.state !== "refused") throw new Error("not refused");
      // All 30 a minute into the window: the next fits once they have slid out, ten minutes on.
      expect(quote.message).toBe(feeQuoteTooManyMessage(en, 10));
      // Another visitor is not held back.
      expect((await productQuote(bag.wsCode, "deliveryTo=Cullinan")).response.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an empty cart or one with nothing to order asks nothing", async () => {
    const user = await customerAt(RAYTON, "gps");
    const { quote } = await cartQuote(user.cookie, gps(RAYTON));
    expect(quote).toBeNull();
  });
});
