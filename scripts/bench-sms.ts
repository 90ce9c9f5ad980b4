/**
 * npm run bench -- --sms [--messages 5000] [--sms-rate 1000]: how fast does a bulk SMS go out, at
 * what memory, and does an order's SMS queued in the middle wait for it? (decisions 0076, 0081)
 *
 * On a scratch database (migrated, nothing else), with the SMS sender of the app (the loop the
 * server runs) bound as a transceiver to a real SMPP server on loopback in this process (the smpp
 * package's own server, answering every submit_sm at once): queues N bulk SMS for one send
 * (idempotency keys `${sendId}:${number}`, as the bulk send does), starts the sender, and when
 * half have arrived queues one transactional SMS (an order's). Prints the messages per second,
 * the peak RSS and heap of the process while sending, and how long the order's SMS took from
 * queueSms to its submit_sm arriving at the server. Needs no build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import smpp, { type PDU, type Session } from "smpp";
import { createDatabase } from "../app/platform/db.server";
import { migrateToLatest } from "../db/migrator";

const ORDER_NUMBER = "27839999999";
const QUEUE_BATCH = 500;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runSmsBench({ messages, rate }: { messages: number; rate: number }): Promise<void> {
  // The aggregator: accepts every bind and answers every submit_sm at once, counting them.
  let received = 0;
  let firstAt = 0;
  let lastAt = 0;
  let orderArrivedAt = 0;
  let orderSeenAfter = 0;
  let onHalf: (() => void) | undefined;
  let onAll: (() => void) | undefined;
  const server = smpp.createServer({}, (session: Session) => {
    session.on("error", () => {});
    session.on("bind_transceiver", (pdu: PDU) => session.send(pdu.response({ system_id: "bench" })));
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on("submit_sm", (pdu: PDU) => {
      session.send(pdu.response({ message_id: (received + 1).toString(16) }));
      const now = performance.now();
      if (String(pdu.destination_addr) === ORDER_NUMBER) {
        orderArrivedAt = now;
        orderSeenAfter = received;
      } else {
        received += 1;
        if (received === 1) firstAt = now;
        lastAt = now;
        if (received === Math.floor(messages / 2)) onHalf?.();
      }
      if (received === messages && orderArrivedAt > 0) onAll?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as { port: number }).port;

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-sms-"));
  process.on("exit", () => fs.rmSync(scratch, { recursive: true, force: true }));
  process.env.DATABASE_PATH = path.join(scratch, "shop.db");
  process.env.UPLOADS_DIR = path.join(scratch, "uploads");
  process.env.SMS_URL = `smpp://bench:bench@127.0.0.1:${port}`;
  process.env.SMS_FROM = "Donkerhoek";
  process.env.SMS_RATE = String(rate);
  process.env.JOBS_WORKER = "false";
  process.env.LOG_LEVEL ??= "warn";
  const migrating = createDatabase(process.env.DATABASE_PATH);
  await migrateToLatest(migrating);
  await migrating.destroy();

  // The app's modules read the environment when first used: loaded only now.
  const { db } = await import("../app/platform/db.server");
  const { queueSms } = await import("../app/sms/sms-outbox.server");
  const { startSmsSender } = await import("../app/sms/sms-sender.server");

  const sendId = crypto.randomUUID();
  const queueStarted = performance.now();
  for (let start = 0; start < messages; start += QUEUE_BATCH) {
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = start; i < Math.min(messages, start + QUEUE_BATCH); i++) {
          const to = `+2782${String(i).padStart(7, "0")}`;
          const queued = await queueSms(trx, {
            to,
            text: "Donkerhoek: lucerne bales R89 this week only, while stocks last. Reply STOP to opt out.",
            kind: "bulk",
            priority: "bulk",
            idempotencyKey: `${sendId}:${to}`,
          });
          if (!queued.ok) throw new Error(queued.message);
        }
      });
  }
  const queueSeconds = (performance.now() - queueStarted) / 1000;

  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  sample();
  const before = { rss: peakRss, heap: peakHeap };
  const sampler = setInterval(sample, 20);

  let orderQueuedAt = 0;
  const half = new Promise<void>((resolve) => {
    onHalf = resolve;
  });
  const all = new Promise<void>((resolve) => {
    onAll = resolve;
  });
  const sender = startSmsSender(db());
  await half;
  orderQueuedAt = performance.now();
  const order = await queueSms(db(), {
    to: `+${ORDER_NUMBER}`,
    text: "Donkerhoek: order DH-1042 is ready for collection. Open Mon-Fri 08:00-17:00.",
    kind: "order-ready",
  });
  if (!order.ok) throw new Error(order.message);
  const orderQueuedAfter = received;
  await all;
  clearInterval(sampler);
  sample();
  await sender.stop();
  await db().destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const sendSeconds = (lastAt - firstAt) / 1000;
  console.info(`\nBulk SMS: ${messages} messages over SMPP on loopback, SMS_RATE=${rate}, one session`);
  console.info(`queued             ${messages} rows in ${queueSeconds.toFixed(2)} s`);
  console.info(
    `sent               ${received} in ${sendSeconds.toFixed(2)} s: ${(received / sendSeconds).toFixed(0)} messages per second`,
  );
  console.info(
    `memory             RSS ${mb(before.rss)} before, peak ${mb(peakRss)}; heap ${mb(before.heap)} before, peak ${mb(peakHeap)}`,
  );
  console.info(
    `order SMS          queued after bulk #${orderQueuedAfter}, arrived after bulk #${orderSeenAfter}: ${(orderArrivedAt - orderQueuedAt).toFixed(1)} ms from queueSms to submit_sm`,
  );
  console.info(
    `machine            ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
}
