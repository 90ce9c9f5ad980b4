import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { fileTypeFromFile } from "file-type";
import { recordAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db.server";
import { tooManyPixelsText } from "~/platform/image-limits";
import { checkPicturePixels } from "~/platform/image-limits.server";
import { logger } from "~/platform/logger.server";
import { deleteFile, newStorageKey, publicUrl, saveFile, storageKeyOf } from "~/platform/storage.server";
import type { DiskFile } from "~/platform/uploads.server";
import {
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE,
  THUMBNAIL_NOT_AN_IMAGE,
  THUMBNAIL_TOO_LARGE_TITLE,
  UPLOAD_FAILED_INLINE,
  UPLOAD_FAILED_TITLE,
  VIDEO_NOT_FOUND,
} from "./messages";
import { checkThumbnail, checkVideo, MAX_VIDEO_NAME, type Refusal, type VideoPage, type VideoRow } from "./videos";

/**
 * Home and about videos (tables home_videos and about_videos): the list, an upload (the files
 * go from their temporary files into storage as streams), making one active (the others are
 * made inactive in the same transaction, for both pages) and deleting. Every change is audited.
 */
type Actor = { id: string; email: string };
type Options = { ipAddress?: string | undefined };

const TABLES = { home: "home_videos", about: "about_videos" } as const;
const FOLDERS = {
  home: { video: "homepage-videos", thumbnail: "homepage-videos/thumbnails" },
  about: { video: "about-videos", thumbnail: "about-videos/thumbnails" },
} as const;

export async function listVideos(db: Database, page: VideoPage): Promise<VideoRow[]> {
  const rows = await db
    .selectFrom(TABLES[page])
    .select(["id", "name", "video_url", "thumbnail_url", "active", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    videoUrl: row.video_url,
    thumbnailUrl: row.thumbnail_url,
    active: row.active === 1,
    createdAt: row.created_at,
  }));
}

export type VideoOutcome = { ok: true; name: string } | { ok: false; status: number; refusal: Refusal };

const detect = async (file: DiskFile) => {
  const type = await fileTypeFromFile(file.path);
  return { filename: file.filename, size: file.size, detected: type ? { ext: type.ext, mime: type.mime } : null };
};

/** Checks both files by content, stores them and adds the video, inactive (spec: new uploads start inactive). */
export async function uploadVideo(
  db: Database,
  actor: Actor,
  page: VideoPage,
  input: { name: string; video: DiskFile; thumbnail: DiskFile },
  options: Options = {},
): Promise<VideoOutcome> {
  const video = checkVideo(await detect(input.video));
  if (!video.ok)
    return { ok: false, status: video.refusal.title === FILE_TOO_LARGE_TITLE ? 413 : 400, refusal: video.refusal };
  const thumbnail = checkThumbnail(await detect(input.thumbnail));
  if (!thumbnail.ok) {
    return {
      ok: false,
      status: thumbnail.refusal.title === FILE_TOO_LARGE_TITLE ? 413 : 400,
      refusal: thumbnail.refusal,
    };
  }
  // The thumbnail's size from its header, before it is stored and shown (decision 0105).
  const pixels = await checkPicturePixels(input.thumbnail.path);
  if (!pixels.ok) {
    const refusal =
      pixels.problem === "too-many-pixels"
        ? { title: THUMBNAIL_TOO_LARGE_TITLE, message: tooManyPixelsText(pixels) }
        : { title: INVALID_FILE_TYPE, message: THUMBNAIL_NOT_AN_IMAGE };
    return { ok: false, status: 400, refusal };
  }
  const name = input.name.trim().slice(0, MAX_VIDEO_NAME);
  const videoKey = newStorageKey(FOLDERS[page].video, video.ext);
  const thumbnailKey = newStorageKey(FOLDERS[page].thumbnail, thumbnail.ext);
  try {
    await saveFile(videoKey, fs.createReadStream(input.video.path));
    await saveFile(thumbnailKey, fs.createReadStream(input.thumbnail.path));
  } catch (error) {
    logger.error("Video upload failed to store", { error: String(error) });
    await Promise.allSettled([deleteFile(videoKey), deleteFile(thumbnailKey)]);
    return { ok: false, status: 500, refusal: { title: UPLOAD_FAILED_TITLE, message: UPLOAD_FAILED_INLINE } };
  }
  const id = randomUUID();
  const videoUrl = publicUrl(videoKey);
  const thumbnailUrl = publicUrl(thumbnailKey);
  await db.transaction().execute(async (trx) => {
    if (page === "home") {
      await trx
        .insertInto("home_videos")
        .values({
          id,
          name,
          video_url: videoUrl,
          video_url_mp4: video.ext === "mp4" ? videoUrl : null,
          video_url_webm: video.ext === "webm" ? videoUrl : null,
          thumbnail_url: thumbnailUrl,
          active: 0,
        })
        .execute();
    } else {
      await trx
        .insertInto("about_videos")
        .values({ id, name, video_url: videoUrl, thumbnail_url: thumbnailUrl, active: 0 })
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: `video.${page}.upload`,
      entityType: TABLES[page],
      entityId: id,
      details: { name, video: videoKey, thumbnail: thumbnailKey, bytes: input.video.size },
      ipAddress: options.ipAddress,
    });
  });
  return { ok: true, name };
}

const notFound = (title: string): VideoOutcome => ({
  ok: false,
  status: 404,
  refusal: { title, message: VIDEO_NOT_FOUND },
});

/** Makes one video the page's active video: every other one is made inactive first (one active per page). */
export async function setActiveVideo(
  db: Database,
  actor: Actor,
  page: VideoPage,
  id: string,
  failureTitle: string,
  options: Options = {},
): Promise<VideoOutcome> {
  const table = TABLES[page];
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select(["name", "active"]).where("id", "=", id).executeTakeFirst();
    if (!row) return notFound(failureTitle);
    if (row.active === 1) return { ok: true, name: row.name } as const;
    const previous = await trx.selectFrom(table).select("id").where("active", "=", 1).execute();
    await trx.updateTable(table).set({ active: 0 }).where("active", "=", 1).execute();
    await trx.updateTable(table).set({ active: 1 }).where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: `video.${page}.activate`,
      entityType: table,
      entityId: id,
      details: { name: row.name, deactivated: previous.map((other) => other.id) },
      ipAddress: options.ipAddress,
    });
    return { ok: true, name: row.name } as const;
  });
}

/** Deletes the video and then its files (a file that cannot be removed is logged, the row is gone either way). */
export async function deleteVideo(
  db: Database,
  actor: Actor,
  page: VideoPage,
  id: string,
  failureTitle: string,
  options: Options = {},
): Promise<VideoOutcome> {
  const table = TABLES[page];
  const row = await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom(table)
      .select(["name", "video_url", "thumbnail_url", "active"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) return null;
    await trx.deleteFrom(table).where("id", "=", id).execute();
    await recordAudit(trx, {
      actor,
      action: `video.${page}.delete`,
      entityType: table,
      entityId: id,
      details: { name: found.name, wasActive: found.active === 1 },
      ipAddress: options.ipAddress,
    });
    return found;
  });
  if (!row) return notFound(failureTitle);
  for (const key of [storageKeyOf(row.video_url), storageKeyOf(row.thumbnail_url)]) {
    if (!key) continue;
    await deleteFile(key).catch((error) => logger.error("Video file not removed", { key, error: String(error) }));
  }
  return { ok: true, name: row.name };
}
