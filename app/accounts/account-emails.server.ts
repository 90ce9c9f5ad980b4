import { linkIn } from "~/locales/message-links";
import { translatorFor } from "~/locales/translator.server";
import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import type { Language } from "~/platform/language";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { greeting } from "./greeting";

/**
 * The e-mails the accounts area sends. Plain text first: it reads well on any phone. A customer's
 * are in the account's language (users.language, issue 49), their links opening the pages in it;
 * a staff member's invitation stays English, as the back office is.
 */

/** The account at this address, for the greeting and the language; English when none is known. */
async function accountAt(db: Database, email: string): Promise<{ firstName: string | null; language: Language }> {
  const row = await db
    .selectFrom("users")
    .select(["first_name", "language"])
    .where("email", "=", email)
    .executeTakeFirst();
  return { firstName: row?.first_name ?? null, language: row?.language === "af" ? "af" : "en" };
}

export function confirmEmailUrl(token: string): string {
  return `${env().APP_URL}/auth/callback?type=signup&token=${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(token: string): string {
  return `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function sendConfirmationEmail(db: Database, to: string, firstName: string | null, token: string) {
  const shop = await readShopDetails(db);
  const { language } = await accountAt(db, to);
  const t = translatorFor(language, ["email"]);
  const link = linkIn(confirmEmailUrl(token), language);
  await sendEmail(db, {
    to,
    kind: "confirm-email",
    subject: t("email:confirm.subject", { shop: shop.name }),
    text: `${greeting(firstName, language)}\n\n${t("email:confirm.text")}\n\n${link}\n\n${t("email:confirm.expiry")}${emailSignature(shop)}`,
  });
}

/** Sent when someone registers with an address that already has an account (never revealed on screen). */
export async function sendAlreadyRegisteredEmail(db: Database, to: string) {
  const shop = await readShopDetails(db);
  const { firstName, language } = await accountAt(db, to);
  const t = translatorFor(language, ["email"]);
  const signIn = linkIn(`${env().APP_URL}/login`, language);
  const reset = linkIn(`${env().APP_URL}/forgot-password`, language);
  await sendEmail(db, {
    to,
    kind: "already-registered",
    subject: t("email:alreadyRegistered.subject", { shop: shop.name }),
    text: `${greeting(firstName, language)}\n\n${t("email:alreadyRegistered.text", { shop: shop.name })}\n\n${t("email:alreadyRegistered.ifYou", { signIn, reset })}\n${t("email:alreadyRegistered.ifNotYou")}${emailSignature(shop)}`,
  });
}

export async function sendPasswordResetEmail(db: Database, to: string, token: string) {
  const shop = await readShopDetails(db);
  const { firstName, language } = await accountAt(db, to);
  const t = translatorFor(language, ["email"]);
  await sendEmail(db, {
    to,
    kind: "reset-password",
    subject: t("email:reset.subject", { shop: shop.name }),
    text: `${greeting(firstName, language)}\n\n${t("email:reset.text")}\n\n${linkIn(resetPasswordUrl(token), language)}\n\n${t("email:reset.expiry")}${emailSignature(shop)}`,
  });
}

export function acceptInvitationUrl(token: string): string {
  return `${env().APP_URL}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/** The back office's sign-in, where an invited staff member signs in once their password is chosen. */
export function staffSignInUrl(): string {
  return `${env().APP_URL}/admin/login`;
}

/** A staff member's invitation: a one-time link to choose a password (7 days). */
export async function sendInvitationEmail(
  db: Database,
  to: string,
  invitedBy: string,
  token: string,
  roles: readonly string[] = [],
) {
  const shop = await readShopDetails(db);
  const given = roles.length ? ` as ${roles.join(", ")}` : "";
  await sendEmail(db, {
    to,
    kind: "invitation",
    subject: `You are invited to ${shop.name}`,
    text: `Hello,\n\n${invitedBy} has invited you to an account at ${shop.name}${given}. To accept, choose your password here:\n\n${acceptInvitationUrl(token)}\n\nAfterwards, sign in at ${staffSignInUrl()}.\n\nThe link works once and expires in 7 days. If you did not expect this, ignore this e-mail.${emailSignature(shop)}`,
  });
}

export function unlockSignInUrl(token: string): string {
  return `${env().APP_URL}/unlock-sign-in?token=${encodeURIComponent(token)}`;
}

/**
 * Sent when sign-in for the address was paused by failed guesses and someone tried again from a
 * device that has not signed in to it: a one-time link that lets this device sign in (24 hours).
 */
export async function sendUnlockSignInEmail(db: Database, to: string, token: string) {
  const shop = await readShopDetails(db);
  const { firstName, language } = await accountAt(db, to);
  const t = translatorFor(language, ["email"]);
  const reset = linkIn(`${env().APP_URL}/forgot-password`, language);
  await sendEmail(db, {
    to,
    kind: "unlock-sign-in",
    subject: t("email:unlock.subject", { shop: shop.name }),
    text: `${greeting(firstName, language)}\n\n${t("email:unlock.text", { shop: shop.name })}\n\n${t("email:unlock.ifYou")}\n\n${linkIn(unlockSignInUrl(token), language)}\n\n${t("email:unlock.expiry", { reset })}${emailSignature(shop)}`,
  });
}
