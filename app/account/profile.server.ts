import type { Database } from "~/platform/db.server";
import { nowIso } from "~/platform/db.server";
import type { ContactMethod } from "./messages";

export type AccountProfile = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  hasPassword: boolean;
  client: { clientCode: string; vatNumber: string; preferredContactMethod: ContactMethod } | null;
};

/** What the profile form shows: the user's own fields and, for a client, the client profile's. */
export async function loadProfile(db: Database, userId: string): Promise<AccountProfile> {
  const row = await db
    .selectFrom("users")
    .leftJoin("client_profiles", "client_profiles.user_id", "users.id")
    .select([
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.phone",
      "users.company_name",
      "users.password_hash",
      "client_profiles.client_code",
      "client_profiles.vat_number",
      "client_profiles.preferred_contact_method",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    email: row.email,
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    phone: row.phone ?? "",
    companyName: row.company_name ?? "",
    hasPassword: row.password_hash !== null,
    client: row.client_code
      ? {
          clientCode: row.client_code,
          vatNumber: row.vat_number ?? "",
          preferredContactMethod: row.preferred_contact_method ?? "email",
        }
      : null,
  };
}

export type ProfileChanges = {
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  companyName?: string | undefined;
  vatNumber?: string | undefined;
  preferredContactMethod?: ContactMethod | undefined;
};

/**
 * Saves the profile. A client profile keeps its own copy of name, phone and company (staff read
 * it in client management), so both rows change together; VAT number and preferred contact
 * method exist only there, so for a user without a client profile they are not stored.
 */
export async function saveProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  const now = nowIso();
  const shared = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    phone: changes.phone ?? null,
    company_name: changes.companyName ?? null,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set(shared).where("id", "=", userId).execute();
    await trx
      .updateTable("client_profiles")
      .set({
        ...shared,
        vat_number: changes.vatNumber ?? null,
        ...(changes.preferredContactMethod ? { preferred_contact_method: changes.preferredContactMethod } : {}),
      })
      .where("user_id", "=", userId)
      .execute();
  });
}

/** The client code of a user's client profile, or null for a customer without one. */
export async function clientCodeOf(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("client_profiles")
    .select("client_code")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.client_code ?? null;
}
