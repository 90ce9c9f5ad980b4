import { randomUUID } from "node:crypto";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { sendAlreadyRegisteredEmail, sendConfirmationEmail } from "./account-emails.server";
import { createOneTimeToken } from "./one-time-tokens.server";
import { hashPassword } from "./password.server";

export type NewCustomer = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  companyName?: string | undefined;
  deliveryNotes?: string | undefined;
  password: string;
  /** The language of the page the account was made on (issue 49): its e-mails and SMS in it. */
  language: Language;
};

/**
 * Creates an unconfirmed account and e-mails its confirmation link. When the address already
 * has an account nothing is created and the owner is told by e-mail instead, so the screen
 * never reveals which addresses are registered.
 */
export async function registerCustomer(db: Database, customer: NewCustomer): Promise<{ created: boolean }> {
  const email = customer.email.trim();
  // Hashed first, whether or not the address is taken: the time taken never tells who has an account.
  const passwordHash = await hashPassword(customer.password);
  const existing = await db.selectFrom("users").select("email").where("email", "=", email).executeTakeFirst();
  if (existing) {
    await sendAlreadyRegisteredEmail(db, existing.email);
    return { created: false };
  }
  const id = randomUUID();
  try {
    await db
      .insertInto("users")
      .values({
        id,
        email,
        password_hash: passwordHash,
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone: customer.phone ?? null,
        company_name: customer.companyName ?? null,
        delivery_notes: customer.deliveryNotes ?? null,
        language: customer.language,
      })
      .execute();
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index keeps one.
    if (String(error).includes("UNIQUE")) {
      logger.info("Registration raced with another for the same address");
      return { created: false };
    }
    throw error;
  }
  await sendConfirmation(db, { id, email, firstName: customer.firstName });
  return { created: true };
}

/** A fresh confirmation link (the previous one stops working). */
export async function sendConfirmation(db: Database, user: { id: string; email: string; firstName: string | null }) {
  const token = await createOneTimeToken(db, "confirm_email", { userId: user.id, email: user.email });
  await sendConfirmationEmail(db, user.email, user.firstName, token);
}

/** Marks the address confirmed (the e-mailed link proved the mailbox); no change if it already was. */
export async function confirmEmail(db: Database, userId: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_confirmed_at: new Date().toISOString() })
    .where("id", "=", userId)
    .where("email_confirmed_at", "is", null)
    .execute();
}
