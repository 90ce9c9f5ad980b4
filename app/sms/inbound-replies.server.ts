import { randomUUID } from "node:crypto";
import type { Database } from "~/platform/db.server";
import { logger } from "~/platform/logger.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { wasAskedForConsent } from "./consent-question.server";
import { classifyReply, type ReplyWording } from "./inbound-keywords";
import { consentByReply } from "./marketing-consent.server";
import { numberLanguage } from "./number-language.server";
import { optOut } from "./opt-outs.server";
import { southAfricanMobileOrNull } from "./phone-number";
import {
  CONSENT_CONFIRMATION_KIND,
  consentConfirmationText,
  OPT_OUT_CONFIRMATION_KIND,
  optOutConfirmationText,
} from "./reply-texts";
import { queueSms } from "./sms-outbox.server";

/**
 * A reply from a phone (decision 0090), kept in `sms_inbound` with what it asked for:
 * - `stop`: the number is opted out of marketing SMS in the same transaction (its queued
 *   marketing SMS cancelled, audited) and gets one answer, the confirmation the law expects;
 * - `yes`: a YES (JA, START...) to the shop's question of the last 30 days: the owner's consent
 *   (`consentByReply` lifts an opt-out), answered once;
 * - `other`: anything else, and a YES the shop never asked for, for customer support to read in
 *   the SMS inbox (/admin/sms/inbox).
 * STOP and YES are kept as handled by the shop (handled_at set, handled_by null): the inbox's Open
 * list is what a person has to read. The answers are in the language of the number's owner
 * (`numberLanguage`), English when nobody proved the number.
 */

export type InboundKind = ReplyWording;

export async function recordInbound(
  db: Database,
  input: { from: string; to: string; text: string },
  now: Date = new Date(),
): Promise<{ id: string; kind: InboundKind }> {
  const phone = southAfricanMobileOrNull(input.from);
  const wording = classifyReply(input.text);
  const id = randomUUID();
  const kind = await db.transaction().execute(async (trx): Promise<InboundKind> => {
    const kind: InboundKind =
      wording === "yes" && !(phone && (await wasAskedForConsent(trx, phone, now))) ? "other" : wording;
    await trx
      .insertInto("sms_inbound")
      .values({
        id,
        from_number: phone ?? input.from,
        to_address: input.to,
        body: input.text,
        kind,
        is_stop: kind === "stop" ? 1 : 0,
        handled_at: kind === "other" ? null : now.toISOString(),
      })
      .execute();
    if (!phone) return kind;
    if (kind === "stop") {
      await optOut(trx, { phone, source: "sms_reply", inboundId: id });
      await confirmOptOutOnce(trx, phone);
    } else if (kind === "yes" && (await consentByReply(trx, { phone, inboundId: id }))) {
      const { name } = await readShopDetails(trx);
      const language = await numberLanguage(trx, phone);
      await answer(trx, phone, consentConfirmationText(name, language), CONSENT_CONFIRMATION_KIND);
    }
    return kind;
  });
  if (kind === "stop") logger.info("SMS opt-out by reply", { from: phone ?? input.from });
  if (kind === "yes") logger.info("SMS marketing consent by reply", { from: phone });
  return { id, kind };
}

/**
 * The answer to an opt-out, once per opt-out: sent unless the number already had it since it
 * opted out (a second STOP gets no second answer). Also used when staff opt a number out for a
 * customer who phoned, so the phone's owner knows, and can reply YES if it was not their wish.
 * Call in the opt-out's transaction. True when it was queued.
 */
export async function confirmOptOutOnce(db: Database, phone: string): Promise<boolean> {
  const optedOut = await db
    .selectFrom("sms_opt_outs")
    .select("opted_out_at")
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (!optedOut) return false;
  const answered = await db
    .selectFrom("sms_messages")
    .select("id")
    .where("to_number", "=", phone)
    .where("kind", "=", OPT_OUT_CONFIRMATION_KIND)
    .where("created_at", ">=", optedOut.opted_out_at)
    .limit(1)
    .executeTakeFirst();
  if (answered) return false;
  const { name } = await readShopDetails(db);
  return answer(db, phone, optOutConfirmationText(name, await numberLanguage(db, phone)), OPT_OUT_CONFIRMATION_KIND);
}

async function answer(db: Database, phone: string, text: string, kind: string): Promise<boolean> {
  const queued = await queueSms(db, { to: phone, text, kind });
  if (!queued.ok) logger.warn("Could not queue the answer to a reply", { to: phone, kind, error: queued.message });
  return queued.ok;
}
