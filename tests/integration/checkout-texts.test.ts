import type { CheckoutPage } from "~/orders/checkout.server";
import { unpackTexts } from "~/platform/translate";
import * as checkoutRoute from "~/routes/cart.checkout";
import { asResponse, formPost, TEST_ORIGIN } from "../support/actions";
import { AFRIKAANS_BROWSER, catalogueIdsIn } from "../support/afrikaans";
import { customerWithCart as cartOfCustomer } from "../support/customer-cart";
import { remixApp } from "../support/remix-app";

/**
 * Each checkout step carries only its own words (decision 0110, "The weight"), and every state a
 * step can be in still finds all of its words: no catalogue id on the page, in either language,
 * for collect and delivery, a refused delivery, and an answer with errors.
 */
const handle = remixApp([
  { id: "routes/cart.checkout", parentId: "root", path: "cart/checkout", module: checkoutRoute },
]);

const ENGLISH = { "Accept-Language": "en-ZA" };

/** A customer with two 50 kg bags in the cart, and a saved place when given; its cookie. */
async function customerWithCart(location?: { latitude: number; longitude: number }) {
  return (await cartOfCustomer({ sizeKg: 50, quantity: 2, location })).cookie;
}

const NEAR = { latitude: -25.745, longitude: 28.53 };
const FAR_AWAY = { latitude: -33.92, longitude: 18.42 };

async function html(path: string, cookie: string, headers: Record<string, string>, init: RequestInit = {}) {
  const response = await handle(
    new Request(`${TEST_ORIGIN}${path}`, { ...init, headers: { Cookie: cookie, ...headers, ...init.headers } }),
  );
  return { status: response.status, html: await response.text() };
}

async function stepData(cookie: string, query: string): Promise<{ page: CheckoutPage; keys: string[] }> {
  const response = await asResponse(() =>
    checkoutRoute.loader({
      request: new Request(`${TEST_ORIGIN}/cart/checkout?${query}`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    }),
  );
  const data = (await response.json()) as { page: CheckoutPage; messages: Record<string, string> };
  return { page: data.page, keys: Object.keys(unpackTexts(data.messages).cart ?? {}) };
}

describe.each([
  ["English", ENGLISH],
  ["Afrikaans", AFRIKAANS_BROWSER],
])("checkout's words in %s", (_, headers) => {
  it("finds every word of both steps, collect and delivery", async () => {
    const cookie = await customerWithCart(NEAR);
    for (const path of [
      "/cart/checkout",
      "/cart/checkout?fulfilment=collect&step=review",
      "/cart/checkout?fulfilment=delivery&method=simple&step=review",
    ]) {
      const page = await html(path, cookie, headers);
      expect(page.status, path).toBe(200);
      expect(catalogueIdsIn(page.html), path).toEqual([]);
    }
  });

  it("finds the words of a refused delivery and of a step without a saved place", async () => {
    for (const cookie of [await customerWithCart(FAR_AWAY), await customerWithCart()]) {
      const page = await html("/cart/checkout", cookie, headers);
      expect(page.status).toBe(200);
      expect(catalogueIdsIn(page.html)).toEqual([]);
    }
  });

  it("answers a form with errors in words", async () => {
    const cookie = await customerWithCart(NEAR);
    const { page } = await stepData(cookie, "fulfilment=delivery&method=simple&step=review");
    const review = page.review;
    if (!review) throw new Error("No review step");
    const request = formPost(
      "/cart/checkout",
      {
        idempotencyKey: review.idempotencyKey,
        fulfilment: "delivery",
        method: "simple",
        contactName: "",
        contactEmail: "not an address",
        contactPhone: "",
        expectedTotalCents: String(review.totals.totalCents),
        lines: review.linesToken,
      },
      cookie,
    );
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const answer = await asResponse(() => checkoutRoute.action({ request, params: {}, context: {} }));
    expect(answer.status).toBe(400);
    const body = await answer.text();
    expect(body).toContain("contactName");
    // The errors come as words, which the step shows as they are (it carries no error texts).
    expect(catalogueIdsIn(body)).toEqual([]);
  });
});

describe("what each step carries", () => {
  it("brings step 1's words with step 1 and step 2's with step 2, not both", async () => {
    const cookie = await customerWithCart(NEAR);
    const first = await stepData(cookie, "");
    const second = await stepData(cookie, "fulfilment=delivery&method=simple&step=review");
    expect(first.keys).toContain("checkout.toReview");
    expect(first.keys).not.toContain("checkout.place");
    expect(second.keys).toContain("checkout.place");
    expect(second.keys).not.toContain("checkout.toReview");
    // No step carries refusals or form errors: the action answers those in words.
    for (const keys of [first.keys, second.keys]) {
      expect(keys.filter((key) => key.includes(".error.") || key.startsWith("delivery.refused."))).toEqual([]);
    }
  });
});
