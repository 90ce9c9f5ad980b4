import { randomUUID } from "node:crypto";
import { db } from "~/platform/db.server";
import { action as composerAction, loader as composerLoader } from "~/routes/admin.sms";
import { loader as logLoader } from "~/routes/admin.sms_.log";
import { OPT_OUT_LINE } from "~/sms/bulk-sms";
import { audienceNumbers, queueBulkSend, startBulkSend } from "~/sms/bulk-sms.server";
import { BULK_SMS_NOBODY } from "~/sms/messages";
import { optOut } from "~/sms/opt-outs.server";
import { southAfricanMobileOrNull } from "~/sms/phone-number";
import { queueSms } from "~/sms/sms-outbox.server";
import { type SmsSender, startSmsSender } from "~/sms/sms-sender.server";
import { insertTestProduct } from "../support/products";
import { get, json, post, signedInUser } from "../support/route-calls";
import { startLoopbackSmpp } from "../support/smpp-server";
import { proveNumber } from "../support/sms-numbers";

// The bulk SMS go out over SMPP to the smpp package's own server on loopback.
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_RATE = "500";
let sender: SmsSender | undefined;
afterAll(async () => {
  await sender?.stop();
  await smsc.close();
});

/** Monday 15 June 2026 10:00 SAST: within the marketing hours. */
const OPEN = new Date("2026-06-15T08:00:00Z");
/** Friday 12 June 2026 21:00 SAST: after hours; the next moment is Saturday 09:00. */
const CLOSED = new Date("2026-06-12T19:00:00Z");

async function customer(phone: string | null, consent = true) {
  const id = randomUUID();
  await db()
    .insertInto("users")
    .values({
      id,
      email: `c-${id.slice(0, 8)}@example.com`,
      phone,
    })
    .execute();
  const number = phone ? southAfricanMobileOrNull(phone) : null;
  if (number) await proveNumber(db(), id, number, { consent, at: "2026-05-01T10:00:00.000Z" });
  return id;
}

async function location(userId: string, province: string, city: string) {
  await db()
    .insertInto("client_delivery_locations")
    .values({
      id: randomUUID(),
      user_id: userId,
      location_name: "Farm",
      latitude: -25.7,
      longitude: 28.4,
      province,
      city,
    })
    .execute();
}

async function bought(userId: string, productId: string, createdAt: string) {
  const orderId = randomUUID();
  await db()
    .insertInto("orders")
    .values({
      id: orderId,
      order_number: `DH-${orderId.slice(0, 6)}`,
      user_id: userId,
      subtotal_cents: 1000,
      total_cents: 1000,
      created_at: createdAt,
    })
    .execute();
  await db()
    .insertInto("order_items")
    .values({
      id: randomUUID(),
      order_id: orderId,
      product_id: productId,
      product_name: "Lucerne",
      product_price_cents: 1000,
      quantity: 1,
      item_total_cents: 1000,
      ws_code: "WS1",
    })
    .execute();
}

const messagesOf = (sendId: string) =>
  db().selectFrom("sms_messages").selectAll().where("send_id", "=", sendId).orderBy("to_number").execute();

let staff: Awaited<ReturnType<typeof signedInUser>>;
let feedCategory: string;

beforeAll(async () => {
  staff = await signedInUser(["content_manager"]);
  // Opted in with numbers typed as people type them; two accounts share one number.
  const thandi = await customer("082 555 0001");
  const pieter = await customer("+27 83 555 0002");
  const anna = await customer("0845550003");
  await customer("084 555 0003"); // Anna's husband, the same phone
  await customer("012 802 0000"); // a landline: no SMS
  await customer(null); // no number
  await customer("082 555 0009", false); // never opted in
  const stopped = await customer("082 555 0010"); // replied STOP
  await optOut(db(), { phone: "+27825550010", source: "sms_reply" });
  await location(thandi, "Gauteng", "Cullinan");
  await location(pieter, "Mpumalanga", "Bronkhorstspruit");
  await location(stopped, "Gauteng", "Cullinan");
  feedCategory = randomUUID();
  await db()
    .insertInto("product_categories")
    .values({ id: feedCategory, name: "Animal Feed", slug: "animal-feed-sms" })
    .execute();
  const lucerne = await insertTestProduct(db(), { category_id: feedCategory });
  await bought(anna, lucerne.id, "2026-05-20T10:00:00.000Z");
  await bought(pieter, lucerne.id, "2025-01-20T10:00:00.000Z"); // too long ago for 6 months
});

describe("the bulk SMS audience", () => {
  it("is the opted-in customers' cellphone numbers, once each, without numbers that opted out", async () => {
    expect((await audienceNumbers(db(), { kind: "all" }, OPEN)).sort()).toEqual([
      "+27825550001",
      "+27835550002",
      "+27845550003",
    ]);
  });

  it("narrows to a province, a delivery area, or buyers from a category in the last N months", async () => {
    expect(await audienceNumbers(db(), { kind: "province", province: "Mpumalanga" }, OPEN)).toEqual(["+27835550002"]);
    expect(await audienceNumbers(db(), { kind: "area", area: "Cullinan" }, OPEN)).toEqual(["+27825550001"]);
    const category = { kind: "category", categoryId: feedCategory } as const;
    expect(await audienceNumbers(db(), { ...category, months: 6 }, OPEN)).toEqual(["+27845550003"]);
    expect((await audienceNumbers(db(), { ...category, months: 36 }, OPEN)).sort()).toEqual([
      "+27835550002",
      "+27845550003",
    ]);
  });
});

describe("a bulk send", () => {
  it("queues one SMS per recipient ending with the opt-out line; queuing again adds nothing", async () => {
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Lucerne in stock: R95 a bale.", audience: { kind: "all" }, draft: randomUUID(), recipients: 3 },
      {},
      OPEN,
    );
    if (!started.ok) throw new Error(started.message);
    const send = await db().selectFrom("sms_sends").selectAll().where("id", "=", started.id).executeTakeFirstOrThrow();
    expect(send).toMatchObject({
      status: "scheduled",
      recipients_expected: 3,
      parts: 1,
      scheduled_for: OPEN.toISOString(),
    });
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", started.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: "sms.bulk_send", actor_id: staff.id });

    await queueBulkSend(db(), started.id, { now: () => OPEN });
    const first = await messagesOf(started.id);
    expect(first.map((row) => row.to_number)).toEqual(["+27825550001", "+27835550002", "+27845550003"]);
    for (const row of first) {
      expect(row).toMatchObject({
        priority: "bulk",
        kind: "bulk",
        body: `Lucerne in stock: R95 a bale.\n${OPT_OUT_LINE}`,
        idempotency_key: `${started.id}:${row.to_number}`,
      });
    }
    // A second run (a restart, or the job run twice) from the start finds every key taken.
    await db()
      .updateTable("sms_sends")
      .set({ status: "queuing", queue_cursor: null })
      .where("id", "=", started.id)
      .execute();
    await queueBulkSend(db(), started.id, { now: () => OPEN });
    expect(await messagesOf(started.id)).toHaveLength(3);
    expect(
      await db()
        .selectFrom("sms_sends")
        .select(["status", "recipients_queued"])
        .where("id", "=", started.id)
        .executeTakeFirst(),
    ).toEqual({ status: "queued", recipients_queued: 3 });
    await db().deleteFrom("sms_messages").where("send_id", "=", started.id).execute();
  });

  it("started after hours waits for the next allowed moment and queues nothing before it", async () => {
    const started = await startBulkSend(
      db(),
      staff,
      { body: "Saturday special", audience: { kind: "area", area: "Cullinan" }, draft: randomUUID(), recipients: 1 },
      {},
      CLOSED,
    );
    if (!started.ok) throw new Error(started.message);
    const saturdayNine = "2026-06-13T07:00:00.000Z";
    const job = await db()
      .selectFrom("jobs")
      .selectAll()
      .where("payload", "like", `%${started.id}%`)
      .executeTakeFirstOrThrow();
    expect(job.run_at).toBe(saturdayNine);
    // A worker that was down runs it late on Saturday afternoon: it moves to Monday 08:00.
    await queueBulkSend(db(), started.id, { now: () => new Date("2026-06-13T12:00:00Z") });
    expect(await messagesOf(started.id)).toHaveLength(0);
    const send = await db().selectFrom("sms_sends").selectAll().where("id", "=", started.id).executeTakeFirstOrThrow();
    expect(send).toMatchObject({ status: "scheduled", scheduled_for: "2026-06-15T06:00:00.000Z" });
    await db().deleteFrom("sms_sends").where("id", "=", started.id).execute();
  });

  it("is refused when nobody in the audience may get it", async () => {
    const refused = await startBulkSend(
      db(),
      staff,
      { body: "Hello", audience: { kind: "province", province: "Limpopo" }, draft: randomUUID(), recipients: 1 },
      {},
      OPEN,
    );
    expect(refused).toEqual({ ok: false, status: 400, message: BULK_SMS_NOBODY });
  });
});

describe("the screens", () => {
  it("Check shows the characters, encoding, parts, recipients, cost and preview", async () => {
    const body = encodeURIComponent("Lucerne in stock: R95 a bale.");
    const response = await get(composerLoader, `/admin/sms?body=${body}&audience=all&check=1`, staff.cookie);
    expect(response.status).toBe(200);
    const page = await json<{ check: { estimate: Record<string, unknown>; audienceLabel: string } }>(response);
    expect(page.check.estimate).toMatchObject({
      text: `Lucerne in stock: R95 a bale.\n${OPT_OUT_LINE}`,
      characters: 51,
      encoding: "gsm7",
      parts: 1,
      recipients: 3,
      costCents: 75,
    });
    expect(page.check.audienceLabel).toBe("Everyone opted in to SMS");
  });

  it("Send refuses bad input with 400 and sends to the loopback SMPP server, shown in the log by status and number", async () => {
    const bad = await post(
      composerAction,
      "/admin/sms",
      { intent: "send", body: "", audience: "all", draft: randomUUID(), recipients: "3" },
      staff.cookie,
    );
    expect(bad.status).toBe(400);
    const noProvince = await post(
      composerAction,
      "/admin/sms",
      { intent: "send", body: "Hi", audience: "province", draft: randomUUID(), recipients: "1" },
      staff.cookie,
    );
    expect(noProvince.status).toBe(400);

    const sent = await post(
      composerAction,
      "/admin/sms",
      {
        intent: "send",
        body: "Dairy meal back in stock",
        audience: "province",
        province: "Mpumalanga",
        draft: randomUUID(),
        recipients: "1",
      },
      staff.cookie,
    );
    expect(sent.status).toBe(302);
    const sendId = sent.headers.get("Location")?.split("/").at(-1) ?? "";
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    sender = startSmsSender(db(), {
      now: () => OPEN,
      pollMs: 50,
      connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
    });
    await expect
      .poll(async () => (await messagesOf(sendId)).map((row) => row.status), { timeout: 10_000, interval: 20 })
      .toEqual(["sent"]);
    expect(smsc.submits.filter((submit) => submit.to === "27835550002").map((submit) => submit.text)).toEqual([
      `Dairy meal back in stock\n${OPT_OUT_LINE}`,
    ]);

    const log = await json<{
      messages: { to_number: string; send_id: string }[];
      sends: { id: string; sent: number }[];
    }>(await get(logLoader, "/admin/sms/log?status=sent&number=083+555+0002", staff.cookie));
    expect(log.messages).toEqual([expect.objectContaining({ to_number: "+27835550002", send_id: sendId })]);
    expect(log.sends.find((send) => send.id === sendId)).toMatchObject({ sent: 1 });
    const none = await json<{ messages: unknown[] }>(
      await get(logLoader, "/admin/sms/log?status=failed", staff.cookie),
    );
    expect(none.messages).toEqual([]);
  });

  it("a send's SMS still queued when the hours close wait for them to open; order news goes at once", async () => {
    // The sender of the test before stops first: it runs in the hours.
    await sender?.stop();
    const userId = await customer("083 555 0077");
    await location(userId, "Limpopo", "Polokwane");
    const sent = await post(
      composerAction,
      "/admin/sms",
      {
        intent: "send",
        body: "Lucerne bales in stock",
        audience: "province",
        province: "Limpopo",
        draft: randomUUID(),
        recipients: "1",
      },
      staff.cookie,
    );
    const sendId = sent.headers.get("Location")?.split("/").at(-1) ?? "";
    // Queued while the hours were open; the sender then runs after 20:00 on a Friday.
    await queueBulkSend(db(), sendId, { now: () => OPEN });
    await queueSms(db(), { to: "083 555 0078", text: "Order 1042 is ready for collection", kind: "order_ready" });
    sender = startSmsSender(db(), {
      now: () => CLOSED,
      pollMs: 50,
      connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
    });
    await expect.poll(() => smsc.submits.some((submit) => submit.to === "27835550078"), { timeout: 10_000 }).toBe(true);
    // The order's SMS went after the marketing one was queued, so the sender has passed it over.
    expect(smsc.submits.filter((submit) => submit.to === "27835550077")).toEqual([]);
    expect((await messagesOf(sendId)).map((row) => row.status)).toEqual(["queued"]);

    await sender.stop();
    sender = startSmsSender(db(), {
      now: () => OPEN,
      pollMs: 50,
      connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
    });
    await expect
      .poll(async () => (await messagesOf(sendId)).map((row) => row.status), { timeout: 10_000, interval: 20 })
      .toEqual(["sent"]);
  });
});
