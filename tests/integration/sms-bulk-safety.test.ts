import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { parseSmsUrl } from "~/platform/env.server";
import { formatDateTime } from "~/platform/format";
import { action as composerAction, loader as composerLoader } from "~/routes/admin.sms";
import { action as progressAction, loader as progressLoader } from "~/routes/admin.sms_.$sendId";
import { marketingSmsText } from "~/sms/bulk-sms";
import { audienceNumbers, endBulkSend, queueBulkSend, startBulkSend } from "~/sms/bulk-sms.server";
import {
  BULK_SMS_AWAITING_TITLE,
  BULK_SMS_CANCELLED,
  BULK_SMS_RECONFIRMED,
  grewSinceCheckMessage,
  identicalSendMessage,
  pausedTitle,
  scheduledTitle,
  stoppedMessage,
} from "~/sms/messages";
import { queueSms } from "~/sms/sms-outbox.server";
import { type SmsSender, type SmsSenderOptions, startSmsSender } from "~/sms/sms-sender.server";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";
import { startLoopbackSmpp } from "../support/smpp-server";
import { proveNumber } from "../support/sms-numbers";

/*
 * Decision 0091: a bulk send cannot double, can be cancelled or stopped, waits for a fresh
 * confirmation when its audience grows by more than 10%, says when it starts or resumes, and never
 * reaches a suspended or deleted account. The SMS go out over SMPP to the smpp package's own
 * server on loopback, and what reaches it is counted.
 */
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_RATE = "500";
let sender: SmsSender | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await sender?.stop();
  sender = undefined;
});
afterAll(async () => {
  await smsc.close();
});

/** Monday 15 June 2026 10:00 SAST: within the marketing hours. */
const OPEN = new Date("2026-06-15T08:00:00Z");
/** Friday 12 June 2026 21:00 SAST: after hours; the next moment is Saturday 09:00. */
const FRIDAY_NIGHT = new Date("2026-06-12T19:00:00Z");
/** Saturday 13 June 2026 14:00 SAST: after Saturday's hours; the next moment is Monday 08:00. */
const SATURDAY_AFTERNOON = new Date("2026-06-13T12:00:00Z");

const CONNECTION = { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 };

function startSender(options: SmsSenderOptions = {}) {
  sender = startSmsSender(db(), { now: () => OPEN, pollMs: 20, connection: CONNECTION, ...options });
  return sender;
}

let numbers = 0;

/** Customers with a proved, consenting cellphone number and a delivery location in the town. */
async function crowd(town: string, count: number, idPrefix = "") {
  const made: { id: string; phone: string }[] = [];
  for (let i = 0; i < count; i++) {
    const id = `${idPrefix}${randomUUID()}`;
    numbers++;
    const phone = `+27825${String(numbers).padStart(6, "0")}`;
    await db()
      .insertInto("users")
      .values({ id, email: `b-${id.slice(0, 12)}@example.com`, phone })
      .execute();
    await proveNumber(db(), id, phone, { consent: true, at: "2026-05-01T10:00:00.000Z" });
    await db()
      .insertInto("client_delivery_locations")
      .values({ id: randomUUID(), user_id: id, location_name: "Farm", latitude: -25.7, longitude: 28.4, city: town })
      .execute();
    made.push({ id, phone });
  }
  return made;
}

const sendsWith = (text: string) => db().selectFrom("sms_sends").selectAll().where("text", "=", text).execute();
const sendOf = (id: string) => db().selectFrom("sms_sends").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const messagesOf = (sendId: string) =>
  db().selectFrom("sms_messages").selectAll().where("send_id", "=", sendId).orderBy("to_number").execute();
const auditOf = (sendId: string) =>
  db().selectFrom("audit_log").selectAll().where("entity_id", "=", sendId).orderBy("created_at").execute();
const submitsTo = (phones: string[]) =>
  smsc.submits.filter((submit) => phones.map((phone) => phone.slice(1)).includes(submit.to));
const sendIdOf = (response: Response) =>
  (response.headers.get("Location") ?? "").split("?")[0]?.split("/").at(-1) ?? "";

/** An order's SMS through the same sender: once it has reached the server, the sender has passed everything queued before it. */
async function senderHasCaughtUp() {
  numbers++;
  const phone = `+27835${String(numbers).padStart(6, "0")}`;
  await queueSms(db(), { to: phone, text: "Order 1042 is ready for collection", kind: "order_ready" });
  await expect.poll(() => submitsTo([phone]).length, { timeout: 10_000, interval: 20 }).toBe(1);
}

type ProgressPage = {
  progress: {
    send: { status: string };
    sent: number;
    cancelled: number;
    toGo: number;
    total: number;
    canEnd: boolean;
    grown: { recipients: number; costCents: number } | null;
  };
  phase: { kind: string; startsAt?: string; pause?: string; resumesAt?: string };
  already: boolean;
  asking: string | null;
};

const progressPage = async (sendId: string, query = "") =>
  json<ProgressPage>(await get(progressLoader, `/admin/sms/${sendId}${query}`, staff.cookie, { sendId }));

let staff: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  staff = await signedInUser(["content_manager"]);
});

describe("confirming is idempotent", () => {
  it("a double tap and a resubmit of the same draft make one send, and each customer gets the SMS once", async () => {
    const people = await crowd("Dullstroom", 3);
    const draft = randomUUID();
    const fields = {
      intent: "send",
      body: "Trout pellets in stock",
      audience: "area",
      area: "Dullstroom",
      draft,
      recipients: "3",
    };
    // A double tap: two posts of the same confirmation at once.
    const [first, second] = await Promise.all([
      post(composerAction, "/admin/sms", fields, staff.cookie),
      post(composerAction, "/admin/sms", fields, staff.cookie),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    const sendId = sendIdOf(first);
    expect(sendIdOf(second)).toBe(sendId);
    expect(
      [first.headers.get("Location"), second.headers.get("Location")].filter((to) => to?.endsWith("?already=1")),
    ).toHaveLength(1);

    // Without JavaScript: the back button brings the confirmation page again, its address carrying
    // the draft, and its form is sent again.
    const params = new URLSearchParams({ ...fields, confirm: "1" });
    const again = await json<{ query: { draft: string }; check: { earlier: { id: string; sameDraft: boolean } } }>(
      await get(composerLoader, `/admin/sms?${params}`, staff.cookie),
    );
    expect(again.query.draft).toBe(draft);
    expect(again.check.earlier).toMatchObject({ id: sendId, sameDraft: true });
    const resubmit = await post(composerAction, "/admin/sms", fields, staff.cookie);
    expect(resubmit.headers.get("Location")).toBe(`/admin/sms/${sendId}?already=1`);
    expect((await progressPage(sendId, "?already=1")).already).toBe(true);

    expect(await sendsWith(marketingSmsText("Trout pellets in stock"))).toHaveLength(1);
    expect((await auditOf(sendId)).map((entry) => entry.action)).toEqual(["sms.bulk_send"]);
    const jobs = await db().selectFrom("jobs").select("id").where("payload", "like", `%${sendId}%`).execute();
    expect(jobs).toHaveLength(1);

    await queueBulkSend(db(), sendId, { now: () => OPEN });
    startSender();
    await expect.poll(() => submitsTo(people.map((p) => p.phone)).length, { timeout: 10_000 }).toBe(3);
    await senderHasCaughtUp();
    const reached = submitsTo(people.map((p) => p.phone)).map((submit) => submit.to);
    expect(new Set(reached).size).toBe(3);
    expect(reached).toHaveLength(3);
  });

  it("a draft edited after it was sent is a send of its own; the same SMS from another draft is asked about first", async () => {
    await crowd("Machadodorp", 2);
    const draft = randomUUID();
    const fields = {
      intent: "send",
      body: "Dip in stock",
      audience: "area",
      area: "Machadodorp",
      draft,
      recipients: "2",
    };
    const first = await post(composerAction, "/admin/sms", fields, staff.cookie);
    const firstId = sendIdOf(first);
    const edited = await post(
      composerAction,
      "/admin/sms",
      { ...fields, body: "Dip and drench in stock" },
      staff.cookie,
    );
    expect(edited.headers.get("Location")).toBe(`/admin/sms/${sendIdOf(edited)}`);
    expect(sendIdOf(edited)).not.toBe(firstId);

    // A new draft (the composer opened again) with the same text and audience: asked, nothing made.
    const other = { ...fields, draft: randomUUID() };
    const asked = await post(composerAction, "/admin/sms", other, staff.cookie);
    expect(asked.status).toBe(409);
    const question = await json<{ again: { earlierId: string; message: string; fields: Record<string, string> } }>(
      asked,
    );
    const confirmedAt = (await sendOf(firstId)).confirmed_at ?? "";
    expect(question.again).toMatchObject({
      earlierId: firstId,
      message: identicalSendMessage(formatDateTime(confirmedAt), "you"),
    });
    expect(await sendsWith(marketingSmsText("Dip in stock"))).toHaveLength(1);
    // The composer says so before, too.
    const check = await json<{ check: { earlier: { id: string; sameDraft: boolean; by: string } } }>(
      await get(composerLoader, `/admin/sms?${new URLSearchParams({ ...other, check: "1" })}`, staff.cookie),
    );
    expect(check.check.earlier).toMatchObject({ id: firstId, sameDraft: false, by: "you" });

    // Sent again on purpose: the question's form names the earlier send.
    const sentAgain = await post(composerAction, "/admin/sms", question.again.fields, staff.cookie);
    expect(sentAgain.status).toBe(302);
    expect(await sendsWith(marketingSmsText("Dip in stock"))).toHaveLength(2);
    const audit = await auditOf(sendIdOf(sentAgain));
    expect(JSON.parse(audit[0]?.details ?? "{}")).toMatchObject({ sentAgainAfter: firstId });
  });

  it("is refused when the audience grew by more than 10% since Check", async () => {
    await crowd("Belfast", 3);
    const refused = await post(
      composerAction,
      "/admin/sms",
      {
        intent: "send",
        body: "Belfast special",
        audience: "area",
        area: "Belfast",
        draft: randomUUID(),
        recipients: "2",
      },
      staff.cookie,
    );
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: grewSinceCheckMessage(2, 3) });
    expect(await sendsWith(marketingSmsText("Belfast special"))).toHaveLength(0);
  });
});

describe("staff can end a send", () => {
  it("cancels a scheduled send: nothing is queued and nothing reaches the SMPP server", async () => {
    const people = await crowd("Lydenburg", 2);
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Weekend special", audience: { kind: "area", area: "Lydenburg" }, draft: randomUUID(), recipients: 2 },
      {},
      FRIDAY_NIGHT,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    vi.useFakeTimers({ toFake: ["Date"], now: FRIDAY_NIGHT });
    const page = await progressPage(sendId);
    expect(page.phase).toEqual({ kind: "scheduled", startsAt: "tomorrow 09:00" });
    expect(scheduledTitle("tomorrow 09:00")).toBe("Scheduled: starts tomorrow 09:00");
    expect(page.progress.canEnd).toBe(true);
    // Without JavaScript the button opens a page that asks first.
    expect((await progressPage(sendId, "?end=1")).asking).toBe("end");
    const cancelled = await post(progressAction, `/admin/sms/${sendId}`, { intent: "end" }, staff.cookie, { sendId });
    vi.useRealTimers();
    expect(cancelled.status).toBe(302);
    expect(await toastAfter(cancelled, staff.cookie)).toMatchObject({ title: BULK_SMS_CANCELLED });
    expect(await sendOf(sendId)).toMatchObject({
      status: "cancelled",
      ended_by: staff.id,
      ended_at: FRIDAY_NIGHT.toISOString(),
    });
    expect((await auditOf(sendId)).at(-1)).toMatchObject({ action: "sms.bulk_send_cancelled", actor_id: staff.id });

    // Its job runs on Saturday morning and does nothing.
    await queueBulkSend(db(), sendId, { now: () => new Date("2026-06-13T07:00:00Z") });
    expect(await messagesOf(sendId)).toHaveLength(0);
    startSender();
    await senderHasCaughtUp();
    expect(submitsTo(people.map((p) => p.phone))).toEqual([]);
    // Ending it again changes nothing.
    const twice = await post(progressAction, `/admin/sms/${sendId}`, { intent: "end" }, staff.cookie, { sendId });
    expect(twice.status).toBe(302);
    expect((await auditOf(sendId)).filter((entry) => entry.action === "sms.bulk_send_cancelled")).toHaveLength(1);
  });

  it("stops a running send: what went stays, the rest is cancelled, nothing more reaches the SMPP server", async () => {
    const people = await crowd("Waterval Boven", 4);
    const started = await startBulkSend(
      db(),
      staff,
      {
        body: "Lucerne bales R95",
        audience: { kind: "area", area: "Waterval Boven" },
        draft: randomUUID(),
        recipients: 4,
      },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    expect(await messagesOf(sendId)).toHaveLength(4);
    // One SMS a second: the second waits a second at the rate gate, claimed ('sending').
    const account = parseSmsUrl(smsc.url);
    if (!account) throw new Error("unreadable SMS_URL");
    startSender({ config: { ...account, from: "", rate: 1 } });
    await expect
      .poll(async () => (await messagesOf(sendId)).map((row) => row.status).sort(), { timeout: 10_000, interval: 5 })
      .toEqual(["queued", "queued", "sending", "sent"]);

    const stopped = await post(progressAction, `/admin/sms/${sendId}`, { intent: "end" }, staff.cookie, { sendId });
    expect(stopped.status).toBe(302);
    // The one already handed to the aggregator's session still goes: it counts as sent.
    expect(await toastAfter(stopped, staff.cookie)).toMatchObject({ title: stoppedMessage(2, 4, 2, 0) });
    expect(stoppedMessage(2, 4, 2, 0)).toBe("Stopped: 2 of 4 sent, 2 cancelled");
    await expect
      .poll(async () => (await messagesOf(sendId)).map((row) => row.status).sort(), { timeout: 10_000 })
      .toEqual(["cancelled", "cancelled", "sent", "sent"]);
    for (const row of await messagesOf(sendId)) if (row.status === "cancelled") expect(row.cancelled_at).not.toBeNull();
    expect(await sendOf(sendId)).toMatchObject({ status: "stopped", ended_by: staff.id });
    const audit = (await auditOf(sendId)).at(-1);
    expect(audit).toMatchObject({ action: "sms.bulk_send_stopped" });
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ sent: 2, cancelled: 2, total: 4, cancelledQueued: 2 });

    await senderHasCaughtUp();
    expect(submitsTo(people.map((p) => p.phone))).toHaveLength(2);
    const page = await progressPage(sendId);
    expect(page.phase.kind).toBe("stopped");
    expect(page.progress).toMatchObject({ sent: 2, cancelled: 2, toGo: 0, total: 4, canEnd: false });
  });

  it("stopped while the job queues, the job queues nothing more", async () => {
    await crowd("Badplaas", 5);
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Badplaas feed day", audience: { kind: "area", area: "Badplaas" }, draft: randomUUID(), recipients: 5 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    let batches = 0;
    await queueBulkSend(db(), sendId, {
      now: () => OPEN,
      batchSize: 2,
      onBatchQueued: async () => {
        batches++;
        if (batches === 1) await endBulkSend(db(), staff, sendId, {}, OPEN);
      },
    });
    expect(batches).toBe(1);
    expect((await messagesOf(sendId)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    expect(await sendOf(sendId)).toMatchObject({ status: "cancelled" });
    const audit = (await auditOf(sendId)).at(-1);
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({
      sent: 0,
      cancelled: 5,
      cancelledQueued: 2,
      notQueued: 3,
    });
  });

  it("cancels a send paused for the night before its first SMS, and the paused page says when it resumes", async () => {
    const people = await crowd("Carolina", 2);
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Carolina market day", audience: { kind: "area", area: "Carolina" }, draft: randomUUID(), recipients: 2 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    // No sender ran before the hours closed: the two SMS wait.
    vi.useFakeTimers({ toFake: ["Date"], now: FRIDAY_NIGHT });
    const night = await progressPage(sendId);
    expect(night.phase).toEqual({ kind: "paused", pause: "night", resumesAt: "tomorrow 09:00" });
    expect(pausedTitle("night", "tomorrow 09:00")).toBe("Paused for the night: resumes tomorrow 09:00");
    vi.setSystemTime(SATURDAY_AFTERNOON);
    const weekend = await progressPage(sendId);
    expect(weekend.phase).toEqual({ kind: "paused", pause: "weekend", resumesAt: "Monday 08:00" });
    expect(weekend.progress).toMatchObject({ toGo: 2, canEnd: true });
    const cancelled = await post(progressAction, `/admin/sms/${sendId}`, { intent: "end" }, staff.cookie, { sendId });
    vi.useRealTimers();
    expect(await toastAfter(cancelled, staff.cookie)).toMatchObject({ title: BULK_SMS_CANCELLED });
    expect((await messagesOf(sendId)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    startSender();
    await senderHasCaughtUp();
    expect(submitsTo(people.map((p) => p.phone))).toEqual([]);
  });
});

describe("a send whose audience grew", () => {
  it("waits for a fresh confirmation when it grew by more than 10%, then carries on", async () => {
    const early = await crowd("Graskop", 2);
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Graskop open day", audience: { kind: "area", area: "Graskop" }, draft: randomUUID(), recipients: 2 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    expect(await sendOf(sendId)).toMatchObject({ recipients_expected: 2, confirmed_cost_cents: 50 });
    const late = await crowd("Graskop", 3);
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    expect(await messagesOf(sendId)).toHaveLength(0);
    expect(await sendOf(sendId)).toMatchObject({ status: "awaiting_confirmation" });

    const page = await progressPage(sendId);
    expect(page.phase.kind).toBe("awaiting_confirmation");
    expect(page.progress.grown).toMatchObject({ recipients: 5, costCents: 125 });
    expect(BULK_SMS_AWAITING_TITLE).toContain("the audience grew");
    expect((await progressPage(sendId, "?reconfirm=1")).asking).toBe("reconfirm");

    const confirmed = await post(
      progressAction,
      `/admin/sms/${sendId}`,
      { intent: "reconfirm", recipients: "5" },
      staff.cookie,
      { sendId },
    );
    expect(confirmed.status).toBe(302);
    expect(await toastAfter(confirmed, staff.cookie)).toMatchObject({ title: BULK_SMS_RECONFIRMED });
    const send = await sendOf(sendId);
    expect(send).toMatchObject({ status: "scheduled", recipients_expected: 5, confirmed_cost_cents: 125 });
    expect(send.confirmed_at).not.toBeNull();
    expect((await auditOf(sendId)).at(-1)).toMatchObject({ action: "sms.bulk_send_reconfirmed" });

    await queueBulkSend(db(), sendId, { now: () => OPEN });
    expect(await messagesOf(sendId)).toHaveLength(5);
    startSender();
    const phones = [...early, ...late].map((p) => p.phone);
    await expect.poll(() => submitsTo(phones).length, { timeout: 10_000 }).toBe(5);
  });

  it("never holds more SMS than confirmed and 10%, even when customers join while it queues", async () => {
    await crowd("Sabie", 10);
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Sabie timber sale", audience: { kind: "area", area: "Sabie" }, draft: randomUUID(), recipients: 10 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const sendId = started.id;
    let joined = false;
    await queueBulkSend(db(), sendId, {
      now: () => OPEN,
      batchSize: 4,
      onBatchQueued: async () => {
        if (joined) return;
        joined = true;
        // Five more, whose accounts come after the cursor.
        await crowd("Sabie", 5, "zz");
      },
    });
    expect(await messagesOf(sendId)).toHaveLength(11);
    expect(await sendOf(sendId)).toMatchObject({ status: "awaiting_confirmation" });
    const page = await progressPage(sendId);
    expect(page.progress.grown).toMatchObject({ recipients: 15 });
    await post(progressAction, `/admin/sms/${sendId}`, { intent: "reconfirm", recipients: "15" }, staff.cookie, {
      sendId,
    });
    expect(await sendOf(sendId)).toMatchObject({ status: "queuing", recipients_expected: 15 });
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    expect(await messagesOf(sendId)).toHaveLength(15);
    expect(await sendOf(sendId)).toMatchObject({ status: "queued", recipients_queued: 15 });
  });
});

describe("suspended and deleted accounts", () => {
  it("are never recipients, also when suspended or deleted between the confirmation and the queuing", async () => {
    const [kept, suspended, deleted, suspendedBefore] = await crowd("Kaapsehoop", 4);
    if (!kept || !suspended || !deleted || !suspendedBefore) throw new Error("crowd");
    await db()
      .updateTable("users")
      .set({ suspended_at: "2026-06-01T10:00:00.000Z" })
      .where("id", "=", suspendedBefore.id)
      .execute();
    const audience = { kind: "area", area: "Kaapsehoop" } as const;
    expect((await audienceNumbers(db(), audience, OPEN)).sort()).toEqual(
      [kept.phone, suspended.phone, deleted.phone].sort(),
    );
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Kaapsehoop horses feed", audience, draft: randomUUID(), recipients: 3 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    await db().updateTable("users").set({ suspended_at: OPEN.toISOString() }).where("id", "=", suspended.id).execute();
    await db().deleteFrom("client_delivery_locations").where("user_id", "=", deleted.id).execute();
    await db().deleteFrom("users").where("id", "=", deleted.id).execute();
    expect(await db().selectFrom("phone_proofs").where("user_id", "=", deleted.id).selectAll().execute()).toEqual([]);

    await queueBulkSend(db(), started.id, { now: () => OPEN });
    expect((await messagesOf(started.id)).map((row) => row.to_number)).toEqual([kept.phone]);
    startSender();
    await expect.poll(() => submitsTo([kept.phone]).length, { timeout: 10_000 }).toBe(1);
    await senderHasCaughtUp();
    expect(submitsTo([suspended.phone, deleted.phone, suspendedBefore.phone])).toEqual([]);
  });
});

describe("the characters that make an SMS Unicode", () => {
  it("Check names them and offers a text with plain ones, which Check again finds in GSM", async () => {
    await crowd("Dullstroom", 1);
    type Page = {
      query: { draft: string };
      check: {
        estimate: { encoding: string; parts: number };
        unicode: {
          characters: { character: string; name: string; count: number }[];
          plainBody: string | null;
          plainParts: number;
          unreplaceable: boolean;
        } | null;
      };
    };
    const body = "Don’t miss it — lucerne’s in…";
    const typed = await json<Page>(
      await get(
        composerLoader,
        `/admin/sms?${new URLSearchParams({ body, audience: "area", area: "Dullstroom", check: "1" })}`,
        staff.cookie,
      ),
    );
    expect(typed.check.estimate.encoding).toBe("ucs2");
    expect(typed.check.unicode?.characters.map(({ character, name, count }) => [character, name, count])).toEqual([
      ["’", "curly apostrophe", 2],
      ["—", "long dash", 1],
      ["…", "ellipsis", 1],
    ]);
    expect(typed.check.unicode).toMatchObject({
      plainBody: "Don't miss it - lucerne's in...",
      unreplaceable: false,
    });
    // The Replace button is a GET form: the same draft, the plain text, Check.
    const replaced = await json<Page>(
      await get(
        composerLoader,
        `/admin/sms?${new URLSearchParams({
          body: typed.check.unicode?.plainBody ?? "",
          audience: "area",
          area: "Dullstroom",
          draft: typed.query.draft,
          check: "1",
        })}`,
        staff.cookie,
      ),
    );
    expect(replaced.query.draft).toBe(typed.query.draft);
    expect(replaced.check.estimate.encoding).toBe("gsm7");
    expect(replaced.check.unicode).toBeNull();
    // An emoji has no plain stand-in: named, and left.
    const emoji = await json<Page>(
      await get(
        composerLoader,
        `/admin/sms?${new URLSearchParams({ body: "Dankie 👍", audience: "area", area: "Dullstroom", check: "1" })}`,
        staff.cookie,
      ),
    );
    expect(emoji.check.unicode).toMatchObject({
      characters: [{ character: "👍", name: "emoji", count: 1 }],
      plainBody: null,
      unreplaceable: true,
    });
  });
});
