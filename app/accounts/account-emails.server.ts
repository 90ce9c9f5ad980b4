import type { Database } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { sendEmail } from "~/platform/mailer.server";
import { emailSignature } from "~/shop/shop-settings";
import { readShopDetails } from "~/shop/shop-settings.server";
import { greeting } from "./greeting";

/** The e-mails the accounts area sends. Plain text first: it reads well on any phone. */

/** The first name of the account at this address, for the greeting; null when none is known. */
async function firstNameAt(db: Database, email: string): Promise<string | null> {
  const row = await db.selectFrom("users").select("first_name").where("email", "=", email).executeTakeFirst();
  return row?.first_name ?? null;
}

export function confirmEmailUrl(token: string): string {
  return `${env().APP_URL}/auth/callback?type=signup&token=${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(token: string): string {
  return `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function sendConfirmationEmail(db: Database, to: string, firstName: string | null, token: string) {
  const shop = await readShopDetails(db);
  const link = confirmEmailUrl(token);
  await sendEmail(db, {
    to,
    kind: "confirm-email",
    subject: `Confirm your e-mail address for ${shop.name}`,
    text: `${greeting(firstName)}\n\nPlease confirm your e-mail address to finish creating your account:\n\n${link}\n\nThe link works once and expires in 48 hours. If you did not register, ignore this e-mail.${emailSignature(shop)}`,
  });
}

/** Sent when someone registers with an address that already has an account (never revealed on screen). */
export async function sendAlreadyRegisteredEmail(db: Database, to: string) {
  const shop = await readShopDetails(db);
  await sendEmail(db, {
    to,
    kind: "already-registered",
    subject: `Someone tried to register with your e-mail at ${shop.name}`,
    text: `${greeting(await firstNameAt(db, to))}\n\nSomeone (perhaps you) tried to create an account at ${shop.name} with this e-mail address, which already has an account.\n\nIf it was you, sign in at ${env().APP_URL}/login, or reset your password at ${env().APP_URL}/forgot-password.\nIf it was not you, you can ignore this e-mail: nothing has changed.${emailSignature(shop)}`,
  });
}

export async function sendPasswordResetEmail(db: Database, to: string, token: string) {
  const shop = await readShopDetails(db);
  await sendEmail(db, {
    to,
    kind: "reset-password",
    subject: `Reset your password for ${shop.name}`,
    text: `${greeting(await firstNameAt(db, to))}\n\nTo choose a new password, open this link:\n\n${resetPasswordUrl(token)}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.${emailSignature(shop)}`,
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
  await sendEmail(db, {
    to,
    kind: "unlock-sign-in",
    subject: `Signing in to ${shop.name} is paused`,
    text: `${greeting(await firstNameAt(db, to))}\n\nSomeone tried to sign in to your account at ${shop.name} with a wrong password several times, so signing in is paused for 30 minutes, except on devices you have signed in on before.\n\nIf it was you, open this link on the phone or computer you want to use, then sign in with your password:\n\n${unlockSignInUrl(token)}\n\nThe link works once and expires in 24 hours. If it was not you, ignore this e-mail; to be safe, you can choose a new password at ${env().APP_URL}/forgot-password.${emailSignature(shop)}`,
  });
}
