import { randomUUID } from "node:crypto";
import {
  ALERT_EMAIL_KIND,
  ALERTS_SENT_KEY,
  ensureSystemCheckQueued,
  SYSTEM_CHECK_INTERVAL_MS,
  SYSTEM_CHECK_JOB,
  sendSystemAlerts,
} from "~/admin/system-alerts.server";
import { ALERT_SUBJECTS, type SystemLine } from "~/admin/system-messages";
import { db } from "~/platform/db.server";
import { runDueJobs } from "~/platform/jobs.server";
import { loader } from "~/routes/admin.system";
import { get, json, signedInUser } from "../support/route-calls";
import { insertUser } from "../support/users";

/**
 * The System screen (decision 0104): the shop's health in words for the admins, and the alert
 * e-mails the hourly check sends them, at most once a day per condition.
 */

type Screen = { readAt: string; lines: SystemLine[] };

const hoursAgo = (hours: number, from = Date.now()) => new Date(from - hours * 3_600_000).toISOString();

beforeEach(async () => {
  for (const table of ["jobs", "outgoing_emails", "sms_messages", "backup_runs", "shop_settings"] as const) {
    await db().deleteFrom(table).execute();
  }
});

async function backup(status: "ok" | "failed", finishedAt: string) {
  await db()
    .insertInto("backup_runs")
    .values({ id: randomUUID(), reason: "daily", status, started_at: finishedAt, finished_at: finishedAt })
    .execute();
}

async function failedEmails(count: number, from = Date.now()) {
  for (let index = count; index > 0; index--) {
    await db()
      .insertInto("outgoing_emails")
      .values({
        id: randomUUID(),
        kind: "order-confirmation",
        to_address: "client@example.com",
        subject: "Your order",
        text_body: "Thank you",
        status: "failed",
        last_error: "550 mailbox unavailable",
        created_at: hoursAgo(index / 60, from),
      })
      .execute();
  }
}

async function failedSms(count: number, from = Date.now()) {
  for (let index = count; index > 0; index--) {
    await db()
      .insertInto("sms_messages")
      .values({
        id: randomUUID(),
        kind: "order_placed",
        to_number: "+27821234567",
        body: "Your order",
        encoding: "gsm7",
        parts: 1,
        status: "failed",
        error: "refused",
        created_at: hoursAgo(index / 60, from),
        failed_at: hoursAgo(index / 60, from),
      })
      .execute();
  }
}

const line = (screen: Screen, key: string) => screen.lines.find((one) => one.key === key);

describe("the System screen", () => {
  it("shows an admin each figure in words, green when well", async () => {
    const admin = await signedInUser(["admin"]);
    await backup("ok", hoursAgo(3));
    const screen = await json<Screen>(await get(loader, "/admin/system", admin.cookie));
    expect(line(screen, "backup")).toMatchObject({ text: "Last backup 3 hours ago, checked.", ok: true });
    expect(line(screen, "emails")).toMatchObject({
      text: "0 sent and 0 failed in the last 24 hours.",
      ok: true,
    });
    expect(line(screen, "jobs")).toMatchObject({ text: "No jobs waiting.", ok: true });
    expect(line(screen, "primary")?.text).toBe("This machine runs without LiteFS.");
    expect(line(screen, "volume")?.text).toMatch(/^\d+% full: .+ free of .+\.$/);
    expect(line(screen, "database")?.text).toMatch(/^\d+\.\d MB, with /);
    expect(line(screen, "memory")?.text).toMatch(/^\d+ MB in use/);
    expect(line(screen, "page-cache")?.text).toMatch(/since the server started/);
    // No SMS sender runs in this test: the screen says so, in red.
    expect(line(screen, "smpp")).toMatchObject({ text: "The SMS sender is not running.", ok: false });
  });

  it("puts what needs someone first, in red: a late backup and e-mails that keep failing", async () => {
    const admin = await signedInUser(["super_admin"]);
    await backup("ok", hoursAgo(30));
    await backup("failed", hoursAgo(6));
    await failedEmails(5);
    const screen = await json<Screen>(await get(loader, "/admin/system", admin.cookie));
    const red = screen.lines.filter((one) => !one.ok).map((one) => one.key);
    expect(screen.lines.slice(0, red.length).every((one) => !one.ok)).toBe(true);
    expect(red).toEqual(expect.arrayContaining(["backup", "emails"]));
    expect(line(screen, "backup")?.text).toMatch(/^Last backup 1 day and 6 hours ago\. The backup at .+ failed\.$/);
    expect(line(screen, "emails")?.text).toBe("E-mails keep failing: the last 5 all failed.");
  });

  it("is refused to a staff member who is not an admin", async () => {
    for (const role of ["order_processor", "financial_officer", "customer_support"] as const) {
      const clerk = await signedInUser([role]);
      const response = await get(loader, "/admin/system", clerk.cookie);
      expect(response.status, role).toBe(403);
      expect(await response.text(), role).not.toContain("Last backup");
    }
  });
});

describe("the alert e-mails", () => {
  async function alertsTo(address: string) {
    return db()
      .selectFrom("outgoing_emails")
      .select(["subject", "text_body"])
      .where("kind", "=", ALERT_EMAIL_KIND)
      .where("to_address", "=", address)
      .orderBy("subject")
      .execute();
  }

  it("e-mails each admin once per condition, not again within a day, and again after it", async () => {
    const admin = await insertUser(db(), { roles: ["admin"] });
    const clerk = await insertUser(db(), { roles: ["order_processor"] });
    const suspended = await insertUser(db(), { roles: ["admin"], suspended: true });
    await backup("ok", hoursAgo(27));
    await failedEmails(5);
    await failedSms(5);

    const now = new Date();
    expect(await sendSystemAlerts(db(), { now })).toEqual(["backup-late", "emails-failing", "sms-failing"]);
    const first = await alertsTo(admin.email);
    expect(first.map((mail) => mail.subject)).toEqual(
      [ALERT_SUBJECTS["backup-late"], ALERT_SUBJECTS["emails-failing"], ALERT_SUBJECTS["sms-failing"]].sort(),
    );
    const backupMail = first.find((mail) => mail.subject === ALERT_SUBJECTS["backup-late"]);
    expect(backupMail?.text_body).toContain("Last backup 1 day and 3 hours ago.");
    expect(backupMail?.text_body).toContain("/admin/system");
    expect(await alertsTo(clerk.email)).toEqual([]);
    expect(await alertsTo(suspended.email)).toEqual([]);

    // An hour later, still late and still failing: nothing more.
    expect(await sendSystemAlerts(db(), { now: new Date(now.getTime() + 3_600_000) })).toEqual([]);
    expect(await alertsTo(admin.email)).toHaveLength(3);
    const remembered = await db()
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", ALERTS_SENT_KEY)
      .executeTakeFirstOrThrow();
    expect(Object.keys(JSON.parse(remembered.value)).sort()).toEqual(["backup-late", "emails-failing", "sms-failing"]);

    // A day later the backup is still late (the failures were the last ones sent): told again.
    const dayLater = new Date(now.getTime() + 24 * 3_600_000);
    expect(await sendSystemAlerts(db(), { now: dayLater })).toEqual(["backup-late", "emails-failing", "sms-failing"]);
    expect(await alertsTo(admin.email)).toHaveLength(6);
  });

  it("sends nothing while all is well", async () => {
    const admin = await insertUser(db(), { roles: ["admin"] });
    await backup("ok", hoursAgo(2));
    await failedEmails(4);
    expect(await sendSystemAlerts(db())).toEqual([]);
    expect(await alertsTo(admin.email)).toEqual([]);
  });

  it("runs as an hourly job that queues its next run", async () => {
    const admin = await insertUser(db(), { roles: ["admin"] });
    await backup("ok", hoursAgo(40));
    expect(await ensureSystemCheckQueued(db())).toBe(true);
    expect(await ensureSystemCheckQueued(db())).toBe(false);
    await runDueJobs(db());
    expect((await alertsTo(admin.email)).map((mail) => mail.subject)).toEqual([ALERT_SUBJECTS["backup-late"]]);
    const next = await db()
      .selectFrom("jobs")
      .select("run_at")
      .where("type", "=", SYSTEM_CHECK_JOB)
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    const inMs = Date.parse(next.run_at) - Date.now();
    expect(inMs).toBeGreaterThan(SYSTEM_CHECK_INTERVAL_MS - 60_000);
    expect(inMs).toBeLessThanOrEqual(SYSTEM_CHECK_INTERVAL_MS);
  });
});
