import { type Database, db } from "~/platform/db.server";
import type { Language } from "~/platform/language";

/**
 * The language an account reads (issue 49, migration 0036): set when the account is made (the
 * language of the page it was made on) and by the language switch while signed in. The e-mails
 * and SMS about the account are in it; those about an order are in the order's.
 */
export async function saveAccountLanguage(userId: string, language: Language): Promise<void> {
  await db().updateTable("users").set({ language }).where("id", "=", userId).execute();
}

/** The account's language ("en" for one that was never given another), read with the caller's handle (a transaction's too). */
export async function accountLanguage(database: Database, userId: string): Promise<Language> {
  const row = await database.selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst();
  return row?.language === "af" ? "af" : "en";
}
