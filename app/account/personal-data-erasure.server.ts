import { type Database, nowIso } from "~/platform/db.server";
import { DELETED_CUSTOMER } from "./messages";
import { sameAddress } from "./personal-data-address.server";

/**
 * Deletes an account, in one transaction (docs/decisions/0019). Orders stay for the tax records
 * but lose everything that says who placed them; the customer's reviews are deleted; the users
 * row goes, and with it (ON DELETE CASCADE) sessions, roles, tokens, favourites, cart, client
 * profile, delivery locations, loyalty points, pending reviews and Google/Facebook links. What is
 * kept by e-mail address rather than user id (newsletter, contact messages, sign-in attempts,
 * e-mail copies, e-mailed tokens) is deleted by address.
 */
export async function deleteAccount(db: Database, user: { id: string; email: string }): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("orders")
      .set({
        user_id: null,
        contact_name: DELETED_CUSTOMER,
        contact_email: null,
        contact_phone: null,
        delivery_address: null,
        // A delivery point is a home address by another name.
        delivery_latitude: null,
        delivery_longitude: null,
        notes: null,
        updated_at: now,
      })
      .where("user_id", "=", user.id)
      .execute();
    await trx.deleteFrom("product_reviews").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("newsletter_subscriptions").where("email", "=", user.email).execute();
    await trx
      .deleteFrom("contact_messages")
      .where((eb) => eb.or([sameAddress(eb, "email", user.email), eb("user_id", "=", user.id)]))
      .execute();
    await trx.deleteFrom("login_attempts").where("email", "=", user.email).execute();
    await trx.deleteFrom("one_time_tokens").where("email", "=", user.email).execute();
    await trx
      .deleteFrom("outgoing_emails")
      .where((eb) => sameAddress(eb, "to_address", user.email))
      .execute();
    // The replies from the proved number go too, but a STOP stays: the number's refusal is kept
    // so it is honoured (its opt-out row keeps no link to the account).
    const proof = await trx
      .selectFrom("phone_proofs")
      .select("phone")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (proof)
      await trx.deleteFrom("sms_inbound").where("from_number", "=", proof.phone).where("kind", "!=", "stop").execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
  });
}
