import { randomUUID } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

// Issue 32: choosing SMS for an order's news at checkout, and opting in to and out of offers by
// SMS on the account screen; plain radio buttons and a checkbox, so the same with JavaScript off.

test("a customer chooses SMS at checkout, then opts in to and out of offers by SMS on My Account", async ({
  page,
  context,
  baseURL,
}) => {
  const user = await createTestUser();
  await signInAs(context, baseURL ?? "", user);
  const product = await createTestProduct({ name: "SMS Layer Mash", priceCents: 21_000 });
  const cartId = randomUUID();
  await testDb().insertInto("carts").values({ id: cartId, user_id: user.id }).execute();
  await testDb()
    .insertInto("cart_items")
    .values({ id: randomUUID(), cart_id: cartId, product_id: product.id, quantity: 1 })
    .execute();

  await test.step("checkout: SMS to a landline is refused at the field, then SMS to a cellphone", async () => {
    await page.goto("/cart/checkout?fulfilment=collect&step=review");
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    const choice = page.getByRole("group", { name: "How should we tell you about this order?" });
    await choice.getByRole("radio", { name: "SMS" }).check();
    await page.getByLabel("Cellphone for SMS").fill("012 345 6789");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByText("This is not a South African cellphone number")).toBeVisible();
    await page.getByLabel("Cellphone for SMS").fill("082 555 0911");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    const order = await testDb()
      .selectFrom("orders")
      .select(["news_channel", "news_phone"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ news_channel: "sms", news_phone: "+27825550911" });
  });

  await test.step("account: the choice is remembered; offers by SMS in, then out", async () => {
    await page.goto("/account");
    const messages = page.getByRole("region", { name: "Messages from the shop" });
    await expect(messages.getByRole("radio", { name: "SMS" })).toBeChecked();
    await expect(messages.getByLabel("Cellphone for SMS")).toHaveValue("082 555 0911");
    const offers = messages.getByRole("checkbox", { name: /Send me offers by SMS/ });
    await expect(offers).not.toBeChecked();
    await offers.check();
    await messages.getByRole("button", { name: "Save message settings" }).click();
    await expect(page.getByTestId("offers-status")).toContainText("You get offers by SMS (agreed on this screen on");

    await page
      .getByRole("region", { name: "Messages from the shop" })
      .getByRole("checkbox", { name: /Send me offers by SMS/ })
      .uncheck();
    await page
      .getByRole("region", { name: "Messages from the shop" })
      .getByRole("button", { name: "Save message settings" })
      .click();
    await expect(page.getByTestId("offers-status")).toHaveText("You get no offers by SMS.");
    const optOut = await testDb()
      .selectFrom("sms_opt_outs")
      .select("source")
      .where("phone", "=", "+27825550911")
      .executeTakeFirst();
    expect(optOut).toEqual({ source: "customer" });
  });
});
