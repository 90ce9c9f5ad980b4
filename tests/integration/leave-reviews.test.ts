import { randomUUID } from "node:crypto";
import orders from "~/locales/en/orders.json";
import { db } from "~/platform/db.server";
import { RATING_REQUIRED, REVIEW_TEXT_MAX_LENGTH, REVIEW_TOO_LONG, UNKNOWN_PRODUCT } from "~/reviews/messages";
import { createPendingReviewsForOrder, type pendingReviewsFor, submitReviews } from "~/reviews/pending-reviews.server";
import { reviewPhrases } from "~/reviews/review-phrases";
import { loader as rootLoader } from "~/root";
import { action as reviewsAction, loader as reviewsLoader } from "~/routes/reviews";
import { asResponse, cookiePair, TEST_ORIGIN } from "../support/actions";
import { insertOrder } from "../support/orders";
import { insertSession, insertUser } from "../support/users";

let sequence = 720000;

const DESCRIPTION =
  "Dogs love the taste. Rich in protein for healthy growth. Made from premium quality ingredients. Only natural colourants.";

async function insertProduct(options: { name?: string; title?: string | null; description?: string | null } = {}) {
  sequence += 1;
  const product = {
    id: randomUUID(),
    ws_code: `WS${sequence}`,
    stock_code: `SC-${sequence}`,
    product_name: options.name ?? `Dog Food ${sequence}`,
    website_title: options.title ?? null,
    long_description: options.description === undefined ? DESCRIPTION : options.description,
    incl_price_cents: 19999,
  };
  await db().insertInto("products").values(product).execute();
  return product;
}

async function signedInUser() {
  const user = await insertUser(db());
  const cookie = await insertSession(db(), user.id);
  return { ...user, cookie };
}

/** A customer's delivered order of these products, with its pending reviews. */
async function deliveredOrder(userId: string, productIds: string[]) {
  const order = await insertOrder(db(), {
    userId,
    status: "delivered",
    lines: productIds.map((productId) => ({ productId, quantity: 1 })),
  });
  await createPendingReviewsForOrder(db(), order.id);
  return order;
}

/** A same-origin form post; fields may repeat (ticked checkboxes). */
function post(fields: Array<[string, string]>, cookie?: string, origin = TEST_ORIGIN): Request {
  return new Request(`${TEST_ORIGIN}/reviews`, {
    method: "POST",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const callAction = (request: Request) => asResponse(() => reviewsAction({ request, params: {}, context: {} }));

const callLoader = (cookie?: string) =>
  asResponse(() =>
    reviewsLoader({
      request: new Request(`${TEST_ORIGIN}/reviews`, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: {},
    }),
  );

async function listed(cookie: string) {
  const response = await callLoader(cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { pending: Awaited<ReturnType<typeof pendingReviewsFor>> }).pending;
}

/** The fields the page posts for these cards: rating 5 (the default) unless given. */
function submitFields(
  cards: Array<{ productId: string; rating?: string; phrases?: string[]; comment?: string }>,
): Array<[string, string]> {
  const fields: Array<[string, string]> = [["intent", "submit"]];
  for (const card of cards) {
    fields.push(["productId", card.productId]);
    if (card.rating !== "") fields.push([`rating.${card.productId}`, card.rating ?? "5"]);
    for (const phrase of card.phrases ?? []) fields.push([`phrase.${card.productId}`, phrase]);
    fields.push([`comment.${card.productId}`, card.comment ?? ""]);
  }
  return fields;
}

async function toastAfter(response: Response, cookie: string) {
  const next = cookiePair(response) || cookie;
  const root = (await rootLoader({
    request: new Request(`${TEST_ORIGIN}/`, { headers: { Cookie: next } }),
    params: {},
    context: {},
  })) as unknown as { data: { toast: { title: string; description?: string; variant?: string } | null } };
  return root.data.toast;
}

const pendingRows = (userId: string) =>
  db()
    .selectFrom("pending_reviews")
    .select(["product_id", "order_id", "status", "reviewed_at", "points_awarded"])
    .where("user_id", "=", userId)
    .execute();

const reviewsOf = (userId: string) =>
  db()
    .selectFrom("product_reviews")
    .select(["id", "product_id", "rating", "review_text", "is_approved"])
    .where("user_id", "=", userId)
    .execute();

const pointsOf = (userId: string) =>
  db()
    .selectFrom("loyalty_points")
    .select(["points", "reason", "related_review_id"])
    .where("user_id", "=", userId)
    .execute();

describe("pending reviews after delivery", () => {
  it("asks once per product the customer has not reviewed or been asked about, skipping deleted products", async () => {
    const user = await insertUser(db());
    const [fresh, repeated, reviewed, askedBefore, deleted] = [
      await insertProduct(),
      await insertProduct(),
      await insertProduct(),
      await insertProduct(),
      await insertProduct(),
    ];
    if (!fresh || !repeated || !reviewed || !askedBefore || !deleted) throw new Error("products");
    await db()
      .insertInto("product_reviews")
      .values({ id: randomUUID(), product_id: reviewed.id, user_id: user.id, rating: 4, review_text: "Good" })
      .execute();
    const earlier = await deliveredOrder(user.id, [askedBefore.id]);
    await db()
      .updateTable("pending_reviews")
      .set({ status: "ignored" })
      .where("product_id", "=", askedBefore.id)
      .execute();

    const order = await insertOrder(db(), {
      userId: user.id,
      status: "delivered",
      lines: [fresh, repeated, repeated, reviewed, askedBefore, deleted].map((product) => ({
        productId: product.id,
        quantity: 2,
      })),
    });
    await db().deleteFrom("products").where("id", "=", deleted.id).execute();

    expect(await createPendingReviewsForOrder(db(), order.id)).toBe(2);
    const rows = await pendingRows(user.id);
    expect(rows.map((row) => [row.product_id, row.order_id, row.status]).sort()).toEqual(
      [
        [fresh.id, order.id, "pending"],
        [repeated.id, order.id, "pending"],
        [askedBefore.id, earlier.id, "ignored"],
      ].sort(),
    );
    expect(rows.every((row) => row.reviewed_at === null && row.points_awarded === 0)).toBe(true);

    // Recorded twice: nothing new.
    expect(await createPendingReviewsForOrder(db(), order.id)).toBe(0);
    expect(await pendingRows(user.id)).toHaveLength(3);
  });

  it("creates none for an unknown order or one whose customer has gone", async () => {
    const user = await insertUser(db());
    const product = await insertProduct();
    const order = await insertOrder(db(), { userId: user.id, lines: [{ productId: product.id, quantity: 1 }] });
    await db().updateTable("orders").set({ user_id: null }).where("id", "=", order.id).execute();
    expect(await createPendingReviewsForOrder(db(), order.id)).toBe(0);
    expect(await createPendingReviewsForOrder(db(), randomUUID())).toBe(0);
    expect(await pendingRows(user.id)).toEqual([]);
  });
});

describe("the Leave Reviews screen", () => {
  it("sends visitors to sign in and back to /reviews", async () => {
    const response = await callLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Freviews");
  });

  it("lists the customer's pending reviews only, newest first, with title, picture and phrases", async () => {
    const user = await signedInUser();
    const other = await insertUser(db());
    const titled = await insertProduct({ name: "DOG FOOD 20KG", title: "Adult Dog Food 20 kg" });
    const untitled = await insertProduct({ name: "Layer Mash 50 kg", title: "  ", description: null });
    const nameless = await insertProduct({ name: "", title: null });
    const submitted = await insertProduct();
    const ignored = await insertProduct();
    const reviewedSince = await insertProduct();
    await db()
      .insertInto("product_images")
      .values({ id: randomUUID(), product_id: titled.id, image_url: "/uploads/products/dog.jpg", alt_text: "A bag" })
      .execute();
    const rows = [
      [untitled, "pending", "2026-03-01T08:00:00.000Z"],
      [titled, "pending", "2026-03-03T08:00:00.000Z"],
      [nameless, "pending", "2026-03-02T08:00:00.000Z"],
      [submitted, "submitted", "2026-03-04T08:00:00.000Z"],
      [ignored, "ignored", "2026-03-04T08:00:00.000Z"],
      [reviewedSince, "pending", "2026-03-04T08:00:00.000Z"],
    ] as const;
    for (const [product, status, createdAt] of rows) {
      await db()
        .insertInto("pending_reviews")
        .values({ id: randomUUID(), user_id: user.id, product_id: product.id, status, created_at: createdAt })
        .execute();
    }
    await db()
      .insertInto("pending_reviews")
      .values({ id: randomUUID(), user_id: other.id, product_id: submitted.id })
      .execute();
    await db()
      .insertInto("product_reviews")
      .values({ id: randomUUID(), product_id: reviewedSince.id, user_id: user.id, rating: 5 })
      .execute();

    const pending = await listed(user.cookie);
    expect(pending.map((card) => card.title)).toEqual(["Adult Dog Food 20 kg", UNKNOWN_PRODUCT, "Layer Mash 50 kg"]);
    expect(pending[0]).toMatchObject({
      productId: titled.id,
      imageUrl: "/uploads/products/dog.jpg",
      imageAlt: "A bag",
      phrases: reviewPhrases(DESCRIPTION),
    });
    expect(pending[2]).toMatchObject({ imageUrl: null, imageAlt: "Layer Mash 50 kg" });
    expect(pending[2]?.phrases.map((phrase) => phrase.text)).toEqual([
      "Great quality",
      "Would recommend",
      "Value for money",
    ]);
  });
});

describe("Submit All Reviews", () => {
  it("stores the reviews unapproved, closes the pending rows and grants 10 points for three", async () => {
    const user = await signedInUser();
    const products = [await insertProduct(), await insertProduct(), await insertProduct()];
    const [first, second, third] = products;
    if (!first || !second || !third) throw new Error("products");
    await deliveredOrder(user.id, [first.id, second.id, third.id]);

    const response = await callAction(
      post(
        submitFields([
          {
            productId: first.id,
            rating: "4",
            phrases: ["Dogs love the taste", "Not a phrase we offered", "Made from premium quality ingredients"],
            comment: "  Arrived quickly ",
          },
          { productId: second.id },
          { productId: third.id, rating: "2", comment: "Too dusty" },
        ]),
        user.cookie,
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account");
    expect(await toastAfter(response, user.cookie)).toEqual({
      title: orders["reviews.submitted"],
      description:
        "Thank you: 3 reviews submitted. You earned 10 loyalty points. Your reviews will appear on the shop once they are approved.",
      variant: "success",
    });

    const reviews = await reviewsOf(user.id);
    const byProduct = new Map(reviews.map((review) => [review.product_id, review]));
    expect(byProduct.get(first.id)).toMatchObject({
      rating: 4,
      // Phrases in the order posted (the page's order), the comment last; the made-up phrase is dropped.
      review_text: "Dogs love the taste. Made from premium quality ingredients. Arrived quickly",
      is_approved: 0,
    });
    expect(byProduct.get(second.id)).toMatchObject({ rating: 5, review_text: "", is_approved: 0 });
    expect(byProduct.get(third.id)).toMatchObject({ rating: 2, review_text: "Too dusty", is_approved: 0 });

    const rows = await pendingRows(user.id);
    expect(rows.map((row) => [row.status, row.points_awarded])).toEqual([
      ["submitted", 1],
      ["submitted", 1],
      ["submitted", 1],
    ]);
    expect(rows.every((row) => row.reviewed_at !== null)).toBe(true);

    const points = await pointsOf(user.id);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ points: 10, reason: "Review Bonus" });
    expect(reviews.map((review) => review.id)).toContain(points[0]?.related_review_id);
    expect(await listed(user.cookie)).toEqual([]);
  });

  it("grants one entry of 20 points for six, and none under three", async () => {
    const six = await signedInUser();
    const many = [];
    for (let index = 0; index < 6; index += 1) many.push(await insertProduct());
    await deliveredOrder(
      six.id,
      many.map((product) => product.id),
    );
    const outcome = await submitReviews(
      db(),
      six.id,
      many.map((product) => ({ productId: product.id, rating: 5, phrases: [], comment: "" })),
    );
    expect(outcome).toEqual({ status: "submitted", reviewed: 6, alreadyReviewed: 0, points: 20 });
    expect(await pointsOf(six.id)).toEqual([expect.objectContaining({ points: 20, reason: "Review Bonus" })]);

    const two = await signedInUser();
    const pair = [await insertProduct(), await insertProduct()];
    await deliveredOrder(
      two.id,
      pair.map((product) => product.id),
    );
    const response = await callAction(
      post(submitFields(pair.map((product) => ({ productId: product.id }))), two.cookie),
    );
    expect(response.status).toBe(303);
    expect((await toastAfter(response, two.cookie))?.description).toBe(
      "Thank you: 2 reviews submitted. Your reviews will appear on the shop once they are approved.",
    );
    expect(await reviewsOf(two.id)).toHaveLength(2);
    expect(await pointsOf(two.id)).toEqual([]);
    expect((await pendingRows(two.id)).map((row) => [row.status, row.points_awarded])).toEqual([
      ["submitted", 0],
      ["submitted", 0],
    ]);
  });

  it("ignores products that are not the customer's pending reviews", async () => {
    const user = await signedInUser();
    const other = await insertUser(db());
    const mine = await insertProduct();
    const skipped = await insertProduct();
    const theirs = await insertProduct();
    const notOrdered = await insertProduct();
    await deliveredOrder(user.id, [mine.id, skipped.id]);
    await db().updateTable("pending_reviews").set({ status: "ignored" }).where("product_id", "=", skipped.id).execute();
    await deliveredOrder(other.id, [theirs.id]);

    const response = await callAction(
      post(
        submitFields([
          { productId: mine.id },
          { productId: skipped.id },
          { productId: theirs.id },
          { productId: notOrdered.id },
          { productId: "no-such-product" },
        ]),
        user.cookie,
      ),
    );
    expect(response.status).toBe(303);
    expect((await reviewsOf(user.id)).map((review) => review.product_id)).toEqual([mine.id]);
    expect(await pointsOf(user.id)).toEqual([]);
    expect((await pendingRows(other.id)).map((row) => row.status)).toEqual(["pending"]);
    expect(await reviewsOf(other.id)).toEqual([]);
  });

  it("never duplicates a review the customer already has, and does not count it for points", async () => {
    const user = await signedInUser();
    const products = [await insertProduct(), await insertProduct(), await insertProduct()];
    await deliveredOrder(
      user.id,
      products.map((product) => product.id),
    );
    const [already] = products;
    if (!already) throw new Error("products");
    // Reviewed on its product page after the list was shown.
    await db()
      .insertInto("product_reviews")
      .values({ id: randomUUID(), product_id: already.id, user_id: user.id, rating: 3, review_text: "First" })
      .execute();

    const response = await callAction(
      post(submitFields(products.map((product) => ({ productId: product.id, comment: "Again" }))), user.cookie),
    );
    expect(response.status).toBe(303);
    const reviews = await reviewsOf(user.id);
    expect(reviews).toHaveLength(3);
    expect(reviews.find((review) => review.product_id === already.id)).toMatchObject({
      rating: 3,
      review_text: "First",
    });
    expect(await pointsOf(user.id)).toEqual([]);
    expect((await pendingRows(user.id)).map((row) => row.status)).toEqual(["submitted", "submitted", "submitted"]);
  });

  it("answers 400 and writes nothing when no posted product is pending", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    await deliveredOrder(user.id, [product.id]);
    await callAction(post(submitFields([{ productId: product.id }]), user.cookie));

    const again = await callAction(post(submitFields([{ productId: product.id }]), user.cookie));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: orders["reviews.nothingToSubmit"] });
    expect(await reviewsOf(user.id)).toHaveLength(1);

    const empty = await callAction(post([["intent", "submit"]], user.cookie));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: orders["reviews.nothingToSubmit"] });
  });

  it.each([
    ["a rating above 5", { rating: "6" }, RATING_REQUIRED],
    ["a rating of 0", { rating: "0" }, RATING_REQUIRED],
    ["a rating that is not a whole number", { rating: "4.5" }, RATING_REQUIRED],
    ["no rating", { rating: "" }, RATING_REQUIRED],
    ["a comment that is too long", { comment: "x".repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, REVIEW_TOO_LONG],
  ])("answers 400 with a clear message for %s, and writes nothing", async (_case, fields, message) => {
    const user = await signedInUser();
    const good = await insertProduct();
    const bad = await insertProduct();
    await deliveredOrder(user.id, [good.id, bad.id]);
    const response = await callAction(
      post(submitFields([{ productId: good.id }, { productId: bad.id, ...fields }]), user.cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await reviewsOf(user.id)).toEqual([]);
    expect((await pendingRows(user.id)).map((row) => row.status)).toEqual(["pending", "pending"]);
  });

  it("sends a signed-out visitor to sign in with the spec's message, writing nothing", async () => {
    const response = await callAction(post(submitFields([{ productId: randomUUID() }])));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Freviews");
    expect(await toastAfter(response, "")).toEqual({
      title: "Error",
      description: orders["reviews.mustSignIn"],
      variant: "destructive",
    });
  });

  it("refuses a cross-site post", async () => {
    const user = await signedInUser();
    const product = await insertProduct();
    await deliveredOrder(user.id, [product.id]);
    const response = await callAction(
      post(submitFields([{ productId: product.id }]), user.cookie, "https://evil.example"),
    );
    expect(response.status).toBe(403);
    expect(await reviewsOf(user.id)).toEqual([]);
  });
});

describe("Skip This Review", () => {
  it("marks the product ignored and returns to the list without it", async () => {
    const user = await signedInUser();
    const kept = await insertProduct();
    const skipped = await insertProduct();
    await deliveredOrder(user.id, [kept.id, skipped.id]);

    const response = await callAction(
      post(
        [
          ["intent", "skip"],
          ["productId", skipped.id],
        ],
        user.cookie,
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/reviews");
    expect((await toastAfter(response, user.cookie))?.title).toBe("Review skipped");
    expect((await listed(user.cookie)).map((card) => card.productId)).toEqual([kept.id]);
    const rows = await pendingRows(user.id);
    expect(rows.find((row) => row.product_id === skipped.id)).toMatchObject({ status: "ignored", reviewed_at: null });
  });

  it("answers in place for the script, and leaves other people's reviews alone", async () => {
    const user = await signedInUser();
    const other = await insertUser(db());
    const product = await insertProduct();
    await deliveredOrder(user.id, [product.id]);
    await deliveredOrder(other.id, [product.id]);

    const skip = (productId: string) =>
      callAction(
        post(
          [
            ["intent", "skip"],
            ["productId", productId],
            ["inPlace", "1"],
          ],
          user.cookie,
        ),
      );
    const response = await skip(product.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ skipped: true });
    expect(await (await skip(product.id)).json()).toEqual({ skipped: false });
    expect((await pendingRows(other.id)).map((row) => row.status)).toEqual(["pending"]);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await callAction(
      post([
        ["intent", "skip"],
        ["productId", randomUUID()],
      ]),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Freviews");
  });
});
