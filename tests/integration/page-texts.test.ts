import { randomUUID } from "node:crypto";
import { addToCart } from "~/cart/cart.server";
import { db } from "~/platform/db.server";
import { unpackTexts } from "~/platform/translate";
import * as cartRoute from "~/routes/cart._index";
import * as productRoute from "~/routes/product.$code";
import { TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, catalogueIdsIn } from "../support/afrikaans";
import { insertTestProduct } from "../support/products";
import { remixApp } from "../support/remix-app";
import { insertSession, insertUser } from "../support/users";

/**
 * A product page and the cart carry the texts of what they show, not of every state they could be
 * in (decision 0110, "The weight"), and each state finds all its words: pictures or none, reviews
 * or none, a visitor or a customer who may write one, and every answer of "What will delivery
 * cost?", in English and in Afrikaans.
 */
const handle = remixApp([
  { id: "routes/cart._index", parentId: "root", path: "cart", module: cartRoute },
  { id: "routes/product.$code", parentId: "root", path: "product/:code", module: productRoute },
]);

const ENGLISH = { "Accept-Language": "en-ZA" };

let visitor = 0;

/** Each page from its own address: the delivery quote's limit per visitor is not what is read here. */
async function html(path: string, headers: Record<string, string>, cookie?: string) {
  visitor += 1;
  const from = { "X-Forwarded-For": `198.51.100.${visitor % 250}` };
  const response = await handle(
    new Request(`${TEST_ORIGIN}${path}`, { headers: { ...headers, ...from, ...(cookie ? { Cookie: cookie } : {}) } }),
  );
  return { status: response.status, html: await response.text() };
}

async function inStock() {
  const product = await insertTestProduct(db());
  await db()
    .insertInto("product_stock_levels")
    .values({ id: randomUUID(), product_id: product.id, quantity: 10 })
    .execute();
  return product;
}

async function productWithReview() {
  const product = await inStock();
  const reviewer = await insertUser(db());
  await db()
    .insertInto("product_reviews")
    .values({
      id: randomUUID(),
      product_id: product.id,
      user_id: reviewer.id,
      rating: 4,
      review_text: "Goeie voer",
      is_approved: 1,
      admin_response: "Dankie!",
      admin_response_date: new Date().toISOString(),
    })
    .execute();
  return { product, reviewerCookie: await insertSession(db(), reviewer.id) };
}

const QUOTES = ["", "?deliveryTo=Rayton", "?deliveryTo=Nowhereville%20Zzz", `?deliveryTo=${"x".repeat(101)}`];

describe.each([
  ["English", ENGLISH],
  ["Afrikaans", AFRIKAANS_BROWSER],
])("a product page and the cart in %s", (_, headers) => {
  it("finds every word of a product page, for a visitor, a customer and a reviewer", async () => {
    const bare = await inStock();
    const { product, reviewerCookie } = await productWithReview();
    const customer = await insertSession(db(), (await insertUser(db())).id);
    for (const [code, cookie] of [
      [bare.wsCode, undefined],
      [bare.wsCode, customer],
      [product.wsCode, undefined],
      [product.wsCode, customer],
      [product.wsCode, reviewerCookie],
    ] as const) {
      for (const quote of QUOTES) {
        const page = await html(`/product/${code}${quote}`, headers, cookie);
        expect(page.status, `${code}${quote}`).toBe(200);
        expect(catalogueIdsIn(page.html), `${code}${quote}`).toEqual([]);
      }
    }
  });

  it("finds every word of the cart, with each answer of the delivery quote", async () => {
    const product = await inStock();
    const user = await insertUser(db());
    await addToCart(db(), { userId: user.id }, product.id, 1);
    const cookie = await insertSession(db(), user.id);
    for (const quote of QUOTES) {
      const page = await html(`/cart${quote}`, headers, cookie);
      expect(page.status, quote).toBe(200);
      expect(catalogueIdsIn(page.html), quote).toEqual([]);
    }
    const empty = await html("/cart", headers, await insertSession(db(), (await insertUser(db())).id));
    expect(catalogueIdsIn(empty.html)).toEqual([]);
  });
});

describe("what a product page carries", () => {
  it("leaves out the review form for a visitor and the answer's words before there is an answer", async () => {
    const product = await inStock();
    const load = async (path: string) => {
      const result = await productRoute.loader({
        request: new Request(`${TEST_ORIGIN}${path}`, { headers: { "X-Forwarded-For": "198.51.100.251" } }),
        params: { code: product.wsCode },
        context: {},
      });
      const data = ("data" in (result as object) ? (result as unknown as { data: unknown }).data : result) as {
        messages: Record<string, string>;
      };
      const texts = unpackTexts(data.messages);
      return [...Object.keys(texts.catalog ?? {}), ...Object.keys(texts.cart ?? {})];
    };
    const asked = await load(`/product/${product.wsCode}`);
    expect(asked).toContain("reviews.logIn");
    expect(asked).not.toContain("reviews.submit");
    expect(asked).toContain("feeQuote.button");
    expect(asked).not.toContain("feeQuote.earliest");
    const answered = await load(`/product/${product.wsCode}?deliveryTo=Rayton`);
    expect(answered).toContain("feeQuote.earliest");
  });
});
