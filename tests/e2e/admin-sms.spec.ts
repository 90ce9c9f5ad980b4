import { randomInt, randomUUID } from "node:crypto";
import { marketingSmsText } from "../../app/sms/bulk-sms";
import { isMarketingAllowed, nextMarketingMoment } from "../../app/sms/marketing-hours";
import {
  BULK_SMS_ALREADY_CONFIRMED,
  BULK_SMS_CANCEL_LABEL,
  BULK_SMS_CANCELLED,
  BULK_SMS_REPLACE_LABEL,
  unicodeCharactersMessage,
} from "../../app/sms/messages";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";
import { proveNumber } from "../support/sms-numbers";

/** Queuing and sending are background work: a few worker rounds. */
const SENT = { timeout: 30_000 };

test("compose a bulk SMS, check and preview it, send it, follow it in the SMS log", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const run = randomUUID().slice(0, 8);
  const area = `Testdorp ${run}`;
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  const customerId = randomUUID();
  await testDb()
    .insertInto("users")
    .values({
      id: customerId,
      email: `sms-${run}@example.com`,
      phone: `082${digits}`,
    })
    .execute();
  await proveNumber(testDb(), customerId, `+2782${digits}`, { consent: true });
  await testDb()
    .insertInto("client_delivery_locations")
    .values({
      id: randomUUID(),
      user_id: customerId,
      location_name: "Farm",
      latitude: -25.7,
      longitude: 28.4,
      city: area,
    })
    .execute();
  // An order's SMS to the same phone, delivered: the log's filters find it at any hour (the send
  // itself only leaves in the marketing hours).
  await testDb()
    .insertInto("sms_messages")
    .values({
      id: randomUUID(),
      kind: "order_ready",
      to_number: `+2782${digits}`,
      body: `Order ${run} is ready for collection`,
      encoding: "gsm7",
      parts: 1,
      status: "delivered",
      sent_at: new Date().toISOString(),
      delivered_at: new Date().toISOString(),
    })
    .execute();
  const staff = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", staff);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Bulk SMS" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Bulk SMS" })).toBeVisible();
  await page.getByLabel("Message").fill(`Lucerne in stock ${run}: R95 a bale.`);
  await page.getByLabel("By delivery area").check();
  await page.getByLabel("Delivery area", { exact: true }).selectOption(area);
  await page.getByRole("button", { name: "Check" }).click();

  await expect(page.getByTestId("sms-recipients")).toHaveText("1");
  await expect(page.getByTestId("sms-parts-per-message")).toHaveText("1");
  await expect(page.getByTestId("sms-encoding")).toHaveText("GSM");
  await expect(page.getByTestId("sms-preview")).toHaveText(
    `Lucerne in stock ${run}: R95 a bale.\nReply STOP to opt out`,
  );

  await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Send…" }).click();
  if (!javaScriptEnabled) await expect(page.getByRole("heading", { name: "Send this bulk SMS?" })).toBeVisible();
  await page.getByRole("button", { name: "Send to 1 customer" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sending bulk SMS" })).toBeVisible();
  const now = isMarketingAllowed(new Date());
  if (now) await expect(page.getByText("1 sent, 0 failed.")).toBeVisible(SENT);
  else await expect(page.getByRole("status").filter({ hasText: "Scheduled" })).toBeVisible();

  await page.getByRole("link", { name: "This send in the SMS log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "SMS log" })).toBeVisible();
  const sends = page.getByRole("region", { name: "Bulk sends" });
  await expect(sends.getByText(`Lucerne in stock ${run}`)).toBeVisible();
  // From one send's SMS to the whole log, then filtered by status and number.
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page.getByText("Showing one bulk send's SMS.")).toHaveCount(0);
  const number = `082 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const messages = page.getByRole("region", { name: "SMS" });
  await page.getByLabel("Status").selectOption("delivered");
  await page.getByLabel("Number").fill(number);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(messages.getByText(`Order ${run} is ready for collection`)).toBeVisible();
  await expect(messages.getByText(`Lucerne in stock ${run}`)).toHaveCount(0);
  if (now) {
    // Sent over SMPP to the loopback aggregator, which sends no delivery receipt by itself.
    await page.getByLabel("Status").selectOption("sent");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(messages.getByText(`Lucerne in stock ${run}`)).toBeVisible();
    await expect(messages.getByText(`Order ${run} is ready for collection`)).toHaveCount(0);
  }
});

test("replace a curly apostrophe, confirm twice and get one send, cancel a scheduled send through its confirmation", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const run = randomUUID().slice(0, 8);
  const area = `Dubbeldorp ${run}`;
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  const customerId = randomUUID();
  await testDb()
    .insertInto("users")
    .values({ id: customerId, email: `sms2-${run}@example.com`, phone: `083${digits}` })
    .execute();
  await proveNumber(testDb(), customerId, `+2783${digits}`, { consent: true });
  await testDb()
    .insertInto("client_delivery_locations")
    .values({
      id: randomUUID(),
      user_id: customerId,
      location_name: "Farm",
      latitude: -25.7,
      longitude: 28.4,
      city: area,
    })
    .execute();
  const staff = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", staff);

  await test.step("the composer names the curly apostrophe and replaces it", async () => {
    await page.goto("/admin/sms");
    await page.getByLabel("Message").fill(`Lucerne’s in ${run}`);
    await page.getByLabel("By delivery area").check();
    await page.getByLabel("Delivery area", { exact: true }).selectOption(area);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText(unicodeCharactersMessage("’ (curly apostrophe)"))).toBeVisible();
    await expect(page.getByTestId("sms-encoding")).toHaveText("Unicode");
    await page.getByRole("button", { name: BULK_SMS_REPLACE_LABEL }).click();
    await expect(page.getByTestId("sms-encoding")).toHaveText("GSM");
    await expect(page.getByLabel("Message")).toHaveValue(`Lucerne's in ${run}`);
    await expect(page.getByTestId("sms-preview")).toHaveText(marketingSmsText(`Lucerne's in ${run}`));
  });

  await test.step("confirmed, then again after the back button: one send", async () => {
    const confirm = async () => {
      await page.getByRole(javaScriptEnabled ? "button" : "link", { name: "Send…" }).click();
      const asking = javaScriptEnabled
        ? page.getByRole("dialog")
        : page.getByRole("region", { name: "Send this bulk SMS?" });
      await asking.getByRole("button", { name: "Send to 1 customer" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sending bulk SMS" })).toBeVisible();
    };
    await confirm();
    const first = new URL(page.url()).pathname;
    await page.goBack();
    if (javaScriptEnabled) await confirm();
    else {
      // The confirmation page again, as the browser kept its address: its form sent a second time.
      await expect(page.getByRole("heading", { name: "Send this bulk SMS?" })).toBeVisible();
      await page.getByRole("button", { name: "Send to 1 customer" }).click();
    }
    await expect(page.getByText(BULK_SMS_ALREADY_CONFIRMED)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(first);
    const sends = await testDb()
      .selectFrom("sms_sends")
      .select("id")
      .where("text", "=", marketingSmsText(`Lucerne's in ${run}`))
      .execute();
    expect(sends).toHaveLength(1);
  });

  await test.step("a send scheduled for next week is cancelled through its confirmation", async () => {
    const sendId = randomUUID();
    const nextWeek = nextMarketingMoment(new Date(Date.now() + 7 * 24 * 3_600_000));
    await testDb()
      .insertInto("sms_sends")
      .values({
        id: sendId,
        body: `Open day ${run}`,
        text: marketingSmsText(`Open day ${run}`),
        audience: JSON.stringify({ kind: "area", area }),
        audience_label: `Opted in, delivering in ${area}`,
        encoding: "gsm7",
        parts: 1,
        price_per_part_cents: 25,
        recipients_expected: 1,
        confirmed_cost_cents: 25,
        confirmed_at: new Date().toISOString(),
        scheduled_for: nextWeek.toISOString(),
        created_by: staff.id,
      })
      .execute();
    await page.goto(`/admin/sms/${sendId}`);
    await expect(page.getByRole("status").filter({ hasText: "Scheduled: starts" })).toBeVisible();
    await page.getByRole(javaScriptEnabled ? "button" : "link", { name: BULK_SMS_CANCEL_LABEL }).click();
    const asking = javaScriptEnabled
      ? page.getByRole("dialog")
      : page.getByRole("region", { name: "Cancel this bulk SMS?" });
    await expect(asking.getByText("None of its SMS has gone yet; none will.")).toBeVisible();
    await asking.getByRole("button", { name: BULK_SMS_CANCEL_LABEL }).click();
    await expect(
      page.getByRole("status").filter({ hasText: BULK_SMS_CANCELLED }).filter({ hasText: "Ended" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: BULK_SMS_CANCEL_LABEL })).toHaveCount(0);
    await expect(page.getByRole("button", { name: BULK_SMS_CANCEL_LABEL })).toHaveCount(0);
    const send = await testDb()
      .selectFrom("sms_sends")
      .select(["status", "ended_by"])
      .where("id", "=", sendId)
      .executeTakeFirstOrThrow();
    expect(send).toEqual({ status: "cancelled", ended_by: staff.id });
  });
});
