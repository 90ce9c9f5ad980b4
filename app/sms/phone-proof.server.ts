import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { accountLanguage } from "~/accounts/account-language.server";
import { translatorFor } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import { type Database, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { sendEmail } from "~/platform/mailer.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { readShopDetails, shopNotificationEmail } from "~/shop/shop-settings.server";
import { type CodeWords, codeWords } from "./code-words.server";
import { CODES_CEILING_SUBJECT } from "./messages";
import {
  CODE_LIFETIME_MS,
  CODE_LIMITS,
  CODE_MAX_TRIES,
  codeSmsText,
  codeUsable,
  formatCode,
  msUntilResend,
} from "./phone-code-rules";
import { formatSouthAfricanMobile, normaliseSouthAfricanMobile } from "./phone-number";
import { queueSms } from "./sms-outbox.server";

/**
 * Proving a cellphone number (issue 43, decision 0089): the shop sends a one-time code to the
 * number and the person types it back. Only then is the number theirs in the shop's eyes
 * (phone_proofs): order news by SMS and marketing SMS go only to a proved number. One live code
 * per number (a new one replaces it), stored as an HMAC only; every code counts against the
 * limits per number, account, client address and the whole shop (CODE_LIMITS).
 */

export type ProofPurpose = "account" | "checkout" | "registration" | "sign_in";
type Person = { id: string; email: string };

export type CodeRequestOutcome =
  | { ok: true; phone: string; expiresAt: string }
  | { ok: false; field: "phone" | "form"; message: string; retryAfterSeconds?: number };

function codeHash(codeId: string, code: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`phone-code:${codeId}:${code}`).digest("hex");
}

/** Counts one code against each limit in turn; the first that refuses answers. */
async function codeAllowed(
  db: Database,
  keys: { number: string; account: string; address: string; email?: string | undefined },
  words: CodeWords,
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string; retryAfterSeconds: number; ceiling: boolean }> {
  type Check = [string, ReadonlyArray<{ limit: number; windowMs: number }>];
  const checks: Check[] = [
    [`phone-code:number:${keys.number}`, CODE_LIMITS.number],
    // A code by e-mail: the address is held to a number's limits, so nobody's inbox is flooded.
    ...(keys.email ? [[`phone-code:email:${keys.email.toLowerCase()}`, CODE_LIMITS.number] satisfies Check] : []),
    [`phone-code:account:${keys.account}`, CODE_LIMITS.account],
    [`phone-code:address:${keys.address}`, CODE_LIMITS.address],
  ];
  for (const [key, limits] of checks)
    for (const { limit, windowMs } of limits) {
      const hit = await hitRateLimit(db, `${key}:${windowMs}`, limit, windowMs, now);
      if (!hit.allowed)
        return {
          ok: false,
          message: words.tooManyCodes(hit.retryAfterSeconds),
          retryAfterSeconds: hit.retryAfterSeconds,
          ceiling: false,
        };
    }
  for (const { limit, windowMs } of CODE_LIMITS.shop) {
    const hit = await hitRateLimit(db, `phone-code:shop:${windowMs}`, limit, windowMs, now);
    if (!hit.allowed)
      return { ok: false, message: words.codesPaused, retryAfterSeconds: hit.retryAfterSeconds, ceiling: true };
  }
  return { ok: true };
}

/** The admins hear once a day that the ceiling stopped codes (the shop's notifications address). */
async function tellAdminsOfCeiling(db: Database, now: Date): Promise<void> {
  const once = await hitRateLimit(db, "phone-code:ceiling-mail", 1, 24 * 60 * 60 * 1000, now);
  if (!once.allowed) return;
  logger.warn("The daily ceiling of SMS codes was reached: codes wait", { limit: CODE_LIMITS.shop[0].limit });
  await sendEmail(db, {
    to: await shopNotificationEmail(db),
    subject: CODES_CEILING_SUBJECT,
    kind: "sms-codes-ceiling",
    text: [
      `The shop has sent ${CODE_LIMITS.shop[0].limit} one-time codes by SMS in the last 24 hours, the most it sends in a day.`,
      "Until the count falls, customers who ask for a code to prove their cellphone are told to try later, and their order news goes by e-mail.",
      "If this is a busy day rather than abuse, the ceiling is CODE_LIMITS.shop in app/sms/phone-code-rules.ts (decision 0089). If it is abuse, the SMS log shows the numbers.",
    ].join("\n\n"),
  });
}

/**
 * Sends a code to the number typed, for the signed-in person: refused (with the message for
 * the form) for a number that is not a South African cellphone, a second code within a minute,
 * or a limit reached. The person's and the number's earlier live codes stop working.
 */
export async function requestPhoneCode(
  db: Database,
  input: {
    /** The signed-in person; null for a visitor signing in or checking out with the code. */
    user: Person | null;
    /** For a visitor: what the per-account limit counts by (their session). */
    visitorKey?: string;
    phone: string;
    purpose: ProofPurpose;
    ipAddress: string;
    /** Where the code goes: the number (default), or an e-mail address when no SMS account is set up. */
    email?: string;
    /**
     * The language of the page the code was asked from (issue 49); without it, the signed-in
     * person's account language, or English for a visitor.
     */
    language?: Language;
  },
  now: Date = new Date(),
): Promise<CodeRequestOutcome & { codeId?: string }> {
  const language = input.language ?? (input.user ? await accountLanguage(db, input.user.id) : "en");
  // Refusals in the page's language (issue 49).
  const words = codeWords(language);
  const number = normaliseSouthAfricanMobile(input.phone);
  if (!number.ok) return { ok: false, field: "phone", message: words.numberProblem(number.message) };
  const phone = number.number;
  const live = await db
    .selectFrom("phone_codes")
    .select("created_at")
    .where("phone", "=", phone)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  const wait = live ? msUntilResend(live.created_at, now) : 0;
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return { ok: false, field: "form", message: words.resendTooSoon(seconds), retryAfterSeconds: seconds };
  }
  const account = input.user?.id ?? `visitor:${input.visitorKey ?? input.ipAddress}`;
  const allowed = await codeAllowed(
    db,
    { number: phone, account, address: input.ipAddress, email: input.email },
    words,
    now,
  );
  if (!allowed.ok) {
    if (allowed.ceiling) await tellAdminsOfCeiling(db, now);
    return { ok: false, field: "form", message: allowed.message, retryAfterSeconds: allowed.retryAfterSeconds };
  }
  const code = formatCode(randomInt(10 ** 6));
  const id = randomUUID();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS).toISOString();
  const shop = await readShopDetails(db);
  const text = codeSmsText(shop.name, code, language);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("phone_codes")
      .set({ ended_at: at, outcome: "replaced" })
      .where("ended_at", "is", null)
      .where((eb) => eb.or([eb("phone", "=", phone), ...(input.user ? [eb("user_id", "=", input.user.id)] : [])]))
      .execute();
    await trx
      .insertInto("phone_codes")
      .values({
        id,
        phone,
        user_id: input.user?.id ?? null,
        purpose: input.purpose,
        channel: input.email ? "email" : "sms",
        code_hash: codeHash(id, code),
        expires_at: expiresAt,
        ip_address: input.ipAddress,
        created_at: at,
      })
      .execute();
    if (input.email) {
      await sendEmail(trx, {
        to: input.email,
        kind: "sign-in-code",
        subject: translatorFor(language, ["email"])("email:code.subject", { code }),
        text,
      });
      return;
    }
    const queued = await queueSms(trx, { to: phone, text, kind: "phone-code" });
    if (!queued.ok) throw new Error(`The code SMS was refused: ${queued.message}`);
  });
  return { ok: true, phone, expiresAt, codeId: id };
}

/** The person's code waiting to be typed back, for the page: the number and until when. */
export async function pendingPhoneCode(db: Database, userId: string, now: Date = new Date()) {
  const code = await db
    .selectFrom("phone_codes")
    .select(["phone", "expires_at", "attempts", "created_at", "purpose"])
    .where("user_id", "=", userId)
    .where("ended_at", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!code || !codeUsable({ expiresAt: code.expires_at, attempts: code.attempts, createdAt: code.created_at }, now))
    return null;
  return {
    phone: code.phone,
    shown: formatSouthAfricanMobile(code.phone),
    expiresAt: code.expires_at,
    purpose: code.purpose,
  };
}

export type VerifyOutcome = { ok: true; phone: string } | { ok: false; message: string; ended: boolean };

type LiveCodeRow = {
  id: string;
  phone: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
};

/** Checks a code typed against a live code: a wrong one uses a try, the fifth ends it; the right one ends it. */
async function checkCode(
  db: Database,
  live: LiveCodeRow | undefined,
  code: string,
  words: CodeWords,
  now: Date,
): Promise<VerifyOutcome> {
  if (!live || !codeUsable({ expiresAt: live.expires_at, attempts: live.attempts, createdAt: live.created_at }, now))
    return { ok: false, message: words.codeExpired, ended: true };
  const expected = Buffer.from(live.code_hash, "hex");
  const given = Buffer.from(codeHash(live.id, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    const attempts = live.attempts + 1;
    const ended = attempts >= CODE_MAX_TRIES;
    await db
      .updateTable("phone_codes")
      .set({ attempts, ...(ended ? { ended_at: now.toISOString(), outcome: "too_many_tries" as const } : {}) })
      .where("id", "=", live.id)
      .execute();
    return { ok: false, message: ended ? words.codeExpired : words.wrongCode(CODE_MAX_TRIES - attempts), ended };
  }
  await db
    .updateTable("phone_codes")
    .set({ attempts: live.attempts + 1, ended_at: now.toISOString(), outcome: "proved" })
    .where("id", "=", live.id)
    .execute();
  return { ok: true, phone: live.phone };
}

/**
 * A visitor's code (the one their session names), checked; the caller signs them in and records
 * the proof on the account (`recordProof`), in the same transaction.
 */
export async function verifyVisitorCode(
  db: Database,
  /** `language`: the page's, for the refusal (English without it). */
  input: { codeId: string; code: string; language?: Language },
  now: Date = new Date(),
): Promise<VerifyOutcome & { channel?: "sms" | "email" }> {
  const live = await db
    .selectFrom("phone_codes")
    .select(["id", "phone", "code_hash", "attempts", "expires_at", "created_at", "channel"])
    .where("id", "=", input.codeId)
    .where("user_id", "is", null)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  const checked = await checkCode(db, live, input.code, codeWords(input.language ?? "en"), now);
  return checked.ok && live ? { ...checked, channel: live.channel } : checked;
}

/**
 * Checks the code typed back against the person's live code. Right: the number is proved on this
 * account (taken from any other account it was proved on, which loses it and the consent it gave:
 * the code shows who holds the phone now), audited. Wrong: one try used; the fifth ends the code.
 */
export async function verifyPhoneCode(
  db: Database,
  /** `language`: the page's, for the refusal (English without it). */
  input: { user: Person; code: string; source: ProofPurpose; language?: Language },
  now: Date = new Date(),
): Promise<VerifyOutcome> {
  return db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom("phone_codes")
      .selectAll()
      .where("user_id", "=", input.user.id)
      .where("ended_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    const checked = await checkCode(trx, live, input.code, codeWords(input.language ?? "en"), now);
    if (checked.ok)
      await recordProof(trx, { user: input.user, phone: checked.phone, source: input.source, at: now.toISOString() });
    return checked;
  });
}

/** The proof itself, moved from any other account and from the person's earlier number. */
export async function recordProof(
  db: Database,
  input: { user: Person; phone: string; source: ProofPurpose; at: string },
): Promise<void> {
  const previous = await db
    .selectFrom("phone_proofs")
    .select(["phone", "user_id"])
    .where((eb) => eb.or([eb("phone", "=", input.phone), eb("user_id", "=", input.user.id)]))
    .execute();
  if (previous.some((row) => row.phone === input.phone && row.user_id === input.user.id)) return;
  for (const row of previous) {
    await db.deleteFrom("phone_proofs").where("phone", "=", row.phone).execute();
    if (row.user_id !== input.user.id) {
      // The number changed hands: the consent its earlier holder gave does not pass to the new one.
      await db.deleteFrom("sms_consents").where("phone", "=", row.phone).where("user_id", "=", row.user_id).execute();
      await recordAudit(db, {
        actor: input.user,
        action: "sms.number_proof_moved",
        entityType: "user",
        entityId: row.user_id,
        details: { phone: row.phone, toUserId: input.user.id },
      });
    }
  }
  await db
    .insertInto("phone_proofs")
    .values({ phone: input.phone, user_id: input.user.id, source: input.source, proved_at: input.at })
    .execute();
  // A profile without a phone gets this one; a landline there stays (it is for calls).
  await db
    .updateTable("users")
    .set({ phone: formatSouthAfricanMobile(input.phone), updated_at: nowIso() })
    .where("id", "=", input.user.id)
    .where((eb) => eb.or([eb("phone", "is", null), eb("phone", "=", "")]))
    .execute();
  await recordAudit(db, {
    actor: input.user,
    action: "sms.number_proved",
    entityType: "user",
    entityId: input.user.id,
    details: { phone: input.phone, source: input.source },
  });
}

/** Whether the number is proved on this account (order news by SMS need it). */
export async function isProvedFor(db: Database, userId: string | null, phone: string | null): Promise<boolean> {
  if (!userId || !phone) return false;
  const row = await db
    .selectFrom("phone_proofs")
    .select("phone")
    .where("user_id", "=", userId)
    .where("phone", "=", phone)
    .executeTakeFirst();
  return row !== undefined;
}
