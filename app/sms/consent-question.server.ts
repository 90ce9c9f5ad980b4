import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { readShopDetails } from "~/shop/shop-settings.server";
import { codeWords } from "./code-words.server";
import { numberMarketingState } from "./marketing-consent.server";
import { numberLanguage } from "./number-language.server";
import { normaliseSouthAfricanMobile } from "./phone-number";
import { CONSENT_QUESTION_KIND, consentQuestionText, OPT_OUT_CONFIRMATION_KIND } from "./reply-texts";
import { queueSms } from "./sms-outbox.server";

/**
 * The shop's question "reply YES to get our offers" (decision 0090), and whether a YES from a
 * number answers one. Consent by reply counts only when the shop asked that number in the last
 * 30 days: by this question, or by the answer to its STOP ("Reply YES to get offers again").
 * The question is sent only when someone asks for it (the customer on My Account); never by the
 * shop on its own, never in bulk.
 */

/** A YES counts within this many days of the shop's question. */
export const CONSENT_QUESTION_VALID_DAYS = 30;

/** At most one question per number an hour, and three in 30 days. */
export const CONSENT_QUESTION_LIMITS = [
  { name: "hour", limit: 1, windowMs: 60 * 60 * 1000 },
  { name: "30d", limit: 3, windowMs: 30 * 24 * 60 * 60 * 1000 },
] as const;

/** The SMS that ask for a YES: the question, and the answer to a STOP. */
const ASKING_KINDS = [CONSENT_QUESTION_KIND, OPT_OUT_CONFIRMATION_KIND];

export type ConsentQuestionOutcome =
  | { ok: true; id: string; message: string }
  | {
      ok: false;
      reason: "not_mobile" | "already_consented" | "too_soon";
      message: string;
      retryAfterSeconds?: number;
    };

/**
 * Queues the question to the number (a transactional SMS, kind 'consent-question'), audited with
 * who asked for it. Refused for a number that is not a South African cellphone's, one that already
 * consents, or when the number had its question within the hour or three in 30 days.
 */
export async function askForMarketingConsent(
  db: Database,
  phone: string,
  options: {
    actor?: { id: string; email: string } | null;
    now?: Date;
    ipAddress?: string;
    /** The language of the page that asked, for the answer (English without it; issue 49). */
    language?: Language;
  } = {},
): Promise<ConsentQuestionOutcome> {
  const words = codeWords(options.language ?? "en");
  const number = normaliseSouthAfricanMobile(phone);
  if (!number.ok) return { ok: false, reason: "not_mobile", message: words.numberProblem(number.message) };
  const state = await numberMarketingState(db, number.number);
  if (state.state === "consented") return { ok: false, reason: "already_consented", message: words.consentAlready };
  // The hour first: a refusal there counts nothing, so a second tap never uses up the month.
  for (const rule of CONSENT_QUESTION_LIMITS) {
    const hit = await hitRateLimit(
      db,
      `sms-consent-question:${rule.name}:${number.number}`,
      rule.limit,
      rule.windowMs,
      options.now,
    );
    if (!hit.allowed)
      return {
        ok: false,
        reason: "too_soon",
        message: words.consentTooSoon(hit.retryAfterSeconds),
        retryAfterSeconds: hit.retryAfterSeconds,
      };
  }
  const { name } = await readShopDetails(db);
  const queued = await queueSms(db, {
    to: number.number,
    text: consentQuestionText(name, await numberLanguage(db, number.number)),
    kind: CONSENT_QUESTION_KIND,
  });
  if (!queued.ok) return { ok: false, reason: "not_mobile", message: queued.message };
  await recordAudit(db, {
    actor: options.actor ?? null,
    action: "sms.consent_question",
    entityType: "sms_number",
    entityId: number.number,
    details: { smsId: queued.id, state: state.state },
    ipAddress: options.ipAddress,
  });
  return { ok: true, id: queued.id, message: words.consentSent };
}

/**
 * True when the shop asked the number for a YES in the last 30 days (the question or the answer
 * to a STOP, handed to the network or logged), so a YES from it is the owner's consent.
 */
export async function wasAskedForConsent(db: Database, phone: string, now: Date = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - CONSENT_QUESTION_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const asked = await db
    .selectFrom("sms_messages")
    .select("id")
    .where("to_number", "=", phone)
    .where("kind", "in", ASKING_KINDS)
    .where("status", "in", ["sending", "sent", "delivered", "logged"])
    .where("created_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  return asked !== undefined;
}
