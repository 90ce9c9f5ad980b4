import { randomInt } from "node:crypto";
import { formatRand } from "../../app/platform/format";
import { smsReceivedBy, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

// Issue 44: a visitor on a phone buys on the first visit with a name and a cellphone: the code the
// shop SMSes (over SMPP, read from the loopback aggregator) makes the account, proves the number
// and signs them in; the order's news go by SMS. Plain forms: the same with JavaScript off.

test("a first-time visitor checks out with a name and a cellphone code, and what to pay comes by SMS", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const product = await createTestProduct({ name: "First Visit Layer Mash", priceCents: 23_995 });
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  const typed = `073 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const e164 = `+2773${digits}`;

  await test.step("add to the cart and go to checkout: the shop asks for a name and a cellphone", async () => {
    await page.goto(`/product/${product.wsCode}`);
    await page.getByRole("button", { name: `Add to cart: ${product.name}` }).click();
    await expect(page.getByRole("link", { name: /^Cart \(\d+\)$/ })).toHaveText("Cart (1)");
    await page.goto("/cart");
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.getByRole("heading", { name: "Check out with your cellphone" })).toBeVisible();
    await page.getByLabel("Your name").fill("Lindiwe Khumalo");
    await page.getByLabel("Cellphone number").fill(typed);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText(`We sent a 6-digit code by SMS to ${typed}`)).toBeVisible();
  });

  await test.step("the code from the SMS signs the visitor in and opens checkout", async () => {
    await expect.poll(async () => (await smsReceivedBy(e164)).join(" ")).toMatch(/your code is \d{6}/);
    const code = /your code is (\d{6})/.exec((await smsReceivedBy(e164)).join(" "))?.[1] ?? "";
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Continue to checkout" }).click();
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  });

  await test.step("collect, SMS news, no e-mail: the order is placed and what to pay at the counter comes by SMS", async () => {
    await page.getByRole("radio", { name: /Collect at the store/ }).check();
    await page.getByRole("button", { name: "Continue to review" }).click();
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Lindiwe Khumalo");
    await expect(page.getByRole("textbox", { name: "E-mail address", exact: true })).toHaveValue("");
    await expect(page.getByLabel("Cellphone for SMS")).toHaveValue(typed);
    await page.getByRole("button", { name: `Place order: ${formatRand(23_995)}` }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    // Collecting: paying at the counter is offered first (decision 0096), and said by SMS too.
    await expect(page.getByTestId("order-told")).toHaveText(`We have sent the order by SMS to ${typed}.`);
    await expect(page.getByText(`Pay ${formatRand(23_995)} at the counter when you collect`)).toBeVisible();
    const orderNumber = (await page.getByTestId("confirmation-order-number").textContent()) ?? "";
    await expect.poll(async () => (await smsReceivedBy(e164)).join("")).toContain(`order ${orderNumber} placed`);
    const order = await testDb()
      .selectFrom("orders")
      .select(["contact_email", "news_channel"])
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ contact_email: null, news_channel: "sms" });
  });
});
