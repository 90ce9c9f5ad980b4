import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import {
  FAILED_TO_ADD_RESPONSE,
  FAILED_TO_REJECT,
  RESPONSE_REQUIRED,
  RESPONSE_TOO_LONG,
  REVIEW_ALREADY_APPROVED,
  REVIEW_APPROVED_TITLE,
  REVIEW_GONE,
  REVIEW_REJECTED_TITLE,
} from "~/reviews/messages";
import { action, loader } from "~/routes/admin.reviews";
import { loader as productLoader } from "~/routes/product.$code";
import { insertTestProduct } from "../support/products";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { insertUser } from "../support/users";

const PAGE = "/admin/reviews";

type Review = {
  id: string;
  productName: string;
  productCode: string;
  rating: number;
  text: string;
  state: string;
  adminResponse: string | null;
};
type Screen = {
  counts: { pending: number; approved: number };
  pending: Review[];
  all: Review[];
  moderating: Review | null;
};
type Refusal = { reviewId: string | null; typed: string; title: string; message: string };

async function reviewOnNewProduct(options: { approved?: boolean; rating?: number; text?: string } = {}) {
  const product = await insertTestProduct(db(), { name: "Layer Mash {ws}", is_active: 1 });
  const customer = await insertUser(db());
  const id = randomUUID();
  await db()
    .insertInto("product_reviews")
    .values({
      id,
      product_id: product.id,
      user_id: customer.id,
      rating: options.rating ?? 4,
      review_text: options.text ?? "The hens love it.",
      is_approved: options.approved ? 1 : 0,
    })
    .execute();
  return { id, product };
}

const reviewRow = (id: string) =>
  db()
    .selectFrom("product_reviews")
    .select(["is_approved", "rejected_at", "admin_response", "admin_response_date"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

async function productPage(wsCode: string) {
  const response = await get(productLoader, `/product/${wsCode}`, undefined, { code: wsCode });
  return json<{
    reviews: { id: string; text: string; adminResponse: string | null }[];
    rating: { average: number; count: number } | null;
  }>(response);
}

describe("review moderation", () => {
  it("counts pending and approved reviews and lists them with the product's name and code", async () => {
    const pending = await reviewOnNewProduct({ rating: 2, text: "Bag arrived torn." });
    const approved = await reviewOnNewProduct({ approved: true });
    const support = await signedInUser(["customer_support"]);
    const screen = await json<Screen>(await get(loader, PAGE, support.cookie));
    const expectedCounts = await db()
      .selectFrom("product_reviews")
      .select((eb) => [
        eb.fn
          .countAll<number>()
          .filterWhere("is_approved", "=", 0)
          .filterWhere("rejected_at", "is", null)
          .as("pending"),
        eb.fn.countAll<number>().filterWhere("is_approved", "=", 1).as("approved"),
      ])
      .executeTakeFirstOrThrow();
    expect(screen.counts).toMatchObject({ pending: expectedCounts.pending, approved: expectedCounts.approved });
    expect(screen.pending.find((review) => review.id === pending.id)).toMatchObject({
      productName: pending.product.name,
      productCode: pending.product.wsCode,
      rating: 2,
      text: "Bag arrived torn.",
      state: "pending",
    });
    expect(screen.pending.some((review) => review.id === approved.id)).toBe(false);
    expect(screen.all.find((review) => review.id === approved.id)).toMatchObject({ state: "approved" });
    const opened = await json<Screen>(await get(loader, `${PAGE}?review=${pending.id}`, support.cookie));
    expect(opened.moderating).toMatchObject({ id: pending.id, productCode: pending.product.wsCode });
  });

  it("approves a review: 'Review Approved', it shows on the product page and the rating follows", async () => {
    const { id, product } = await reviewOnNewProduct({ rating: 5 });
    expect((await productPage(product.wsCode)).rating).toBeNull();
    const manager = await signedInUser(["content_manager"]);
    const response = await post(action, PAGE, { intent: "approve", reviewId: id, response: "" }, manager.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(PAGE);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({ title: REVIEW_APPROVED_TITLE });
    expect(await reviewRow(id)).toMatchObject({ is_approved: 1, admin_response: null });
    const page = await productPage(product.wsCode);
    expect(page.reviews.map((review) => review.id)).toEqual([id]);
    expect(page.rating).toEqual({ average: 5, count: 1 });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toEqual([{ action: "review.approve", actor_id: manager.id }]);
  });

  it("adds a trimmed response and approves; the product page shows both", async () => {
    const { id, product } = await reviewOnNewProduct();
    const admin = await signedInUser(["admin"]);
    const response = await post(
      action,
      PAGE,
      { intent: "respond", reviewId: id, response: "  Thank you, Sipho!  " },
      admin.cookie,
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response, admin.cookie)).toMatchObject({ title: REVIEW_APPROVED_TITLE });
    const row = await reviewRow(id);
    expect(row).toMatchObject({ is_approved: 1, admin_response: "Thank you, Sipho!" });
    expect(row.admin_response_date).not.toBeNull();
    const page = await productPage(product.wsCode);
    expect(page.reviews).toMatchObject([{ id, text: "The hens love it.", adminResponse: "Thank you, Sipho!" }]);
  });

  it("refuses Add Response & Approve with a blank or too long response, changing nothing", async () => {
    const { id } = await reviewOnNewProduct();
    const admin = await signedInUser(["admin"]);
    const blank = await post(action, PAGE, { intent: "respond", reviewId: id, response: "   \n " }, admin.cookie);
    expect(blank.status).toBe(400);
    expect(await json<Refusal>(blank)).toMatchObject({
      reviewId: id,
      title: FAILED_TO_ADD_RESPONSE,
      message: RESPONSE_REQUIRED,
    });
    const long = await post(
      action,
      PAGE,
      { intent: "respond", reviewId: id, response: "x".repeat(2001) },
      admin.cookie,
    );
    expect(long.status).toBe(400);
    expect(await json<Refusal>(long)).toMatchObject({ title: FAILED_TO_ADD_RESPONSE, message: RESPONSE_TOO_LONG });
    expect(await reviewRow(id)).toMatchObject({ is_approved: 0, admin_response: null, rejected_at: null });
  });

  it("rejects a pending review: it leaves the pending list, stays off the shop, and can still be approved later", async () => {
    const { id, product } = await reviewOnNewProduct();
    const manager = await signedInUser(["content_manager"]);
    const response = await post(action, PAGE, { intent: "reject", reviewId: id }, manager.cookie);
    expect(response.status).toBe(302);
    expect(await toastAfter(response, manager.cookie)).toMatchObject({ title: REVIEW_REJECTED_TITLE });
    expect((await reviewRow(id)).rejected_at).not.toBeNull();
    const screen = await json<Screen>(await get(loader, PAGE, manager.cookie));
    expect(screen.pending.some((review) => review.id === id)).toBe(false);
    expect(screen.all.find((review) => review.id === id)?.state).toBe("rejected");
    expect((await productPage(product.wsCode)).reviews).toEqual([]);
    await post(action, PAGE, { intent: "approve", reviewId: id }, manager.cookie);
    expect(await reviewRow(id)).toMatchObject({ is_approved: 1, rejected_at: null });
  });

  it("refuses to reject an approved review, and answers an unknown review or intent with 4xx", async () => {
    const { id } = await reviewOnNewProduct({ approved: true });
    const admin = await signedInUser(["admin"]);
    const approved = await post(action, PAGE, { intent: "reject", reviewId: id }, admin.cookie);
    expect(approved.status).toBe(409);
    expect(await json<Refusal>(approved)).toMatchObject({ title: FAILED_TO_REJECT, message: REVIEW_ALREADY_APPROVED });
    expect(await reviewRow(id)).toMatchObject({ is_approved: 1, rejected_at: null });
    const gone = await post(action, PAGE, { intent: "approve", reviewId: randomUUID() }, admin.cookie);
    expect(gone.status).toBe(404);
    expect((await json<Refusal>(gone)).message).toBe(REVIEW_GONE);
    const nonsense = await post(action, PAGE, { intent: "delete", reviewId: id }, admin.cookie);
    expect(nonsense.status).toBe(400);
  });
});
