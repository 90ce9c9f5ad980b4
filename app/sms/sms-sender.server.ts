import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import smpp, { type PDU } from "smpp";
import { type Database, nowIso } from "~/platform/db.server";
import { env, type SmsConfig } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { type DeliveryReceipt, isDeliveryReceipt, parseDeliveryReceipt } from "./delivery-receipt";
import { recordInbound } from "./inbound-replies.server";
import { isMarketingAllowed } from "./marketing-hours";
import { SMS_CANCELLED_OPTED_OUT, smsStoppedMidwayMessage } from "./messages";
import { isOptedOut } from "./opt-outs.server";
import { SmppConnection, type SmppConnectionOptions, SmppStatusError } from "./smpp-connection.server";
import { smsLayout } from "./sms-encoding";
import type { SmsMessage } from "./sms-outbox.server";

/**
 * The SMS sender (decision 0076): one loop per server process that takes queued SMS from
 * `sms_messages` (transactional before bulk, always; then oldest first) and submits them, one
 * after another at the configured rate, over the one SMPP session. Started with the job worker
 * from app/background-work.server.ts (run by platform/background.server.ts), not as one job per SMS: the
 * jobs table runs in order of time, so a bulk send queued first would hold up an order's SMS.
 *
 * A row is 'sending' while it is being submitted; one a killed process left 'sending' is queued
 * again at the next start (at least once: see the decision record for the window).
 *
 * STOP at once (decision 0090): before each part of a marketing (bulk) SMS the number is looked up
 * on the opt-out list, so a STOP that arrives while a long SMS is going stops it at the next part;
 * replies are stored as they arrive, not after the submission in flight.
 */

export type SmsSender = {
  /**
   * Stops the loop and unbinds. With `graceMs` (a stop of the shop, decision 0102) the SMS being
   * submitted gets that long to have all its parts accepted first, so none is cut half-way and
   * sent again after the restart.
   */
  stop: (options?: { graceMs?: number }) => Promise<void>;
  connection: SmppConnection | null;
};

export type SmsSenderOptions = {
  /** The account; default: SMS_URL, SMS_FROM and SMS_RATE (null: log only). */
  config?: SmsConfig | null;
  /** How often to look for queued SMS when nothing wakes the sender. */
  pollMs?: number;
  /** Attempts before an SMS the aggregator keeps refusing for now becomes 'failed'. */
  maxAttempts?: number;
  connection?: Pick<SmppConnectionOptions, "enquireLinkMs" | "responseTimeoutMs" | "minBackoffMs" | "maxBackoffMs">;
  /** The clock the marketing hours are read from (tests fix it). */
  now?: () => Date;
};

const globalForSms = globalThis as unknown as { __shopSmsSender?: SmsSender; __shopSmsWake?: () => void };

/** The SMPP session of this process's sender, for the metrics and the System screen (decision 0104). */
export function smppSessionState(): "bound" | "unbound" | "log-only" | "not-running" {
  const sender = globalForSms.__shopSmsSender;
  if (!sender) return "not-running";
  if (!sender.connection) return "log-only";
  return sender.connection.isBound() ? "bound" : "unbound";
}

/** Refusals that mean "not now" (throttled, queue full, system error): the SMS is tried again. */
const TRANSIENT_STATUSES = new Set([smpp.ESME_RTHROTTLED, smpp.ESME_RMSGQFUL, smpp.ESME_RSYSERR, smpp.ESME_RX_T_APPN]);

const MAX_ERROR_LENGTH = 500;

/** SMS a killed process left half-submitted go back to the queue (at least once). */
export async function resumeInterruptedSms(db: Database): Promise<number> {
  const result = await db
    .updateTable("sms_messages")
    .set({ status: "queued" })
    .where("status", "=", "sending")
    .executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) logger.warn("SMS interrupted by a stop were queued again", { count });
  return count;
}

/**
 * Takes the next SMS: transactional before bulk, then the oldest. Outside the hours the Consumer
 * Protection Act regulations allow for direct marketing, the SMS of a marketing send (those with
 * a send) stay queued until the hours open again, however long the send has been running
 * (decision 0080); order news and other SMS go at any hour. A marketing SMS whose number has
 * opted out since it was queued is cancelled, not taken (decision 0090).
 */
async function claimNext(db: Database, marketingOpen: boolean): Promise<SmsMessage | undefined> {
  for (;;) {
    const next = db
      .selectFrom("sms_messages")
      .select("id")
      .where("status", "=", "queued")
      .$if(!marketingOpen, (query) => query.where("send_id", "is", null))
      // 'transactional' sorts after 'bulk': descending puts it first.
      .orderBy("priority", "desc")
      .orderBy("created_at")
      .orderBy(sql`rowid`)
      .limit(1);
    const claimed = await db
      .updateTable("sms_messages")
      .set((eb) => ({ status: "sending", attempts: eb("attempts", "+", 1) }))
      .where("id", "=", next)
      .where("status", "=", "queued")
      .returningAll()
      .executeTakeFirst();
    if (!claimed || !(await optedOutOfMarketing(db, claimed))) return claimed;
    await db
      .updateTable("sms_messages")
      .set({ status: "cancelled", cancelled_at: nowIso(), error: SMS_CANCELLED_OPTED_OUT })
      .where("id", "=", claimed.id)
      .execute();
    logger.info("Marketing SMS cancelled: the number opted out", { id: claimed.id, to: claimed.to_number });
  }
}

/** A marketing (bulk) SMS to a number on the opt-out list: none of it may be submitted. */
async function optedOutOfMarketing(db: Database, message: SmsMessage): Promise<boolean> {
  return message.priority === "bulk" && (await isOptedOut(db, message.to_number));
}

/** Spaces submissions so no more than `perSecond` leave in any second. */
class RateGate {
  private next = 0;
  constructor(private readonly perSecond: number) {}
  async take(): Promise<void> {
    // A monotonic clock: a wall clock set back (or a test's frozen Date) must not stall the queue.
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await sleep(at - now);
  }
}

function sourceAddress(from: string): Record<string, unknown> {
  if (from === "") return { source_addr_ton: 0, source_addr_npi: 0, source_addr: "" };
  if (/^\+?\d+$/.test(from)) return { source_addr_ton: 1, source_addr_npi: 1, source_addr: from.replace(/^\+/, "") };
  return { source_addr_ton: 5, source_addr_npi: 0, source_addr: from };
}

/**
 * The submit_sm of each part. A long SMS is concatenated with a user data header (IEI 0x00:
 * 8-bit reference, total, sequence), which every handset and aggregator understands; the
 * library sets the UDH indicator in esm_class.
 */
export function submitFieldsFor(message: Pick<SmsMessage, "to_number" | "body">, from: string, reference: number) {
  const layout = smsLayout(message.body);
  return layout.segments.map((segment, index) => ({
    service_type: "",
    ...sourceAddress(from),
    dest_addr_ton: 1,
    dest_addr_npi: 1,
    destination_addr: message.to_number.replace(/^\+/, ""),
    esm_class: 0,
    registered_delivery: 1,
    data_coding: layout.encoding === "gsm7" ? 0x00 : 0x08,
    short_message:
      layout.parts === 1
        ? segment
        : { udh: Buffer.from([0x05, 0x00, 0x03, reference, layout.parts, index + 1]), message: segment },
  }));
}

async function logOnly(db: Database, message: SmsMessage): Promise<void> {
  logger.info("SMS not sent (SMS_URL is not set)", { to: message.to_number, kind: message.kind, text: message.body });
  await db.updateTable("sms_messages").set({ status: "logged", error: null }).where("id", "=", message.id).execute();
}

/** Submits every part; records the aggregator's ids, or the refusal. Returns how long to pause the queue. */
async function submit(
  db: Database,
  connection: SmppConnection,
  message: SmsMessage,
  config: SmsConfig,
  gate: RateGate,
  maxAttempts: number,
): Promise<number> {
  const ids: string[] = [];
  try {
    for (const fields of submitFieldsFor(message, config.from, randomInt(256))) {
      await gate.take();
      // A STOP may have arrived while the last part was on its way: checked before every part.
      if (await optedOutOfMarketing(db, message)) {
        await stoppedMidway(db, message, ids);
        return 0;
      }
      ids.push(await connection.submit(fields));
    }
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const permanent = error instanceof SmppStatusError && !TRANSIENT_STATUSES.has(error.status);
    if (permanent || message.attempts >= maxAttempts) {
      logger.warn("SMS failed", { id: message.id, to: message.to_number, error: text });
      await db
        .updateTable("sms_messages")
        .set({ status: "failed", error: text, failed_at: nowIso() })
        .where("id", "=", message.id)
        .execute();
      return 0;
    }
    logger.warn("SMS not accepted for now, will retry", { id: message.id, attempts: message.attempts, error: text });
    await db.updateTable("sms_messages").set({ status: "queued", error: text }).where("id", "=", message.id).execute();
    // Throttled or no answer: give the aggregator a moment before anything else is submitted.
    return Math.min(250 * 2 ** message.attempts, 30_000);
  }
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await recordParts(trx, message.id, ids);
    await trx
      .updateTable("sms_messages")
      .set({ status: "sent", aggregator_message_id: ids[0] ?? null, sent_at: at, error: null })
      .where("id", "=", message.id)
      .execute();
  });
  return 0;
}

/** The ids the aggregator gave each submitted part, so their delivery receipts find them. */
async function recordParts(db: Database, messageId: string, ids: string[]): Promise<void> {
  await db.deleteFrom("sms_parts").where("message_id", "=", messageId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto("sms_parts")
    .values(ids.map((id, index) => ({ message_id: messageId, part: index + 1, aggregator_message_id: id })))
    .execute();
}

/**
 * A marketing SMS whose number opted out before all of it went: cancelled, with the parts that
 * had gone (their ids, so their receipts are still recorded) and how many in its error.
 */
async function stoppedMidway(db: Database, message: SmsMessage, ids: string[]): Promise<void> {
  const at = nowIso();
  await db.transaction().execute(async (trx) => {
    await recordParts(trx, message.id, ids);
    await trx
      .updateTable("sms_messages")
      .set({
        status: "cancelled",
        cancelled_at: at,
        aggregator_message_id: ids[0] ?? null,
        sent_at: ids.length > 0 ? at : null,
        error: ids.length > 0 ? smsStoppedMidwayMessage(ids.length, message.parts) : SMS_CANCELLED_OPTED_OUT,
      })
      .where("id", "=", message.id)
      .execute();
  });
  logger.info("Marketing SMS stopped: the number opted out", {
    id: message.id,
    to: message.to_number,
    partsSent: ids.length,
    parts: message.parts,
  });
}

/** The text of a deliver_sm, from short_message or message_payload, as the library decoded it. */
function textOf(pdu: PDU): string {
  for (const field of [pdu.message_payload, pdu.short_message]) {
    if (field == null) continue;
    const message = (field as { message?: unknown }).message ?? field;
    if (typeof message === "string" && message !== "") return message;
    if (Buffer.isBuffer(message) && message.length > 0) return message.toString("latin1");
  }
  return "";
}

/** A delivery receipt: the part's status, then the message's (delivered when every part is, failed when one fails). */
export async function recordReceipt(db: Database, receipt: DeliveryReceipt): Promise<void> {
  if (receipt.outcome === "pending") return;
  await db.transaction().execute(async (trx) => {
    const part = await trx
      .selectFrom("sms_parts")
      .select(["message_id", "part"])
      .where("aggregator_message_id", "=", receipt.messageId)
      .orderBy("updated_at", "desc")
      .executeTakeFirst();
    if (!part) {
      logger.warn("Delivery receipt for a message the shop does not know", { messageId: receipt.messageId });
      return;
    }
    const at = nowIso();
    await trx
      .updateTable("sms_parts")
      .set({ status: receipt.outcome === "delivered" ? "delivered" : "failed", error: receipt.error, updated_at: at })
      .where("message_id", "=", part.message_id)
      .where("part", "=", part.part)
      .execute();
    const message = await trx
      .selectFrom("sms_messages")
      .select(["parts"])
      .where("id", "=", part.message_id)
      .executeTakeFirstOrThrow();
    const parts = await trx
      .selectFrom("sms_parts")
      .select("status")
      .where("message_id", "=", part.message_id)
      .execute();
    if (receipt.outcome === "failed") {
      await trx
        .updateTable("sms_messages")
        .set({ status: "failed", error: receipt.error, failed_at: at })
        .where("id", "=", part.message_id)
        .where("status", "in", ["sent", "delivered"])
        .execute();
    } else if (parts.length === message.parts && parts.every((row) => row.status === "delivered")) {
      await trx
        .updateTable("sms_messages")
        .set({ status: "delivered", delivered_at: at })
        .where("id", "=", part.message_id)
        .where("status", "=", "sent")
        .execute();
    }
  });
}

async function handleDeliver(db: Database, pdu: PDU): Promise<void> {
  const text = textOf(pdu);
  if (isDeliveryReceipt(Number(pdu.esm_class ?? 0))) {
    const receipt = parseDeliveryReceipt({
      text,
      receiptedMessageId: typeof pdu.receipted_message_id === "string" ? pdu.receipted_message_id : null,
      messageState: typeof pdu.message_state === "number" ? pdu.message_state : null,
    });
    if (!receipt) {
      logger.warn("Unreadable delivery receipt", { text });
      return;
    }
    await recordReceipt(db, receipt);
    return;
  }
  await recordInbound(db, { from: String(pdu.source_addr ?? ""), to: String(pdu.destination_addr ?? ""), text });
}

/** Starts the sender once per process (a second call returns the running one). */
export function startSmsSender(db: Database, options: SmsSenderOptions = {}): SmsSender {
  const running = globalForSms.__shopSmsSender;
  if (running) return running;

  const config = options.config === undefined ? env().sms : options.config;
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 6;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let wake: () => void = () => {};
  // The submission in flight: a receipt waits for it, so it always finds the parts' ids recorded.
  let inFlight: Promise<unknown> = Promise.resolve();

  const connection = config
    ? new SmppConnection({
        config,
        ...options.connection,
        onDeliver: async (pdu) => {
          // A receipt waits for the submission in flight, so it finds the parts' ids recorded; a
          // reply does not, so a STOP is stored before the next part of a marketing SMS is checked.
          if (isDeliveryReceipt(Number(pdu.esm_class ?? 0))) await inFlight;
          await handleDeliver(db, pdu);
        },
      })
    : null;
  const gate = new RateGate(config?.rate ?? 1000);

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        if (wake === done) wake = () => {};
        resolve();
      }
      wake = done;
    });

  async function loop() {
    await resumeInterruptedSms(db);
    while (!stopped) {
      try {
        if (connection && !connection.isBound()) {
          await connection.whenBound().catch(() => {});
          continue;
        }
        const message = await claimNext(db, isMarketingAllowed(now()));
        if (!message) {
          await pause(pollMs);
          continue;
        }
        if (!connection || !config) {
          await logOnly(db, message);
          continue;
        }
        const work = submit(db, connection, message, config, gate, maxAttempts);
        inFlight = work.catch(() => {});
        const pauseMs = await work;
        if (pauseMs > 0) await pause(pauseMs);
      } catch (error) {
        logger.error("SMS sender run failed", { error: error instanceof Error ? error.message : String(error) });
        await pause(pollMs);
      }
    }
  }

  connection?.start();
  const finished = loop();
  const sender: SmsSender = {
    connection,
    stop: async ({ graceMs = 0 } = {}) => {
      stopped = true;
      wake();
      if (graceMs > 0 && connection?.isBound()) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
        clearTimeout(timer);
      }
      await connection?.stop();
      await finished;
      if (globalForSms.__shopSmsSender === sender) globalForSms.__shopSmsSender = undefined;
      globalForSms.__shopSmsWake = undefined;
    },
  };
  globalForSms.__shopSmsSender = sender;
  globalForSms.__shopSmsWake = () => wake();
  logger.info(config ? "SMS sender started" : "SMS sender started (SMS_URL is not set: SMS are logged only)", {
    ...(config ? { host: config.host, rate: config.rate } : {}),
  });
  return sender;
}
