import { reviewPhrases } from "../../app/reviews/review-phrases";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { markOrderDelivered } from "../support/e2e-orders";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

type DemoProduct = { id: string; title: string; phrases: string[] };

/** Active demo products, read only (each test orders them for its own new user). */
async function demoProducts(count: number, offset: number): Promise<DemoProduct[]> {
  const rows = await testDb()
    .selectFrom("products")
    .select(["id", "product_name", "website_title", "long_description"])
    .where("is_active", "=", 1)
    .orderBy("ws_code")
    .offset(offset)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => ({
    id: row.id,
    title: row.website_title || row.product_name,
    phrases: reviewPhrases(row.long_description).map((phrase) => phrase.text),
  }));
}

/** A new customer, signed in, whose order of these products has just been delivered. */
async function customerWithDelivered(
  context: Parameters<typeof signInAs>[0],
  baseURL: string | undefined,
  products: DemoProduct[],
) {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  const order = await insertOrder(testDb(), {
    userId: user.id,
    status: "preparing",
    paymentStatus: "paid",
    lines: products.map((product) => ({ productId: product.id, quantity: 1 })),
  });
  await markOrderDelivered(order.orderNumber);
  return user;
}

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const submitButton = (page: Page) => page.getByTestId("submit-all-reviews");

const reviewsOf = (userId: string) =>
  testDb()
    .selectFrom("product_reviews")
    .select(["product_id", "rating", "review_text", "is_approved"])
    .where("user_id", "=", userId)
    .execute();

const pendingStatuses = (userId: string) =>
  testDb().selectFrom("pending_reviews").select(["product_id", "status"]).where("user_id", "=", userId).execute();

test.describe("leave reviews", () => {
  test("a customer reviews a delivered order and earns 10 points", async ({ page, context, baseURL }) => {
    const products = await demoProducts(3, 30);
    const [rated, plain, last] = products;
    if (!rated || !plain || !last) throw new Error("the demo catalogue has products");
    const user = await customerWithDelivered(context, baseURL, products);

    await page.goto("/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "Leave Reviews" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to my account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(submitButton(page)).toHaveText(/Submit All Reviews \(3\)\s*\+10 pts/);

    const first = card(page, rated.title);
    await expect(first.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/products/${rated.id}`);
    await expect(first.getByRole("link", { name: /^View/ })).toHaveAttribute("target", "_blank");
    await expect(first.getByRole("img")).toHaveAttribute("src", /^\/(img\/160\/|placeholder)/);
    // Rating 5 to begin with.
    await expect(first.getByRole("radio", { name: "5 stars" })).toBeChecked();
    const phrase = rated.phrases[0] ?? "";
    await expect(first.getByRole("group", { name: "Quick Review Options" }).getByRole("checkbox")).toHaveCount(
      rated.phrases.length,
    );

    await first.locator("label", { has: page.getByRole("radio", { name: "3 stars" }) }).click();
    await expect(first.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await first.getByText(phrase, { exact: true }).click();
    await expect(first.getByRole("checkbox", { name: phrase })).toBeChecked();
    await first.getByLabel("Additional Comments").fill("Arrived on the bakkie the next morning");
    await submitButton(page).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast")).toContainText("Reviews Submitted!");
    await expect(page.getByTestId("toast")).toContainText("3 reviews submitted");
    await expect(page.getByTestId("toast")).toContainText("10 loyalty points");
    await expect(page.getByTestId("loyalty-balance")).toHaveText("10 points");

    const reviews = await reviewsOf(user.id);
    expect(reviews).toHaveLength(3);
    expect(reviews.every((review) => review.is_approved === 0)).toBe(true);
    expect(reviews.find((review) => review.product_id === rated.id)).toMatchObject({
      rating: 3,
      review_text: `${phrase}. Arrived on the bakkie the next morning`,
    });
    expect(reviews.find((review) => review.product_id === plain.id)).toMatchObject({ rating: 5, review_text: "" });
    expect((await pendingStatuses(user.id)).map((row) => row.status)).toEqual(["submitted", "submitted", "submitted"]);

    await page.goto("/reviews");
    await expect(page.getByRole("heading", { name: "No Reviews Pending" })).toBeVisible();
  });

  test("Skip This Review takes the card away and the count and points follow", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    const products = await demoProducts(3, 40);
    const [kept, skipped] = products;
    if (!kept || !skipped) throw new Error("the demo catalogue has products");
    const user = await customerWithDelivered(context, baseURL, products);

    await page.goto("/reviews");
    await expect(submitButton(page)).toHaveText(/Submit All Reviews \(3\)\s*\+10 pts/);
    // A choice on another card, to see it survives the skip when the page stays.
    await card(page, kept.title).getByLabel("Additional Comments").fill("Good value");
    await card(page, skipped.title).getByRole("button", { name: "Skip This Review" }).click();

    await expect(card(page, skipped.title)).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(submitButton(page)).toHaveText("Submit All Reviews (2)");
    await expect(page).toHaveURL(/\/reviews$/);
    if (javaScriptEnabled) {
      await expect(card(page, kept.title).getByLabel("Additional Comments")).toHaveValue("Good value");
    } else {
      await expect(page.getByTestId("toast")).toContainText("Review skipped");
    }
    await expect
      .poll(async () => (await pendingStatuses(user.id)).find((row) => row.product_id === skipped.id)?.status)
      .toBe("ignored");
    expect(await reviewsOf(user.id)).toEqual([]);
  });

  test("a customer with nothing to review is pointed to the products", async ({ page, context, baseURL }) => {
    const user = await createTestUser();
    await signInAs(context, baseURL ?? "", user);
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { name: "No Reviews Pending" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(submitButton(page)).toHaveCount(0);
  });

  test("a visitor who is not signed in is sent to sign in first", async ({ page }) => {
    await page.goto("/reviews");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Freviews$/);
  });
});
