import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";

/**
 * The language to write to a cellphone number in when no order or request says (issue 49): the
 * account language of the customer who proved the number (phone_proofs), the latest proof when
 * several did; English for a number nobody proved.
 */
export async function numberLanguage(db: Database, phone: string): Promise<Language> {
  const row = await db
    .selectFrom("phone_proofs")
    .innerJoin("users", "users.id", "phone_proofs.user_id")
    .select("users.language")
    .where("phone_proofs.phone", "=", phone)
    .orderBy("phone_proofs.proved_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.language === "af" ? "af" : "en";
}
