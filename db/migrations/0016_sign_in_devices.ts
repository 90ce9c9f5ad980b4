import { type Kysely, sql } from "kysely";

/*
 * The sign-in lock by device (issue 30, docs/decisions/0017):
 * - login_attempts.device_nonce: the nonce of the valid device cookie a sign-in attempt came with
 *   for its e-mail address, or null for an attempt from a device that has not signed in to it.
 *   A device's attempts are judged by its own failures only; the rest by the failures without one.
 * - one_time_tokens.purpose gains 'unlock_sign_in': the e-mailed link that lets the owner sign in
 *   on a new device while the address is locked. SQLite cannot change a CHECK constraint in
 *   place, so the table is rebuilt.
 */
async function rebuildTokens(db: Kysely<unknown>, purposes: string[]): Promise<void> {
  const allowed = sql.join(purposes.map((purpose) => sql.lit(purpose)));
  await sql`
    CREATE TABLE one_time_tokens_new (
      id TEXT PRIMARY KEY NOT NULL,
      purpose TEXT NOT NULL CHECK (purpose IN (${allowed})),
      token_hash TEXT NOT NULL UNIQUE,
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      email TEXT NOT NULL COLLATE NOCASE,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`
    INSERT INTO one_time_tokens_new (id, purpose, token_hash, user_id, email, expires_at, used_at, created_at)
    SELECT id, purpose, token_hash, user_id, email, expires_at, used_at, created_at
    FROM one_time_tokens WHERE purpose IN (${allowed})`.execute(db);
  await sql`DROP TABLE one_time_tokens`.execute(db);
  await sql`ALTER TABLE one_time_tokens_new RENAME TO one_time_tokens`.execute(db);
  await sql`CREATE INDEX one_time_tokens_user_purpose ON one_time_tokens (user_id, purpose)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_attempts ADD COLUMN device_nonce TEXT`.execute(db);
  await rebuildTokens(db, ["confirm_email", "reset_password", "invitation", "unlock_sign_in"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildTokens(db, ["confirm_email", "reset_password", "invitation"]);
  await sql`ALTER TABLE login_attempts DROP COLUMN device_nonce`.execute(db);
}
