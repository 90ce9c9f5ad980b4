import { randomBytes, randomUUID } from "node:crypto";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

/**
 * The back office's contact-messages inbox, end to end: customer support finds a message sent
 * through the contact form, reads it whole, marks it read, archives it and brings it back; each
 * step is a plain form, so the same walk works with JavaScript on and off.
 */

const MESSAGE = "Good day,\n\nDo you have 40 lucerne bales for Saturday?\n    - delivered to Plot 7\n\nRegards";

async function contactMessage() {
  const tag = randomBytes(5).toString("hex");
  const row = {
    id: randomUUID(),
    name: `Marietjie Inbox${tag}`,
    email: `inbox-${tag}@example.com`,
    message: MESSAGE,
    source: "consultant" as const,
    ip_address: "41.13.20.7",
  };
  await testDb().insertInto("contact_messages").values(row).execute();
  return { ...row, tag };
}

const state = (id: string) =>
  testDb()
    .selectFrom("contact_messages")
    .select(["handled_at", "archived_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

test.describe("back-office contact messages", () => {
  test("customer support finds a message, reads it, marks it read, archives and unarchives it", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const sent = await contactMessage();
    const support = await createTestUser({ roles: ["customer_support"] });
    await signInAs(page.context(), baseURL ?? "", support);

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Messages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await page.getByLabel("Name, e-mail or message text").fill(sent.email);
    await page.getByRole("search", { name: "Find messages" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=inbox-/);
    const tabs = page.getByRole("navigation", { name: "Messages by state" });
    await expect(tabs.getByRole("link", { name: "Unread (1)" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ hasText: sent.name });
    await expect(row).toContainText(sent.email);
    await expect(row).toContainText("Consultant request");
    await row.getByRole("link", { name: /Good day,/ }).click();

    // The whole message, its line breaks and indents kept; opening it has not marked it read.
    await expect(page.getByRole("heading", { level: 1, name: `Message from ${sent.name}` })).toBeVisible();
    const text = page.getByTestId("message-text");
    await expect(text).toContainText("- delivered to Plot 7");
    expect(await text.textContent()).toBe(MESSAGE);
    await expect(text).toHaveCSS("white-space", "pre-wrap");
    await expect(page.getByTestId("message-state")).toHaveText("Unread");
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${sent.email}?subject=Re%3A%20your%20message%20to%20Donkerhoek%20Farm%20Supplies`,
    );
    expect(await state(sent.id)).toEqual({ handled_at: null, archived_at: null });

    await page.getByRole("button", { name: "Mark as read" }).click();
    await expect(page.getByTestId("toast")).toContainText("Marked as read");
    await expect(page.getByTestId("message-state")).toHaveText("Read");
    await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();

    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Message archived");
    await expect(page.getByTestId("message-state")).toHaveText("Archived");

    // The list, under the same search, now has it in the Archived tab only.
    await page.goto(`/admin/messages?search=${encodeURIComponent(sent.email)}`);
    await expect(tabs.getByRole("link", { name: "Unread (0)" })).toBeVisible();
    await tabs.getByRole("link", { name: "Archived (1)" }).click();
    await expect(page).toHaveURL(/tab=archived/);
    await page
      .getByRole("row")
      .filter({ hasText: sent.name })
      .getByRole("link", { name: /Good day,/ })
      .click();
    await page.getByRole("button", { name: "Unarchive" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message unarchived");
    await expect(page.getByTestId("message-state")).toHaveText("Read");
    await page.getByRole("button", { name: "Mark as unread" }).click();
    await expect(page.getByTestId("toast")).toContainText("Marked as unread");
    await expect(page.getByTestId("message-state")).toHaveText("Unread");

    const audit = await testDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("entity_id", "=", sent.id)
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual(
      ["read", "archive", "unarchive", "unread"].map((change) => ({
        action: `contact_message.${change}`,
        actor_id: support.id,
      })),
    );
  });

  test("a content manager is not offered the inbox and is refused at its address", async ({ page, baseURL }) => {
    const sent = await contactMessage();
    const manager = await createTestUser({ roles: ["content_manager"] });
    await signInAs(page.context(), baseURL ?? "", manager);
    await page.goto("/admin");
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Special prices" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Messages" })).toHaveCount(0);
    const response = await page.goto(`/admin/messages/${sent.id}`);
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { level: 1, name: "You do not have access to this part of the back office." }),
    ).toBeVisible();
    await expect(page.getByText("This screen opens for: Super admin, Admin, Customer support.")).toBeVisible();
    await expect(page.getByText(MESSAGE.split("\n")[2] ?? "")).toHaveCount(0);
  });
});
