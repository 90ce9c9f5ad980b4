import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { z } from "zod";
import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import type { NewsletterSubscriptions } from "~/platform/db-schema";
import { env } from "~/platform/env.server";
import { enqueueJob, registerJobHandler } from "~/platform/jobs.server";
import type { Language } from "~/platform/language";
import { sendEmail } from "~/platform/mailer.server";
import { hitRateLimit } from "~/platform/rate-limit.server";
import { hashToken, isWellFormedToken, newToken } from "~/platform/tokens.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";

/*
 * Double opt-in (POPIA): a sign-up stores a pending row (is_active 0) and e-mails a confirmation
 * link; only a confirmed address receives newsletters. The link's token is stored as a hash. The
 * unsubscribe token is stored as it is, because every newsletter must carry it in its link.
 * Confirming and unsubscribing each take a button press (a POST): mail scanners open the links in
 * e-mails by themselves, and must neither subscribe nor unsubscribe anybody.
 */

export type Subscription = Selectable<NewsletterSubscriptions>;

/** The outbox kind of a newsletter e-mail. */
export const NEWSLETTER_EMAIL_KIND = "newsletter";

/**
 * POPIA: an unsubscribe takes effect at once, also for a newsletter already on its way. The
 * e-mails still waiting in the outbox for this address are taken out (the sender skips an e-mail
 * that is gone; the progress page counts them as withdrawn).
 */
export async function withdrawQueuedNewsletters(db: Database, email: string): Promise<void> {
  await db
    .deleteFrom("outgoing_emails")
    .where("kind", "=", NEWSLETTER_EMAIL_KIND)
    .where("status", "=", "queued")
    .where("to_address", "=", email)
    .execute();
}

/** How long a confirmation link works, counted from the sign-up that sent it. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Confirmation e-mails one address may receive, whoever asks: a form cannot be used to flood an inbox. */
export const CONFIRM_EMAILS_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 };

/** Sign-ups from one network address, against scripted abuse of the form. */
export const SIGNUPS_PER_IP = { limit: 10, windowMs: 10 * 60 * 1000 };

/** The one-click unsubscribe address every newsletter e-mail must carry (also for a List-Unsubscribe header). */
export function unsubscribeUrl(subscription: Pick<Subscription, "unsubscribe_token">): string {
  return `${env().APP_URL}/newsletter/unsubscribe?token=${encodeURIComponent(subscription.unsubscribe_token)}`;
}

export function confirmUrl(token: string): string {
  return `${env().APP_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * What happened to a sign-up. The visitor is told the same in every case, so the form cannot be
 * used to find out who subscribes.
 */
export type SignupOutcome = "confirmation-sent" | "already-active" | "throttled";

/** The job that does a sign-up's work after the answer (decision 0105). */
export const NEWSLETTER_SIGNUP_JOB = "newsletter-signup";

/**
 * What the sign-up form does in the request (issue 47.8, decision 0105): one job queued, the same
 * row for any address, and nothing read about the address. Whether it is new, pending, already
 * subscribed or throttled is found out by the job (`requestSubscription`), after the answer has
 * gone, so neither the answer nor the time it takes tells a stranger who subscribes. The moment of
 * consent is the request's, carried in the job.
 */
export async function acceptSignup(
  db: Database,
  email: string,
  now = new Date(),
  /** The language of the page the sign-up came from: the confirmation e-mail is written in it (issue 49). */
  language: Language = "en",
): Promise<void> {
  await enqueueJob(db, NEWSLETTER_SIGNUP_JOB, { email, at: now.toISOString(), language });
}

const SignupJob = z.object({
  email: z.string().min(1),
  at: z.iso.datetime(),
  // Jobs queued before issue 49 carry none: English.
  language: z.enum(["en", "af"]).default("en"),
});

registerJobHandler(NEWSLETTER_SIGNUP_JOB, async (payload, db) => {
  const parsed = SignupJob.safeParse(payload);
  if (parsed.success) await requestSubscription(db, parsed.data.email, new Date(parsed.data.at), parsed.data.language);
});

/**
 * A new sign-up, or a repeated one: a pending or unsubscribed address gets a fresh link (the old
 * one stops working), an active one is left alone and not mailed again. Run by the sign-up's job.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  now = new Date(),
  language: Language = "en",
): Promise<SignupOutcome> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscriptions")
      .select(["id", "is_active"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.is_active === 1) return "already-active";

    const { limit, windowMs } = CONFIRM_EMAILS_PER_ADDRESS;
    const rate = await hitRateLimit(trx, `newsletter:email:${email.toLowerCase()}`, limit, windowMs, now);
    if (!rate.allowed) return "throttled";

    const token = newToken();
    const values = { consent_at: now.toISOString(), confirm_token_hash: hashToken(token) };
    if (existing) {
      await trx.updateTable("newsletter_subscriptions").set(values).where("id", "=", existing.id).execute();
    } else {
      await trx
        .insertInto("newsletter_subscriptions")
        .values({
          id: randomUUID(),
          email,
          is_active: 0,
          unsubscribe_token: newToken(),
          subscribed_at: now.toISOString(),
          ...values,
        })
        .execute();
    }
    const shop = await readShopDetails(trx);
    const t = translatorFor(language, ["email"]);
    await sendEmail(trx, {
      to: email,
      kind: "newsletter-confirm",
      subject: t("email:newsletter.subject", { shop: shop.name }),
      text:
        [
          t("email:greeting.plain"),
          "",
          t("email:newsletter.asked", { shop: shop.name }),
          t("email:newsletter.confirm"),
          "",
          linkIn(confirmUrl(token), language),
          "",
          t("email:newsletter.ignore"),
        ].join("\n") + emailSignature(shop),
    });
    return "confirmation-sent";
  });
}

export type ConfirmLink =
  | { state: "malformed" }
  | { state: "unknown" }
  | { state: "pending"; email: string }
  | { state: "active"; email: string };

/** What a confirmation link leads to, without changing anything (the page before the button). */
export async function checkConfirmLink(db: Database, token: unknown, now = new Date()): Promise<ConfirmLink> {
  if (!isWellFormedToken(token)) return { state: "malformed" };
  const row = await db
    .selectFrom("newsletter_subscriptions")
    .select(["email", "is_active", "consent_at"])
    .where("confirm_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.is_active === 1) return { state: "active", email: row.email };
  if (isExpired(row.consent_at, now)) return { state: "unknown" };
  return { state: "pending", email: row.email };
}

function isExpired(consentAt: string | null, now: Date): boolean {
  return consentAt === null || new Date(consentAt).getTime() + CONFIRM_LINK_LIFETIME_MS < now.getTime();
}

/** Confirms the subscription the link belongs to; confirming twice is harmless. */
export async function confirmSubscription(db: Database, token: unknown, now = new Date()): Promise<ConfirmLink> {
  const link = await checkConfirmLink(db, token, now);
  if (link.state !== "pending" || !isWellFormedToken(token)) return link;
  await db
    .updateTable("newsletter_subscriptions")
    .set({ is_active: 1, confirmed_at: now.toISOString(), unsubscribed_at: null })
    .where("confirm_token_hash", "=", hashToken(token))
    .execute();
  return { state: "active", email: link.email };
}

export type UnsubscribeLink =
  | { state: "unknown" }
  | { state: "subscribed"; email: string }
  | { state: "unsubscribed"; email: string };

const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 200;

async function findByUnsubscribeToken(db: Database, token: unknown) {
  if (typeof token !== "string" || token === "" || token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return undefined;
  return db
    .selectFrom("newsletter_subscriptions")
    .select(["id", "email", "is_active", "confirm_token_hash"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
}

/** What an unsubscribe link leads to, without changing anything (mail scanners open it too). */
export async function checkUnsubscribeLink(db: Database, token: unknown): Promise<UnsubscribeLink> {
  const row = await findByUnsubscribeToken(db, token);
  if (!row) return { state: "unknown" };
  // A pending sign-up can be withdrawn too: its confirmation link then stops working.
  const subscribed = row.is_active === 1 || row.confirm_token_hash !== null;
  return { state: subscribed ? "subscribed" : "unsubscribed", email: row.email };
}

/** Ends the subscription (or withdraws a pending one); doing it twice is harmless. */
export async function unsubscribe(db: Database, token: unknown, now = new Date()): Promise<UnsubscribeLink> {
  const row = await findByUnsubscribeToken(db, token);
  if (!row) return { state: "unknown" };
  await db
    .updateTable("newsletter_subscriptions")
    .set((eb) => ({
      is_active: 0,
      confirm_token_hash: null,
      unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(now.toISOString())),
    }))
    .where("id", "=", row.id)
    .execute();
  await withdrawQueuedNewsletters(db, row.email);
  return { state: "unsubscribed", email: row.email };
}
