import { randomInt, randomUUID } from "node:crypto";
import { createTestUser, signInAs, smsReceivedBy, testDb } from "../support/e2e-helpers";
import { createTestProduct } from "../support/e2e-products";
import { expect, test } from "../support/e2e-test";

// Issues 32 and 43: choosing SMS for an order's news at checkout, proving the cellphone with the
// code the shop SMSes to it (the SMS only go to a proved number), and offers by SMS on the
// account screen; plain forms, radio buttons and a checkbox, so the same with JavaScript off.

test("a customer chooses SMS at checkout, proves the cellphone with the SMS code, then opts in to and out of offers", async ({
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
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  const shown = `082 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const e164 = `+2782${digits}`;
  let orderNumber = "";

  await test.step("checkout: SMS to a landline is refused at the field; to an unproved cellphone, the news go by e-mail", async () => {
    await page.goto("/cart/checkout?fulfilment=collect&step=review");
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
    await expect(page.getByTestId("checkout-sms-number")).toContainText("SMS go only to a cellphone you have proved");
    // An order to collect ticks paying at the counter (decision 0096): this one is paid by EFT.
    await page.getByRole("radio", { name: /^EFT \(bank transfer\)/ }).check();
    const choice = page.getByRole("group", { name: "How should we tell you about this order?" });
    await choice.getByRole("radio", { name: "SMS" }).check();
    await page.getByLabel("Cellphone for SMS").fill("012 345 6789");
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByText("This is not a South African cellphone number")).toBeVisible();
    await page.getByLabel("Cellphone for SMS").fill(shown);
    await page.getByRole("button", { name: /^Place order/ }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your order is placed" })).toBeVisible();
    await expect(page.getByTestId("order-told")).toHaveText(
      `We have e-mailed the order and our banking details to ${user.email}.`,
    );
    await expect(page.getByTestId("order-sms-held")).toContainText(`your cellphone ${shown} is not proved yet`);
    orderNumber = (await page.getByTestId("confirmation-order-number").textContent()) ?? "";
    const sms = await testDb().selectFrom("sms_messages").select("id").where("to_number", "=", e164).execute();
    expect(sms).toEqual([]);
  });

  await test.step("prove the cellphone: the code the shop SMSed, typed back, lands on the order", async () => {
    await page.getByRole("link", { name: "Prove my cellphone" }).click();
    await expect(page.getByRole("heading", { name: "Prove your cellphone number" })).toBeVisible();
    await page.getByLabel("Cellphone number").fill(shown);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText(`We sent a 6-digit code by SMS to ${shown}`)).toBeVisible();
    // The code as the phone got it, over SMPP.
    await expect.poll(async () => (await smsReceivedBy(e164)).join(" ")).toMatch(/your code is \d{6}/);
    const code = /your code is (\d{6})/.exec((await smsReceivedBy(e164)).join(" "))?.[1] ?? "";
    await page
      .getByLabel("Code from the SMS")
      .fill(code === "999999" ? "000000" : String(Number(code) + 1).padStart(6, "0"));
    await page.getByRole("button", { name: "Prove my number" }).click();
    await expect(page.getByText("That code is not right. You have 4 tries left.")).toBeVisible();
    await page.getByLabel("Code from the SMS").fill(code);
    await page.getByRole("button", { name: "Prove my number" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
    await expect(page.getByText(`Your cellphone ${shown} is proved`)).toBeVisible();
  });

  await test.step("account: the proved number and the choice; offers by SMS in, then out", async () => {
    await page.goto("/account");
    const messages = page.getByRole("region", { name: "Messages from the shop" });
    await expect(messages.getByTestId("sms-number")).toContainText(`SMS go to ${shown} (proved on`);
    await expect(messages.getByRole("radio", { name: "SMS" })).toBeChecked();
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
    const consent = await testDb().selectFrom("sms_consents").select("phone").where("phone", "=", e164).execute();
    expect(consent).toEqual([]);
  });
});
