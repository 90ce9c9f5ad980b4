import type { Database } from "~/platform/db.server";

/**
 * A number its owner proved on the account (as typing back the code does), and optionally the
 * owner's consent to marketing SMS: what a test about SMS needs before any SMS may reach it
 * (decision 0089). `phone` in E.164 (+27...); a number already proved on another account is left
 * with that account.
 */
export async function proveNumber(
  db: Database,
  userId: string,
  phone: string,
  options: { consent?: boolean; at?: string } = {},
): Promise<void> {
  const at = options.at ?? new Date().toISOString();
  // A number is proved on one account only: a second account with the same phone keeps none.
  await db
    .insertInto("phone_proofs")
    .values({ phone, user_id: userId, source: "account", proved_at: at })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  if (options.consent)
    await db
      .insertInto("sms_consents")
      .values({ phone, user_id: userId, source: "account", given_at: at })
      .onConflict((conflict) => conflict.column("phone").doNothing())
      .execute();
}
