import { randomUUID } from "node:crypto";
import { type Database, nowIso } from "~/platform/db.server";
import { hashToken, newToken } from "~/platform/tokens.server";

export type TokenPurpose = "confirm_email" | "reset_password" | "invitation" | "unlock_sign_in";

/** How long an e-mailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  unlock_sign_in: 24 * 60 * 60 * 1000,
};

export { hashToken };

/**
 * A new single-use token for an e-mailed link. Only its hash is stored, so a copy of the
 * database cannot be used to click anyone's link; earlier unused tokens of the same purpose for
 * the same address stop working. Inside a caller's transaction it is part of it (so a token and
 * the e-mail carrying it are stored together or not at all).
 */
export async function createOneTimeToken(
  db: Database,
  purpose: TokenPurpose,
  owner: { userId: string | null; email: string },
  now: Date = new Date(),
): Promise<string> {
  const token = newToken();
  const store = async (trx: Database) => {
    await trx
      .updateTable("one_time_tokens")
      .set({ used_at: now.toISOString() })
      .where("purpose", "=", purpose)
      .where("email", "=", owner.email)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("one_time_tokens")
      .values({
        id: randomUUID(),
        purpose,
        token_hash: hashToken(token),
        user_id: owner.userId,
        email: owner.email,
        expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString(),
      })
      .execute();
  };
  // Kysely cannot nest transactions: a caller already in one (client registration) gets the
  // token committed or rolled back with its own work.
  if (db.isTransaction) await store(db);
  else await db.transaction().execute(store);
  return token;
}

/**
 * Uses a token once: returns its owner when it is known, unused and unexpired, and marks it used
 * in the same statement, so two clicks cannot both succeed.
 */
export async function consumeOneTimeToken(db: Database, purpose: TokenPurpose, token: string) {
  if (!token) return undefined;
  return db
    .updateTable("one_time_tokens")
    .set({ used_at: nowIso() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .returning(["user_id", "email"])
    .executeTakeFirst();
}

/** Whether a link of this purpose sent to the address since `since` is still unused and valid. */
export async function hasRecentOneTimeToken(db: Database, purpose: TokenPurpose, email: string, since: Date) {
  const row = await db
    .selectFrom("one_time_tokens")
    .select("id")
    .where("purpose", "=", purpose)
    .where("email", "=", email)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

/** Checks a token without using it (the reset page shows its form only for a valid link). */
export async function peekOneTimeToken(db: Database, purpose: TokenPurpose, token: string) {
  if (!token) return undefined;
  return db
    .selectFrom("one_time_tokens")
    .select(["user_id", "email"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
}

/**
 * Whether a link's token was already used to do what it was for: its row is spent and its user
 * has since set a password (a link replaced by a newer one, or expired, was not "used").
 */
export async function wasOneTimeTokenUsed(db: Database, purpose: TokenPurpose, token: string): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom("one_time_tokens")
    .innerJoin("users", "users.id", "one_time_tokens.user_id")
    .select(["users.password_hash", "one_time_tokens.used_at"])
    .where("one_time_tokens.token_hash", "=", hashToken(token))
    .where("one_time_tokens.purpose", "=", purpose)
    .executeTakeFirst();
  return Boolean(row?.used_at && row.password_hash);
}
