import { randomInt, randomUUID } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";
import { proveNumber } from "../support/sms-numbers";

/**
 * The SMS inbox, end to end (decision 0090): customer support find a customer's reply beside the
 * customer and their latest order, mark it handled, and opt the number out through the
 * confirmation (a dialog with JavaScript, a page without); then opt out a number typed in for a
 * customer who phoned. Every step is a plain form, so the walk works with JavaScript on and off.
 */

/** A cellphone number no other test uses: 082 and seven random digits. */
function cellphone() {
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  return { e164: `+2782${digits}`, display: `082 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

test("customer support read a reply beside the customer and their latest order, mark it handled and opt the number out", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const run = randomUUID().slice(0, 8);
  const number = cellphone();
  const customerId = randomUUID();
  await testDb()
    .insertInto("users")
    .values({ id: customerId, email: `inbox-${run}@example.com`, first_name: "Marietjie", last_name: `Inbox${run}` })
    .execute();
  await testDb()
    .insertInto("client_profiles")
    .values({
      id: randomUUID(),
      user_id: customerId,
      client_code: `CL-SMS${run}`,
      first_name: "Marietjie",
      last_name: `Inbox${run}`,
      email: `inbox-${run}@example.com`,
    })
    .execute();
  await proveNumber(testDb(), customerId, number.e164, { consent: true });
  for (const [suffix, createdAt] of [
    ["1", "2026-09-01T08:00:00.000Z"],
    ["2", "2026-11-20T08:00:00.000Z"],
  ] as const) {
    await testDb()
      .insertInto("orders")
      .values({
        id: randomUUID(),
        order_number: `ORD-1999-${run}${suffix}`,
        user_id: customerId,
        subtotal_cents: 1000,
        total_cents: 1000,
        status: suffix === "2" ? "ready_for_pickup" : "delivered",
        created_at: createdAt,
      })
      .execute();
  }
  const replyId = randomUUID();
  await testDb()
    .insertInto("sms_inbound")
    .values({ id: replyId, from_number: number.e164, body: `Can I collect on Saturday? ${run}`, kind: "other" })
    .execute();
  const support = await createTestUser({ roles: ["customer_support"] });
  await signInAs(context, baseURL ?? "", support);

  await test.step("find the reply beside the customer and their latest order", async () => {
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "SMS inbox" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "SMS inbox" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Number" }).fill(number.display);
    await page.getByRole("search", { name: "Find replies" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/number=082/);
    const tabs = page.getByRole("navigation", { name: "Replies by state" });
    await expect(tabs.getByRole("link", { name: "Open (1)" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ hasText: `Can I collect on Saturday? ${run}` });
    await expect(row).toContainText(number.display);
    await expect(row.getByRole("link", { name: `Marietjie Inbox${run}` })).toHaveAttribute(
      "href",
      `/admin/clients?client=${customerId}`,
    );
    await expect(row).toContainText("Number proved on this account");
    await expect(row.getByRole("link", { name: `ORD-1999-${run}2` })).toHaveAttribute(
      "href",
      `/admin/orders/ORD-1999-${run}2`,
    );
    await expect(row).toContainText("Ready for pickup");
    await expect(row).toContainText("Consented");
  });

  await test.step("mark it handled: it leaves the Open list", async () => {
    const row = page.getByRole("row").filter({ hasText: `Can I collect on Saturday? ${run}` });
    await row.getByRole("button", { name: /Mark handled/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Marked handled");
    const tabs = page.getByRole("navigation", { name: "Replies by state" });
    await expect(tabs.getByRole("link", { name: "Open (0)" })).toBeVisible();
    await tabs.getByRole("link", { name: "Handled (1)" }).click();
    await expect(page).toHaveURL(/tab=handled/);
    await expect(page.getByRole("row").filter({ hasText: run })).toContainText(`by ${support.email}`);
  });

  await test.step("opt the number out, through the confirmation", async () => {
    const row = page.getByRole("row").filter({ hasText: `Can I collect on Saturday? ${run}` });
    await row.getByRole(javaScriptEnabled ? "button" : "link", { name: "Opt this number out" }).click();
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Opt this number out" })).toBeVisible();
    else await expect(page.getByRole("heading", { level: 1, name: "Opt this number out" })).toBeVisible();
    await expect(page.getByText(`Opt ${number.display} (Marietjie Inbox${run}) out of marketing SMS?`)).toBeVisible();
    await page.getByRole("button", { name: "Opt out", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Number opted out");
    await expect(page).toHaveURL(/tab=handled/);
    const after = page.getByRole("row").filter({ hasText: `Can I collect on Saturday? ${run}` });
    await expect(after).toContainText("Opted out");
    await expect(after.getByRole("button", { name: "Opt this number out" })).toHaveCount(0);
    await expect(after.getByRole("link", { name: "Opt this number out" })).toHaveCount(0);
    await expect
      .poll(() =>
        testDb().selectFrom("sms_opt_outs").select(["source", "inbound_id"]).where("phone", "=", number.e164).execute(),
      )
      .toEqual([{ source: "staff", inbound_id: replyId }]);
  });

  await test.step("opt out a number typed in for a customer who phoned", async () => {
    const phoned = cellphone();
    await page.getByLabel("Cellphone number").fill("012 802 0000");
    await page.getByRole("button", { name: "Opt out..." }).click();
    await expect(page.getByText("This is not a South African cellphone number")).toBeVisible();
    await page.getByLabel("Cellphone number").fill(phoned.display);
    await page.getByRole("button", { name: "Opt out..." }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Opt this number out" })).toBeVisible();
    await expect(page.getByText(`Opt ${phoned.display} out of marketing SMS?`)).toBeVisible();
    await page.getByRole("button", { name: "Opt out", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText(`${phoned.display} gets no more marketing SMS`);
    await expect
      .poll(() => testDb().selectFrom("sms_opt_outs").select("source").where("phone", "=", phoned.e164).execute())
      .toEqual([{ source: "staff" }]);
  });

  const audit = await testDb()
    .selectFrom("audit_log")
    .select(["action", "actor_id"])
    .where("entity_id", "in", [replyId, number.e164])
    .orderBy("created_at")
    .execute();
  expect(audit).toEqual([
    { action: "sms_inbound.handled", actor_id: support.id },
    { action: "sms.opt_out", actor_id: support.id },
  ]);
});
