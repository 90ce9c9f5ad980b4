/**
 * For the SMS crash test (tests/integration/sms-crash.test.ts): a server process's part of a bulk
 * SMS send, in a process of its own so the test can kill it with SIGKILL (no clean-up, as a crash
 * or an OOM kill) half-way and start it again.
 *
 * Queues one bulk SMS per number for the send (idempotency key `${sendId}:${number}`, so the
 * second run queues nothing new), then runs the SMS sender as the server does (its loop first
 * queues again what a killed process left 'sending') until no SMS of the send is waiting, and exits.
 *
 * Usage: node --import tsx tests/support/bulk-sms-process.ts <sendId> <count>, with DATABASE_PATH,
 * SMS_URL and SMS_RATE set to the test's. Number i is +27820000000 + i.
 */
import { db } from "../../app/platform/db.server";
import { queueSms } from "../../app/sms/sms-outbox.server";
import { startSmsSender } from "../../app/sms/sms-sender.server";

const [sendId, countText] = process.argv.slice(2);
if (!sendId || !countText) throw new Error("usage: bulk-sms-process.ts <sendId> <count>");
const count = Number(countText);

const bulkSmsNumber = (i: number) => `+2782${String(i).padStart(7, "0")}`;

await db()
  .transaction()
  .execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const to = bulkSmsNumber(i);
      const queued = await queueSms(trx, {
        to,
        text: "Donkerhoek: lucerne bales R89 this week only. Reply STOP to opt out.",
        kind: "bulk",
        priority: "bulk",
        idempotencyKey: `${sendId}:${to}`,
      });
      if (!queued.ok) throw new Error(queued.message);
    }
  });
process.stdout.write("queued\n");

const sender = startSmsSender(db(), {
  pollMs: 20,
  connection: { minBackoffMs: 20, maxBackoffMs: 200, responseTimeoutMs: 2000, enquireLinkMs: 1000 },
});

for (;;) {
  const waiting = await db()
    .selectFrom("sms_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("idempotency_key", "like", `${sendId}:%`)
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirstOrThrow();
  if (Number(waiting.n) === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
await sender.stop();
await db().destroy();
process.stdout.write("all sent\n");
