import type { Database } from "~/platform/db.server";
import { formatDateLong } from "~/platform/format";
import type { Language } from "~/platform/language";
import { isSafeMediaUrl, sanitizeAboutHtml } from "./sanitize";

export type AboutContent = {
  title: string;
  /** Sanitised: only the spec's tags and attributes, no script, no javascript: or data: URLs. */
  html: string;
  /** In the page's language, e.g. '21 November 2026' (af: '21 November 2026'). */
  updatedOn: string;
  updatedByName: string | null;
};

export type AboutVideo = { name: string; url: string; thumbnail: string | null };

/** The active about text, sanitised; null when there is none (the page shows its fallback). */
export async function activeAboutContent(db: Database, language: Language = "en"): Promise<AboutContent | null> {
  const row = await db
    .selectFrom("about_content")
    .select(["title", "content", "updated_at", "updated_by_name"])
    .where("is_active", "=", 1)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: row.title,
    html: sanitizeAboutHtml(row.content),
    updatedOn: formatDateLong(row.updated_at, language),
    updatedByName: row.updated_by_name?.trim() || null,
  };
}

/** The active about video; a row whose file was never uploaded (or has an unsafe address) counts as none. */
export async function activeAboutVideo(db: Database): Promise<AboutVideo | null> {
  const row = await db
    .selectFrom("about_videos")
    .select(["name", "video_url", "thumbnail_url"])
    .where("active", "=", 1)
    .where("video_url", "is not", null)
    .where("video_url", "!=", "")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row || !isSafeMediaUrl(row.video_url)) return null;
  return {
    name: row.name,
    url: row.video_url,
    thumbnail: isSafeMediaUrl(row.thumbnail_url) ? row.thumbnail_url : null,
  };
}
