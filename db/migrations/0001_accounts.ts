import { type Kysely, sql } from "kysely";

// Users, sessions, roles and everything sign-in needs. Timestamps are UTC ISO-8601 strings;
// booleans are 0/1 integers (SQLite has no boolean type).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id TEXT PRIMARY KEY NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      password_hash TEXT,
      first_name TEXT,
      last_name TEXT,
      phone TEXT,
      company_name TEXT,
      delivery_notes TEXT,
      email_confirmed_at TEXT,
      suspended_at TEXT,
      locked_until TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_unique ON users (email COLLATE NOCASE)`.execute(db);

  await sql`
    CREATE TABLE user_roles (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role TEXT NOT NULL CHECK (role IN ('super_admin', 'admin', 'inventory_manager', 'order_processor',
        'customer_support', 'content_manager', 'financial_officer')),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (user_id, role)
    )`.execute(db);

  // A session row exists for signed-in users and for visitors that carry flash messages or a
  // multi-step form; the cookie holds only the signed id.
  await sql`
    CREATE TABLE sessions (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      data TEXT NOT NULL DEFAULT '{}',
      remember INTEGER NOT NULL DEFAULT 0 CHECK (remember IN (0, 1)),
      ip_address TEXT,
      user_agent TEXT,
      expires_at TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_id ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_at ON sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE oauth_connections (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook')),
      provider_user_id TEXT NOT NULL,
      email TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      UNIQUE (provider, provider_user_id)
    )`.execute(db);
  await sql`CREATE INDEX oauth_connections_user_id ON oauth_connections (user_id)`.execute(db);

  // Single-use tokens for e-mailed links. Only a hash of the token is stored.
  await sql`
    CREATE TABLE one_time_tokens (
      id TEXT PRIMARY KEY NOT NULL,
      purpose TEXT NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password', 'invitation')),
      token_hash TEXT NOT NULL UNIQUE,
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      email TEXT NOT NULL COLLATE NOCASE,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX one_time_tokens_user_purpose ON one_time_tokens (user_id, purpose)`.execute(db);

  await sql`
    CREATE TABLE login_attempts (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL COLLATE NOCASE,
      user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
      ip_address TEXT,
      succeeded INTEGER NOT NULL CHECK (succeeded IN (0, 1)),
      attempted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX login_attempts_email_time ON login_attempts (email, attempted_at)`.execute(db);
  await sql`CREATE INDEX login_attempts_ip_time ON login_attempts (ip_address, attempted_at)`.execute(db);

  await sql`
    CREATE TABLE client_profiles (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      client_code TEXT NOT NULL UNIQUE,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      phone TEXT,
      company_name TEXT,
      vat_number TEXT,
      preferred_contact_method TEXT NOT NULL DEFAULT 'email'
        CHECK (preferred_contact_method IN ('email', 'phone', 'sms', 'whatsapp')),
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      delivery_discount_percentage REAL NOT NULL DEFAULT 0
        CHECK (delivery_discount_percentage >= 0 AND delivery_discount_percentage <= 100),
      admin_notes TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX client_profiles_created_at ON client_profiles (created_at)`.execute(db);

  // Holds both the client-registration location and the one saved from the delivery calculator.
  await sql`
    CREATE TABLE client_delivery_locations (
      id TEXT PRIMARY KEY NOT NULL,
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      location_name TEXT NOT NULL,
      address_line_1 TEXT,
      address_line_2 TEXT,
      city TEXT,
      province TEXT NOT NULL DEFAULT 'Unknown',
      postal_code TEXT NOT NULL DEFAULT '0000',
      country TEXT NOT NULL DEFAULT 'South Africa',
      latitude REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      delivery_fee_cents INTEGER,
      calculated_delivery_fee_cents INTEGER,
      distance_km REAL,
      delivery_method TEXT,
      load_type TEXT CHECK (load_type IN ('small', 'medium', 'large', 'bulk')),
      is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
      delivery_instructions TEXT,
      admin_notes TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX client_delivery_locations_user ON client_delivery_locations (user_id, is_default DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "client_delivery_locations",
    "client_profiles",
    "login_attempts",
    "one_time_tokens",
    "oauth_connections",
    "sessions",
    "user_roles",
    "users",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
