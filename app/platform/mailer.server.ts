import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import { type Database, nowIso } from "./db.server";
import type { OutgoingEmails } from "./db-schema";
import { env } from "./env.server";
import { enqueueJob, registerJobHandler } from "./jobs.server";
import { logger } from "./logger.server";
import { isPlaceholderEmail } from "./placeholder-email";

/**
 * Every outgoing e-mail is written to `outgoing_emails` first and delivered by a background job,
 * so a slow or failing SMTP server never breaks the request that wanted to send it, and nothing is
 * lost on restart. Without SMTP_URL the message is only logged: the table is then the delivery,
 * which is what development and the tests read.
 */

export const SEND_EMAIL_JOB = "send-email";
/**
 * The same delivery for an e-mail of a big send (a newsletter), run in the job worker's bulk lane
 * so it never holds up an order's e-mail, an invitation or a password reset (decision 0081).
 */
export const SEND_BULK_EMAIL_JOB = "send-bulk-email";

export type OutgoingEmail = Selectable<OutgoingEmails>;

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the e-mail is for, e.g. "order-confirmation"; lets the outbox be filtered and audited. */
  kind: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** One of many of a big send (a newsletter): delivered in the bulk lane, after nothing else waits on it. */
  bulk?: boolean;
};

/** Stores the e-mail and queues its delivery; both or neither, so no e-mail is stored unsent forever. */
export async function sendEmail(db: Database, message: EmailMessage): Promise<string> {
  const id = randomUUID();
  // An account made with a cellphone code has no address to write to (placeholder-email.ts).
  if (isPlaceholderEmail(message.to)) {
    logger.info("E-mail not stored: the account has no e-mail address", { kind: message.kind });
    return id;
  }
  const store = async (trx: Database) => {
    await trx
      .insertInto("outgoing_emails")
      .values({
        id,
        kind: message.kind,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
      })
      .execute();
    await enqueueJob(trx, message.bulk ? SEND_BULK_EMAIL_JOB : SEND_EMAIL_JOB, { emailId: id });
  };
  // Kysely cannot nest transactions; a caller already in one (say, placing an order) gets the
  // e-mail committed or rolled back together with its own work.
  if (db.isTransaction) await store(db);
  else await db.transaction().execute(store);
  return id;
}

/** The newest e-mails first, optionally only those to one address. */
export async function outbox(db: Database, to?: string, limit = 50): Promise<OutgoingEmail[]> {
  let query = db.selectFrom("outgoing_emails").selectAll();
  if (to !== undefined) query = query.where("to_address", "=", to);
  // rowid breaks ties between e-mails stored within the same millisecond.
  return query.orderBy("created_at", "desc").orderBy(sql`rowid`, "desc").limit(limit).execute();
}

// Without these a silent SMTP server would hold the worker for nodemailer's default hour, long
// past the job lock timeout, and another worker would send the same e-mail again.
const TRANSPORT_TIMEOUTS: Record<string, string> = {
  connectionTimeout: "30000",
  greetingTimeout: "30000",
  socketTimeout: "60000",
};

function withTimeouts(smtpUrl: string): string {
  const present = new URL(smtpUrl).searchParams;
  const missing = Object.entries(TRANSPORT_TIMEOUTS).filter(([key]) => !present.has(key));
  if (missing.length === 0) return smtpUrl;
  // Appended as text rather than re-serialised, so credentials in the URL stay exactly as written.
  const query = missing.map(([key, value]) => `${key}=${value}`).join("&");
  return `${smtpUrl}${smtpUrl.includes("?") ? "&" : "?"}${query}`;
}

let cachedTransport: { url: string; transporter: Transporter } | undefined;

function transport(smtpUrl: string): Transporter {
  if (cachedTransport?.url !== smtpUrl) {
    cachedTransport = { url: smtpUrl, transporter: nodemailer.createTransport(withTimeouts(smtpUrl)) };
  }
  return cachedTransport.transporter;
}

function emailIdOf(payload: unknown): string {
  const emailId = (payload as { emailId?: unknown } | null)?.emailId;
  if (typeof emailId !== "string") throw new Error(`send-email job payload has no emailId: ${JSON.stringify(payload)}`);
  return emailId;
}

/** An SMTP answer in the 5xx range: the server refuses the message for good, not for now. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

async function deliver(payload: unknown, db: Database): Promise<void> {
  const emailId = emailIdOf(payload);
  const email = await db.selectFrom("outgoing_emails").selectAll().where("id", "=", emailId).executeTakeFirst();
  if (!email) {
    logger.warn("E-mail to send no longer exists", { emailId });
    return;
  }
  // A job taken over after a worker died may find the e-mail already delivered: never send twice.
  if (email.status !== "queued") return;

  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) {
    logger.info("E-mail not sent (SMTP_URL is not set)", {
      to: email.to_address,
      subject: email.subject,
      text: email.text_body,
    });
    await db
      .updateTable("outgoing_emails")
      .set({ status: "logged", last_error: null })
      .where("id", "=", email.id)
      .execute();
    return;
  }

  try {
    await transport(smtpUrl).sendMail({
      from: env().MAIL_FROM,
      to: email.to_address,
      subject: email.subject,
      text: email.text_body,
      ...(email.html_body === null ? {} : { html: email.html_body }),
      ...(email.headers === null ? {} : { headers: JSON.parse(email.headers) as Record<string, string> }),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isPermanentRefusal(error)) {
      // The server said no for good (5xx, say an unknown mailbox): retrying cannot help.
      await db
        .updateTable("outgoing_emails")
        .set((eb) => ({ status: "failed", attempts: eb("attempts", "+", 1), last_error: message.slice(0, 2000) }))
        .where("id", "=", email.id)
        .execute();
      return;
    }
    await db
      .updateTable("outgoing_emails")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), last_error: message.slice(0, 2000) }))
      .where("id", "=", email.id)
      .execute();
    // The job records the failure and retries with back-off; the e-mail becomes 'failed' only
    // when the job gives up (see onGiveUp below).
    throw error;
  }
  await db
    .updateTable("outgoing_emails")
    .set((eb) => ({ status: "sent", sent_at: nowIso(), attempts: eb("attempts", "+", 1), last_error: null }))
    .where("id", "=", email.id)
    .execute();
}

async function failWhenGivenUp(payload: unknown, db: Database, lastError: string): Promise<void> {
  await db
    .updateTable("outgoing_emails")
    .set({ status: "failed", last_error: lastError })
    .where("id", "=", emailIdOf(payload))
    .where("status", "=", "queued")
    .execute();
}

registerJobHandler(SEND_EMAIL_JOB, deliver, { onGiveUp: failWhenGivenUp });
registerJobHandler(SEND_BULK_EMAIL_JOB, deliver, { onGiveUp: failWhenGivenUp, lane: "bulk" });
