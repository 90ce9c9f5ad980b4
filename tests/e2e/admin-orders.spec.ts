import sharp from "sharp";
import { VERIFY_PAYMENT, verifyQuestion } from "../../app/orders/payment-review";
import { createTestUser, signInAs, type TestUser, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, type Page, test } from "../support/e2e-test";
import { insertOrder } from "../support/orders";

/**
 * The back office's orders, end to end: a customer's proof of payment reaches the financial
 * officer, who verifies or rejects it; the order processor moves the order on along the
 * transition table; the customer sees each step on their order's page and in their e-mail.
 * One browser context, its signed-in user swapped as the shop's people take turns.
 */

async function customerOrder(options: { delivery: boolean }) {
  const product = await createTestProduct({ stock: 40 });
  const customer = await createTestUser();
  const order = await insertOrder(testDb(), {
    userId: customer.id,
    lines: [{ productId: product.id, quantity: 2 }],
    shippingCents: options.delivery ? 15_000 : 0,
  });
  await testDb()
    .updateTable("orders")
    .set({ contact_email: customer.email, contact_name: "Thandi Mokoena", contact_phone: "082 555 0199" })
    .where("id", "=", order.id)
    .execute();
  return { product, customer, order };
}

async function uploadProof(page: Page, orderNumber: string, filename: string) {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: "#f5f5f4" } })
    .png()
    .toBuffer();
  await page.goto(`/orders/${orderNumber}`);
  await page
    .getByLabel("Proof of payment", { exact: true })
    .setInputFiles({ name: filename, mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload proof of payment" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("proof uploaded");
}

async function moveTo(page: Page, status: string) {
  await page.getByLabel("New status").selectOption({ label: status });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByTestId("toast")).toContainText("Order updated");
  await expect(page.getByRole("region", { name: "Status" }).getByRole("listitem").last()).toContainText(status);
}

const emailsTo = (address: string) =>
  testDb()
    .selectFrom("outgoing_emails")
    .select(["kind", "subject", "text_body"])
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();

async function signIn(page: Page, baseURL: string | undefined, user: TestUser) {
  await signInAs(page.context(), baseURL ?? "", user);
}

test.describe("back-office orders", () => {
  test("a proof is verified, the order is prepared, shipped and delivered, and the customer is invited to review", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    const { product, customer, order } = await customerOrder({ delivery: true });
    const officer = await createTestUser({ roles: ["financial_officer"] });
    const processor = await createTestUser({ roles: ["order_processor"] });

    await signIn(page, baseURL, customer);
    await uploadProof(page, order.orderNumber, "eft-slip.png");

    // The financial officer finds the order by the customer's phone number and verifies the proof.
    await signIn(page, baseURL, officer);
    await page.goto("/admin/orders");
    await page.getByLabel("Order number, name, e-mail or phone").fill("082 555 0199");
    await page.getByRole("search", { name: "Find orders" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=082/);
    await page.getByRole("link", { name: order.orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole("img", { name: `Proof of payment for ${order.orderNumber}` })).toBeVisible();
    // Verify asks first, beside Reject: a dialog with JavaScript, a page of its own without, naming
    // the order, the amount and the customer.
    await page.getByRole(javaScriptEnabled ? "button" : "link", { name: VERIFY_PAYMENT }).click();
    const question = verifyQuestion({ ...order, contactName: "Thandi Mokoena", contactEmail: customer.email });
    const asking = javaScriptEnabled
      ? page.getByRole("dialog", { name: question.title })
      : page.locator("section[aria-labelledby=confirm-title]");
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(/\?verify=/);
      await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
    }
    await expect(asking).toContainText(question.message);
    await asking.getByRole("button", { name: VERIFY_PAYMENT }).click();
    await expect(page.getByTestId("toast")).toContainText("Payment verified");
    await expect(page.getByText("Payment: paid")).toBeVisible();

    // The order processor prepares it, ships it (a delivery order: no 'Ready for pickup') and marks it delivered.
    await signIn(page, baseURL, processor);
    await page.goto(`/admin/orders/${order.orderNumber}`);
    await expect(page.getByRole("button", { name: "Verify payment" })).toHaveCount(0);
    await expect(page.getByLabel("New status").locator("option", { hasText: "Ready for pickup" })).toHaveCount(0);
    await moveTo(page, "Preparing");
    await moveTo(page, "Shipped");
    await expect(page.getByLabel("New status").locator("option")).toHaveText(["Delivered"]);
    await moveTo(page, "Delivered");
    await expect(page.getByText("This order is delivered: it cannot change.")).toBeVisible();

    // The customer sees where the order went, was e-mailed at each step and may now review what was bought.
    await signIn(page, baseURL, customer);
    await page.goto(`/orders/${order.orderNumber}`);
    await expect(page.getByTestId("payment-status")).toHaveText("paid");
    const history = page.getByRole("region", { name: "Status history" });
    for (const step of ["Payment received", "Preparing", "Shipped", "Delivered"])
      await expect(history).toContainText(step);
    await page.goto("/reviews");
    await expect(page.getByRole("heading", { name: product.name })).toBeVisible();

    const sent = await emailsTo(customer.email);
    expect(sent.map((email) => email.subject)).toEqual([
      expect.stringContaining(order.orderNumber),
      `Order ${order.orderNumber}: Preparing`,
      `Order ${order.orderNumber}: Shipped`,
      `Order ${order.orderNumber}: Delivered`,
    ]);
    const audit = await testDb()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", order.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["payment.verify", "order.status", "order.status", "order.status"]);
  });

  test("a rejected proof reaches the customer with its reason, and they send a new one", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { customer, order } = await customerOrder({ delivery: false });
    const officer = await createTestUser({ roles: ["financial_officer"] });

    await signIn(page, baseURL, customer);
    await uploadProof(page, order.orderNumber, "blurry.png");

    await signIn(page, baseURL, officer);
    await page.goto(`/admin/orders/${order.orderNumber}`);
    await page
      .getByLabel("Reason for rejecting (sent to the customer)")
      .fill("The amount on the slip is R10, not the order's total.");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByTestId("toast")).toContainText("Proof rejected");
    await expect(page.getByText("Payment: payment failed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify payment" })).toHaveCount(0);

    const [rejection] = (await emailsTo(customer.email)).filter((email) => email.kind === "payment-rejected");
    expect(rejection?.text_body).toContain("The amount on the slip is R10, not the order's total.");

    await signIn(page, baseURL, customer);
    await page.goto(`/orders/${order.orderNumber}`);
    const notice = page.getByRole("alert").filter({ hasText: "Your proof of payment was not accepted" });
    await expect(notice).toContainText("The amount on the slip is R10, not the order's total.");
    await expect(notice).toContainText("Please upload a new proof of payment below.");
    await uploadProof(page, order.orderNumber, "clear.png");
    await expect(page.getByText("Your proof of payment was not accepted")).toHaveCount(0);

    const proofs = await testDb()
      .selectFrom("payment_proofs")
      .select(["original_filename", "status"])
      .where("order_id", "=", order.id)
      .orderBy("created_at")
      .execute();
    expect(proofs).toEqual([
      { original_filename: "blurry.png", status: "rejected" },
      { original_filename: "clear.png", status: "pending" },
    ]);
  });
});

test("staff find an order by its day, leave a note on it, and export the day's orders as CSV", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { order } = await customerOrder({ delivery: false });
  // A day of its own, long ago, so no other test's orders share it.
  const day = `1998-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  await testDb()
    .updateTable("orders")
    .set({ created_at: `${day}T08:30:00.000Z` })
    .where("id", "=", order.id)
    .execute();
  const processor = await createTestUser({ roles: ["order_processor"] });
  await signIn(page, baseURL, processor);

  await page.goto("/admin/orders");
  await page.getByLabel("Order number, name, e-mail or phone").fill(order.orderNumber);
  await page.getByLabel("From", { exact: true }).fill(day);
  await page.getByLabel("To", { exact: true }).fill(day);
  await page.getByRole("search", { name: "Find orders" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(page.getByRole("link", { name: order.orderNumber })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV of these orders" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${day}-to-${day}.csv`);
  const csv = await (await import("node:fs/promises")).readFile(await download.path(), "utf8");
  expect(csv).toContain(order.orderNumber);
  expect(csv).toContain("Thandi Mokoena");

  await page.getByRole("link", { name: order.orderNumber }).click();
  await page.getByLabel("Add a note for staff").fill("Customer phoned: collects on Friday with the bakkie.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("toast")).toContainText("Note added");
  const notes = page.getByRole("region", { name: "Notes for staff" });
  await expect(notes).toContainText("Customer phoned: collects on Friday with the bakkie.");
  await expect(notes).toContainText(processor.email);
});

test("the financial officer's start page leads to the proofs waiting, and shows the day's sales", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { customer, order } = await customerOrder({ delivery: false });
  await signIn(page, baseURL, customer);
  await uploadProof(page, order.orderNumber, "slip.png");

  await signIn(page, baseURL, await createTestUser({ roles: ["financial_officer"] }));
  await page.goto("/admin");
  const waiting = page.getByTestId("dashboard-item").filter({ hasText: "Proofs of payment to verify" });
  // Other tests' proofs wait too: the oldest of them all is measured against the promise.
  await expect(waiting).toContainText(
    /The oldest has waited .+(of the 24 hours we promise|past the 24-hour promise)\./,
  );
  await expect(page.getByRole("region", { name: "Sales" })).toContainText("Today");
  // Stock is not this role's work.
  await expect(page.getByText("Products out of stock")).toHaveCount(0);
  await waiting.getByRole("link").click();
  await expect(page).toHaveURL(/payment=proof_uploaded/);
  await expect(page.getByLabel("Payment")).toHaveValue("proof_uploaded");
  await page.getByLabel("Order number, name, e-mail or phone").fill(order.orderNumber);
  await page.getByRole("search", { name: "Find orders" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: order.orderNumber })).toBeVisible();
});
