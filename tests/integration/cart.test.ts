import { randomUUID } from "node:crypto";
import { MAX_LINE_QUANTITY } from "~/cart/cart-lines";
import {
  lineFullMessage,
  NOT_IN_CART_MESSAGE,
  outOfStockMessage,
  PRODUCT_UNAVAILABLE_MESSAGE,
  QUANTITY_MESSAGE,
  UNKNOWN_CART_ACTION_MESSAGE,
} from "~/cart/messages";
import { translatorFor } from "~/locales/translator.server";
import { db } from "~/platform/db.server";
import { loader as rootLoader } from "~/root";
import { action as cartAction, loader as cartLoader } from "~/routes/cart._index";
import { action as loginAction } from "~/routes/login";
import { insertUser } from "../support/users";

const ORIGIN = "http://localhost:3000";
/** The cart's messages as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

/** A browser's cookie jar, enough for these tests: name=value pairs, updated by each Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): this {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function settle(fn: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await fn();
    if (result instanceof Response) return result;
    const data = result as { type?: string; data: unknown; init: ResponseInit | null };
    if (data.type === "DataWithResponseInit") return new Response(JSON.stringify(data.data), data.init ?? {});
    return new Response(JSON.stringify(result), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, fields: Record<string, string>, jar?: CookieJar): Request {
  const cookie = jar?.header();
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

async function postCart(fields: Record<string, string>, jar = new CookieJar()) {
  const response = await settle(() => cartAction({ request: post("/cart", fields, jar), params: {}, context: {} }));
  jar.take(response);
  return { response, jar };
}

type CartPage = Awaited<ReturnType<typeof cartLoader>>;

async function viewCart(jar: CookieJar): Promise<CartPage> {
  const cookie = jar.header();
  return cartLoader({
    request: new Request(`${ORIGIN}/cart`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
    context: {},
  });
}

type RootData = { cartCount: number; toast: { title: string; description?: string } | null };

/** What the next page's header shows: the cart count and the flashed toast (consumed). */
async function nextPage(jar: CookieJar): Promise<RootData> {
  const cookie = jar.header();
  const result = (await rootLoader({
    request: new Request(`${ORIGIN}/`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
    context: {},
  })) as unknown as { data: RootData; init: ResponseInit | null };
  return result.data;
}

let productNumber = 900_000;

async function insertProduct(
  overrides: Partial<{
    productName: string;
    websiteTitle: string | null;
    inclCents: number;
    specialCents: number | null;
    isSpecial: boolean;
    isActive: boolean;
    inStock: boolean;
  }> = {},
) {
  const id = randomUUID();
  productNumber += 1;
  const code = `WS${productNumber}`;
  const productName = overrides.productName ?? "LAYER MASH 50KG";
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: code,
      stock_code: `S-${code}`,
      product_name: productName,
      website_title: overrides.websiteTitle === undefined ? "Layer Mash 50 kg" : overrides.websiteTitle,
      incl_price_cents: overrides.inclCents ?? 45_000,
      special_price_cents: overrides.specialCents ?? null,
      is_special_discount: overrides.isSpecial ? 1 : 0,
      is_active: overrides.isActive === false ? 0 : 1,
      stock_available: overrides.inStock === false ? 0 : 1,
    })
    .execute();
  return { id, wsCode: code };
}

async function cartRows() {
  const carts = await db().selectFrom("carts").selectAll().execute();
  const items = await db().selectFrom("cart_items").selectAll().execute();
  return { carts, items };
}

async function clearCarts() {
  await db().deleteFrom("carts").execute();
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

beforeEach(clearCarts);

describe("a visitor's cart", () => {
  it("does not exist until the first add: looking creates nothing", async () => {
    const jar = new CookieJar();
    const page = await viewCart(jar);
    expect(page.cart.lines).toEqual([]);
    expect((await nextPage(jar)).cartCount).toBe(0);
    expect(await cartRows()).toEqual({ carts: [], items: [] });
  });

  it("is created by the first add, found by an httpOnly cookie, and the shopper goes back with the toast", async () => {
    const product = await insertProduct();
    const { response, jar } = await postCart({
      intent: "add",
      productId: product.id,
      quantity: "2",
      redirectTo: "/products?category=feed",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/products?category=feed");
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("cart="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=7776000/);

    const { carts, items } = await cartRows();
    expect(carts).toHaveLength(1);
    expect(carts[0]?.user_id).toBeNull();
    expect(items.map((item) => [item.cart_id, item.product_id, item.quantity])).toEqual([
      [carts[0]?.id, product.id, 2],
    ]);

    const next = await nextPage(jar);
    expect(next.toast).toMatchObject({
      title: "Added to cart",
      description: "2x Layer Mash 50 kg added to your cart",
    });
    expect(next.cartCount).toBe(2);
  });

  it("adds in place for the page's script (stay=1): no redirect, the toast and the count on the same page", async () => {
    const product = await insertProduct();
    const { response, jar } = await postCart({
      intent: "add",
      productId: product.id,
      redirectTo: "/products#product-1",
      stay: "1",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.json()).toEqual({ added: 1 });
    const next = await nextPage(jar);
    expect(next.toast).toMatchObject({ title: "Added to cart", description: "1x Layer Mash 50 kg added to your cart" });
    expect(next.cartCount).toBe(1);
  });

  it("keeps the product's place on the page in the address it goes back to", async () => {
    const product = await insertProduct();
    const { response } = await postCart({
      intent: "add",
      productId: product.id,
      redirectTo: "/specials?page=2#product-9",
    });
    expect(response.headers.get("Location")).toBe("/specials?page=2#product-9");
  });

  it("names the product by its product name when it has no website title", async () => {
    const product = await insertProduct({ websiteTitle: null, productName: "BONE MEAL 5KG" });
    const { jar } = await postCart({ intent: "add", productId: product.id, redirectTo: "/" });
    expect((await nextPage(jar)).toast?.description).toBe("1x BONE MEAL 5KG added to your cart");
  });

  it("adds up when the same product is added again (quantity 1 when none is given)", async () => {
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, redirectTo: "/" });
    const firstCookie = jar.get("cart");
    await postCart({ intent: "add", productId: product.id, quantity: "3", redirectTo: "/" }, jar);
    expect(jar.get("cart")).toBe(firstCookie);

    const { carts, items } = await cartRows();
    expect(carts).toHaveLength(1);
    expect(items.map((item) => item.quantity)).toEqual([4]);
    expect((await nextPage(jar)).cartCount).toBe(4);
  });

  it("shows the lines with today's prices from the database, VAT included, and the header count", async () => {
    const feed = await insertProduct({ inclCents: 45_000 });
    const special = await insertProduct({
      productName: "DOG FOOD 20KG",
      websiteTitle: "Dog Food 20 kg",
      inclCents: 60_000,
      specialCents: 50_000,
      isSpecial: true,
    });
    const { jar } = await postCart({ intent: "add", productId: feed.id, quantity: "2", redirectTo: "/" });
    await postCart({ intent: "add", productId: special.id, quantity: "1", redirectTo: "/" }, jar);
    // A price change after adding shows at once: the cart keeps no prices of its own.
    await db().updateTable("products").set({ incl_price_cents: 46_000 }).where("id", "=", feed.id).execute();

    const { cart } = await viewCart(jar);
    expect(
      cart.lines.map((line) => [line.name, line.wsCode, line.quantity, line.unitPriceCents, line.lineTotalCents]),
    ).toEqual([
      ["Layer Mash 50 kg", feed.wsCode, 2, 46_000, 92_000],
      ["Dog Food 20 kg", special.wsCode, 1, 50_000, 50_000],
    ]);
    expect(cart.lines[1]?.wasPriceCents).toBe(60_000);
    expect(cart.subtotalCents).toBe(142_000);
    expect(cart.vatIncludedCents).toBe(18_522);
    expect(cart.canCheckout).toBe(true);
    expect((await nextPage(jar)).cartCount).toBe(3);
  });

  it("flags a product that went out of stock or was withdrawn, and leaves it out of the total", async () => {
    const feed = await insertProduct({ inclCents: 10_000 });
    const gone = await insertProduct({ inclCents: 20_000 });
    const withdrawn = await insertProduct({ inclCents: 30_000 });
    const { jar } = await postCart({ intent: "add", productId: feed.id, redirectTo: "/" });
    await postCart({ intent: "add", productId: gone.id, redirectTo: "/" }, jar);
    await postCart({ intent: "add", productId: withdrawn.id, redirectTo: "/" }, jar);
    await db().updateTable("products").set({ stock_available: 0 }).where("id", "=", gone.id).execute();
    await db().updateTable("products").set({ is_active: 0 }).where("id", "=", withdrawn.id).execute();

    const { cart } = await viewCart(jar);
    expect(cart.lines.map((line) => line.problem)).toEqual([null, "out_of_stock", "unavailable"]);
    expect(cart.subtotalCents).toBe(10_000);
    expect(cart.excludedLines).toBe(2);
  });

  it("changes a line's quantity, and refuses 0 with a message", async () => {
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, redirectTo: "/" });
    await nextPage(jar);

    const { response } = await postCart({ intent: "update", productId: product.id, quantity: "7" }, jar);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const next = await nextPage(jar);
    expect(next.toast).toMatchObject({ title: "Cart updated", description: "Layer Mash 50 kg: quantity 7." });
    expect(next.cartCount).toBe(7);

    const zero = await postCart({ intent: "update", productId: product.id, quantity: "0" }, jar);
    expect(zero.response.status).toBe(400);
    expect(await errorOf(zero.response)).toBe(en(QUANTITY_MESSAGE, { max: MAX_LINE_QUANTITY }));
    expect((await cartRows()).items.map((item) => item.quantity)).toEqual([7]);
  });

  it("refuses to update a product that is not in the cart", async () => {
    const product = await insertProduct();
    const other = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, redirectTo: "/" });
    const { response } = await postCart({ intent: "update", productId: other.id, quantity: "2" }, jar);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(en(NOT_IN_CART_MESSAGE));
    expect((await cartRows()).items).toHaveLength(1);
  });

  it("removes a line", async () => {
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, quantity: "2", redirectTo: "/" });
    await nextPage(jar);
    const { response } = await postCart({ intent: "remove", productId: product.id }, jar);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const next = await nextPage(jar);
    expect(next.toast).toMatchObject({
      title: "Removed from cart",
      description: "Layer Mash 50 kg was removed from your cart.",
    });
    expect(next.cartCount).toBe(0);
    expect((await viewCart(jar)).cart.lines).toEqual([]);
    expect((await cartRows()).items).toEqual([]);
  });

  it("refuses a quantity that is not a whole number from 1 to 999, with 400 and nothing stored", async () => {
    const product = await insertProduct();
    for (const quantity of ["0", "-1", "1000", "2.5", "abc", "1e2", "0x10", " ", ""]) {
      const { response } = await postCart({ intent: "add", productId: product.id, quantity, redirectTo: "/" });
      if (quantity === "") {
        // An empty box means the default of one, as when the form has no quantity field.
        expect(response.status).toBe(303);
        await clearCarts();
        continue;
      }
      expect(response.status, `quantity ${JSON.stringify(quantity)}`).toBe(400);
      expect(await errorOf(response)).toBe(en(QUANTITY_MESSAGE, { max: MAX_LINE_QUANTITY }));
    }
    expect(await cartRows()).toEqual({ carts: [], items: [] });
  });

  it("refuses an unknown or inactive product with 404, and an out-of-stock one with 400, storing nothing", async () => {
    const inactive = await insertProduct({ isActive: false });
    const outOfStock = await insertProduct({ inStock: false, websiteTitle: "Lucerne Bale" });

    const unknown = await postCart({ intent: "add", productId: randomUUID(), redirectTo: "/" });
    expect(unknown.response.status).toBe(404);
    expect(await errorOf(unknown.response)).toBe(en(PRODUCT_UNAVAILABLE_MESSAGE));

    const hidden = await postCart({ intent: "add", productId: inactive.id, redirectTo: "/" });
    expect(hidden.response.status).toBe(404);
    expect(await errorOf(hidden.response)).toBe(en(PRODUCT_UNAVAILABLE_MESSAGE));

    const empty = await postCart({ intent: "add", productId: outOfStock.id, redirectTo: "/" });
    expect(empty.response.status).toBe(400);
    const message = await errorOf(empty.response);
    expect(message).toBe(outOfStockMessage(en, "Lucerne Bale"));
    expect(message).toBe("Sorry, Lucerne Bale is out of stock.");

    for (const { jar } of [unknown, hidden, empty]) expect(jar.get("cart")).toBeUndefined();
    expect(await cartRows()).toEqual({ carts: [], items: [] });
  });

  it("refuses a missing product id or an unknown intent with 400", async () => {
    const missing = await postCart({ intent: "add", redirectTo: "/" });
    expect(missing.response.status).toBe(400);
    const unknown = await postCart({ intent: "empty-everything" });
    expect(unknown.response.status).toBe(400);
    expect(await errorOf(unknown.response)).toBe(en(UNKNOWN_CART_ACTION_MESSAGE));
    expect(await cartRows()).toEqual({ carts: [], items: [] });
  });

  it("ignores a redirectTo that leaves the site", async () => {
    const product = await insertProduct();
    for (const redirectTo of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
      const { response } = await postCart({ intent: "add", productId: product.id, redirectTo });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/cart");
    }
  });

  it("holds at most 999 of one product", async () => {
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, quantity: "995", redirectTo: "/" });
    await nextPage(jar);
    await postCart({ intent: "add", productId: product.id, quantity: "10", redirectTo: "/" }, jar);
    expect((await nextPage(jar)).toast?.description).toBe(
      "4x Layer Mash 50 kg added to your cart (999 is the most one order can take)",
    );
    const full = await postCart({ intent: "add", productId: product.id, redirectTo: "/" }, jar);
    expect(full.response.status).toBe(400);
    expect(await errorOf(full.response)).toBe(lineFullMessage(en, "Layer Mash 50 kg"));
    expect((await cartRows()).items.map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it("cannot reach a customer's cart by putting its id in the cookie", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const customerCartId = randomUUID();
    await db().insertInto("carts").values({ id: customerCartId, user_id: user.id }).execute();
    await db()
      .insertInto("cart_items")
      .values({ id: randomUUID(), cart_id: customerCartId, product_id: product.id, quantity: 5 })
      .execute();

    const { visitorCartCookie } = await import("~/cart/cart-count.server");
    const jar = new CookieJar().take(
      new Response(null, { headers: { "Set-Cookie": await visitorCartCookie.serialize(customerCartId) } }),
    );
    expect((await viewCart(jar)).cart.lines).toEqual([]);
    expect((await nextPage(jar)).cartCount).toBe(0);

    await postCart({ intent: "add", productId: product.id, redirectTo: "/" }, jar);
    expect(jar.get("cart")).not.toContain(customerCartId);
    const customerItems = await db()
      .selectFrom("cart_items")
      .select("quantity")
      .where("cart_id", "=", customerCartId)
      .execute();
    expect(customerItems).toEqual([{ quantity: 5 }]);
  });
});

async function signIn(user: { email: string; password: string }, jar: CookieJar) {
  const response = await settle(() =>
    loginAction({
      request: post("/login", { email: user.email, password: user.password }, jar),
      params: {},
      context: {},
    }),
  );
  expect(response.status).toBe(302);
  jar.take(response);
  return response;
}

describe("a customer's cart", () => {
  it("is kept by user id: adding while signed in needs no cart cookie", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const jar = new CookieJar();
    await signIn(user, jar);
    const { response } = await postCart({ intent: "add", productId: product.id, quantity: "3", redirectTo: "/" }, jar);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("cart="))).toBe(false);
    const carts = await db().selectFrom("carts").selectAll().execute();
    expect(carts.map((cart) => cart.user_id)).toEqual([user.id]);
    expect((await nextPage(jar)).cartCount).toBe(3);
    expect((await viewCart(jar)).cart.lines.map((line) => line.quantity)).toEqual([3]);
  });

  it("takes in the visitor's cart at sign-in through the login page; the visitor cart and its cookie go", async () => {
    const user = await insertUser(db());
    const feed = await insertProduct({ websiteTitle: "Layer Mash 50 kg" });
    const seed = await insertProduct({ websiteTitle: "Lucerne Seed 1 kg" });
    const spade = await insertProduct({ websiteTitle: "Garden Spade" });

    // The customer's cart from an earlier visit: 1 feed and 995 spades.
    const customerCart = randomUUID();
    await db().insertInto("carts").values({ id: customerCart, user_id: user.id }).execute();
    await db()
      .insertInto("cart_items")
      .values([
        { id: randomUUID(), cart_id: customerCart, product_id: feed.id, quantity: 1 },
        { id: randomUUID(), cart_id: customerCart, product_id: spade.id, quantity: 995 },
      ])
      .execute();

    // As a visitor on this phone: 2 feed, 3 seed, 10 spades.
    const { jar } = await postCart({ intent: "add", productId: feed.id, quantity: "2", redirectTo: "/" });
    await postCart({ intent: "add", productId: seed.id, quantity: "3", redirectTo: "/" }, jar);
    await postCart({ intent: "add", productId: spade.id, quantity: "10", redirectTo: "/" }, jar);
    const visitorCart = jar.get("cart");
    expect(visitorCart).toBeDefined();

    const response = await signIn(user, jar);
    const cleared = response.headers.getSetCookie().find((header) => header.startsWith("cart="));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(jar.get("cart")).toBeUndefined();

    const carts = await db().selectFrom("carts").select(["id", "user_id"]).execute();
    expect(carts).toEqual([{ id: customerCart, user_id: user.id }]);
    const { cart } = await viewCart(jar);
    expect(cart.lines.map((line) => [line.name, line.quantity])).toEqual([
      ["Layer Mash 50 kg", 3],
      ["Garden Spade", MAX_LINE_QUANTITY],
      ["Lucerne Seed 1 kg", 3],
    ]);
    const next = await nextPage(jar);
    expect(next.cartCount).toBe(3 + MAX_LINE_QUANTITY + 3);
    expect(next.toast?.title).toBe("Signed in");
  });

  it("becomes the visitor's cart when the customer had none", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, quantity: "2", redirectTo: "/" });
    await signIn(user, jar);
    const carts = await db().selectFrom("carts").select("user_id").execute();
    expect(carts).toEqual([{ user_id: user.id }]);
    expect((await nextPage(jar)).cartCount).toBe(2);
  });

  it("is untouched by a failed sign-in, and the visitor keeps their cart", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, quantity: "2", redirectTo: "/" });
    const response = await settle(() =>
      loginAction({ request: post("/login", { email: user.email, password: "wrong" }, jar), params: {}, context: {} }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((header) => header.startsWith("cart="))).toBe(false);
    expect((await db().selectFrom("carts").select("user_id").execute()).map((cart) => cart.user_id)).toEqual([null]);
    expect((await viewCart(jar)).cart.lines.map((line) => line.quantity)).toEqual([2]);
  });

  it("shows only the customer's own cart after sign-out", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const { jar } = await postCart({ intent: "add", productId: product.id, redirectTo: "/" });
    await signIn(user, jar);
    const signedOut = new CookieJar();
    expect((await viewCart(signedOut)).cart.lines).toEqual([]);
    // The browser has no visitor cart any more: signing out leaves an empty cart, not the customer's.
    expect(jar.get("cart")).toBeUndefined();
  });
});
