import { randomUUID } from "node:crypto";
import { data } from "@remix-run/node";
import { getCurrentUser } from "~/accounts/auth.server";
import { translatedReply } from "~/locales/reply-words.server";
import { requestTranslator } from "~/locales/translator.server";
import { type Database, db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { logger } from "~/platform/logger.server";
import { sendEmail } from "~/platform/mailer.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { clientIp } from "~/platform/request.server";
import { shopNotificationEmail } from "~/shop/shop-settings.server";
import { CONTACT_ERROR_VALUES, ContactForm } from "./contact-form.server";
import { isHoneypotFilled } from "./honeypot";

export type ContactSource = "contact" | "consultant";

/** Messages one address may send before it has to wait: enough for a person, too few for a bot. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const SOURCE_LABEL: Record<ContactSource, string> = {
  contact: "the contact page",
  consultant: "the consultant page (/about-a)",
};

export type ContactMessage = {
  source: ContactSource;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  ipAddress: string;
};

/** Stores the message and mails it to the store, together or not at all. */
export async function receiveContactMessage(database: Database, message: ContactMessage): Promise<string> {
  const id = randomUUID();
  await database.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        source: message.source,
        name: message.name,
        email: message.email,
        message: message.message,
        user_id: message.userId,
        ip_address: message.ipAddress,
      })
      .execute();
    await sendEmail(trx, {
      to: await shopNotificationEmail(trx),
      kind: "contact-message",
      // A name is one line in a subject, whatever was typed into the box.
      subject: `Message from ${message.name.replace(/\s+/g, " ")} via ${SOURCE_LABEL[message.source]}`,
      text: [
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Sent from: ${SOURCE_LABEL[message.source]}${message.userId ? " (signed in)" : ""}`,
        "",
        message.message,
        "",
        `Open it in the back office: ${env().APP_URL}/admin/messages/${id}`,
      ].join("\n"),
      // "Reply" in a mail program answers the customer, not the shop's own address. The address
      // is a checked e-mail address (contact-form.server.ts): it cannot carry a line break.
      headers: { "Reply-To": message.email },
    });
  });
  return id;
}

/**
 * The action of both contact forms. A filled honeypot gets the same success as a person, so a
 * bot learns nothing, but nothing is stored or sent. Success returns (rather than redirects) so
 * the message appears beside the form and the form comes back empty, with or without JavaScript.
 */
export async function handleContactSubmission(request: Request, source: ContactSource) {
  const submission = await parseFormSubmission(request, ContactForm);
  const ipAddress = clientIp(request);
  if (isHoneypotFilled(submission.payload)) {
    logger.info("Contact form honeypot filled: nothing stored", { source, ipAddress });
    return data({ result: submission.reply({ resetForm: true }), outcome: "sent" as const });
  }
  if (submission.status !== "success") {
    // The errors in the visitor's language (the schema names them by catalogue key).
    const { t } = requestTranslator(request, ["content"]);
    return data(
      { result: translatedReply(submission.reply(), t, CONTACT_ERROR_VALUES), outcome: "invalid" as const },
      { status: 400 },
    );
  }
  const { limit, windowMs } = CONTACT_RATE_LIMIT;
  const rate = await hitRateLimit(db(), `contact:ip:${ipAddress}`, limit, windowMs);
  if (!rate.allowed) {
    return data(
      { result: submission.reply(), outcome: "failed" as const },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }
  const user = await getCurrentUser(request);
  try {
    await receiveContactMessage(db(), { source, ...submission.value, userId: user?.id ?? null, ipAddress });
  } catch (error) {
    // The visitor keeps what they typed and is told to e-mail instead (the spec's failure message).
    logger.error("Contact message could not be stored", { source, error: String(error) });
    return data({ result: submission.reply(), outcome: "failed" as const }, { status: 503 });
  }
  return data({ result: submission.reply({ resetForm: true }), outcome: "sent" as const });
}
