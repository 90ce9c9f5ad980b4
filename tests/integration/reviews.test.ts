import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import {
  ALREADY_REVIEWED,
  MUST_BE_LOGGED_IN,
  RATING_REQUIRED,
  REVIEW_SUBMITTED_MESSAGE,
  REVIEW_SUBMITTED_TITLE,
} from "~/reviews/messages";
import { loader as rootLoader } from "~/root";
import { action as productAction, loader as productLoader } from "~/routes/product.$code";
import { insertSession, insertUser } from "../support/users";

const ORIGIN = "http://localhost:3000";
let sequence = 700000;

async function insertProduct(options: { active?: boolean } = {}) {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: `Layer Mash ${sequence}`,
    incl_price_cents: 34999,
    is_active: options.active === false ? 0 : 1,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

async function signIn() {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  return { ...user, cookie };
}

/** Posts the review form as a browser would; returns the response whether returned or thrown. */
async function postReview(
  wsCode: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string } = {},
): Promise<Response> {
  const request = new Request(`${ORIGIN}/product/${wsCode}`, {
    method: "POST",
    headers: {
      Origin: options.origin ?? ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: new URLSearchParams({ intent: "review", ...fields }),
  });
  try {
    const result = await productAction({ request, params: { code: wsCode }, context: {} });
    if (result instanceof Response) return result;
    const reply = result as unknown as { data: unknown; init: ResponseInit | null };
    return new Response(JSON.stringify(reply.data), reply.init ?? {});
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The toast the next page shows after a redirect. */
async function toastAfter(response: Response) {
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? "";
  const root = (await rootLoader({
    request: new Request(`${ORIGIN}/`, { headers: { Cookie: setCookie.split(";")[0] ?? "" } }),
    params: {},
    context: {},
  })) as unknown as { data: { toast: { title: string; description?: string; variant?: string } | null } };
  return root.data.toast;
}

async function productPage(wsCode: string, cookie?: string) {
  return productLoader({
    request: new Request(`${ORIGIN}/product/${wsCode}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params: { code: wsCode },
    context: {},
  });
}

const reviewsOf = (productId: string) =>
  db().selectFrom("product_reviews").selectAll().where("product_id", "=", productId).execute();

describe("writing a review", () => {
  it("stores the review unapproved, with trimmed text, and goes back to the reviews with the spec's toast", async () => {
    const product = await insertProduct();
    const user = await signIn();
    const response = await postReview(
      product.ws_code,
      { rating: "4", reviewText: "  Hens lay well on it.  \n" },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/product/${product.ws_code}#reviews`);
    expect(await toastAfter(response)).toEqual({
      title: REVIEW_SUBMITTED_TITLE,
      description: REVIEW_SUBMITTED_MESSAGE,
      variant: "success",
    });
    expect(await reviewsOf(product.id)).toMatchObject([
      { user_id: user.id, rating: 4, review_text: "Hens lay well on it.", is_approved: 0 },
    ]);
  });

  it("answers the customer's Leave Reviews request for the product too", async () => {
    const product = await insertProduct();
    const user = await signIn();
    await db()
      .insertInto("pending_reviews")
      .values({ id: randomUUID(), user_id: user.id, product_id: product.id })
      .execute();
    await postReview(product.ws_code, { rating: "5", reviewText: "" }, { cookie: user.cookie });
    const pending = await db().selectFrom("pending_reviews").selectAll().where("user_id", "=", user.id).execute();
    expect(pending).toMatchObject([{ status: "submitted", points_awarded: 0 }]);
    expect(pending[0]?.reviewed_at).toBeTruthy();
  });

  it("stores blank text as an empty string", async () => {
    const product = await insertProduct();
    const user = await signIn();
    for (const [index, reviewText] of ["", "   "].entries()) {
      const other = index === 0 ? user : await signIn();
      const response = await postReview(product.ws_code, { rating: "5", reviewText }, { cookie: other.cookie });
      expect(response.status).toBe(302);
    }
    const rows = await reviewsOf(product.id);
    expect(rows.map((row) => row.review_text)).toEqual(["", ""]);
  });

  it("needs a rating from 1 to 5: 400 with 'Please select a rating', nothing stored", async () => {
    const product = await insertProduct();
    const user = await signIn();
    const withoutValidRating: Record<string, string>[] = [
      { reviewText: "No stars" },
      { rating: "", reviewText: "x" },
      { rating: "6" },
      { rating: "0" },
    ];
    for (const fields of withoutValidRating) {
      const response = await postReview(product.ws_code, fields, { cookie: user.cookie });
      expect(response.status).toBe(400);
      const body = JSON.stringify(await response.json());
      expect(body).toContain(RATING_REQUIRED);
    }
    // The typed text comes back, so a visitor without JavaScript does not lose it.
    const response = await postReview(product.ws_code, { reviewText: "Keep me" }, { cookie: user.cookie });
    expect(JSON.stringify(await response.json())).toContain("Keep me");
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("refuses a visitor: to the login page with 'Must be logged in to review', nothing stored", async () => {
    const product = await insertProduct();
    const response = await postReview(product.ws_code, { rating: "5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/product/${product.ws_code}`)}`,
    );
    expect(await toastAfter(response)).toMatchObject({ title: "Error", description: MUST_BE_LOGGED_IN });
    expect(await reviewsOf(product.id)).toEqual([]);
  });

  it("keeps one review per user and product: a second post gets a clear message, not an error", async () => {
    const product = await insertProduct();
    const user = await signIn();
    expect((await postReview(product.ws_code, { rating: "5" }, { cookie: user.cookie })).status).toBe(302);
    const second = await postReview(product.ws_code, { rating: "1", reviewText: "Again" }, { cookie: user.cookie });
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe(`/product/${product.ws_code}#reviews`);
    expect(await toastAfter(second)).toEqual({ title: "Error", description: ALREADY_REVIEWED, variant: "destructive" });
    expect(await reviewsOf(product.id)).toMatchObject([{ rating: 5, review_text: "" }]);
  });

  it("answers 404 for an unknown or inactive product", async () => {
    const user = await signIn();
    expect((await postReview("WS999998", { rating: "5" }, { cookie: user.cookie })).status).toBe(404);
    const hidden = await insertProduct({ active: false });
    expect((await postReview(hidden.ws_code, { rating: "5" }, { cookie: user.cookie })).status).toBe(404);
    expect(await reviewsOf(hidden.id)).toEqual([]);
  });

  it("refuses a post from another site with 403", async () => {
    const product = await insertProduct();
    const user = await signIn();
    const response = await postReview(
      product.ws_code,
      { rating: "5" },
      { cookie: user.cookie, origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await reviewsOf(product.id)).toEqual([]);
  });
});

describe("reading reviews", () => {
  it("shows approved reviews newest first to everyone, and a pending one only to its author", async () => {
    const product = await insertProduct();
    const author = await signIn();
    const reader = await signIn();
    const approvers = [await insertUser(db()), await insertUser(db())];
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await db()
      .insertInto("product_reviews")
      .values([
        {
          id: randomUUID(),
          product_id: product.id,
          user_id: approvers[0]?.id ?? null,
          rating: 5,
          review_text: "Older",
          is_approved: 1,
          created_at: days(10),
        },
        {
          id: randomUUID(),
          product_id: product.id,
          user_id: approvers[1]?.id ?? null,
          rating: 2,
          review_text: "Newer",
          is_approved: 1,
          created_at: days(2),
          admin_response: "Sorry to hear that; please bring the bag back.",
          admin_response_date: days(1),
        },
      ])
      .execute();
    await postReview(product.ws_code, { rating: "3", reviewText: "Mine" }, { cookie: author.cookie });

    const asVisitor = await productPage(product.ws_code);
    expect(asVisitor.reviews.map((review) => review.text)).toEqual(["Newer", "Older"]);
    expect(asVisitor.reviews[0]).toMatchObject({
      approved: true,
      own: false,
      authorName: "Sipho",
      adminResponse: "Sorry to hear that; please bring the bag back.",
    });
    expect(asVisitor.rating).toEqual({ average: 3.5, count: 2 });
    expect(asVisitor.viewer).toEqual({ signedIn: false, hasReviewed: false });

    const asReader = await productPage(product.ws_code, reader.cookie);
    expect(asReader.reviews.map((review) => review.text)).toEqual(["Newer", "Older"]);
    expect(asReader.viewer).toEqual({ signedIn: true, hasReviewed: false });

    const asAuthor = await productPage(product.ws_code, author.cookie);
    expect(asAuthor.reviews.map((review) => review.text)).toEqual(["Mine", "Newer", "Older"]);
    expect(asAuthor.reviews[0]).toMatchObject({ approved: false, rejected: false, own: true, rating: 3 });
    // The pending review does not count towards the public rating, and the form is gone.
    expect(asAuthor.rating).toEqual({ average: 3.5, count: 2 });
    expect(asAuthor.viewer).toEqual({ signedIn: true, hasReviewed: true });

    // Turned down by a moderator: the author sees it is not published, no longer "pending".
    await db()
      .updateTable("product_reviews")
      .set({ rejected_at: days(0) })
      .where("review_text", "=", "Mine")
      .where("product_id", "=", product.id)
      .execute();
    const afterRejection = await productPage(product.ws_code, author.cookie);
    expect(afterRejection.reviews[0]).toMatchObject({ text: "Mine", approved: false, rejected: true, own: true });
    expect((await productPage(product.ws_code)).reviews.map((review) => review.text)).toEqual(["Newer", "Older"]);
  });

  it("has no reviews and no rating for a new product", async () => {
    const product = await insertProduct();
    const result = await productPage(product.ws_code);
    expect(result.reviews).toEqual([]);
    expect(result.rating).toBeNull();
  });
});
