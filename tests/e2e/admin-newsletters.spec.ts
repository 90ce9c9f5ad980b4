import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { shopDayOf } from "../../app/platform/shop-days";
import { e2eStubsUrl } from "../support/e2e-env";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { photoLikePng } from "../support/e2e-photo";
import { expect, test } from "../support/e2e-test";

/** The send is background work: the progress page shows it done within a few worker rounds. */
const SENT = { timeout: 30_000 };

type ReceivedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

/** What the loopback SMTP server (in the stubs process) received for one address. */
async function received(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `${e2eStubsUrl(process.env.E2E_STUBS_PORT ?? "")}/smtp/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as ReceivedMail[];
}

test("write a bilingual newsletter, preview it, send it, read it, unsubscribe, export the subscribers", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const run = randomUUID().slice(0, 8);
  const readers = [`thandi-${run}@example.com`, `pieter-${run}@example.com`];
  const now = new Date().toISOString();
  await testDb()
    .insertInto("newsletter_subscriptions")
    .values(
      readers.map((email) => ({
        id: randomUUID(),
        email,
        is_active: 1,
        consent_at: now,
        confirmed_at: now,
        unsubscribe_token: randomUUID().replace(/-/g, ""),
      })),
    )
    .execute();
  const admin = await createTestUser({ roles: ["admin"] });
  await signInAs(context, baseURL ?? "", admin);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Newsletters" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter Management" })).toBeVisible();
  await page.getByRole("link", { name: "Create Newsletter" }).click();

  const title = `Harvest news ${run}`;
  const subjectEn = `Harvest season specials for your farm ${run}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save Newsletter" }).click();
  await expect(page.getByText("Please fill in all required English fields")).toBeVisible();

  await page.getByLabel("Subject (English)").fill(subjectEn);
  await page.getByLabel("Content (English)").fill("Dear farmer,\n\nOur **lucerne** bales are in.");
  if (javaScriptEnabled) await page.getByRole("tab", { name: "Afrikaans" }).click();
  await page.getByLabel("Subject (Afrikaans, optional)").fill(`Oesseisoen spesiale aanbiedinge ${run}`);
  await page.getByLabel("Content (Afrikaans, optional)").fill("Beste boer,\n\nOns **lusern** bale is hier.");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByTestId("newsletter-preview");
  await expect(preview).toContainText("Our lucerne bales are in.");
  await expect(preview).toContainText("Ons lusern bale is hier.");
  await expect(preview.locator("strong").first()).toHaveText("lucerne");
  const cartoon = await photoLikePng("cartoon.png");
  expect(cartoon.buffer.length).toBeGreaterThan(200 * 1024);
  await page.getByLabel("Cartoon image (optional, under 5MB)").setInputFiles(cartoon);
  await page.getByLabel("What the cartoon shows (alt text, needed with a cartoon)").fill("A hen reading the news");
  await page.getByRole("button", { name: "Save Newsletter" }).click();
  await expect(page.getByTestId("toast")).toContainText("Newsletter created");
  const saved = await testDb()
    .selectFrom("newsletters")
    .select("cartoon_image_url")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  expect(saved.cartoon_image_url).toBeTruthy();

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  const send = /^Send to \d+ subscribers?$/;
  if (javaScriptEnabled) {
    await row.getByRole("button", { name: send }).click();
    await page.getByRole("dialog").getByRole("button", { name: send }).click();
  } else {
    await row.getByRole("link", { name: send }).click();
    await expect(page.getByRole("heading", { name: "Send newsletter" })).toBeVisible();
    await page.getByRole("button", { name: send }).click();
  }
  await expect(page.getByRole("heading", { level: 1, name: `Sending: ${title}` })).toBeVisible();
  await expect(page.getByText("Newsletter sent")).toBeVisible(SENT);
  await expect(page.getByTestId("progress-To go")).toHaveText("0");

  // Each reader got exactly one e-mail, in both languages, with their own unsubscribe link.
  const [mail, ...more] = (await received(readers[0] ?? "")).filter((m) => m.subject.includes(run));
  expect(more).toEqual([]);
  if (!mail) throw new Error("the newsletter never reached the SMTP server");
  expect(mail.subject).toBe(`${subjectEn} | Oesseisoen spesiale aanbiedinge ${run}`);
  // The text part is text, made from the same sanitised content: no Markdown marks.
  expect(mail.text.indexOf("Our lucerne bales")).toBeGreaterThan(-1);
  expect(mail.text.indexOf("Our lucerne bales")).toBeLessThan(mail.text.indexOf("Ons lusern bale"));
  expect(mail.html).toContain("Ons <strong");
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const link = /(http\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1] ?? "";
  expect(mail.headers["list-unsubscribe"]).toBe(`List-Unsubscribe: <${link}>`);
  expect((await received(readers[1] ?? "")).filter((m) => m.subject.includes(run))).toHaveLength(1);
  // The demo subscribers too; never the one who left or the one who did not confirm (POPIA).
  expect((await received("reader.thandi@example.com")).filter((m) => m.subject.includes(run))).toHaveLength(1);
  expect((await received("reader.left@example.com")).filter((m) => m.subject.includes(run))).toEqual([]);
  expect((await received("reader.pending@example.com")).filter((m) => m.subject.includes(run))).toEqual([]);

  await page.goto(link);
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByText("You have been unsubscribed")).toBeVisible();

  // The count and the list know at once.
  await page.goto("/admin/newsletter-management");
  const active = await testDb()
    .selectFrom("newsletter_subscriptions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  await expect(page.getByTestId("active-subscribers")).toHaveText(
    `${active.n} active subscriber${Number(active.n) === 1 ? "" : "s"}`,
  );
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Sent");
  await page.getByLabel("Search by e-mail").fill(readers[0] ?? "");
  await page.getByRole("search", { name: "Find subscribers" }).getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No subscribers found.")).toBeVisible();
  await page.getByRole("link", { name: "All Subscribers" }).click();
  await expect(page.getByText(readers[0] ?? "")).toBeVisible();
  await expect(page.getByRole("button", { name: `Activate ${readers[0]}` })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to CSV" }).click();
  const download = await downloading;
  // Named with the South African day (from 22:00 UTC it is already tomorrow there).
  expect(download.suggestedFilename()).toBe(`newsletter-subscribers-${shopDayOf(new Date())}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.replace(/^\uFEFF/, "").split("\n")[0]).toBe("Email,Status,Subscribed Date");
  expect(csv).toContain(`${readers[0]},Inactive,`);
});
