import { randomUUID } from "node:crypto";
import { lastVisitSummary } from "~/cart/cart-lines";
import {
  KEEP_LAST_VISIT_BUTTON,
  LAST_VISIT_HEADING,
  LAST_VISIT_LINE_MARK,
  lastVisitKeptToast,
  lastVisitPartMark,
  lastVisitRemovedToast,
  lastVisitTotalChange,
  REMOVE_LAST_VISIT_BUTTON,
} from "~/cart/messages";
import { translatorFor } from "~/locales/translator.server";

/** The cart's messages as an English reader gets them. */
const en = translatorFor("en", ["cart"]);

import { db } from "~/platform/db.server";
import { formatRand } from "~/platform/format";
import * as cartRoute from "~/routes/cart._index";
import * as checkoutRoute from "~/routes/cart.checkout";
import { action as loginAction } from "~/routes/login";
import { asResponse, formPost, TEST_ORIGIN } from "../support/actions";
import { remixApp, renderedText } from "../support/remix-app";
import { toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

/**
 * No surprises in the cart (issue 44, point 5; decision 0094): signing in brings the account's
 * earlier cart into this visit's, and the customer sees what came from it (the cart and the
 * checkout list it, with the change in the total) until they remove it, keep it or order.
 */
const handle = remixApp([
  { id: "routes/cart._index", parentId: "root", path: "cart", module: cartRoute },
  { id: "routes/cart.checkout", parentId: "root", path: "cart/checkout", module: checkoutRoute },
]);

/** A browser's cookies, updated by each answer's Set-Cookie. */
class Jar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const [name = "", ...value] = pair.split("=");
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

async function product(name: string, priceCents: number, stock = 20) {
  const id = randomUUID();
  const code = `WS4${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await db()
    .insertInto("products")
    .values({
      id,
      ws_code: code,
      stock_code: `S-${code}`,
      product_name: name,
      website_title: name,
      incl_price_cents: priceCents,
    })
    .execute();
  await db().insertInto("product_stock_levels").values({ id: randomUUID(), product_id: id, quantity: stock }).execute();
  return { id, name, priceCents };
}

/** The account's cart from an earlier visit, as the database keeps it. */
async function earlierCart(userId: string, lines: { productId: string; quantity: number }[]) {
  const cartId = randomUUID();
  await db().insertInto("carts").values({ id: cartId, user_id: userId }).execute();
  for (const line of lines) {
    await db()
      .insertInto("cart_items")
      .values({ id: randomUUID(), cart_id: cartId, product_id: line.productId, quantity: line.quantity })
      .execute();
  }
}

async function postCart(jar: Jar, fields: Record<string, string>) {
  const response = await asResponse(() =>
    cartRoute.action({ request: formPost("/cart", fields, jar.header()), params: {}, context: {} }),
  );
  jar.take(response);
  return response;
}

async function signIn(jar: Jar, user: { email: string; password: string }) {
  const response = await asResponse(() =>
    loginAction({
      request: formPost("/login", { email: user.email, password: user.password }, jar.header()),
      params: {},
      context: {},
    }),
  );
  expect(response.status).toBe(302);
  jar.take(response);
  return response;
}

async function cartOf(jar: Jar) {
  const { cart } = await cartRoute.loader({
    request: new Request(`${TEST_ORIGIN}/cart`, { headers: { Cookie: jar.header() } }),
    params: {},
    context: {},
  });
  return cart;
}

async function marks(userId: string) {
  const rows = await db()
    .selectFrom("cart_items")
    .innerJoin("carts", "carts.id", "cart_items.cart_id")
    .innerJoin("products", "products.id", "cart_items.product_id")
    .select(["products.product_name as name", "cart_items.quantity", "cart_items.from_last_visit"])
    .where("carts.user_id", "=", userId)
    .orderBy("products.product_name")
    .execute();
  return rows.map((row) => [row.name, row.quantity, row.from_last_visit]);
}

/** The case: a bag added on this visit, a saddle in the account's cart from an earlier one. */
async function bagAndSaddle() {
  const user = await insertUser(db());
  const bag = await product(`Dog Food 20 kg ${randomUUID().slice(0, 4)}`, 23_995);
  const saddle = await product(`Saddle ${randomUUID().slice(0, 4)}`, 600_000);
  await earlierCart(user.id, [{ productId: saddle.id, quantity: 1 }]);
  const jar = new Jar();
  await postCart(jar, { intent: "add", productId: bag.id, quantity: "1", redirectTo: "/cart" });
  const signedIn = await signIn(jar, user);
  return { user, bag, saddle, jar, signedIn };
}

describe("the cart after signing in", () => {
  it("marks what the account's earlier cart held, says so in the sign-in toast, and leaves this visit's lines as they were", async () => {
    const { user, bag, saddle, jar, signedIn } = await bagAndSaddle();
    expect(await marks(user.id)).toEqual([
      [bag.name, 1, 0],
      [saddle.name, 1, 1],
    ]);
    const toast = await toastAfter(signedIn, "");
    expect(toast).toEqual({
      title: "Signed in",
      description: "1 item from your last visit is in your cart: check it before you pay.",
      variant: "success",
    });
    const cart = await cartOf(jar);
    expect(cart.lines.map((line) => [line.name, line.quantity, line.fromLastVisit])).toEqual([
      [saddle.name, 1, 1],
      [bag.name, 1, 0],
    ]);
    expect(lastVisitSummary(cart)).toMatchObject({
      items: [{ name: saddle.name, quantity: 1, amountCents: 600_000 }],
      itemCount: 1,
      totalBeforeCents: 23_995,
      totalNowCents: 623_995,
    });
  });

  it("shows the notice on the cart and the checkout: names, quantities, the change in total, remove and keep", async () => {
    const { saddle, jar } = await bagAndSaddle();
    const change = lastVisitTotalChange(en, formatRand(23_995), formatRand(623_995));
    expect(change).toBe("The total went from R\u00a0239.95 to R\u00a06\u00a0239.95.");
    // The page's words with their spaces joined, as renderedText gives them.
    const spaced = (words: string) => words.replace(/\s+/g, " ");
    for (const path of ["/cart", "/cart/checkout"]) {
      const text = await renderedText(handle, path, jar.header());
      expect(text).toContain(en(LAST_VISIT_HEADING));
      expect(text).toContain(spaced(`1 x ${saddle.name} ${formatRand(600_000)}`));
      expect(text).toContain(spaced(change));
      expect(text).toContain(en(REMOVE_LAST_VISIT_BUTTON));
      expect(text).toContain(en(KEEP_LAST_VISIT_BUTTON));
    }
    expect(await renderedText(handle, "/cart", jar.header())).toContain(en(LAST_VISIT_LINE_MARK));
  });

  it("asks nothing when the account's cart was empty or the visitor had no cart", async () => {
    const user = await insertUser(db());
    const bag = await product(`Dog Food 20 kg ${randomUUID().slice(0, 4)}`, 23_995);
    const jar = new Jar();
    await postCart(jar, { intent: "add", productId: bag.id, quantity: "2", redirectTo: "/cart" });
    const signedIn = await signIn(jar, user);
    expect(await marks(user.id)).toEqual([[bag.name, 2, 0]]);
    expect((await toastAfter(signedIn, ""))?.description).toBe("Welcome back, Sipho Dlamini.");
    expect(lastVisitSummary(await cartOf(jar))).toBeNull();

    // Signing in again on another phone with no cart: the account's cart is simply its own.
    const other = new Jar();
    const again = await signIn(other, user);
    expect((await toastAfter(again, ""))?.description).toBe("Welcome back, Sipho Dlamini.");
    expect(await marks(user.id)).toEqual([[bag.name, 2, 0]]);
  });

  it("keeps a product both carts held as one line, of which only the earlier quantity is marked", async () => {
    const user = await insertUser(db());
    const feed = await product(`Layer Mash ${randomUUID().slice(0, 4)}`, 45_000);
    const spade = await product(`Spade ${randomUUID().slice(0, 4)}`, 20_000);
    await earlierCart(user.id, [
      { productId: feed.id, quantity: 2 },
      { productId: spade.id, quantity: 995 },
    ]);
    const jar = new Jar();
    await postCart(jar, { intent: "add", productId: feed.id, quantity: "3", redirectTo: "/cart" });
    await postCart(jar, { intent: "add", productId: spade.id, quantity: "10", redirectTo: "/cart" });
    const signedIn = await signIn(jar, user);
    // At most 999 of a product: what gives way is the earlier visit's part, never this one's 10.
    expect(await marks(user.id)).toEqual([
      [feed.name, 5, 2],
      [spade.name, 999, 989],
    ]);
    expect((await toastAfter(signedIn, ""))?.description).toBe(
      "991 items from your last visit are in your cart: check them before you pay.",
    );
    const text = await renderedText(handle, "/cart", jar.header());
    expect(text).toContain(lastVisitPartMark(en, 2, 5));
    expect(text).toContain("Remove the 2 from your last visit");

    // The line's own remove takes out the earlier part only.
    const removed = await postCart(jar, { intent: "remove-last-visit", productId: feed.id });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/cart");
    expect(await toastAfter(removed, jar.header())).toMatchObject(lastVisitRemovedToast(en, 2));
    expect(await marks(user.id)).toEqual([
      [feed.name, 3, 0],
      [spade.name, 999, 989],
    ]);
  });

  it("removes them all with one tap, back to the page the notice was on, this visit's quantities left whole", async () => {
    const { user, bag, jar } = await bagAndSaddle();
    const removed = await postCart(jar, { intent: "remove-last-visit", redirectTo: "/cart/checkout" });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/cart/checkout");
    expect(await toastAfter(removed, jar.header())).toMatchObject({
      title: "Removed from cart",
      description: "1 item from your last visit was removed from your cart.",
    });
    expect(await marks(user.id)).toEqual([[bag.name, 1, 0]]);
    expect(lastVisitSummary(await cartOf(jar))).toBeNull();
    // Nothing more to remove: back without a word, nothing changed.
    const again = await postCart(jar, { intent: "remove-last-visit", redirectTo: "/cart" });
    expect(again.status).toBe(303);
    expect(await marks(user.id)).toEqual([[bag.name, 1, 0]]);
  });

  it("keeps them: the lines stay, the notice goes; a redirect off the site is refused", async () => {
    const { user, bag, saddle, jar } = await bagAndSaddle();
    const kept = await postCart(jar, { intent: "keep-last-visit", redirectTo: "https://evil.example/" });
    expect(kept.status).toBe(303);
    expect(kept.headers.get("Location")).toBe("/cart");
    expect(await toastAfter(kept, jar.header())).toMatchObject(lastVisitKeptToast(en));
    expect(await marks(user.id)).toEqual([
      [bag.name, 1, 0],
      [saddle.name, 1, 0],
    ]);
    expect(await renderedText(handle, "/cart", jar.header())).not.toContain(en(LAST_VISIT_HEADING));
  });

  it("ends a line's mark when the customer sets its quantity, and every mark when an order is placed", async () => {
    const { user, bag, saddle, jar } = await bagAndSaddle();
    const hay = await product(`Hay Bale ${randomUUID().slice(0, 4)}`, 9_000, 0);
    await db()
      .insertInto("cart_items")
      .values({
        id: randomUUID(),
        cart_id: (await db().selectFrom("carts").select("id").where("user_id", "=", user.id).executeTakeFirstOrThrow())
          .id,
        product_id: hay.id,
        quantity: 2,
        from_last_visit: 2,
      })
      .execute();
    await db().updateTable("products").set({ stock_available: 0 }).where("id", "=", hay.id).execute();

    await postCart(jar, { intent: "update", productId: saddle.id, quantity: "2" });
    expect(await marks(user.id)).toEqual([
      [bag.name, 1, 0],
      [hay.name, 2, 2],
      [saddle.name, 2, 0],
    ]);

    // Checkout: the review step, then the order; the hay (out of stock) stays in the cart, unmarked.
    const review = await asResponse(() =>
      checkoutRoute.loader({
        request: new Request(`${TEST_ORIGIN}/cart/checkout?fulfilment=collect&step=review`, {
          headers: { Cookie: jar.header() },
        }),
        params: {},
        context: {},
      }),
    );
    const page = ((await review.json()) as { page: { review: PlaceFields } }).page.review;
    const placed = await asResponse(() =>
      checkoutRoute.action({
        request: formPost(
          "/cart/checkout",
          {
            idempotencyKey: page.idempotencyKey,
            fulfilment: page.fulfilment,
            contactName: "Sipho Dlamini",
            contactEmail: user.email,
            contactPhone: "082 123 4567",
            expectedTotalCents: String(page.totals.totalCents),
            lines: page.linesToken,
          },
          jar.header(),
        ),
        params: {},
        context: {},
      }),
    );
    expect(placed.status).toBe(303);
    expect(await marks(user.id)).toEqual([[hay.name, 2, 0]]);
  });
});

type PlaceFields = {
  idempotencyKey: string;
  fulfilment: string;
  totals: { totalCents: number };
  linesToken: string;
};
