import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import "~/newsletter/newsletter-jobs.server";
import "~/platform/mailer.server";
import { CONTENT_SEPARATOR } from "~/newsletter/newsletter-rules";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { JOB_LOCK_TIMEOUT_MS, runDueJobs } from "~/platform/jobs.server";
import { shopDayOf } from "~/platform/shop-days";
import { action as listAction, loader as listLoader } from "~/routes/admin.newsletter-management";
import { action as editAction, loader as editLoader } from "~/routes/admin.newsletter-management_.$newsletterId";
import { loader as previewLoader } from "~/routes/admin.newsletter-management_.$newsletterId_.preview";
import { loader as progressLoader } from "~/routes/admin.newsletter-management_.$newsletterId_.progress";
import { loader as exportLoader } from "~/routes/admin.newsletter-management_.subscribers[.csv]";
import { action as unsubscribeAction } from "~/routes/newsletter_.unsubscribe";
import { asResponse, TEST_ORIGIN } from "../support/actions";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, postMultipart, signedInUser, toastAfter } from "../support/route-calls";
import { recipientsOf, startLoopbackSmtp } from "../support/smtp-server";
import { uploadTempFolders } from "../support/upload-temp";

// Every e-mail in this file goes out over SMTP to a real server on loopback.
const smtp = await startLoopbackSmtp();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

const PAGE = "/admin/newsletter-management";

type Refusal = { title: string; message: string };
type ListPage = {
  activeCount: number;
  newsletters: { id: string; title: string; subject: string; status: string; sent_count: number }[];
  subscribers: { id: string; email: string; is_active: number }[];
  tiles: { active: number; inactive: number; total: number; thisMonth: number };
  confirmSend: { id: string } | null;
};
type Progress = {
  progress: {
    total: number;
    sent: number;
    failed: number;
    withdrawn: number;
    toGo: number;
    finished: boolean;
    failures: { email: string; last_error: string }[];
  };
};

function editorForm(fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set("image", image, "cartoon.png");
  return form;
}

const bilingual = {
  intent: "save",
  title: "Winter feeding",
  status: "published",
  subjectEn: "Winter feeding tips for your herd this June",
  subjectAf: "Winter voedingswenke vir u kudde hierdie Junie",
  contentEn: "Dear farmer,\n\nKeep **lucerne** dry. [Our specials](https://shop.example.com/specials)",
  contentAf: "Beste boer,\n\nHou **lusern** droog.",
};

async function createNewsletter(cookie: string, fields: Record<string, string> = {}) {
  const title = `Newsletter ${randomUUID().slice(0, 8)}`;
  // A subject of its own, so the test finds its e-mails among all the SMTP server received.
  const subjectEn = `${bilingual.subjectEn} (${title})`;
  const response = await postMultipart(
    editAction,
    `${PAGE}/new`,
    editorForm({ ...bilingual, title, subjectEn, ...fields }),
    cookie,
    { newsletterId: "new" },
  );
  expect(response.status).toBe(302);
  return db().selectFrom("newsletters").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
}

/** Only these people are subscribed (and confirmed) from now on. */
async function onlySubscribers(emails: string[]) {
  await db().deleteFrom("newsletter_subscriptions").execute();
  const rows = emails.map((email) => ({
    id: randomUUID(),
    email,
    is_active: 1,
    consent_at: new Date().toISOString(),
    confirmed_at: new Date().toISOString(),
    unsubscribe_token: randomUUID().replace(/-/g, ""),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db()
      .insertInto("newsletter_subscriptions")
      .values(rows.slice(i, i + 200))
      .execute();
  }
  return rows;
}

/** What the server's worker does: runs every due job until none is left (a crashed one too). */
async function drainJobs() {
  for (;;) {
    const ran = await runDueJobs(db(), new Date(Date.now() + JOB_LOCK_TIMEOUT_MS + 60_000), 100);
    if (ran.done + ran.failed + ran.retried === 0) return;
  }
}

const mailsFor = (newsletterSubject: string) => smtp.messages.filter((mail) => mail.subject === newsletterSubject);

describe("writing a newsletter", () => {
  it("refuses a newsletter without its English title, subject or content, keeping what was typed", async () => {
    const admin = await signedInUser(["admin"]);
    for (const missing of ["title", "subjectEn", "contentEn"]) {
      const response = await postMultipart(
        editAction,
        `${PAGE}/new`,
        editorForm({ ...bilingual, [missing]: "  " }),
        admin.cookie,
        { newsletterId: "new" },
      );
      expect(response.status).toBe(400);
      const body = await json<Refusal & { values: { subjectAf: string } }>(response);
      expect(body).toMatchObject({ title: "Validation Error", message: "Please fill in all required English fields" });
      expect(body.values.subjectAf).toBe(bilingual.subjectAf);
    }
  });

  it("stores the subject as 'English | Afrikaans' and the content joined by the separator line, audited", async () => {
    const admin = await signedInUser(["content_manager"]);
    const row = await createNewsletter(admin.cookie);
    expect(row.subject).toBe(`${bilingual.subjectEn} (${row.title}) | ${bilingual.subjectAf}`);
    expect(row.content).toBe(`${bilingual.contentEn}\n\n${CONTENT_SEPARATOR}\n\n${bilingual.contentAf}`);
    expect(row).toMatchObject({ status: "published", created_by: admin.id });
    expect(row.published_at).not.toBeNull();
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "newsletter.create", actor_email: admin.email });

    const editor = await json<{ values: Record<string, string> }>(
      await get(editLoader, `${PAGE}/${row.id}`, admin.cookie, { newsletterId: row.id }),
    );
    expect(editor.values).toMatchObject({
      subjectEn: `${bilingual.subjectEn} (${row.title})`,
      subjectAf: bilingual.subjectAf,
      contentAf: bilingual.contentAf,
    });
  });

  it("an English-only newsletter has neither separator; a draft has no published_at until first published", async () => {
    const admin = await signedInUser(["admin"]);
    const row = await createNewsletter(admin.cookie, { status: "draft", subjectAf: "", contentAf: "" });
    expect(row.subject).toBe(`${bilingual.subjectEn} (${row.title})`);
    expect(row.content).toBe(bilingual.contentEn);
    expect(row.published_at).toBeNull();
    const saved = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, title: row.title, updatedAt: row.updated_at }),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(saved.status).toBe(302);
    expect(await toastAfter(saved, admin.cookie)).toMatchObject({ title: "Newsletter updated" });
    const after = await db().selectFrom("newsletters").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after.published_at).not.toBeNull();
    expect(after.subject).toContain(" | ");
  });

  it("refuses a save made on a stale copy, naming who changed it", async () => {
    const admin = await signedInUser(["admin"]);
    const row = await createNewsletter(admin.cookie);
    const first = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, title: "First edit", updatedAt: row.updated_at }),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(first.status).toBe(302);
    const second = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, title: "Second edit", updatedAt: row.updated_at }),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(second.status).toBe(409);
    expect((await json<Refusal>(second)).message).toContain(`changed by ${admin.email}`);
    // A cartoon sent with a refused save is not kept: nothing would ever show it.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#05a" } })
      .png()
      .toBuffer();
    const cartoons = () => fs.readdirSync(path.join(env().UPLOADS_DIR, "newsletter-images"), { recursive: true });
    fs.mkdirSync(path.join(env().UPLOADS_DIR, "newsletter-images"), { recursive: true });
    const before = cartoons().length;
    const third = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, title: "Third edit", updatedAt: row.updated_at }, new Blob([new Uint8Array(png)])),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(third.status).toBe(409);
    expect(cartoons()).toHaveLength(before);
    const after = await db()
      .selectFrom("newsletters")
      .select("title")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after.title).toBe("First edit");
  });

  it("shows a refused stale save merged, and a second Save keeps the other person's change to the fields you left", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["content_manager"]);
    const row = await createNewsletter(first.cookie);
    const url = `${PAGE}/${row.id}`;
    const editor = await json<{ values: Record<string, string>; opened: string; updatedAt: string }>(
      await get(editLoader, url, second.cookie, { newsletterId: row.id }),
    );
    const asOpened = { intent: "save", ...editor.values, updatedAt: editor.updatedAt, opened: editor.opened };
    const firstSave = await postMultipart(
      editAction,
      url,
      editorForm({ ...asOpened, title: "Winter feeding (final)", subjectAf: "Wintervoeding vir u kudde" }),
      first.cookie,
      { newsletterId: row.id },
    );
    expect(firstSave.status).toBe(302);
    const stale = await postMultipart(
      editAction,
      url,
      editorForm({ ...asOpened, title: "Winter feeding for herds", contentEn: "Dear farmer, feed more hay." }),
      second.cookie,
      { newsletterId: row.id },
    );
    expect(stale.status).toBe(409);
    const refusal = await json<{
      values: Record<string, string>;
      currentUpdatedAt: string;
      stale: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[]; opened: string };
    }>(stale);
    expect(refusal.values).toMatchObject({
      title: "Winter feeding for herds",
      subjectAf: "Wintervoeding vir u kudde",
      contentEn: "Dear farmer, feed more hay.",
    });
    expect(refusal.stale.taken).toEqual(["Subject (Afrikaans, optional)"]);
    expect(refusal.stale.conflicts).toEqual([
      { label: "Title", theirs: "Winter feeding (final)", yours: "Winter feeding for herds" },
    ]);

    const again = await postMultipart(
      editAction,
      url,
      editorForm({
        intent: "save",
        ...refusal.values,
        updatedAt: refusal.currentUpdatedAt,
        opened: refusal.stale.opened,
      }),
      second.cookie,
      { newsletterId: row.id },
    );
    expect(again.status).toBe(302);
    const saved = await db().selectFrom("newsletters").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(saved.title).toBe("Winter feeding for herds");
    expect(saved.subject).toContain("Wintervoeding vir u kudde");
    expect(saved.content).toContain("feed more hay.");
  });

  it("previews both languages, English first, with the Markdown made safe", async () => {
    const admin = await signedInUser(["admin"]);
    const response = await postMultipart(
      editAction,
      `${PAGE}/new`,
      editorForm({ ...bilingual, intent: "preview", contentEn: "Hello <script>alert(1)</script> **there**" }),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(response.status).toBe(200);
    const { preview } = await json<{ preview: string }>(response);
    expect(preview).toContain("<strong");
    expect(preview).not.toContain("<script");
    expect(preview.indexOf("Hello")).toBeLessThan(preview.indexOf("Beste boer"));
    expect(await db().selectFrom("newsletters").select("id").where("title", "=", bilingual.title).execute()).toEqual(
      [],
    );

    const row = await createNewsletter(admin.cookie);
    const page = await json<{ html: string }>(
      await get(previewLoader, `${PAGE}/${row.id}/preview`, admin.cookie, { newsletterId: row.id }),
    );
    expect(page.html).toContain("Keep <strong");
    expect(page.html).toContain("Hou <strong");
  });

  it("gives back every typed field with the refusal of a picture over 5MB, sent as a browser sends it", async () => {
    const admin = await signedInUser(["admin"]);
    const temporary = uploadTempFolders();
    // The editor's order: title and status, the picture, then both languages; with its length.
    const form = new FormData();
    form.set("title", bilingual.title);
    form.set("status", "published");
    form.set("image", new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "image/png" }), "cartoon.png");
    for (const name of ["subjectEn", "subjectAf", "contentEn", "contentAf"] as const) form.set(name, bilingual[name]);
    form.set("intent", "save");
    const probe = new Request(`${TEST_ORIGIN}${PAGE}/new`, { method: "POST", body: form });
    const body = new Uint8Array(await probe.arrayBuffer());
    const request = new Request(`${TEST_ORIGIN}${PAGE}/new`, {
      method: "POST",
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: admin.cookie,
        "Content-Type": probe.headers.get("Content-Type") ?? "",
        "Content-Length": String(body.length),
      },
      body,
    });
    const refused = await asResponse(() => editAction({ request, params: { newsletterId: "new" }, context: {} }));
    expect(refused.status).toBe(413);
    expect(await json<Refusal & { values: unknown }>(refused)).toMatchObject({
      title: "Failed to upload image",
      message: "Image size must be less than 5MB",
      values: {
        title: bilingual.title,
        status: "published",
        subjectEn: bilingual.subjectEn,
        subjectAf: bilingual.subjectAf,
        // As the browser sent them: a form's line breaks travel as CR LF.
        contentEn: bilingual.contentEn.replaceAll("\n", "\r\n"),
        contentAf: bilingual.contentAf.replaceAll("\n", "\r\n"),
      },
    });
    expect(await db().selectFrom("newsletters").select("id").where("title", "=", bilingual.title).execute()).toEqual(
      [],
    );
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("takes a cartoon under 5MB checked by its content, and refuses a bigger one or one that is no image", async () => {
    const admin = await signedInUser(["admin"]);
    const temporary = uploadTempFolders();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const row = await createNewsletter(admin.cookie);
    const saved = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm(
        { ...bilingual, title: row.title, updatedAt: row.updated_at, cartoonAlt: "A cow under a lucerne bale" },
        new Blob([new Uint8Array(png)]),
      ),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(saved.status).toBe(302);
    const after = await db().selectFrom("newsletters").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after.cartoon_image_url).toMatch(/^\/uploads\/newsletter-images\/.+\.png$/);
    const key = after.cartoon_image_url?.replace("/uploads/", "") ?? "";
    expect(fs.readFileSync(path.join(env().UPLOADS_DIR, key))).toEqual(png);

    const big = await postMultipart(
      editAction,
      `${PAGE}/new`,
      editorForm(bilingual, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)])),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(big.status).toBe(413);
    expect((await json<Refusal>(big)).message).toBe("Image size must be less than 5MB");

    const text = await postMultipart(
      editAction,
      `${PAGE}/new`,
      editorForm(bilingual, new Blob(["not a picture at all"])),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(text.status).toBe(400);
    expect(await json<Refusal>(text)).toEqual({
      title: "Failed to upload image",
      message: "Please select an image file",
      values: expect.objectContaining({ title: bilingual.title }),
      preview: null,
      currentUpdatedAt: null,
    });
    // The pictures waited in temporary files, removed whether they were stored or refused.
    expect(uploadTempFolders()).toEqual(temporary);
  });

  it("keeps the cartoon chosen while creating a newsletter", async () => {
    const admin = await signedInUser(["admin"]);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#a50" } })
      .png()
      .toBuffer();
    const title = `With a cartoon ${Date.now()}`;
    // Without words for the picture it is refused, and what was typed comes back.
    const refused = await postMultipart(
      editAction,
      `${PAGE}/new`,
      editorForm({ ...bilingual, title }, new Blob([new Uint8Array(png)])),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(refused.status).toBe(400);
    expect(await json<Refusal & { values: { title: string } }>(refused)).toMatchObject({
      title: "Validation Error",
      message: "Please describe the cartoon in a few words (its alt text), for readers who cannot see it.",
      values: { title },
    });
    expect(await db().selectFrom("newsletters").select("id").where("title", "=", title).execute()).toEqual([]);

    const created = await postMultipart(
      editAction,
      `${PAGE}/new`,
      editorForm({ ...bilingual, title, cartoonAlt: "A hen reading the newsletter" }, new Blob([new Uint8Array(png)])),
      admin.cookie,
      { newsletterId: "new" },
    );
    expect(created.status).toBe(302);
    const row = await db().selectFrom("newsletters").selectAll().where("title", "=", title).executeTakeFirstOrThrow();
    expect(row.cartoon_image_url).toMatch(/^\/uploads\/newsletter-images\/.+\.png$/);
    expect(row.cartoon_alt_text).toBe("A hen reading the newsletter");
    const [audit] = await db().selectFrom("audit_log").select("details").where("entity_id", "=", row.id).execute();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ cartoon_alt_text: "A hen reading the newsletter" });

    // Kept with the picture: clearing the words while the cartoon stays is refused too.
    const cleared = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, title, updatedAt: row.updated_at, cartoonAlt: " " }),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(cleared.status).toBe(400);
  });

  it("deletes a newsletter after confirmation, audited", async () => {
    const admin = await signedInUser(["admin"]);
    const row = await createNewsletter(admin.cookie);
    const response = await post(listAction, PAGE, { intent: "delete", id: row.id }, admin.cookie);
    expect(response.status).toBe(302);
    expect(await db().selectFrom("newsletters").select("id").where("id", "=", row.id).execute()).toEqual([]);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", row.id).execute();
    expect(audit.map((entry) => entry.action)).toContain("newsletter.delete");
  });
});

describe("sending a newsletter", () => {
  it("sends one e-mail per active subscriber over SMTP, once, however often Send is pressed", async () => {
    const admin = await signedInUser(["admin"]);
    const people = await onlySubscribers(["thandi@example.com", "pieter@example.com", "anna@example.com"]);
    await db()
      .insertInto("newsletter_subscriptions")
      .values({ id: randomUUID(), email: "pending@example.com", is_active: 0, unsubscribe_token: randomUUID() })
      .execute();
    const row = await createNewsletter(admin.cookie);

    const list = await json<ListPage>(await get(listLoader, `${PAGE}?send=${row.id}`, admin.cookie));
    expect(list.activeCount).toBe(3);
    expect(list.confirmSend?.id).toBe(row.id);

    const first = await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`${PAGE}/${row.id}/progress`);
    const again = await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    expect(again.status).toBe(409);
    expect((await json<Refusal>(again)).title).toBe("Failed to send newsletter");

    const sentRow = await db().selectFrom("newsletters").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(sentRow).toMatchObject({ status: "sent", sent_count: 3 });
    expect(sentRow.sent_at).not.toBeNull();

    await drainJobs();
    const mails = mailsFor(sentRow.subject);
    expect(mails.flatMap(recipientsOf).sort()).toEqual(people.map((p) => p.email).sort());

    const progress = await json<Progress>(
      await get(progressLoader, `${PAGE}/${row.id}/progress`, admin.cookie, { newsletterId: row.id }),
    );
    expect(progress.progress).toMatchObject({ total: 3, sent: 3, failed: 0, toGo: 0, finished: true });

    // A sent newsletter can be neither edited nor deleted.
    const edit = await postMultipart(
      editAction,
      `${PAGE}/${row.id}`,
      editorForm({ ...bilingual, updatedAt: sentRow.updated_at }),
      admin.cookie,
      { newsletterId: row.id },
    );
    expect(edit.status).toBe(409);
    const remove = await post(listAction, PAGE, { intent: "delete", id: row.id }, admin.cookie);
    expect(remove.status).toBe(409);
    expect((await json<Refusal>(remove)).title).toBe("Failed to delete newsletter");
  });

  it("each e-mail has both languages, English first, and a personal unsubscribe link in the body and the headers", async () => {
    const admin = await signedInUser(["admin"]);
    const [thandi] = await onlySubscribers(["thandi.m@example.com", "johan@example.com"]);
    const row = await createNewsletter(admin.cookie);
    await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    await drainJobs();
    const mail = mailsFor(row.subject).find((m) => recipientsOf(m).includes("thandi.m@example.com"));
    if (!mail || !thandi) throw new Error("Thandi got no e-mail");
    const html = String(mail.html);
    const text = mail.text ?? "";
    expect(html.indexOf("Keep <strong")).toBeGreaterThan(-1);
    expect(html.indexOf("Keep <strong")).toBeLessThan(html.indexOf("Hou <strong"));
    expect(text).toContain("Dear farmer");
    expect(text).toContain("Beste boer");
    // Each language under its own subject, in both parts; the text part is text, not Markdown.
    const subjectEn = row.subject.split(" | ")[0] ?? "";
    expect(html).toMatch(new RegExp(`<div lang="en"><h2[^>]*>${subjectEn.replace(/[()]/g, "\\$&")}</h2>`));
    expect(html).toContain(`>${bilingual.subjectAf}</h2>`);
    expect(text.startsWith(`${subjectEn}\n\nDear farmer`)).toBe(true);
    expect(text).toContain(`${bilingual.subjectAf}\n\nBeste boer`);
    expect(text).toContain("Keep lucerne dry. Our specials (https://shop.example.com/specials)");
    const link = `${TEST_ORIGIN}/newsletter/unsubscribe?token=${thandi.unsubscribe_token}`;
    expect(html).toContain(link);
    expect(text).toContain(link);
    const header = (name: string) =>
      (mail.headerLines.find((line) => line.key === name)?.line ?? "").replace(/\r\n\s+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${link}>`);

    // The mail app's one-click unsubscribe: a POST to the link; the count drops at once.
    const unsubscribed = await unsubscribeAction({
      request: new Request(link, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      params: {},
      context: {},
    });
    expect(JSON.stringify(unsubscribed)).toContain("unsubscribed");
    const list = await json<ListPage>(await get(listLoader, PAGE, admin.cookie));
    expect(list.activeCount).toBe(1);
  });

  it("counts and lists an address the SMTP server refuses, and still sends the rest", async () => {
    const admin = await signedInUser(["admin"]);
    await onlySubscribers(["good-1@example.com", "nobody-here@example.com", "good-2@example.com"]);
    smtp.refuse.add("nobody-here@example.com");
    const row = await createNewsletter(admin.cookie);
    await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    await drainJobs();
    expect(mailsFor(row.subject).flatMap(recipientsOf).sort()).toEqual(["good-1@example.com", "good-2@example.com"]);
    const { progress } = await json<Progress>(
      await get(progressLoader, `${PAGE}/${row.id}/progress`, admin.cookie, { newsletterId: row.id }),
    );
    expect(progress).toMatchObject({ total: 3, sent: 2, failed: 1, toGo: 0, finished: true });
    expect(progress.failures).toEqual([
      { email: "nobody-here@example.com", last_error: expect.stringContaining("550") },
    ]);
  });

  it("shows what is still to go while it sends, and sends nothing to someone who unsubscribes meanwhile", async () => {
    const admin = await signedInUser(["admin"]);
    const people = await onlySubscribers(["one@example.com", "two@example.com", "three@example.com"]);
    const row = await createNewsletter(admin.cookie);
    await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    // Only the send job runs: every e-mail now waits in the outbox.
    await runDueJobs(db(), new Date(), 1);
    const waiting = await json<Progress>(
      await get(progressLoader, `${PAGE}/${row.id}/progress`, admin.cookie, { newsletterId: row.id }),
    );
    expect(waiting.progress).toMatchObject({ total: 3, sent: 0, toGo: 3, finished: false });

    const two = people[1];
    if (!two) throw new Error("no second subscriber");
    await unsubscribeAction({
      request: new Request(`${TEST_ORIGIN}/newsletter/unsubscribe`, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: two.unsubscribe_token }),
      }),
      params: {},
      context: {},
    });
    await drainJobs();
    expect(mailsFor(row.subject).flatMap(recipientsOf).sort()).toEqual(["one@example.com", "three@example.com"]);
    const done = await json<Progress>(
      await get(progressLoader, `${PAGE}/${row.id}/progress`, admin.cookie, { newsletterId: row.id }),
    );
    expect(done.progress).toMatchObject({ sent: 2, withdrawn: 1, toGo: 0, finished: true });
  });

  it("sends nobody a second e-mail when the server is killed half-way and started again", async () => {
    const admin = await signedInUser(["admin"]);
    const emails = Array.from({ length: 110 }, (_, i) => `farmer-${String(i).padStart(3, "0")}@example.com`);
    await onlySubscribers(emails);
    await db().deleteFrom("jobs").execute();
    const row = await createNewsletter(admin.cookie);
    await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);

    // A separate process takes the send job and is killed (SIGKILL) after its first batch.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.resolve(import.meta.dirname, "../support/send-newsletter-then-die.ts")],
      { env: { ...process.env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    const exit = await new Promise<{ signal: string | null }>((resolve) =>
      child.on("exit", (_code, signal) => resolve({ signal })),
    );
    expect(exit.signal, output).toBe("SIGKILL");
    expect(output).toContain("queued a batch of 100");
    const claimed = await db()
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("newsletter_id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(Number(claimed.n)).toBe(100);

    // Started again: the worker takes over the dead worker's job, then sends everything.
    await drainJobs();
    const recipients = mailsFor(row.subject).flatMap(recipientsOf);
    expect(recipients).toHaveLength(110);
    expect(new Set(recipients).size).toBe(110);
    const { progress } = await json<Progress>(
      await get(progressLoader, `${PAGE}/${row.id}/progress`, admin.cookie, { newsletterId: row.id }),
    );
    expect(progress).toMatchObject({ total: 110, sent: 110, failed: 0, toGo: 0, finished: true });
    const sent = await db()
      .selectFrom("newsletters")
      .select("sent_count")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(sent.sent_count).toBe(110);
  }, 60_000);

  it("refuses to send when nobody is subscribed", async () => {
    const admin = await signedInUser(["admin"]);
    await onlySubscribers([]);
    const row = await createNewsletter(admin.cookie);
    const response = await post(listAction, PAGE, { intent: "send", id: row.id }, admin.cookie);
    expect(response.status).toBe(400);
    expect(await json<Refusal>(response)).toMatchObject({ title: "Failed to send newsletter" });
    const after = await db()
      .selectFrom("newsletters")
      .select("status")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("published");
  });
});

describe("subscribers", () => {
  async function mixedSubscribers() {
    await onlySubscribers(["active-a@example.com", "=HYPERLINK(1)@example.com", "farm@coop.example.com"]);
    const lastYear = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await db()
      .insertInto("newsletter_subscriptions")
      .values([
        {
          id: randomUUID(),
          email: "left@example.com",
          is_active: 0,
          confirmed_at: lastYear,
          subscribed_at: lastYear,
          unsubscribe_token: randomUUID(),
        },
        {
          id: randomUUID(),
          email: "never-confirmed@example.com",
          is_active: 0,
          confirmed_at: null,
          subscribed_at: new Date().toISOString(),
          unsubscribe_token: randomUUID(),
        },
      ])
      .execute();
  }

  it("shows the tiles, Active Only or All Subscribers, and searches by e-mail", async () => {
    const admin = await signedInUser(["admin"]);
    await mixedSubscribers();
    const active = await json<ListPage>(await get(listLoader, PAGE, admin.cookie));
    expect(active.tiles).toEqual({ active: 3, inactive: 2, total: 5, thisMonth: 4 });
    expect(active.subscribers.map((s) => s.email).sort()).toEqual(
      ["=HYPERLINK(1)@example.com", "active-a@example.com", "farm@coop.example.com"].sort(),
    );
    const all = await json<ListPage>(await get(listLoader, `${PAGE}?show=all`, admin.cookie));
    expect(all.subscribers).toHaveLength(5);
    const found = await json<ListPage>(await get(listLoader, `${PAGE}?show=all&search=coop`, admin.cookie));
    expect(found.subscribers.map((s) => s.email)).toEqual(["farm@coop.example.com"]);
    const none = await json<ListPage>(await get(listLoader, `${PAGE}?search=nobody-at-all`, admin.cookie));
    expect(none.subscribers).toEqual([]);
  });

  it("deactivates and activates a subscriber, audited; never activates an address that did not confirm", async () => {
    const admin = await signedInUser(["admin"]);
    await mixedSubscribers();
    const byEmail = (email: string) =>
      db().selectFrom("newsletter_subscriptions").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    const farm = await byEmail("farm@coop.example.com");
    const off = await post(listAction, PAGE, { intent: "subscriber", id: farm.id, active: "0" }, admin.cookie);
    expect(off.status).toBe(302);
    expect((await byEmail(farm.email)).is_active).toBe(0);
    const back = await post(listAction, PAGE, { intent: "subscriber", id: farm.id, active: "1" }, admin.cookie);
    expect(back.status).toBe(302);
    expect((await byEmail(farm.email)).is_active).toBe(1);
    const audit = await db().selectFrom("audit_log").select("action").where("entity_id", "=", farm.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      "newsletter-subscriber.activate",
      "newsletter-subscriber.deactivate",
    ]);

    const pending = await byEmail("never-confirmed@example.com");
    const refused = await post(listAction, PAGE, { intent: "subscriber", id: pending.id, active: "1" }, admin.cookie);
    expect(refused.status).toBe(409);
    expect((await json<Refusal>(refused)).title).toBe("Failed to update subscriber");
    expect((await byEmail(pending.email)).is_active).toBe(0);

    const unknown = await post(listAction, PAGE, { intent: "subscriber", id: "nope", active: "maybe" }, admin.cookie);
    expect(unknown.status).toBe(400);
  });

  it("exports Email, Status, Subscribed Date as a CSV named with the date, formulas made harmless", async () => {
    const admin = await signedInUser(["admin"]);
    await mixedSubscribers();
    const response = await get(exportLoader, `${PAGE}/subscribers.csv?show=all`, admin.cookie);
    expect(response.status).toBe(200);
    // The South African day (from 22:00 UTC it is already tomorrow there).
    const today = shopDayOf(new Date());
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="newsletter-subscribers-${today}.csv"`,
    );
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("Email,Status,Subscribed Date");
    expect(lines).toHaveLength(6);
    expect(csv).toContain("'=HYPERLINK(1)@example.com,Active,");
    expect(csv).toMatch(/left@example\.com,Inactive,[1-9]\d? [A-Z][a-z]+ \d{4}\n/);
  });

  it("refuses staff outside the newsletter roles", async () => {
    const stock = await signedInUser(["inventory_manager"]);
    await expectNoAccessPage(await get(listLoader, PAGE, stock.cookie), "newsletters");
  });
});
