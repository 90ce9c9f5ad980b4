import { db } from "~/platform/db.server";
import { queueSms, smsOutbox } from "~/sms/sms-outbox.server";
import { startSmsSender } from "~/sms/sms-sender.server";

// No SMS_URL: the SMS are kept in the outbox and logged, not sent, as e-mail without SMTP_URL.
describe("SMS without SMS_URL", () => {
  it("keeps every SMS in the outbox, marked logged, and picks up one a stopped process left half-sent", async () => {
    const queued = await queueSms(db(), { to: "0821234567", text: "Your order DH-1001 is ready", kind: "order-ready" });
    expect(queued).toMatchObject({ ok: true, duplicate: false });
    // A row a killed process left being submitted.
    await db()
      .insertInto("sms_messages")
      .values({
        id: "left-sending",
        kind: "order-placed",
        to_number: "+27821234568",
        body: "Order placed",
        encoding: "gsm7",
        parts: 1,
        status: "sending",
      })
      .execute();

    const sender = startSmsSender(db(), { pollMs: 20 });
    expect(sender.connection).toBeNull();
    try {
      await expect
        .poll(async () => (await smsOutbox(db())).map((sms) => [sms.to_number, sms.status, sms.body]), {
          timeout: 5000,
          interval: 20,
        })
        .toEqual([
          ["+27821234568", "logged", "Order placed"],
          ["+27821234567", "logged", "Your order DH-1001 is ready"],
        ]);
    } finally {
      await sender.stop();
    }
  });

  it("queues one SMS per idempotency key and refuses a number that is not a cellphone's", async () => {
    const first = await queueSms(db(), {
      to: "0831234567",
      text: "Specials",
      kind: "bulk",
      priority: "bulk",
      idempotencyKey: "bulk:s1:+27831234567",
    });
    const again = await queueSms(db(), {
      to: "+27 83 123 4567",
      text: "Specials",
      kind: "bulk",
      priority: "bulk",
      idempotencyKey: "bulk:s1:+27831234567",
    });
    expect(first.ok && again.ok && again.duplicate && again.id === first.id).toBe(true);
    expect(await smsOutbox(db(), "+27831234567")).toHaveLength(1);
    expect(await queueSms(db(), { to: "012 345 6789", text: "Hi", kind: "order-ready" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("not a South African cellphone"),
    });
  });
});
