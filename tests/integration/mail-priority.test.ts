import { randomUUID } from "node:crypto";
import "~/newsletter/newsletter-jobs.server";
import "~/platform/mailer.server";
import { db } from "~/platform/db.server";
import { startJobWorker } from "~/platform/jobs.server";
import { action as newsletterAction } from "~/routes/admin.newsletter-management";
import { action as usersAction } from "~/routes/admin.users";
import { post, signedInUser } from "../support/route-calls";
import { recipientsOf, startLoopbackSmtp } from "../support/smtp-server";

// Decision 0081: the job worker as the server runs it, against a real SMTP server on loopback that
// takes its time over every message (a busy provider), so a newsletter to 300 takes a while.
const smtp = await startLoopbackSmtp(0, { answerAfterMs: 15 });
process.env.SMTP_URL = smtp.url;
process.env.JOBS_WORKER = "true";

let stopWorker = () => {};
afterAll(async () => {
  stopWorker();
  await smtp.close();
});

const READERS = 300;
const POLL = { timeout: 15_000, interval: 20 };

async function newsletterTo(readers: number) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: readers }, (_, i) => ({
    id: randomUUID(),
    email: `reader-${String(i).padStart(3, "0")}@example.com`,
    is_active: 1,
    consent_at: now,
    confirmed_at: now,
    unsubscribe_token: randomUUID().replace(/-/g, ""),
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db()
      .insertInto("newsletter_subscriptions")
      .values(rows.slice(i, i + 100))
      .execute();
  }
  const id = randomUUID();
  await db()
    .insertInto("newsletters")
    .values({
      id,
      title: "Harvest",
      subject: "Harvest news | Oesnuus",
      content: "Our **lucerne** is in.\n\n--- AFRIKAANS ---\n\nOns **lusern** is hier.",
      status: "published",
    })
    .execute();
  return id;
}

describe("transactional mail during a newsletter", () => {
  it("sends an invitation within seconds while a newsletter to 300 is still going out", async () => {
    const admin = await signedInUser(["admin"]);
    const newsletterId = await newsletterTo(READERS);
    const sent = await post(
      newsletterAction,
      "/admin/newsletter-management",
      { intent: "send", id: newsletterId },
      admin.cookie,
    );
    expect(sent.status).toBe(302);
    const newsletterMails = () => smtp.messages.filter((mail) => mail.subject === "Harvest news | Oesnuus").length;

    stopWorker = startJobWorker(db(), 50);
    // The newsletter is under way: its first e-mails have arrived.
    await expect.poll(newsletterMails, POLL).toBeGreaterThan(10);

    const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await post(
      usersAction,
      "/admin/users",
      { intent: "invite", email: invitee, roles: "order_processor" },
      admin.cookie,
    );
    expect(invited.status).toBe(302);
    const askedAt = Date.now();
    await expect
      .poll(() => smtp.messages.some((mail) => recipientsOf(mail).includes(invitee)), { ...POLL, timeout: 10_000 })
      .toBe(true);
    const waitedMs = Date.now() - askedAt;

    // It went out ahead of the newsletter's queue, not after it.
    const newsletterSoFar = newsletterMails();
    expect(newsletterSoFar).toBeLessThan(READERS);
    expect(waitedMs).toBeLessThan(5_000);
    const stillQueued = await db()
      .selectFrom("outgoing_emails")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", "newsletter")
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    expect(Number(stillQueued.n)).toBeGreaterThan(0);
  });
});
