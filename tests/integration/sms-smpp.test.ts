import { sql } from "kysely";
import { db } from "~/platform/db.server";
import { SMS_OPTED_OUT_MESSAGE } from "~/sms/messages";
import { smsLayout } from "~/sms/sms-encoding";
import { queueSms } from "~/sms/sms-outbox.server";
import { type SmsSender, startSmsSender } from "~/sms/sms-sender.server";
import { startLoopbackSmpp } from "../support/smpp-server";

// Every SMS in this file goes out over SMPP to a real SMPP server on loopback (the smpp
// package's own server), bound as a transceiver, as it would to the co-op's aggregator.
const smsc = await startLoopbackSmpp();
process.env.SMS_URL = smsc.url;
process.env.SMS_FROM = "Donkerhoek";
process.env.SMS_RATE = "500";

const FAST = {
  pollMs: 50,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 100 },
};
let sender: SmsSender;

beforeAll(() => {
  sender = startSmsSender(db(), FAST);
});
afterAll(async () => {
  await sender.stop();
  await smsc.close();
});

async function queued(to: string, text: string, priority: "transactional" | "bulk" = "transactional") {
  const result = await queueSms(db(), { to, text, kind: priority === "bulk" ? "bulk" : "order-ready", priority });
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

const row = (id: string) => db().selectFrom("sms_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const statusOf = async (id: string) => (await row(id)).status;
const POLL = { timeout: 10_000, interval: 20 };

describe("SMS over SMPP", () => {
  it("submits a long UCS-2 message as concatenated parts with the right text, numbers and data_coding", async () => {
    const text =
      "Jou bestelling DH-1001 is gereed vir afhaal. Ons is oop Ma–Vr 08:00–17:00 en Sa 08:00–12:00. Dankie! 👍";
    const layout = smsLayout(text);
    expect(layout).toMatchObject({ encoding: "ucs2", parts: 2 });
    const id = await queued("082 123 4567", text);

    await expect.poll(() => statusOf(id), POLL).toBe("sent");
    const parts = smsc.submits.filter((submit) => submit.to === "27821234567");
    expect(parts).toHaveLength(2);
    for (const [index, part] of parts.entries()) {
      expect(part).toMatchObject({ from: "Donkerhoek", sourceTon: 5, dataCoding: 0x08, registeredDelivery: 1 });
      expect(part.esmClass & 0x40).toBe(0x40);
      expect(part.udh).toEqual([0x00, 0x03, parts[0]?.udh?.[2], 2, index + 1]);
    }
    expect(parts.map((part) => part.text).join("")).toBe(text);
    expect(parts.map((part) => part.text)).toEqual(layout.segments);

    const stored = await row(id);
    expect(stored).toMatchObject({ to_number: "+27821234567", encoding: "ucs2", parts: 2, error: null });
    expect(stored.aggregator_message_id).toBe(parts[0]?.messageId);
    expect(stored.sent_at).not.toBeNull();

    // Delivered only when the receipts of both parts say so.
    expect(await smsc.sendReceipt(parts[0]?.messageId ?? "", "DELIVRD")).toBe(0);
    expect(await statusOf(id)).toBe("sent");
    expect(await smsc.sendReceipt(parts[1]?.messageId ?? "", "DELIVRD")).toBe(0);
    expect(await row(id)).toMatchObject({ status: "delivered", delivered_at: expect.any(String) });
  });

  it("sends a GSM message as one part, and a failed delivery receipt marks it failed with the network's error", async () => {
    const id = await queued("+27 83 555 0101", "Order DH-1002: payment verified. Thank you! Total R1 250.00 [EFT]");
    await expect.poll(() => statusOf(id), POLL).toBe("sent");
    const [submit] = smsc.submits.filter((one) => one.to === "27835550101");
    expect(submit).toMatchObject({
      dataCoding: 0x00,
      udh: null,
      text: "Order DH-1002: payment verified. Thank you! Total R1 250.00 [EFT]",
    });

    expect(await smsc.sendReceipt(submit?.messageId ?? "", "UNDELIV", "001")).toBe(0);
    expect(await row(id)).toMatchObject({
      status: "failed",
      error: "UNDELIV (err 001)",
      failed_at: expect.any(String),
    });
  });

  it("keeps replies, and an inbound STOP opts the number out of marketing SMS at once, audited", async () => {
    expect(await smsc.sendInbound("27845550102", "Thanks, see you Saturday")).toBe(0);
    expect(await smsc.sendInbound("27845550102", " stop ")).toBe(0);

    const inbound = await db()
      .selectFrom("sms_inbound")
      .select(["from_number", "body", "is_stop"])
      .where("from_number", "=", "+27845550102")
      // Two replies can arrive within one millisecond: then the order they were stored in.
      .orderBy("received_at")
      .orderBy(sql`rowid`)
      .execute();
    expect(inbound).toEqual([
      { from_number: "+27845550102", body: "Thanks, see you Saturday", is_stop: 0 },
      { from_number: "+27845550102", body: " stop ", is_stop: 1 },
    ]);
    const optOut = await db()
      .selectFrom("sms_opt_outs")
      .selectAll()
      .where("phone", "=", "+27845550102")
      .executeTakeFirst();
    expect(optOut).toMatchObject({ source: "sms_reply", opted_out_at: expect.any(String) });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "details"])
      .where("entity_type", "=", "sms_opt_out")
      .where("entity_id", "=", "+27845550102")
      .execute();
    expect(audit).toEqual([
      { action: "sms.opt_out", actor_id: null, details: expect.stringContaining('"source":"sms_reply"') },
    ]);

    expect(
      await queueSms(db(), { to: "084 555 0102", text: "Winter specials!", kind: "bulk", priority: "bulk" }),
    ).toEqual({
      ok: false,
      message: SMS_OPTED_OUT_MESSAGE,
    });
    // Order news still reaches the number: STOP is about marketing.
    expect((await queueSms(db(), { to: "084 555 0102", text: "Your order is ready", kind: "order-ready" })).ok).toBe(
      true,
    );
  });

  it("keeps its one session alive with enquire_link", async () => {
    const before = smsc.enquireLinks();
    await expect.poll(() => smsc.enquireLinks(), POLL).toBeGreaterThanOrEqual(before + 2);
    expect(sender.connection?.isBound()).toBe(true);
  });

  it("reconnects when the server goes away and comes back, and then sends what waited", async () => {
    const bindsBefore = smsc.binds();
    await smsc.goAway();
    await expect.poll(() => sender.connection?.isBound(), POLL).toBe(false);
    const id = await queued("072 555 0103", "Your order DH-1003 has been shipped.");
    expect(await statusOf(id)).toBe("queued");

    await smsc.comeBack();
    await expect.poll(() => statusOf(id), POLL).toBe("sent");
    expect(smsc.binds()).toBe(bindsBefore + 1);
    expect(smsc.submits.filter((submit) => submit.to === "27725550103")).toHaveLength(1);
  });

  it("sends transactional SMS before bulk ones queued earlier", async () => {
    await sender.stop();
    const bulk: string[] = [];
    for (const n of [1, 2, 3]) bulk.push(await queued(`061 555 020${n}`, `Winter specials ${n}`, "bulk"));
    const order = await queued("061 555 0209", "Order DH-1004 placed: R 480.00");
    const before = smsc.submits.length;

    sender = startSmsSender(db(), FAST);
    await expect.poll(() => Promise.all(bulk.map(statusOf)), POLL).toEqual(["sent", "sent", "sent"]);
    expect(await statusOf(order)).toBe("sent");
    expect(smsc.submits.slice(before).map((submit) => submit.to)).toEqual([
      "27615550209",
      "27615550201",
      "27615550202",
      "27615550203",
    ]);
  });
});
