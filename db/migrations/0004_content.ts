import { type Kysely, sql } from "kysely";

// Blog, policies, the about page, videos, newsletters, stored documentation and contact messages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blog_posts (
      id TEXT PRIMARY KEY NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      content TEXT NOT NULL DEFAULT '',
      excerpt TEXT,
      category TEXT,
      author_name TEXT,
      author_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
      published_at TEXT,
      read_time_minutes INTEGER NOT NULL DEFAULT 1 CHECK (read_time_minutes >= 1),
      tags TEXT NOT NULL DEFAULT '[]',
      seo_title TEXT,
      seo_description TEXT,
      seo_keywords TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX blog_posts_published ON blog_posts (published, published_at DESC)`.execute(db);
  await sql`CREATE INDEX blog_posts_created ON blog_posts (created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE policies (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE,
      category TEXT NOT NULL DEFAULT 'Other' CHECK (category IN ('Terms of Service', 'Privacy Policy',
        'Return Policy', 'Shipping Policy', 'Employment', 'Safety', 'Quality Assurance', 'Environmental', 'Other')),
      content TEXT NOT NULL,
      version TEXT NOT NULL DEFAULT '1.0',
      change_notes TEXT,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      uploaded_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      uploaded_by_name TEXT,
      uploaded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX policies_active_listing ON policies (is_active, category, title)`.execute(db);

  await sql`
    CREATE TABLE about_content (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      updated_by_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      updated_by_name TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX about_content_one_active ON about_content (is_active) WHERE is_active = 1`.execute(db);

  // At most one active video per page, enforced by a partial unique index.
  await sql`
    CREATE TABLE home_videos (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      video_url TEXT,
      video_url_webm TEXT,
      video_url_mp4 TEXT,
      thumbnail_url TEXT,
      active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX home_videos_one_active ON home_videos (active) WHERE active = 1`.execute(db);

  await sql`
    CREATE TABLE about_videos (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      video_url TEXT,
      thumbnail_url TEXT,
      active INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX about_videos_one_active ON about_videos (active) WHERE active = 1`.execute(db);

  await sql`
    CREATE TABLE newsletters (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      subject TEXT NOT NULL,
      content TEXT NOT NULL,
      html_content TEXT,
      cartoon_image_url TEXT,
      status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'sent')),
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      published_at TEXT,
      sent_at TEXT,
      sent_count INTEGER NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX newsletters_created ON newsletters (created_at DESC)`.execute(db);

  // Double opt-in (POPIA): a subscription is active only once confirmed; unsubscribe_token makes
  // the one-click unsubscribe link work without signing in.
  await sql`
    CREATE TABLE newsletter_subscriptions (
      id TEXT PRIMARY KEY NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE UNIQUE,
      is_active INTEGER NOT NULL DEFAULT 0 CHECK (is_active IN (0, 1)),
      consent_at TEXT,
      confirm_token_hash TEXT UNIQUE,
      confirmed_at TEXT,
      unsubscribe_token TEXT NOT NULL UNIQUE,
      unsubscribed_at TEXT,
      subscribed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX newsletter_subscriptions_active ON newsletter_subscriptions (is_active, subscribed_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE documentation (
      id TEXT PRIMARY KEY NOT NULL,
      title TEXT NOT NULL,
      slug TEXT NOT NULL UNIQUE CHECK (slug NOT GLOB '*[^a-z0-9-]*'),
      content TEXT NOT NULL,
      category TEXT NOT NULL DEFAULT 'technical' CHECK (category IN ('technical', 'project_details',
        'client_summary', 'system_overview')),
      version INTEGER NOT NULL DEFAULT 1,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX documentation_category ON documentation (category, title)`.execute(db);

  await sql`
    CREATE TABLE contact_messages (
      id TEXT PRIMARY KEY NOT NULL,
      source TEXT NOT NULL DEFAULT 'contact' CHECK (source IN ('contact', 'consultant')),
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
      ip_address TEXT,
      handled_at TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
  await sql`CREATE INDEX contact_messages_created ON contact_messages (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "contact_messages",
    "documentation",
    "newsletter_subscriptions",
    "newsletters",
    "about_videos",
    "home_videos",
    "about_content",
    "policies",
    "blog_posts",
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
