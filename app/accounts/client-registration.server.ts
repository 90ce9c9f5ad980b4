import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { priceLocation } from "~/delivery/saved-location.server";
import { savedLocationInputType } from "~/orders/checkout-rules";
import type { Database } from "~/platform/db.server";
import type { Language } from "~/platform/language";
import { logger } from "~/platform/logger.server";
import { commitSession, getSession } from "~/platform/session.server";
import { sendAlreadyRegisteredEmail, sendConfirmationEmail } from "./account-emails.server";
import { CLIENT_CODE_PREFIX, formatClientCode } from "./client-code";
import type { ClientRegistrationDraft, LocationValues, PersonalDetails } from "./client-registration-form.server";
import { createOneTimeToken } from "./one-time-tokens.server";

declare module "~/platform/session.server" {
  interface SessionData {
    /** The client registration's steps between requests (/client-registration). */
    clientRegistration?: ClientRegistrationDraft;
  }
}

/** The step-1 details, step-2 draft and outcome kept in the visitor's session between requests. */
export async function readClientRegistration(request: Request): Promise<ClientRegistrationDraft> {
  const session = await getSession(request);
  return session.get("clientRegistration") ?? {};
}

/** Replaces the kept state (other session data stays); returns the Set-Cookie header. */
export async function keepClientRegistration(request: Request, draft: ClientRegistrationDraft): Promise<string> {
  const session = await getSession(request);
  session.set("clientRegistration", draft);
  return commitSession(session);
}

/**
 * The next number of the `client_code` counter (the spec's generate_client_code), inside the
 * caller's transaction so a failed registration does not use it up. A database without the
 * counter row (say, restored from elsewhere) starts after the highest code already given out.
 */
async function nextClientNumber(trx: Database): Promise<number> {
  const row = await trx
    .insertInto("counters")
    .values({
      name: "client_code",
      value: sql<number>`(SELECT COALESCE(MAX(CAST(SUBSTR(client_code, ${CLIENT_CODE_PREFIX.length + 1}) AS INTEGER)), 0) + 1
        FROM client_profiles WHERE client_code LIKE ${`${CLIENT_CODE_PREFIX}%`})`,
    })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: sql<number>`counters.value + 1` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  return row.value;
}

export type ClientRegistrationOutcome = { created: true; clientCode: string } | { created: false };

/** Stands in for the e-mail of an address that already has an account in the rolled-back rows. */
const standInEmail = (userId: string) => `${userId}@registration.invalid`;

/**
 * Creates the user (e-mail unconfirmed), the client profile with the next client code, the
 * default delivery location and the confirmation link, and e-mails the link, in one transaction.
 * An address that already has an account gets nothing created: its owner is told by e-mail
 * instead, and the caller shows the same "check your e-mail" page.
 *
 * Both do the same work (decision 0064): for an address with an account the same rows are
 * written (under a stand-in address) inside a savepoint that is rolled back, then the one
 * e-mail is stored, so the answer's time does not tell who has an account.
 */
export async function registerClient(
  db: Database,
  personal: PersonalDetails,
  location: LocationValues,
  /** The language of the page the account was made on: its e-mails and SMS are in it (issue 49). */
  language: Language,
): Promise<ClientRegistrationOutcome> {
  const userId = randomUUID();
  // Priced before the transaction: a routing service may be asked, and nothing waits on it.
  const pricing = await priceLocation(
    db,
    { lat: location.latitude, lng: location.longitude },
    savedLocationInputType({ address_line_1: location.addressLine1, city: location.city }),
  );
  const outcome = await db.transaction().execute(async (trx): Promise<ClientRegistrationOutcome> => {
    const existing = await trx
      .selectFrom("users")
      .select("email")
      .where("email", "=", personal.email)
      .executeTakeFirst();
    const email = existing ? standInEmail(userId) : personal.email;
    await sql`SAVEPOINT client_registration`.execute(trx);
    await trx
      .insertInto("users")
      .values({
        id: userId,
        email,
        password_hash: personal.passwordHash,
        first_name: personal.firstName,
        last_name: personal.lastName,
        phone: personal.phone ?? null,
        company_name: personal.companyName ?? null,
        language,
      })
      .execute();
    const clientCode = formatClientCode(await nextClientNumber(trx));
    await trx
      .insertInto("client_profiles")
      .values({
        id: randomUUID(),
        user_id: userId,
        client_code: clientCode,
        first_name: personal.firstName,
        last_name: personal.lastName,
        email,
        phone: personal.phone ?? null,
        company_name: personal.companyName ?? null,
        vat_number: personal.vatNumber ?? null,
        preferred_contact_method: personal.preferredContactMethod,
      })
      .execute();
    await trx
      .insertInto("client_delivery_locations")
      .values({
        id: randomUUID(),
        user_id: userId,
        location_name: location.locationName,
        address_line_1: location.addressLine1,
        address_line_2: location.addressLine2 ?? null,
        city: location.city,
        province: location.province,
        postal_code: location.postalCode,
        latitude: location.latitude,
        longitude: location.longitude,
        is_default: 1,
        delivery_instructions: location.deliveryInstructions ?? null,
        ...pricing,
      })
      .execute();
    const token = await createOneTimeToken(trx, "confirm_email", { userId, email });
    if (existing) {
      // Nothing of it stays, the client number included.
      await sql`ROLLBACK TO client_registration`.execute(trx);
      await sql`RELEASE client_registration`.execute(trx);
      await sendAlreadyRegisteredEmail(trx, existing.email);
      logger.info("Client registration for an address that has an account");
      return { created: false };
    }
    await sql`RELEASE client_registration`.execute(trx);
    await sendConfirmationEmail(trx, email, personal.firstName, token);
    logger.info("Client registered", { clientCode });
    return { created: true, clientCode };
  });
  return outcome;
}
